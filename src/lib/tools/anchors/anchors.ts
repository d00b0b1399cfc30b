import itTools from './it-tools.json' with { type: 'json' };
import cyberChef from './cyberchef.json' with { type: 'json' };

/**
 * The tools of the two toolboxes people come from — IT-Tools' 86 tools and CyberChef's 504
 * operations — each with the Utilkit operation that does its job and the parameters that make it
 * do so. One table feeds the page "Coming from IT-Tools or CyberChef" (/docs/coming-from) and
 * the search: a tool's name there is a keyword of the operation that covers it, so the palette
 * and the home page find "Gunzip" or "From Hexdump" under the names people know.
 *
 * The rows began as ../shared/coverage/*.csv (one row per anchor tool); they are kept here, in
 * the repository, as operations land. `anchors.test.ts` checks every row against the registry:
 * the operation exists, its parameters are valid input, and searching the name finds it.
 */

/**
 * `covered`: the operation does the tool's job. `partial`: most of it (the page says "in part").
 * `app-only`: a tool about the browser or the page itself, with no data function to offer as an
 * operation. `missing`: not yet.
 */
export type AnchorStatus = 'covered' | 'partial' | 'app-only' | 'missing';

export interface AnchorTool {
	/** IT-Tools' slug (its URL) or CyberChef's operation name. */
	tool: string;
	/** IT-Tools' title of the tool; CyberChef's name is `tool`. */
	name?: string;
	/** CyberChef's category or categories ("Data format; Networking"). */
	group?: string;
	/** The Utilkit operation's id. */
	op?: string;
	/** The operation's input that does this tool's job, as the tool page's link fills it in. */
	with?: Record<string, unknown>;
	status: AnchorStatus;
	/** The path of the operation proposed for what is not covered yet (toolbox-3.md). */
	planned?: string;
}

export const IT_TOOLS = itTools as readonly AnchorTool[];
export const CYBERCHEF = cyberChef as readonly AnchorTool[];

/** The name people know a tool by: IT-Tools' title, CyberChef's operation name. */
export function anchorName(row: AnchorTool): string {
	return row.name ?? row.tool;
}

/** True when the tool's job can be done with a Utilkit operation, in whole or in part. */
export function isCovered(row: AnchorTool): row is AnchorTool & { op: string } {
	return (row.status === 'covered' || row.status === 'partial') && row.op !== undefined;
}

let byOperation: Map<string, string[]> | undefined;

/**
 * The anchor tools' names an operation covers, for its search keywords.
 * @example anchorNamesOf('hexdump') // ['To Hexdump', 'From Hexdump', 'hexdump']…
 */
export function anchorNamesOf(id: string): readonly string[] {
	if (!byOperation) {
		byOperation = new Map();
		for (const row of [...IT_TOOLS, ...CYBERCHEF]) {
			if (!isCovered(row)) continue;
			const names = byOperation.get(row.op) ?? [];
			names.push(anchorName(row));
			byOperation.set(row.op, names);
		}
	}
	return byOperation.get(id) ?? [];
}

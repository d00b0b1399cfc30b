import type { Page } from '@playwright/test';
import fs from 'node:fs';
import { createRequire } from 'node:module';

/** WCAG 2.x A and AA, and axe's best practices: what the suite holds every page to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

// axe-core, the copy @axe-core/playwright pins, evaluated in the page once per page load and run
// there directly, with only the violations' nodes described (`resultTypes`). AxeBuilder's
// analyze() evaluates the whole of axe-core (half a megabyte) twice per pass even in its legacy
// mode, and its default mode also finishes each run in a new blank page and describes every node
// of every passing rule: together two to three times the checks' own time (docs/ci.md, "What
// keeps it short"). Injected into the top frame only, axe leaves out frames, which the app has
// none of; the same rules run and every violating node is reported (a11y.spec.ts plants some).
const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

/** What axe reports of one violated rule. */
export interface AxeViolation {
	id: string;
	impact?: string | null;
	help: string;
	nodes: { target: unknown[] }[];
}

/**
 * The violations axe finds in `page` (under the `include` selector when given): of the rules with
 * `tags` (AXE_TAGS by default), or only of `rules` when given.
 */
export async function axeViolations(page: Page, { rules, tags = AXE_TAGS, include }: { rules?: string[]; tags?: string[]; include?: string } = {}): Promise<AxeViolation[]> {
	const runOnly = rules ? { type: 'rule' as const, values: rules } : { type: 'tag' as const, values: tags };
	if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
	return page.evaluate(
		async ({ runOnly, include }) => {
			const { axe } = window as unknown as { axe: { run(context: Node | string, options: object): Promise<{ violations: AxeViolation[] }> } };
			return (await axe.run(include ?? document, { runOnly, resultTypes: ['violations'] })).violations;
		},
		{ runOnly, include }
	);
}

/** One line per violation: the rule, its help, and the elements that break it. */
export function describeViolation(v: AxeViolation): string {
	return `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;
}

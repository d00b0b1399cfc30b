import data from './isbn-ranges.json' with { type: 'json' };

/**
 * ISBN hyphenation by the International ISBN Agency's ranges (its RangeMessage of
 * isbn-ranges.json's `date`, as python-stdnum ships it; scripts/data/build-isbn-ranges.js).
 * The lookup is python-stdnum's (stdnum/numdb.py): at each level the shortest prefix that falls
 * in a range wins, the ranges under every range it falls in are searched next, and what no range
 * takes is the item number. So a number in a range the agency has not assigned is split as far
 * as the ranges go, exactly as python-stdnum splits it.
 */

type Node = [ranges: string, children: Node[]];
interface Range {
	length: number;
	low: string;
	high: string;
	children: Range[];
}

/** The tree with each line's ranges parsed once; all ranges of a line share its children. */
function parse(nodes: Node[]): Range[] {
	return nodes.flatMap(([ranges, children]) => {
		const below = parse(children);
		return ranges.split(',').map((range) => {
			const [low, high = low] = range.split('-');
			return { length: low.length, low, high, children: below };
		});
	});
}

let tree: Range[] | undefined;

/** The parts of `digits` (stdnum/numdb.py `NumDB._find`): each level's prefix, then the rest. */
function find(digits: string, ranges: Range[]): string[] {
	if (!digits) return [];
	let part = digits;
	let next: Range[] = [];
	for (const range of ranges) {
		if (digits.length < range.length) continue;
		const head = digits.slice(0, range.length);
		if (head < range.low || head > range.high || range.length > part.length) continue;
		if (range.length < part.length) {
			part = head;
			next = [];
		}
		next = next.concat(range.children);
	}
	return [part, ...find(digits.slice(part.length), next)];
}

/**
 * A valid ISBN-10 or ISBN-13 (compact) written with hyphens between its prefix (ISBN-13 only),
 * registration group, registrant, publication and check digit, as python-stdnum's
 * `isbn.format` writes it.
 * @example hyphenateIsbn('9780306406157') // '978-0-306-40615-7'
 */
export function hyphenateIsbn(compact: string): string {
	tree ??= parse(data.prefixes as Node[]);
	const thirteen = compact.length === 10 ? '978' + compact : compact;
	const parts = find(thirteen.slice(0, -1), tree);
	const item = parts.pop() ?? '';
	const [prefix = '', group = '', registrant = ''] = parts;
	return [compact.length === 10 ? '' : prefix, group, registrant, item, thirteen.at(-1)!].filter(Boolean).join('-');
}

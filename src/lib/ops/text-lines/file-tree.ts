/**
 * CyberChef's "File Tree": a list of paths drawn as a tree. The paths are de-duplicated and sorted
 * as CyberChef does (JavaScript's default sort, by UTF-16 unit), split on the path separator (one
 * leading separator dropped), and every folder or file is written once, under its parent, the
 * first time a path reaches it. Built as a trie (CyberChef looks each key up in an array, which is
 * quadratic), and sized before it is drawn: a deep path indents every level, so the drawing can be
 * far longer than the list (a path of 100,000 levels would draw 20 billion characters).
 */
import { ensureFits } from './more-actions.js';
import type { TreeStyle } from './limits.js';

interface Node {
	name: string;
	children: Map<string, Node>;
}

/** The tree of `paths`, children in the order CyberChef's sorted list first reaches them. */
function buildTree(paths: string[], separator: string): Node {
	const root: Node = { name: '', children: new Map() };
	const sorted = [...new Set(paths)].sort();
	for (const path of sorted) {
		const parts = path.split(separator);
		if (parts[0] === '') parts.shift();
		let node = root;
		for (const part of parts) {
			let child = node.children.get(part);
			if (!child) {
				child = { name: part, children: new Map() };
				node.children.set(part, child);
			}
			node = child;
		}
	}
	return root;
}

/** Every node below the root, depth first, with its depth (0 for the top level) and whether it is its parent's last child. */
function* walk(root: Node): Generator<{ node: Node; depth: number; last: boolean; lastAbove: boolean[] }> {
	// An explicit stack: a path of 100,000 levels must not overflow the call stack.
	const stack: { it: Iterator<Node>; size: number; seen: number }[] = [{ it: root.children.values(), size: root.children.size, seen: 0 }];
	const lastAbove: boolean[] = [];
	while (stack.length) {
		const top = stack[stack.length - 1];
		const next = top.it.next();
		if (next.done) {
			stack.pop();
			lastAbove.pop();
			continue;
		}
		top.seen++;
		const last = top.seen === top.size;
		yield { node: next.value, depth: stack.length - 1, last, lastAbove };
		if (next.value.children.size) {
			lastAbove.push(last);
			stack.push({ it: next.value.children.values(), size: next.value.children.size, seen: 0 });
		}
	}
}

/** How long the drawing of one node is, without drawing it. */
const lineSize = (style: TreeStyle, depth: number, name: string) => (style === 'ascii' ? (depth === 0 ? 0 : 4 * depth) : 4 * (depth + 1)) + name.length;

/**
 * The lines of the tree. `ascii` is CyberChef's drawing (`|---name`, `|   ` for each level above,
 * the top level flush left); `lines` is `tree --fromfile -U --noreport`'s, without its `.` line
 * (`├── `, `└── ` for the last child, `│   ` and spaces for the levels above).
 */
export function fileTree(paths: string[], separator: string, style: TreeStyle, maxOutput: number): string[] {
	const root = buildTree(paths, separator);
	let size = 0;
	for (const { node, depth } of walk(root)) size += lineSize(style, depth, node.name) + 1;
	ensureFits(size - 1, maxOutput);
	const out: string[] = [];
	for (const { node, depth, last, lastAbove } of walk(root)) {
		if (style === 'ascii') out.push(depth === 0 ? node.name : '|   '.repeat(depth - 1) + '|---' + node.name);
		else out.push(lastAbove.map((l) => (l ? '    ' : '│   ')).join('') + (last ? '└── ' : '├── ') + node.name);
	}
	return out;
}

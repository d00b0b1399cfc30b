/**
 * The structural difference of two JSON values as an RFC 6902 patch that turns `old` into `new`,
 * and the same steps with the values they replace. Objects compare by name (order does not
 * matter); arrays compare index by index: the elements both have are compared in place, the
 * extra elements of `new` are added at the end, the extra ones of `old` removed from the end
 * (last first, so every index is right when the patch is applied in order). No `move` or `copy`.
 */

import { toValue, type JsonNode } from '../_shared/json-text.js';

export type Json = null | boolean | number | string | Json[] | { [name: string]: Json };

export interface PatchOp {
	op: 'add' | 'remove' | 'replace';
	path: string;
	value?: Json;
}

export interface Change {
	op: 'add' | 'remove' | 'replace';
	path: string;
	old?: Json;
	new?: Json;
}

/** The difference has more changes, or longer paths, than the caller allows. */
export class DiffTooLarge extends Error {
	constructor(readonly id: 'too_many_changes' | 'paths_too_long') {
		super(id);
	}
}

/** One reference token of a JSON Pointer (RFC 6901, section 3: `~` → `~0`, `/` → `~1`). */
export const pointerToken = (name: string) => name.replaceAll('~', '~0').replaceAll('/', '~1');

/** JSON equality: same type, numbers by value (as JSON.parse reads them), arrays in order, objects by name whatever their order. */
export function jsonEqual(a: JsonNode, b: JsonNode): boolean {
	switch (a.type) {
		case 'number':
			return b.type === 'number' && Number(a.raw) === Number(b.raw);
		case 'string':
			return b.type === 'string' && a.value === b.value;
		case 'literal':
			return b.type === 'literal' && a.raw === b.raw;
		case 'array':
			return b.type === 'array' && a.items.length === b.items.length && a.items.every((x, i) => jsonEqual(x, b.items[i]));
		case 'object': {
			if (b.type !== 'object' || a.entries.size !== b.entries.size) return false;
			for (const [name, x] of a.entries) {
				const y = b.entries.get(name);
				if (y === undefined || !jsonEqual(x, y)) return false;
			}
			return true;
		}
	}
}

/**
 * The changes that turn `old` into `new`, in patch order; names in the order the texts write them
 * (the parsed trees keep it, where a JavaScript object would put names like "2" first).
 * @example diffJson(parseJsonText('{"a":1}'), parseJsonText('{"a":2,"b":[]}')) // [{op: 'replace', path: '/a', old: 1, new: 2}, {op: 'add', path: '/b', new: []}]
 * @throws DiffTooLarge past `maxChanges` changes or `maxPathChars` characters of paths
 */
export function diffJson(old: JsonNode, now: JsonNode, maxChanges = Infinity, maxPathChars = Infinity): Change[] {
	const changes: Change[] = [];
	let pathChars = 0;
	const push = (change: Change) => {
		pathChars += change.path.length;
		if (changes.length >= maxChanges) throw new DiffTooLarge('too_many_changes');
		if (pathChars > maxPathChars) throw new DiffTooLarge('paths_too_long');
		changes.push(change);
	};
	// Recursion is bounded by the readers' 512 levels of nesting.
	const walk = (a: JsonNode, b: JsonNode, path: string) => {
		if (a.type === 'array' && b.type === 'array') {
			const common = Math.min(a.items.length, b.items.length);
			for (let i = 0; i < common; i++) walk(a.items[i], b.items[i], `${path}/${i}`);
			for (let i = common; i < b.items.length; i++) push({ op: 'add', path: `${path}/${i}`, new: toValue(b.items[i]) as Json });
			for (let i = a.items.length - 1; i >= common; i--) push({ op: 'remove', path: `${path}/${i}`, old: toValue(a.items[i]) as Json });
		} else if (a.type === 'object' && b.type === 'object') {
			for (const [name, x] of a.entries) {
				const at = `${path}/${pointerToken(name)}`;
				const y = b.entries.get(name);
				if (y !== undefined) walk(x, y, at);
				else push({ op: 'remove', path: at, old: toValue(x) as Json });
			}
			for (const [name, y] of b.entries) if (!a.entries.has(name)) push({ op: 'add', path: `${path}/${pointerToken(name)}`, new: toValue(y) as Json });
		} else if (!jsonEqual(a, b)) push({ op: 'replace', path, old: toValue(a) as Json, new: toValue(b) as Json });
	};
	walk(old, now, '');
	return changes;
}

/** The RFC 6902 operations of the changes: `value` is the new value (none for remove). */
export const patchOf = (changes: Change[]): PatchOp[] => changes.map((c) => (c.op === 'remove' ? { op: c.op, path: c.path } : { op: c.op, path: c.path, value: c.new as Json }));

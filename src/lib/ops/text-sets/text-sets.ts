/**
 * Set operations on two lists of text items (CyberChef's Set Union, Set Intersection, Set
 * Difference, Symmetric Difference, Cartesian Product and Power Set): plain functions, no zod, no
 * I/O. Items keep the order of their first appearance, as `dict.fromkeys` does in Python.
 */
import type { SetAction } from './limits.js';

/** Thrown when the answer would pass a limit; the operation names it in a 422. */
export class SetTooLarge extends Error {
	constructor(
		readonly id: 'power_set_items' | 'too_many_pairs' | 'result_too_long',
		readonly values: { max: number; got: number }
	) {
		super(id);
	}
}

export interface SetLimits {
	maxPowerSetItems: number;
	maxPairs: number;
	maxResultChars: number;
}

/**
 * The distinct items of a list: split on `delimiter` (the default `\n` also takes `\r\n`), each
 * trimmed when asked, empty items (blank lines, a final delimiter) dropped, repeats dropped.
 */
export function itemsOf(text: string, delimiter: string, trim: boolean): string[] {
	const parts = delimiter === '\n' ? text.split(/\r?\n/) : text.split(delimiter);
	const items = new Set<string>();
	for (const part of parts) {
		const item = trim ? part.trim() : part;
		if (item !== '') items.add(item);
	}
	return [...items];
}

const charsOf = (items: string[]) => items.reduce((sum, item) => sum + item.length, 0);

/** Every subset of `items`, smallest first and each size in combination order (Python's itertools recipe `powerset`). */
function powerSet(items: string[]): string[][] {
	const out: string[][] = [];
	const pick: number[] = [];
	const combinations = (size: number, from: number) => {
		if (pick.length === size) {
			out.push(pick.map((i) => items[i]));
			return;
		}
		for (let i = from; i <= items.length - (size - pick.length); i++) {
			pick.push(i);
			combinations(size, i + 1);
			pick.pop();
		}
	};
	for (let size = 0; size <= items.length; size++) combinations(size, 0);
	return out;
}

/** The answer's items: strings for the four set operations, pairs for cartesian, subsets for power-set. */
export function setOperation(action: SetAction, a: string[], b: string[], limits: SetLimits): string[] | string[][] {
	const inA = new Set(a);
	const inB = new Set(b);
	switch (action) {
		case 'union':
			return [...new Set([...a, ...b])];
		case 'intersection':
			return a.filter((x) => inB.has(x));
		case 'difference':
			return a.filter((x) => !inB.has(x));
		case 'symmetric-difference':
			return [...a.filter((x) => !inB.has(x)), ...b.filter((y) => !inA.has(y))];
		case 'cartesian': {
			const pairs = a.length * b.length;
			if (pairs > limits.maxPairs) throw new SetTooLarge('too_many_pairs', { max: limits.maxPairs, got: pairs });
			// Each item of a appears once per item of b, and the other way round.
			const chars = charsOf(a) * b.length + charsOf(b) * a.length;
			if (chars > limits.maxResultChars) throw new SetTooLarge('result_too_long', { max: limits.maxResultChars, got: chars });
			return a.flatMap((x) => b.map((y) => [x, y]));
		}
		case 'power-set': {
			if (a.length > limits.maxPowerSetItems) throw new SetTooLarge('power_set_items', { max: limits.maxPowerSetItems, got: a.length });
			// Each item is in half of the 2^n subsets.
			const chars = a.length ? charsOf(a) * 2 ** (a.length - 1) : 0;
			if (chars > limits.maxResultChars) throw new SetTooLarge('result_too_long', { max: limits.maxResultChars, got: chars });
			return powerSet(a);
		}
	}
}

import { Draws, wordSource } from './draws.js';
import { randomPrime } from './prime.js';

/** The draws the operation makes (every one a CPython `random.Random` method, named beside it), and de-bruijn (de-bruijn.ts), which draws nothing. */
export const ACTIONS = ['integers', 'decimals', 'bytes', 'pick', 'shuffle', 'port', 'prime', 'de-bruijn'] as const;
export type RandomAction = (typeof ACTIONS)[number];

/** The lowest and highest unprivileged TCP port. */
export const PORT_RANGE = [1024, 65535] as const;

/** A problem with the request the logic finds (the operation turns it into a 422 naming the field). */
export class RandomInputError extends Error {
	constructor(
		readonly id: 'min_above_max' | 'not_enough_distinct' | 'not_enough_items' | 'decimal_range' | 'no_decimal_between',
		readonly field: string,
		readonly values: Record<string, number>
	) {
		super(id);
	}
}

export function draws(seed: number | string | undefined): Draws {
	return new Draws(wordSource(seed));
}

/** [randint(min, max) for each], or unique: sample(range(min, max + 1), count). */
export function integers(d: Draws, min: number, max: number, count: number, unique: boolean): number[] {
	if (max < min) throw new RandomInputError('min_above_max', 'max', { min, max });
	if (!unique) return Array.from({ length: count }, () => d.int(min, max));
	const available = max - min + 1;
	if (count > available) throw new RandomInputError('not_enough_distinct', 'count', { count, available });
	return d.sample(available, count, (i) => min + i);
}

/**
 * Numbers with `places` decimals between min and max, both included, all equally likely:
 * randint(lo, hi) / 10**places, where lo/10^p is the least such number ≥ min and hi/10^p the
 * greatest ≤ max (compared as doubles; the division is IEEE's, as Python's int / int).
 */
export function decimals(d: Draws, min: number, max: number, places: number, count: number, unique: boolean): number[] {
	if (max < min) throw new RandomInputError('min_above_max', 'max', { min, max });
	const scale = 10 ** places;
	if (Math.abs(min * scale) > 2 ** 53 || Math.abs(max * scale) > 2 ** 53) throw new RandomInputError('decimal_range', 'places', { places });
	let lo = Math.round(min * scale);
	if (lo / scale < min) lo++;
	let hi = Math.round(max * scale);
	if (hi / scale > max) hi--;
	if (hi < lo) throw new RandomInputError('no_decimal_between', 'places', { min, max, places });
	return integers(d, lo, hi, count, unique).map((k) => k / scale);
}

/** randbytes(length) in hex. */
export function bytesHex(d: Draws, length: number): string {
	let hex = '';
	for (const b of d.bytes(length)) hex += b.toString(16).padStart(2, '0');
	return hex;
}

/** sample(items, count): distinct positions, in the order drawn. */
export function pick<T>(d: Draws, items: readonly T[], count: number): T[] {
	if (count > items.length) throw new RandomInputError('not_enough_items', 'count', { count, items: items.length });
	return d.sample(items.length, count, (i) => items[i]);
}

/** A prime of exactly `bits` bits, in decimal (it may pass 2^53). */
export function prime(d: Draws, bits: number): string {
	return randomPrime(d, bits).toString();
}

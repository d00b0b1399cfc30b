import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { integer, stringOfAtMost } from '../_shared/schemas.js';
import { formHints } from '../form-hints.js';
import { errors } from './errors.js';
import { LIGHT_PRIME_BITS, LIGHT_SEQUENCE, MAX_ALPHABET, MAX_BYTES, MAX_COUNT, MAX_FIND_CHARS, MAX_ITEM_CHARS, MAX_ITEMS, MAX_ORDER, MAX_PLACES, MAX_PRIME_BITS, MAX_SEED_CHARS, MAX_SEQUENCE, MIN_ALPHABET, MIN_PRIME_BITS } from './limits.js';
import { DeBruijnInputError, deBruijn, sequenceWalk } from './de-bruijn.js';
import { ACTIONS, bytesHex, decimals, draws, integers, pick, PORT_RANGE, prime, RandomInputError } from './random.js';

export { MAX_BYTES, MAX_COUNT, MAX_ITEMS, MAX_SEQUENCE };

const n = (value: number) => value.toLocaleString('en-US');
const safe = z.number().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

export const random = defineOperation({
	id: 'random',
	group: 'generation',
	title: 'Random numbers, bytes, picks, primes, De Bruijn',
	summary: 'Random integers (distinct if asked), decimals, bytes, an item picked from a list or the list shuffled, free TCP ports and probable primes: cryptographic randomness, or reproducible with a seed. Also De Bruijn sequences (cyclic patterns) and the offset of a piece of one.',
	keywords: ['random', 'random number', 'random number generator', 'rng', 'prng', 'csprng', 'pseudo-random number generator', 'pseudo-random integer generator', 'pseudo-random prime generator', 'random integer', 'random decimal', 'random bytes', 'random port', 'random port generator', 'random prime', 'prime generator', 'dice', 'lottery', 'pick random', 'random picker', 'shuffle', 'shuffle list', 'seed', 'mersenne twister', 'de bruijn', 'de bruijn sequence', 'generate de bruijn sequence', 'cyclic pattern', 'pwntools cyclic', 'cyclic_find', 'pattern create', 'buffer overflow offset'],
	method: 'POST',
	path: '/random',
	runs: 'anywhere',
	cost: 'heavy',
	// Draws are linear in capped sizes; a prime's search grows with the cube of its bits, and a De Bruijn
	// sequence costs the characters it writes or searches (up to 1,048,576: tens of ms).
	lightCall: (data) => {
		const input = data as { action: string; bits?: number; alphabet?: string; order?: number; length?: number; find?: string };
		if (input.action === 'de-bruijn') return sequenceWalk(input.alphabet ?? '01', input.order ?? 3, input.length, input.find) <= LIGHT_SEQUENCE;
		return input.action !== 'prime' || (input.bits ?? 256) <= LIGHT_PRIME_BITS;
	},
	timeLimit: { ms: 10_000, detail: 'the draw ran longer than the time limit of 10,000 ms; ask for fewer bits or a shorter sequence' },
	input: z.object({
		action: z.enum(ACTIONS).describe('integers (`min`, `max`, `count`, `unique`), decimals (`min`, `max`, `places`, `count`, `unique`), bytes (`length`), pick (`count` distinct `items`), shuffle (`items`), port (unprivileged TCP ports 1024-65535, `count`, `unique`), prime (`bits`), de-bruijn (`alphabet`, `order`, `length`, `find`; deterministic: no randomness, `seed` ignored)'),
		min: safe.optional().describe('integers, decimals: the smallest value, included; default 1 (integers) or 0 (decimals)'),
		max: safe.optional().describe('integers, decimals: the largest value, included; default 100 (integers) or 1 (decimals)'),
		count: integer().min(1).max(MAX_COUNT).optional().describe(`integers, decimals, port, pick: how many values, 1-${n(MAX_COUNT)}; default 1`),
		unique: z.boolean().optional().describe('integers, decimals, port: no value twice (422 when the range holds fewer than `count`); default false'),
		places: integer().min(0).max(MAX_PLACES).optional().describe(`decimals: digits after the point, 0-${MAX_PLACES}; default 2`),
		length: integer()
			.min(1)
			.max(MAX_SEQUENCE)
			.optional()
			.describe(`bytes: how many, 1-${n(MAX_BYTES)}; default 16. de-bruijn: only the first \`length\` characters, 1-${n(MAX_SEQUENCE)}; default the whole sequence (at most ${n(MAX_SEQUENCE)} characters)`),
		items: z
			.array(stringOfAtMost(MAX_ITEM_CHARS))
			.max(MAX_ITEMS)
			.optional()
			.describe(`pick, shuffle: the list, at most ${n(MAX_ITEMS)} items of at most ${n(MAX_ITEM_CHARS)} characters`)
			.meta(formHints({ placeholder: 'Alice\nBob\nCarol' })),
		bits: integer().min(MIN_PRIME_BITS).max(MAX_PRIME_BITS).optional().describe(`prime: its size in bits, ${MIN_PRIME_BITS}-${n(MAX_PRIME_BITS)} (the top bit set); default 256`),
		alphabet: stringOfAtMost(MAX_ALPHABET)
			.optional()
			.describe(`de-bruijn: the symbols, ${MIN_ALPHABET}-${MAX_ALPHABET} distinct characters, in order; default "01" (pwntools' cyclic: "abcdefghijklmnopqrstuvwxyz")`)
			.meta(formHints({ monospace: true, placeholder: 'abcdefghijklmnopqrstuvwxyz' })),
		order: integer().min(1).max(MAX_ORDER).optional().describe(`de-bruijn: the window length n, 1-${MAX_ORDER}: every n characters in a row appear once; default 3 (pwntools: 4, or 8 for 64-bit addresses)`),
		find: stringOfAtMost(MAX_FIND_CHARS)
			.optional()
			.describe(`de-bruijn: a piece of the sequence (at most ${n(MAX_FIND_CHARS)} characters); answers \`offset\`, where it first occurs (pwntools' cyclic_find), searched in the first ${n(MAX_SEQUENCE)} characters whatever \`length\` is`)
			.meta(formHints({ monospace: true, placeholder: 'faab' })),
		seed: z
			.union([z.int(), stringOfAtMost(MAX_SEED_CHARS)])
			.optional()
			.describe(`Makes the answer reproducible: the same seed and fields give the same answer (MT19937 seeded as Python's random.seed; an integer, or a text of at most ${MAX_SEED_CHARS} characters: digits only count as that integer). Without it: crypto.getRandomValues`)
			.meta(formHints({ placeholder: '42' }))
	}),
	output: z.object({
		values: z
			.array(z.union([z.number(), z.string()]))
			.optional()
			.describe('The values: numbers (integers, decimals, port), the items (pick, shuffle), or the prime in decimal (a string: it may pass 2^53)'),
		output: z.string().optional().describe('bytes: the bytes in hex, lower case; de-bruijn: the sequence'),
		offset: z.number().int().nullable().optional().describe('de-bruijn with `find`: the index (from 0, in characters) of its first occurrence in the sequence read straight, not cyclically; null when it does not occur')
	}),
	errors: [
		{ status: 422, when: `\`max\` below \`min\`; \`unique\` with a range holding fewer than \`count\` values; pick: \`count\` above the number of items; pick or shuffle without \`items\`; decimals: \`min\` or \`max\` × 10^places past 2^53, or no number with that many places between them; de-bruijn: an alphabet of fewer than ${MIN_ALPHABET} characters or one repeated, a whole sequence over ${n(MAX_SEQUENCE)} characters without \`length\`, \`find\` not among the first ${n(MAX_SEQUENCE)} characters of a longer sequence; bytes: \`length\` over ${n(MAX_BYTES)}` },
		{ status: 422, when: `\`count\` outside 1-${n(MAX_COUNT)}, \`length\` outside 1-${n(MAX_SEQUENCE)}, \`order\` outside 1-${MAX_ORDER}, \`alphabet\` over ${MAX_ALPHABET} or \`find\` over ${n(MAX_FIND_CHARS)} characters, \`bits\` outside ${MIN_PRIME_BITS}-${n(MAX_PRIME_BITS)}, \`places\` outside 0-${MAX_PLACES}, over ${n(MAX_ITEMS)} items or an item over ${n(MAX_ITEM_CHARS)} characters, a text seed over ${MAX_SEED_CHARS} characters` }
	],
	examples: [
		{ name: 'Roll ten dice', input: { action: 'integers', min: 1, max: 6, count: 10 } },
		{ name: 'Six lottery numbers out of 60', input: { action: 'integers', min: 1, max: 60, count: 6, unique: true } },
		{ name: 'Three free ports', input: { action: 'port', count: 3, unique: true } },
		{ name: '32 random bytes', input: { action: 'bytes', length: 32 } },
		// Seeded, so the API reference shows one answer on every build (the examples above differ on every run).
		{ name: 'Reproducible shuffle (seed 42)', input: { action: 'shuffle', items: ['a', 'b', 'c', 'd', 'e'], seed: '42' } },
		{ name: 'Pick a winner', input: { action: 'pick', items: ['Alice', 'Bob', 'Carol', 'Dave'] } },
		{ name: 'A 128-bit prime', input: { action: 'prime', bits: 128 } },
		{ name: 'De Bruijn sequence of 3 bits', input: { action: 'de-bruijn', alphabet: '01', order: 3 } },
		{ name: 'Cyclic pattern and an offset (pwntools)', input: { action: 'de-bruijn', alphabet: 'abcdefghijklmnopqrstuvwxyz', order: 4, length: 200, find: 'faab' } }
	],
	run(input) {
		const d = draws(input.seed);
		const count = input.count ?? 1;
		const unique = input.unique ?? false;
		try {
			switch (input.action) {
				case 'integers': {
					const [min, max] = [input.min ?? 1, input.max ?? 100];
					if (!Number.isInteger(min)) throw errors.error('whole', {}, { field: 'min' });
					if (!Number.isInteger(max)) throw errors.error('whole', {}, { field: 'max' });
					return { values: integers(d, min, max, count, unique) };
				}
				case 'decimals':
					return { values: decimals(d, input.min ?? 0, input.max ?? 1, input.places ?? 2, count, unique) };
				case 'bytes':
					if ((input.length ?? 16) > MAX_BYTES) throw errors.error('too_many_bytes', { max: MAX_BYTES }, { field: 'length' });
					return { output: bytesHex(d, input.length ?? 16) };
				case 'port':
					return { values: integers(d, PORT_RANGE[0], PORT_RANGE[1], count, unique) };
				case 'pick':
				case 'shuffle': {
					const items = input.items ?? [];
					if (items.length === 0) throw errors.error('items_needed', { action: input.action }, { field: 'items' });
					return { values: input.action === 'pick' ? pick(d, items, count) : d.shuffle(items) };
				}
				case 'prime':
					return { values: [prime(d, input.bits ?? 256)] };
				case 'de-bruijn':
					// Deterministic: `seed` changes nothing. An empty `find` (the form's blank field) is no find.
					return deBruijn(input.alphabet ?? '01', input.order ?? 3, input.length, input.find || undefined);
			}
		} catch (err) {
			if (err instanceof RandomInputError || err instanceof DeBruijnInputError) throw errors.error(err.id, err.values as never, { field: err.field });
			throw err;
		}
	}
});

export const operations = [random];

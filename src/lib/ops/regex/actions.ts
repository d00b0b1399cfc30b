/** The actions other than `match`: each reads the pattern's syntax tree (regexpp, loaded on first use). */
import { errors } from './errors.js';
import { parsePattern } from './parse.js';
import { explainPattern } from './explain.js';
import { GenerateError, generateSamples } from './generate.js';
import { fromCaseInsensitive, toCaseInsensitive } from './case-regex.js';

export type TreeAction = 'generate' | 'explain' | 'case-insensitive' | 'case-sensitive';

export async function runTreeAction(action: TreeAction, pattern: string, flags: string, options: { count: number; seed?: number | string }) {
	if (action === 'case-sensitive') return { pattern: fromCaseInsensitive(pattern) };
	let tree;
	try {
		tree = await parsePattern(pattern, flags);
	} catch (err) {
		// The engine accepted the pattern (index.ts checked it first); the parser did not.
		throw errors.error('bad_pattern', { reason: err instanceof Error ? err.message : String(err) }, { field: 'pattern' });
	}
	switch (action) {
		case 'explain':
			return { parts: explainPattern(tree, flags) };
		case 'case-insensitive':
			return { pattern: toCaseInsensitive(pattern, tree) };
		case 'generate':
			try {
				return { samples: generateSamples(tree, { pattern, flags, count: options.count, seed: options.seed }) };
			} catch (err) {
				if (err instanceof GenerateError) {
					throw errors.error(err.id, err.values as never, { field: 'pattern' });
				}
				throw err;
			}
	}
}

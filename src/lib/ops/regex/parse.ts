/**
 * The pattern's syntax tree, by @eslint-community/regexpp (ECMAScript 2025: named groups,
 * lookbehind, \p{…}, the v flag's set operations, modifiers), loaded on first use so it stays out
 * of the match path and of other tools' chunks. The engine (`new RegExp`) has validated the
 * pattern before, so a parser refusal here is a disagreement between the two, reported as such.
 */
import type { AST } from '@eslint-community/regexpp';

export type Pattern = AST.Pattern;

export async function parsePattern(pattern: string, flags: string): Promise<AST.Pattern> {
	const { RegExpParser } = await import('@eslint-community/regexpp');
	const parser = new RegExpParser({ ecmaVersion: 2025 });
	return parser.parsePattern(pattern, 0, pattern.length, { unicode: flags.includes('u'), unicodeSets: flags.includes('v') });
}

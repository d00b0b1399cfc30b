/**
 * CyberChef's "To Case Insensitive Regex" and "From Case Insensitive Regex"
 * (src/core/operations/{To,From}CaseInsensitiveRegex.mjs, Apache-2.0), on the syntax tree rather
 * than on the raw text, so escapes (`\d`, `\u0041`, `\p{L}`), group names and backreference names
 * keep their letters:
 *  - outside a class, a letter `a` becomes `[aA]`;
 *  - inside a class, a letter becomes `aA` (CyberChef writes `[aA]` there too, which nests a
 *    bracket into the class and changes its meaning);
 *  - a range gets its other-case counterpart by CyberChef's own chain of rewrites (`A-Z` →
 *    `A-Za-z`, `H-d` → `A-DH-dh-z`, `!-D` → `!-Da-d`…), applied to the range alone.
 * Letters are those whose upper and lower case differ and are one character each (ASCII and
 * beyond: `é` → `[éÉ]`); a range with non-ASCII or escaped ends is left as it is.
 */
import type { AST } from '@eslint-community/regexpp';

function otherCases(value: number): string | null {
	const ch = String.fromCodePoint(value);
	const lower = ch.toLowerCase();
	const upper = ch.toUpperCase();
	if (lower === upper || [...lower].length !== 1 || [...upper].length !== 1) return null;
	return lower + upper;
}

/** CyberChef's rewrites of ranges, in its order (ToCaseInsensitiveRegex.mjs). */
function widenRange(raw: string): string {
	return raw
		.replace(/([A-Z]-[A-Z]|[a-z]-[a-z])/g, (m) => `${m[0].toUpperCase()}-${m[2].toUpperCase()}${m[0].toLowerCase()}-${m[2].toLowerCase()}`)
		.replace(/[A-Z]-[a-z]/g, (m) => `A-${m[2].toUpperCase()}${m}${m[0].toLowerCase()}-z`)
		.replace(/\\?[ -@]-[A-Z]/g, (m) => `${m}a-${m[2].toLowerCase()}`)
		.replace(/\\?[ -@]-\\?[[-`]/g, (m) => `${m}a-z`)
		.replace(/[A-Z]-\\?[[-`]/g, (m) => `${m}${m[0].toLowerCase()}-z`)
		.replace(/\\?[[-`]-\\?[{-~]/g, (m) => `${m}A-Z`)
		.replace(/[a-z]-\\?[{-~]/g, (m) => `${m}${m[0].toUpperCase()}-Z`)
		.replace(/\\?[ -@]-[a-z]/g, (m) => `${m[0]}-z`)
		.replace(/\\?[[-`]-[a-z]/g, (m) => `A-${m[2].toUpperCase()}${m}`);
}

/** `abc` → `[aA][bB][cC]`, through the pattern's syntax tree. */
export function toCaseInsensitive(pattern: string, tree: AST.Pattern): string {
	const edits: { start: number; end: number; text: string }[] = [];
	const visit = (node: AST.Node, inClass: boolean) => {
		switch (node.type) {
			case 'Character': {
				// Only a letter written as itself: `\x41` or `\u0061` stay escapes.
				const cases = node.raw === String.fromCodePoint(node.value) ? otherCases(node.value) : null;
				if (cases) edits.push({ start: node.start, end: node.end, text: inClass ? cases : `[${cases}]` });
				return;
			}
			case 'CharacterClassRange': {
				const text = /^(\\?[ -~])-(\\?[ -~])$/.test(node.raw) ? widenRange(node.raw) : node.raw;
				if (text !== node.raw) edits.push({ start: node.start, end: node.end, text });
				return;
			}
			case 'CharacterClass':
				for (const el of node.elements) visit(el, true);
				return;
			case 'ExpressionCharacterClass':
				return visit(node.expression, true);
			case 'ClassIntersection':
			case 'ClassSubtraction':
				visit(node.left, true);
				return visit(node.right, true);
			case 'Pattern':
			case 'Group':
			case 'CapturingGroup':
				for (const alt of node.alternatives) visit(alt, inClass);
				return;
			case 'Assertion':
				if ('alternatives' in node) for (const alt of node.alternatives) visit(alt, inClass);
				return;
			case 'Alternative':
				for (const el of node.elements) visit(el, inClass);
				return;
			case 'Quantifier':
				return visit(node.element, inClass);
			default:
				// \d, \p{…}, backreferences, \q{…}: their letters are syntax, not text.
				return;
		}
	};
	visit(tree, false);
	let out = pattern;
	for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
	return out;
}

/**
 * `[aA][bB]` → `ab`, as CyberChef's FromCaseInsensitiveRegex.mjs: every two-letter class of one
 * letter in both cases becomes its first letter (`[Gg]` → `G`; `[wr]`, `[g]` stay). Unlike
 * CyberChef, a `[` escaped by a backslash is left alone.
 */
export function fromCaseInsensitive(pattern: string): string {
	return pattern.replace(/(\\*)\[([a-z])([a-z])\]/gi, (m, slashes: string, a: string, b: string) =>
		slashes.length % 2 === 1 || a.toUpperCase() !== b.toUpperCase() ? m : slashes + a
	);
}

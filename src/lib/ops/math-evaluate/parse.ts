/**
 * The expression's grammar, read by recursive descent into a tree (nothing is computed here):
 *
 *   expression := sum (("to" | "in") target)*          target: a unit, or hex, bin, oct
 *   sum        := product (("+" | "-") product)*
 *   product    := signed (("*" | "/" | "%") signed)*    "%" between two operands is the modulo
 *   signed     := ("-" | "+") signed | power             -2^2 = -4, as Python
 *   power      := postfix (("^" | "**") signed)?        right-associative: 2^3^2 = 2^9
 *   postfix    := primary ("!" | "%" ["of" signed])*    "%" with no operand after it is a percent
 *   primary    := number [unit] | name "(" arguments ")" | pi | e | tau | "(" expression ")"
 *
 * A unit follows a number (3 km, 100 °C, 5 m/s) or "to" (to mi): the longest symbol or alias of
 * /units that ends there. "in" after a number is the inch; after a unit or ")", the conversion.
 */
import { UNITS, type UnitDef } from '../units/units.js';
import { MAX_DEPTH } from './limits.js';

export type Node =
	| { t: 'number'; text: string; pos: number }
	| { t: 'const'; name: 'pi' | 'e' | 'tau' }
	| { t: 'quantity'; value: Node; unit: UnitDef }
	| { t: 'neg'; arg: Node }
	| { t: 'binary'; op: '+' | '-' | '*' | '/' | '%' | '^'; left: Node; right: Node }
	| { t: 'factorial'; arg: Node }
	| { t: 'percent'; arg: Node }
	| { t: 'call'; name: FunctionName; args: Node[]; pos: number }
	| { t: 'convert'; arg: Node; unit: UnitDef }
	| { t: 'format'; arg: Node; base: 'bin' | 'hex' | 'oct' };

/** Functions and how many arguments each takes: [least, most]. */
export const FUNCTIONS = {
	sqrt: [1, 1], abs: [1, 1], round: [1, 2], floor: [1, 1], ceil: [1, 1],
	log: [1, 2], log10: [1, 1], log2: [1, 1], ln: [1, 1], exp: [1, 1],
	sin: [1, 1], cos: [1, 1], tan: [1, 1], asin: [1, 1], acos: [1, 1], atan: [1, 1],
	min: [1, Infinity], max: [1, Infinity], gcd: [1, Infinity], lcm: [1, Infinity], mod: [2, 2],
	factorial: [1, 1], powmod: [3, 3], invmod: [2, 2], xgcd: [2, 2],
	bin: [1, 1], hex: [1, 1], oct: [1, 1]
} as const satisfies Record<string, readonly [number, number]>;
export type FunctionName = keyof typeof FUNCTIONS;

/** A refusal at a position (1-based), said by the operation with its catalog. */
export class ParseProblem extends Error {
	constructor(
		readonly id: 'unexpected' | 'incomplete' | 'unknown_name' | 'unknown_unit' | 'bad_number' | 'too_deep' | 'arity' | 'format_outside',
		readonly values: Record<string, string | number> = {}
	) {
		super(id);
	}
}

/** Every symbol and alias, longest first, so "m/s" wins over "m" and "min" over "mi". */
const SYMBOLS: [string, UnitDef][] = UNITS.flatMap((u) => [u.symbol, ...u.aliases].map((s): [string, UnitDef] => [s, u])).sort((a, b) => b[0].length - a[0].length);
const WORD = /[\p{L}\p{N}_]/u;

export function parse(source: string): Node {
	let i = 0;
	let depth = 0;
	const space = () => {
		while (i < source.length && /\s/.test(source[i])) i++;
	};
	const peek = () => (space(), source[i] ?? '');
	const fail = (): never => {
		space();
		if (i >= source.length) throw new ParseProblem('incomplete');
		const token = /^[\p{L}_][\p{L}\p{N}_]*|^\d[\d.]*|^\S/u.exec(source.slice(i))?.[0] ?? source[i];
		throw new ParseProblem('unexpected', { token, position: i + 1 });
	};
	const eat = (text: string) => {
		if (source.startsWith(text, (space(), i))) {
			i += text.length;
			return true;
		}
		return false;
	};
	/** A name (letters, digits, _) at i, not consumed. */
	const nameAt = () => /^[\p{L}_][\p{L}\p{N}_]*/u.exec(source.slice((space(), i)))?.[0] ?? '';
	const deeper = () => {
		if (++depth > MAX_DEPTH) throw new ParseProblem('too_deep', { max: MAX_DEPTH });
	};
	/** The unit symbol at i, longest first, ending at a word boundary; consumed. */
	const unitAt = (): UnitDef | undefined => {
		space();
		for (const [symbol, unit] of SYMBOLS) {
			if (source.startsWith(symbol, i) && !WORD.test(source[i + symbol.length] ?? '')) {
				i += symbol.length;
				return unit;
			}
		}
		return undefined;
	};
	/** Can an operand start here (for "%": modulo when one can, percent otherwise)? */
	const operandNext = () => /[\d.(\p{L}_+-]/u.test(peek());

	function expression(): Node {
		let node = sum();
		for (;;) {
			const word = nameAt();
			if (word !== 'to' && word !== 'in') return node;
			i += word.length;
			const base = nameAt();
			if (base === 'bin' || base === 'hex' || base === 'oct') {
				i += base.length;
				node = { t: 'format', arg: node, base };
				continue;
			}
			const at = i + 1;
			const unit = unitAt();
			if (!unit) {
				if (i >= source.length) throw new ParseProblem('incomplete');
				throw new ParseProblem('unknown_unit', { unit: /^\S+/.exec(source.slice(i))?.[0] ?? '', position: at });
			}
			node = { t: 'convert', arg: node, unit };
		}
	}

	function sum(): Node {
		let node = product();
		for (;;) {
			const c = peek();
			if (c !== '+' && c !== '-') return node;
			i++;
			node = { t: 'binary', op: c, left: node, right: product() };
		}
	}

	function product(): Node {
		let node = signed();
		for (;;) {
			const c = peek();
			if (c === '*' && source[i + 1] !== '*') {
				i++;
				node = { t: 'binary', op: '*', left: node, right: signed() };
			} else if (c === '/') {
				i++;
				node = { t: 'binary', op: '/', left: node, right: signed() };
			} else if (c === '%') {
				// Reached only when postfix() left it: an operand follows, so it is the modulo.
				i++;
				node = { t: 'binary', op: '%', left: node, right: signed() };
			} else return node;
		}
	}

	function signed(): Node {
		deeper();
		const c = peek();
		let node: Node;
		if (c === '-' || c === '+') {
			i++;
			const arg = signed();
			node = c === '-' ? { t: 'neg', arg } : arg;
		} else node = power();
		depth--;
		return node;
	}

	function power(): Node {
		const base = postfix();
		if (eat('**') || eat('^')) return { t: 'binary', op: '^', left: base, right: signed() };
		return base;
	}

	function postfix(): Node {
		let node = primary();
		for (;;) {
			if (eat('!')) node = { t: 'factorial', arg: node };
			else if (peek() === '%') {
				const save = i;
				i++;
				if (nameAt() === 'of') {
					i += 2;
					node = { t: 'binary', op: '*', left: { t: 'percent', arg: node }, right: signed() };
				} else if (operandNext()) {
					i = save;
					return node;
				} else node = { t: 'percent', arg: node };
			} else return node;
		}
	}

	function primary(): Node {
		const c = peek();
		const pos = i + 1;
		if (c === '') throw new ParseProblem('incomplete');
		if (/[\d.]/.test(c)) {
			const token = /^(?:0[xX][\dA-Fa-f]+|0[bB][01]+|0[oO][0-7]+|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/.exec(source.slice(i))?.[0];
			if (!token || WORD.test(source[i + token.length] ?? '') && !unitFollows(i + token.length)) {
				const whole = /^[\w.]+/.exec(source.slice(i))?.[0] ?? c;
				throw new ParseProblem('bad_number', { token: whole, position: pos });
			}
			i += token.length;
			const value: Node = { t: 'number', text: token, pos };
			const save = i;
			const unit = unitAt();
			if (unit) return { t: 'quantity', value, unit };
			i = save;
			return value;
		}
		if (c === '(') {
			i++;
			deeper();
			const node = expression();
			depth--;
			if (!eat(')')) fail();
			return node;
		}
		const name = nameAt();
		if (!name) fail();
		if (name === 'pi' || name === 'e' || name === 'tau') {
			i += name.length;
			return { t: 'const', name };
		}
		if (Object.hasOwn(FUNCTIONS, name)) {
			i += name.length;
			if (!eat('(')) fail();
			deeper();
			const args: Node[] = [];
			if (peek() !== ')') {
				do args.push(expression());
				while (eat(','));
			}
			depth--;
			if (!eat(')')) fail();
			const [least, most] = FUNCTIONS[name as FunctionName];
			if (args.length < least || args.length > most) {
				const expected = least === most ? `${least} argument${least === 1 ? '' : 's'}` : most === Infinity ? `at least ${least} argument${least === 1 ? '' : 's'}` : `${least} or ${most} arguments`;
				throw new ParseProblem('arity', { name, expected, got: args.length });
			}
			return { t: 'call', name: name as FunctionName, args, pos };
		}
		throw new ParseProblem('unknown_name', { name, position: pos });
	}

	/** Whether a unit symbol starts right at `at` (3km, 100°C). */
	function unitFollows(at: number): boolean {
		return SYMBOLS.some(([symbol]) => source.startsWith(symbol, at) && !WORD.test(source[at + symbol.length] ?? ''));
	}

	const tree = expression();
	if (peek() !== '') fail();
	checkFormats(tree, true);
	return tree;
}

/** bin(), hex(), oct() and "to hex" only around the whole expression (their answer is text). */
function checkFormats(node: Node, top: boolean): void {
	const isFormat = node.t === 'format' || (node.t === 'call' && (node.name === 'bin' || node.name === 'hex' || node.name === 'oct'));
	if (isFormat && !top) throw new ParseProblem('format_outside');
	for (const child of children(node)) checkFormats(child, false);
}

function children(node: Node): Node[] {
	switch (node.t) {
		case 'quantity':
			return [node.value];
		case 'neg':
		case 'factorial':
		case 'percent':
		case 'convert':
		case 'format':
			return [node.arg];
		case 'binary':
			return [node.left, node.right];
		case 'call':
			return node.args;
		default:
			return [];
	}
}

/**
 * Evaluates the tree of parse.ts. Numbers follow Python's fractions and floats (numbers.ts);
 * quantities are an amount and one unit of /units (units/units.ts: the same table, and its
 * conversion for temperatures); xgcd() answers a list.
 */
import type { UnitDef } from '../units/units.js';
import { isqrt, sqrtOfRatio } from '../math-stats/exact.js';
import { MAX_BITS, MAX_DENOMINATOR_BITS, REAL_DIGITS, UNIT_DIGITS } from './limits.js';
import type { FunctionName, Node } from './parse.js';
import {
	add, bound, compare, divide, DivisionByZero, exact, floor, floorDiv, formatNumber, fromDouble, gcd, int, isInteger, modulo, multiply, negate,
	parseDecimal, power, real, sign, toDouble, TooLarge, type Exact, type Num
} from './numbers.js';

export type Value = { kind: 'number'; num: Num; unit?: UnitDef } | { kind: 'list'; items: bigint[] };

/** A refusal while computing, said by the operation with its catalog. */
export class EvalProblem extends Error {
	constructor(
		readonly id:
			| 'domain' | 'needs_integer' | 'needs_natural' | 'no_inverse' | 'number_unit' | 'other_category' | 'unit_arithmetic'
			| 'offset_temperature' | 'unit_argument' | 'list_arithmetic' | 'integer_too_large',
		readonly values: Record<string, string | number> = {}
	) {
		super(id);
	}
}

const number = (num: Num, unit?: UnitDef): Value => ({ kind: 'number', num, unit });

/**
 * A unit's factor as an exact rational: the shorter of the decimals that the factor and its
 * reciprocal write in 15 significant digits. So the inch is 254/10000 (not the double's binary
 * expansion), the US gallon (231 in³, 0.0037854117840000006 as a double) 0.003785411784, km/h
 * 1/3.6 and °F 1/1.8 exactly; a result with a unit shows at most 15 digits.
 */
const factors = new Map<UnitDef, Exact>();
function factorOf(unit: UnitDef): Exact {
	let f = factors.get(unit);
	if (!f) {
		const digits = (x: number) => x.toPrecision(UNIT_DIGITS).replace(/\.?0+(?=e|$)/, '');
		const direct = digits(unit.factor);
		const inverse = digits(1 / unit.factor);
		f = inverse.length < direct.length ? (divide(int(1n), parseDecimal(inverse)) as Exact) : parseDecimal(direct);
		factors.set(unit, f);
	}
	return f;
}

/** A temperature's offset (°C: 273.15) as the exact decimal it is. */
const offsetOf = (unit: UnitDef) => parseDecimal(String(unit.offset ?? 0));

const hasOffset = (unit: UnitDef) => (unit.offset ?? 0) !== 0;

/** `amount` in `from` expressed in `to` (same category). */
function convert(amount: Num, from: UnitDef, to: UnitDef): Num {
	if (from === to) return amount;
	if (from.category !== to.category) throw new EvalProblem('other_category', { to: to.symbol, toCategory: to.category, from: from.symbol, fromCategory: from.category });
	// Temperatures are affine: kelvin = (amount + offset) × factor, exactly.
	if (from.category === 'temperature') {
		const kelvin = multiply(add(amount, offsetOf(from)), factorOf(from));
		return add(divide(kelvin, factorOf(to)), offsetOf(to), -1n);
	}
	return multiply(amount, divide(factorOf(from), factorOf(to)));
}

function plain(v: Value, op: string): Num {
	if (v.kind === 'list') throw new EvalProblem('list_arithmetic');
	if (v.unit) throw new EvalProblem('unit_arithmetic', { op });
	return v.num;
}

function arithmetic(op: '+' | '-' | '*' | '/' | '%' | '^', a: Value, b: Value): Value {
	if (a.kind === 'list' || b.kind === 'list') throw new EvalProblem('list_arithmetic');
	for (const u of [a.unit, b.unit]) if (u && hasOffset(u)) throw new EvalProblem('offset_temperature', { unit: u.symbol });
	if (!a.unit && !b.unit) {
		const x = a.num;
		const y = b.num;
		return number(op === '+' ? add(x, y) : op === '-' ? add(x, y, -1n) : op === '*' ? multiply(x, y) : op === '/' ? divide(x, y) : op === '%' ? modulo(x, y) : power(x, y));
	}
	if ((op === '+' || op === '-') && a.unit && b.unit) return number(add(a.num, convert(b.num, b.unit, a.unit), op === '+' ? 1n : -1n), a.unit);
	if (op === '*' && (!a.unit || !b.unit)) return number(multiply(a.num, b.num), a.unit ?? b.unit);
	if (op === '/' && a.unit && !b.unit) return number(divide(a.num, b.num), a.unit);
	if (op === '/' && a.unit && b.unit) return number(divide(a.num, convert(b.num, b.unit, a.unit)));
	if ((op === '+' || op === '-') && (a.unit || b.unit)) {
		const unit = (a.unit ?? b.unit) as UnitDef;
		throw new EvalProblem('other_category', { to: 'a number without a unit', toCategory: 'no unit', from: unit.symbol, fromCategory: unit.category });
	}
	throw new EvalProblem('unit_arithmetic', { op: op === '^' ? '^' : op });
}

/** An integer argument of gcd(), lcm(), xgcd(), powmod(), invmod(): at most MAX_DENOMINATOR_BITS (Euclid's cost). */
function smallInteger(v: Num, name: string): bigint {
	const n = integerArg(v, `${name}()`);
	if ((n < 0n ? -n : n) >> BigInt(MAX_DENOMINATOR_BITS) !== 0n) throw new EvalProblem('integer_too_large', { name, bits: MAX_DENOMINATOR_BITS });
	return n;
}

function integerArg(v: Num, name: string): bigint {
	if (!isInteger(v)) {
		// A real that is a whole number counts (Python's math.gcd refuses floats; here 2.0 from a function is fine).
		if (v.kind === 'real' && Number.isInteger(v.x)) return fromDouble(v.x).n;
		throw new EvalProblem('needs_integer', { name });
	}
	return v.n;
}

const PI = real(Math.PI);

function factorial(n: bigint, name: string): Num {
	if (n < 0n) throw new EvalProblem('needs_natural', { name });
	// log2(n!) summed before any multiplication: n! past MAX_BITS is refused at once.
	let size = 0;
	for (let k = 2; k <= Number(n); k++) {
		size += Math.log2(k);
		if (size > MAX_BITS) throw new TooLarge();
	}
	let r = 1n;
	for (let k = 2n; k <= n; k++) r *= k;
	return int(r);
}

/** log(x) of an exact positive number of any size: scaled into the doubles' range first. */
function ln(v: Num): number {
	if (v.kind === 'real') return Math.log(v.x);
	const big = (n: bigint) => {
		const shift = Math.max(0, n.toString(16).length * 4 - 1000);
		return Math.log(Number(n >> BigInt(shift))) + shift * Math.LN2;
	};
	const x = toDouble(v);
	return x > 0 && Number.isFinite(x) && x >= 2.3e-308 ? Math.log(x) : big(v.n) - big(v.d);
}

function call(name: FunctionName, args: Value[]): Value {
	if (name === 'sin' || name === 'cos' || name === 'tan') {
		const [arg] = args;
		if (arg.kind === 'list') throw new EvalProblem('list_arithmetic');
		// An angle in any unit of /units is read in radians; a number is radians.
		let x: Num = arg.num;
		if (arg.unit) {
			if (arg.unit.category !== 'angle') throw new EvalProblem('unit_argument', { name });
			x = convert(arg.num, arg.unit, ANGLE_BASE);
		}
		return number(real(Math[name](toDouble(x))));
	}
	for (const a of args) if (a.kind === 'number' && a.unit) throw new EvalProblem('unit_argument', { name });
	const nums = args.map((a) => plain(a, name));
	const [x, y] = nums;
	const domain = () => new EvalProblem('domain', { name });
	switch (name) {
		case 'abs':
			return number(sign(x) < 0 ? negate(x) : x);
		case 'sqrt': {
			if (sign(x) < 0) throw domain();
			if (x.kind === 'exact') {
				const [rn, rd] = [isqrt(x.n), isqrt(x.d)];
				if (rn * rn === x.n && rd * rd === x.d) return number(exact(rn, rd));
				return number(real(sqrtOfRatio(x.n, x.d)));
			}
			return number(real(Math.sqrt(x.x)));
		}
		case 'floor':
		case 'ceil': {
			const q = x.kind === 'exact' ? x : fromDouble(x.x);
			return number(name === 'floor' ? floor(q) : int(-floorDiv(-q.n, q.d)));
		}
		case 'round': {
			// Half away from zero (2.5 → 3, −2.5 → −3), as spreadsheets and mathjs; digits after the point when given.
			const digits = y ? integerArg(y, 'round') : 0n;
			if (digits > 10_000n || digits < -10_000n) throw new TooLarge();
			const q = x.kind === 'exact' ? x : fromDouble(x.x);
			const scale = exact(10n ** (digits < 0n ? -digits : digits), 1n);
			const scaled = digits >= 0n ? multiply(q, scale) : divide(q, scale);
			const s = scaled as Exact;
			const magnitude = s.n < 0n ? -s.n : s.n;
			const r = (2n * magnitude + s.d) / (2n * s.d);
			const rounded = int(s.n < 0n ? -r : r);
			return number(digits >= 0n ? divide(rounded, scale) : multiply(rounded, scale));
		}
		case 'exp':
			return number(real(Math.exp(toDouble(x))));
		case 'ln':
		case 'log':
		case 'log10':
		case 'log2': {
			if (sign(x) <= 0) throw domain();
			if (name === 'log10' || name === 'log2') {
				const xd = toDouble(x);
				if (xd > 0 && Number.isFinite(xd) && xd >= 2.3e-308) return number(real(Math[name](xd)));
				return number(real(ln(x) / (name === 'log10' ? Math.LN10 : Math.LN2)));
			}
			if (!y) return number(real(ln(x)));
			if (sign(y) <= 0) throw domain();
			const base = ln(y);
			if (base === 0) throw new DivisionByZero();
			return number(real(ln(x) / base));
		}
		case 'asin':
		case 'acos':
		case 'atan': {
			const v = toDouble(x);
			if (name !== 'atan' && Math.abs(v) > 1) throw domain();
			return number(real(Math[name](v)));
		}
		case 'min':
		case 'max':
			return number(nums.reduce((best, n) => (compare(n, best) * (name === 'min' ? -1 : 1) > 0 ? n : best)));
		case 'gcd':
			return number(int(nums.reduce((g, n) => gcd(g, smallInteger(n, 'gcd')), 0n)));
		case 'lcm':
			return number(
				int(
					nums.reduce((l, n) => {
						const v = smallInteger(n, 'lcm');
						if (l === 0n || v === 0n) return 0n;
						const a = v < 0n ? -v : v;
						return bound((l / gcd(l, a)) * a);
					}, 1n)
				)
			);
		case 'mod':
			return number(modulo(x, y));
		case 'factorial':
			return number(factorial(integerArg(x, 'factorial()'), 'factorial()'));
		case 'powmod': {
			const [b, e, m] = nums.map((n) => smallInteger(n, 'powmod'));
			return number(int(powmod(b, e, m)));
		}
		case 'invmod': {
			const [a, m] = nums.map((n) => smallInteger(n, 'invmod'));
			return number(int(powmod(a, -1n, m)));
		}
		case 'xgcd': {
			const [a, b] = nums.map((n) => smallInteger(n, 'xgcd'));
			return { kind: 'list', items: xgcd(a, b) };
		}
		case 'bin':
		case 'hex':
		case 'oct':
			return number(int(integerArg(x, `${name}()`)));
	}
}

const ANGLE_BASE = { symbol: 'rad', name: 'radian', aliases: [], category: 'angle', factor: 1 } as UnitDef;

/** Python's pow(b, e, m): m ≠ 0; a negative e needs b invertible modulo m; the answer takes m's sign. */
function powmod(b: bigint, e: bigint, m: bigint): bigint {
	if (m === 0n) throw new DivisionByZero();
	const modulus = m < 0n ? -m : m;
	let base = ((b % modulus) + modulus) % modulus;
	if (e < 0n) {
		const [g, x] = xgcd(base, modulus);
		if (g !== 1n) throw new EvalProblem('no_inverse');
		base = ((x % modulus) + modulus) % modulus;
		e = -e;
	}
	let r = 1n % modulus;
	while (e > 0n) {
		if (e & 1n) r = (r * base) % modulus;
		base = (base * base) % modulus;
		e >>= 1n;
	}
	return m < 0n && r !== 0n ? r + m : r;
}

/**
 * [g, x, y] with a·x + b·y = g = gcd(a, b) ≥ 0, by the extended Euclidean algorithm (the
 * coefficients sympy's igcdex gives: |x| ≤ |b|/2g and |y| ≤ |a|/2g).
 */
function xgcd(a: bigint, b: bigint): [bigint, bigint, bigint] {
	let [r0, r1, x0, x1, y0, y1] = [a < 0n ? -a : a, b < 0n ? -b : b, 1n, 0n, 0n, 1n];
	while (r1 !== 0n) {
		const q = r0 / r1;
		[r0, r1] = [r1, r0 - q * r1];
		[x0, x1] = [x1, x0 - q * x1];
		[y0, y1] = [y1, y0 - q * y1];
	}
	return [r0, a < 0n ? -x0 : x0, b < 0n ? -y0 : y0];
}

export function evaluate(node: Node): Value {
	switch (node.t) {
		case 'number':
			return number(/^0[xXbBoO]/.test(node.text) ? int(BigInt(node.text.toLowerCase())) : parseDecimal(node.text));
		case 'const':
			return number(node.name === 'pi' ? PI : node.name === 'tau' ? real(2 * Math.PI) : real(Math.E));
		case 'quantity': {
			const v = evaluate(node.value) as { kind: 'number'; num: Num };
			return number(v.num, node.unit);
		}
		case 'neg': {
			const v = evaluate(node.arg);
			if (v.kind === 'list') throw new EvalProblem('list_arithmetic');
			return number(negate(v.num), v.unit);
		}
		case 'binary':
			return arithmetic(node.op, evaluate(node.left), evaluate(node.right));
		case 'factorial':
			return number(factorial(integerArg(plain(evaluate(node.arg), '!'), '!'), '!'));
		case 'percent':
			return number(divide(plain(evaluate(node.arg), '%'), int(100n)));
		case 'call':
			return call(node.name, node.args.map(evaluate));
		case 'convert': {
			const v = evaluate(node.arg);
			if (v.kind === 'list') throw new EvalProblem('list_arithmetic');
			if (!v.unit) throw new EvalProblem('number_unit', { unit: node.unit.symbol });
			return number(convert(v.num, v.unit, node.unit), node.unit);
		}
		case 'format':
			return number(int(integerArg(plain(evaluate(node.arg), node.base), `${node.base}()`)));
	}
}

/** The answer of the whole expression: `result` text, `value` as a JSON number, whether it is exact, its unit. */
export function answer(tree: Node, precision: number): { result: string; value: number | null; exact: boolean; unit: string | null } {
	const v = evaluate(tree);
	if (v.kind === 'list') return { result: `[${v.items.join(', ')}]`, value: null, exact: true, unit: null };
	const base = tree.t === 'format' ? tree.base : tree.t === 'call' && (tree.name === 'bin' || tree.name === 'hex' || tree.name === 'oct') ? tree.name : null;
	if (base) {
		const n = (v.num as Exact).n;
		const digits = (n < 0n ? -n : n).toString(base === 'bin' ? 2 : base === 'hex' ? 16 : 8);
		return { result: `${n < 0n ? '-' : ''}0${base === 'bin' ? 'b' : base === 'hex' ? 'x' : 'o'}${digits}`, value: finite(Number(n)), exact: true, unit: null };
	}
	const digits = v.unit ? Math.min(precision, UNIT_DIGITS) : v.num.kind === 'real' ? Math.min(precision, REAL_DIGITS) : precision;
	const { text, rounded } = formatNumber(v.num, digits);
	// A number past the doubles' range either way (2^2000, or 2^-4000 that a double would make 0) has no value.
	const read = isInteger(v.num) ? finite(Number(v.num.n)) : finite(Number(text));
	const value = read === 0 && sign(v.num) !== 0 ? null : read;
	return { result: v.unit ? `${text} ${v.unit.symbol}` : text, value, exact: v.num.kind === 'exact' && !rounded, unit: v.unit?.symbol ?? null };
}

const finite = (x: number) => (Number.isFinite(x) ? x : null);

export { TooLarge, DivisionByZero };
export { Overflow } from './numbers.js';

import { describe, expect, it, vi } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { cnpjCheckDigits, cpfCheckDigits, formatCnpj, formatCpf, generateDocuments } from './cpf-cnpj.js';
import { operations } from './index.js';
import { cryptoSource, mulberry32, randomDigit, type Uint32Source } from './random.js';

const op = operations[0];
type Doc = { raw: string; formatted?: string };
type Body = { type: string; count: number; documents: Doc[]; document: Doc };
async function run(input: unknown) {
	return executeOperation(op, input, { now: () => 0 });
}
async function generate(input: Record<string, unknown>): Promise<Body> {
	const result = await run(input);
	expect(result.status).toBe(200);
	expect(op.output.safeParse(result.body).error).toBeUndefined();
	return result.body as Body;
}

/**
 * An independent validator written from the Receita Federal's description (and the SERPRO
 * "Cálculo dos dígitos verificadores do CNPJ alfanumérico" note), not from cpf-cnpj.ts:
 * each character is worth its ASCII code minus 48; CPF weights run from n + 1 down to 2 over the
 * n digits before the check digit; CNPJ weights run 2, 3, ..., 9, 2, 3, ... from the right.
 * The check digit is 11 − (sum mod 11), or 0 when that remainder is 0 or 1. A number whose
 * digits are all equal is invalid by rule even though the arithmetic passes.
 */
function checkDigit(body: string, weightFromRight: (position: number) => number): number {
	let sum = 0;
	for (let i = 0; i < body.length; i++) {
		sum += (body.charCodeAt(i) - 48) * weightFromRight(body.length - i);
	}
	const r = sum % 11;
	return r === 0 || r === 1 ? 0 : 11 - r;
}
const cpfWeight = (position: number) => position + 1;
const cnpjWeight = (position: number) => ((position - 1) % 8) + 2;

function isValidCpf(text: string): boolean {
	const cpf = text.replace(/[.-]/g, '');
	if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
	const d1 = checkDigit(cpf.slice(0, 9), cpfWeight);
	const d2 = checkDigit(cpf.slice(0, 9) + d1, cpfWeight);
	return cpf.slice(9) === `${d1}${d2}`;
}

function isValidCnpj(text: string): boolean {
	const cnpj = text.replace(/[./-]/g, '').toUpperCase();
	if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
	const d1 = checkDigit(cnpj.slice(0, 12), cnpjWeight);
	const d2 = checkDigit(cnpj.slice(0, 12) + d1, cnpjWeight);
	return cnpj.slice(12) === `${d1}${d2}`;
}

const CPF_MASK = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;
const CNPJ_MASK = /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/;

/**
 * Published valid numbers: 111.444.777-35 is the worked example of most descriptions of the CPF
 * algorithm; 529.982.247-25 is a widely used documentation example; 123.456.789-09 is Mercado
 * Pago's test CPF (developers' "Cartões de teste" page). 11.222.333/0001-81 is the classic worked
 * CNPJ example; 00.000.000/0001-91 is Banco do Brasil's CNPJ (published on its site);
 * 44.038.188/0001-32 is the worked example in masterdaweb.com's "algoritmo para gerar CNPJ";
 * 12.ABC.345/01DE-35 is the example of SERPRO's note on the alphanumeric CNPJ (from July 2026).
 */
const PUBLISHED_CPF = ['111.444.777-35', '529.982.247-25', '123.456.789-09'];
const PUBLISHED_CNPJ = ['11.222.333/0001-81', '00.000.000/0001-91', '44.038.188/0001-32', '12.ABC.345/01DE-35'];

describe('cpf-cnpj cases (replayed through executeOperation)', () => {
	replayCases(cases, operations);
});

describe('the independent validator', () => {
	it.each(PUBLISHED_CPF)('accepts the published CPF %s', (cpf) => expect(isValidCpf(cpf)).toBe(true));
	it.each(PUBLISHED_CNPJ)('accepts the published CNPJ %s', (cnpj) => expect(isValidCnpj(cnpj)).toBe(true));

	it('rejects a wrong check digit, a wrong length and all-equal digits', () => {
		expect(isValidCpf('111.444.777-36')).toBe(false);
		expect(isValidCpf('111.444.777-53')).toBe(false);
		expect(isValidCpf('1114447773')).toBe(false);
		expect(isValidCnpj('11.222.333/0001-18')).toBe(false);
		// 111.111.111-11 and 11.111.111/1111-11 pass the arithmetic but are invalid by rule.
		expect(checkDigit('111111111', cpfWeight)).toBe(1);
		expect(isValidCpf('111.111.111-11')).toBe(false);
		expect(isValidCnpj('11.111.111/1111-11')).toBe(false);
	});
});

describe('check digits (cpf-cnpj.ts) against the published examples', () => {
	const digits = (s: string) => [...s].map(Number);
	it.each(PUBLISHED_CPF)('CPF %s', (cpf) => {
		const raw = cpf.replace(/\D/g, '');
		expect(cpfCheckDigits(digits(raw.slice(0, 9))).join('')).toBe(raw.slice(9));
		expect(formatCpf(raw)).toBe(cpf);
	});
	it.each(PUBLISHED_CNPJ.filter((c) => /^[\d./-]+$/.test(c)))('CNPJ %s', (cnpj) => {
		const raw = cnpj.replace(/\D/g, '');
		expect(cnpjCheckDigits(digits(raw.slice(0, 12))).join('')).toBe(raw.slice(12));
		expect(formatCnpj(raw)).toBe(cnpj);
	});
});

describe('generated numbers (unseeded, crypto.getRandomValues)', () => {
	it.each(['cpf', 'cnpj'] as const)('100 %s numbers: valid, masked, distinct, never all-equal', async (type) => {
		const body = await generate({ type, count: 100 });
		expect(body.type).toBe(type);
		expect(body.count).toBe(100);
		expect(body.documents).toHaveLength(100);
		expect(body.document).toEqual(body.documents[0]);
		expect(new Set(body.documents.map((d) => d.raw)).size).toBe(100);
		for (const { raw, formatted } of body.documents) {
			if (type === 'cpf') {
				expect(raw).toMatch(/^\d{11}$/);
				expect(formatted).toMatch(CPF_MASK);
				expect(isValidCpf(raw)).toBe(true);
				expect(/^(\d)\1{8}/.test(raw)).toBe(false);
			} else {
				expect(raw).toMatch(/^\d{8}0001\d{2}$/);
				expect(formatted).toMatch(CNPJ_MASK);
				expect(isValidCnpj(raw)).toBe(true);
				expect(/^(\d)\1{7}/.test(raw)).toBe(false);
			}
			expect(formatted!.replace(/\D/g, '')).toBe(raw);
		}
	});

	it('defaults to one formatted CPF', async () => {
		const body = await generate({});
		expect(body.type).toBe('cpf');
		expect(body.count).toBe(1);
		expect(body.documents).toHaveLength(1);
		expect(body.document.formatted).toMatch(CPF_MASK);
	});

	it('count 1 and count 100 are the limits; 0 and 101 are 422', async () => {
		expect((await generate({ count: 1 })).documents).toHaveLength(1);
		expect((await generate({ type: 'cnpj', count: 100 })).documents).toHaveLength(100);
		expect((await run({ count: 0 })).status).toBe(422);
		expect((await run({ count: 101 })).status).toBe(422);
		expect((await run({ count: 1e9 })).status).toBe(422);
	});

	it('formatted: false omits the key everywhere', async () => {
		const body = await generate({ type: 'cnpj', count: 5, formatted: false });
		for (const doc of [...body.documents, body.document]) expect(Object.keys(doc)).toEqual(['raw']);
		expect(JSON.stringify(body)).not.toContain('formatted');
	});

	it('draws from crypto.getRandomValues, and two calls differ', async () => {
		const spy = vi.spyOn(crypto, 'getRandomValues');
		const a = await generate({ count: 10 });
		expect(spy).toHaveBeenCalled();
		spy.mockRestore();
		const b = await generate({ count: 10 });
		expect(a.documents.map((d) => d.raw)).not.toEqual(b.documents.map((d) => d.raw));
	});

	it('base digits are roughly uniform (10,000 CPFs, each digit 9 % to 11 % of positions 1 to 9)', () => {
		const tally = new Array(10).fill(0);
		const next = cryptoSource();
		for (const raw of generateDocuments('cpf', 10_000, next)) for (const ch of raw.slice(0, 9)) tally[Number(ch)]++;
		for (const n of tally) {
			expect(n).toBeGreaterThan(0.09 * 90_000);
			expect(n).toBeLessThan(0.11 * 90_000);
		}
	});
});

/** Mulberry32 ported from the reference C code with BigInt arithmetic (independent of random.ts). */
function* referenceMulberry32(seed: number): Generator<number> {
	const M = 0xffffffffn;
	let state = BigInt(seed) & M;
	for (;;) {
		state = (state + 0x6d2b79f5n) & M;
		let z = state;
		z = ((z ^ (z >> 15n)) * (z | 1n)) & M;
		z ^= (z + ((z ^ (z >> 7n)) * (z | 61n))) & M;
		yield Number((z ^ (z >> 14n)) & M);
	}
}

describe('seeded output (mulberry32)', () => {
	it('matches the published Mulberry32 golden vectors', () => {
		const draw = (seed: number, n: number) => {
			const next = mulberry32(seed);
			return Array.from({ length: n }, () => next());
		};
		expect(draw(0, 10)).toEqual([
			1144304738, 1416247, 958946056, 627933444, 2007157716, 2340967985, 2642484575, 2787370982, 1958536065, 2496316458
		]);
		expect(draw(1, 5)).toEqual([2693262067, 11749833, 2265367787, 4213581821, 4159151403]);
		expect(draw(42, 5)).toEqual([2581720956, 1925393290, 3661312704, 2876485805, 750819978]);
		expect(draw(1985, 2)).toEqual([3527837133, 3112574143]);
	});

	it('agrees with a BigInt port of the reference C code (many seeds, 1,000 draws each)', () => {
		for (const seed of [0, 1, 2, 7, 42, 12345, 0x7fffffff, 0x80000000, 0xdeadbeef, 0xffffffff]) {
			const ours = mulberry32(seed);
			const reference = referenceMulberry32(seed);
			for (let i = 0; i < 1000; i++) expect(ours()).toBe(reference.next().value);
		}
	});

	it.each([
		['cpf', 12345],
		['cnpj', 0xffffffff],
		['cpf', 7]
	] as const)('a %s batch of 100 with seed %i equals the one re-derived from the reference generator', async (type, seed) => {
		// The documented procedure, written out again: a draw ≥ 4294967290 is skipped, a digit is
		// draw mod 10; a base of equal digits or a number already in the batch is skipped.
		const draws = referenceMulberry32(seed);
		const digit = () => {
			for (;;) {
				const u = draws.next().value;
				if (u < 4294967290) return String(u % 10);
			}
		};
		const expected: string[] = [];
		while (expected.length < 100) {
			const root = Array.from({ length: type === 'cpf' ? 9 : 8 }, digit).join('');
			if (/^(\d)\1*$/.test(root)) continue;
			let body = type === 'cpf' ? root : `${root}0001`;
			const weight = type === 'cpf' ? cpfWeight : cnpjWeight;
			body += checkDigit(body, weight);
			body += checkDigit(body, weight);
			if (!expected.includes(body)) expected.push(body);
		}
		const result = await generate({ type, count: 100, seed, formatted: false });
		expect(result.documents.map((d) => d.raw)).toEqual(expected);
	});

	it('is reproducible, independent of `formatted`, and a longer batch extends a shorter one', async () => {
		const a = await generate({ type: 'cnpj', count: 20, seed: 99 });
		const b = await generate({ type: 'cnpj', count: 20, seed: 99, formatted: false });
		const c = await generate({ type: 'cnpj', count: 21, seed: 99 });
		expect(b.documents.map((d) => d.raw)).toEqual(a.documents.map((d) => d.raw));
		expect(c.documents.slice(0, 20)).toEqual(a.documents);
		const other = await generate({ type: 'cnpj', count: 20, seed: 100 });
		expect(other.documents).not.toEqual(a.documents);
	});

	it('seed 0 and seed 4294967295 are accepted; the seeded answer still validates', async () => {
		for (const seed of [0, 4294967295]) {
			const body = await generate({ count: 100, seed });
			expect(body.documents.every((d) => isValidCpf(d.raw))).toBe(true);
		}
	});
});

/** A source that replays fixed draws, then counts upward from 0. */
function scripted(draws: number[]): Uint32Source {
	let i = 0;
	let after = 0;
	return () => (i < draws.length ? draws[i++] : after++);
}

describe('rejection rules', () => {
	it('randomDigit skips draws at or above 4294967290 (no modulo bias)', () => {
		expect(randomDigit(scripted([4294967295, 4294967290, 4294967289]))).toBe(9);
		expect(randomDigit(scripted([17]))).toBe(7);
	});

	it('a CPF base of nine equal digits is skipped', () => {
		const ones = new Array(9).fill(1);
		const [first] = generateDocuments('cpf', 1, scripted([...ones, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
		expect(first).toBe('12345678909'); // 123.456.789-09, Mercado Pago's published test CPF
	});

	it('a CNPJ root of eight equal digits is skipped', () => {
		const [first] = generateDocuments('cnpj', 1, scripted([...new Array(8).fill(0), 1, 1, 2, 2, 2, 3, 3, 3]));
		expect(first).toBe('11222333000181'); // 11.222.333/0001-81, the classic worked example
	});

	it('a number already in the batch is skipped', () => {
		const base = [5, 2, 9, 9, 8, 2, 2, 4, 7];
		const docs = generateDocuments('cpf', 2, scripted([...base, ...base, 1, 1, 1, 4, 4, 4, 7, 7, 7]));
		expect(docs).toEqual(['52998224725', '11144477735']);
	});
});

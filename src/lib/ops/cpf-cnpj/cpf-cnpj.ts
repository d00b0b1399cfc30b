import { randomDigit, type Uint32Source } from './random.js';

export type DocumentType = 'cpf' | 'cnpj';

/** Receita Federal weights: CPF first digit 10..2, second 11..2. */
const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
/** Receita Federal weights: CNPJ first digit 5..2 then 9..2, second 6..2 then 9..2. */
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
/** The branch (ordem) of a headquarters, as on real matriz numbers. */
const HEADQUARTERS = [0, 0, 0, 1];

/** Modulo-11 check digit: 11 - (Σ digit × weight mod 11), or 0 when the remainder is 0 or 1. */
export function mod11(digits: number[], weights: number[]): number {
	let sum = 0;
	for (let i = 0; i < weights.length; i++) sum += digits[i] * weights[i];
	const remainder = sum % 11;
	return remainder < 2 ? 0 : 11 - remainder;
}

/** The two check digits of a CPF's nine base digits. */
export function cpfCheckDigits(base: number[]): [number, number] {
	const first = mod11(base, CPF_WEIGHTS_1);
	return [first, mod11([...base, first], CPF_WEIGHTS_2)];
}

/** The two check digits of a CNPJ's twelve base digits (eight root digits and four branch digits). */
export function cnpjCheckDigits(base: number[]): [number, number] {
	const first = mod11(base, CNPJ_WEIGHTS_1);
	return [first, mod11([...base, first], CNPJ_WEIGHTS_2)];
}

/** `00000000000` → `000.000.000-00`. */
export function formatCpf(raw: string): string {
	return `${raw.slice(0, 3)}.${raw.slice(3, 6)}.${raw.slice(6, 9)}-${raw.slice(9)}`;
}

/** `00000000000000` → `00.000.000/0000-00`. */
export function formatCnpj(raw: string): string {
	return `${raw.slice(0, 2)}.${raw.slice(2, 5)}.${raw.slice(5, 8)}/${raw.slice(8, 12)}-${raw.slice(12)}`;
}

const allEqual = (digits: number[]) => digits.every((d) => d === digits[0]);

/**
 * One CPF: nine random base digits and their check digits, or null when the base digits are all
 * equal (111.111.111-11 passes the arithmetic but is invalid by rule).
 */
function randomCpf(next: Uint32Source): string | null {
	const base = Array.from({ length: 9 }, () => randomDigit(next));
	if (allEqual(base)) return null;
	return [...base, ...cpfCheckDigits(base)].join('');
}

/** One CNPJ: eight random root digits, branch 0001, check digits; null when the root is all equal. */
function randomCnpj(next: Uint32Source): string | null {
	const root = Array.from({ length: 8 }, () => randomDigit(next));
	if (allEqual(root)) return null;
	const base = [...root, ...HEADQUARTERS];
	return [...base, ...cnpjCheckDigits(base)].join('');
}

/**
 * `count` distinct numbers of `type`, digits only, drawn in order from `next`: a rejected draw
 * (all-equal base, or a number already in the batch) is skipped, so with a seeded source the batch
 * for `count` n is the start of the batch for n + 1.
 * @example generateDocuments('cpf', 2, mulberry32(0)) // ['87646552534', ...]
 */
export function generateDocuments(type: DocumentType, count: number, next: Uint32Source): string[] {
	const make = type === 'cpf' ? randomCpf : randomCnpj;
	const seen = new Set<string>();
	while (seen.size < count) {
		const raw = make(next);
		if (raw !== null) seen.add(raw);
	}
	return [...seen];
}

export const formatDocument = (type: DocumentType, raw: string) => (type === 'cpf' ? formatCpf(raw) : formatCnpj(raw));

import type { OperationCase } from '../cases.js';

const CONTRACT = 'docs/spec/utility-api.md 2.10, section 4 and section 8 (/cpf-cnpj-generator: count 1 to 100, else 422)';

/**
 * The first ten outputs of Mulberry32 for seed 0, from the reference C code (Tommy Ettinger's gist
 * 46a874533244883189143505d203312c) and pinned as golden vectors by several unrelated projects;
 * cpf-cnpj.test.ts checks them against a BigInt port of that C code as well:
 * 1144304738, 1416247, 958946056, 627933444, 2007157716, 2340967985, 2642484575, 2787370982,
 * 1958536065, 2496316458. All are below 4294967290, so each gives its last decimal digit:
 * 8 7 6 4 6 5 5 2 5 (then 8).
 *
 * CPF from the first nine, 876465525 (not all equal), check digits worked by hand (Receita mod 11):
 *   first:  8×10 + 7×9 + 6×8 + 4×7 + 6×6 + 5×5 + 5×4 + 2×3 + 5×2 = 316; 316 mod 11 = 8 → 11 − 8 = 3
 *   second: 8×11 + 7×10 + 6×9 + 4×8 + 6×7 + 5×6 + 5×5 + 2×4 + 5×3 + 3×2 = 370; 370 mod 11 = 7 → 4
 * → 876.465.525-34.
 *
 * CNPJ from the first eight, root 87646552 + branch 0001:
 *   first:  8×5 + 7×4 + 6×3 + 4×2 + 6×9 + 5×8 + 5×7 + 2×6 + 0×5 + 0×4 + 0×3 + 1×2 = 237; mod 11 = 6 → 5
 *   second: 8×6 + 7×5 + 6×4 + 4×3 + 6×2 + 5×9 + 5×8 + 2×7 + 0×6 + 0×5 + 0×4 + 1×3 + 5×2 = 243; mod 11 = 1 → 0
 * → 87.646.552/0001-50.
 */
const SEED_0 = 'Mulberry32 seed-0 reference outputs (last decimal digit of each), check digits worked by hand with the Receita Federal mod-11 rule';
const CPF_SEED_0 = { raw: '87646552534', formatted: '876.465.525-34' };
const CNPJ_SEED_0 = { raw: '87646552000150', formatted: '87.646.552/0001-50' };

const ok = (name: string, input: Record<string, unknown>, body: unknown): OperationCase => ({
	name,
	op: 'cpf-cnpj-generator',
	input,
	expected: { status: 200, body },
	source: SEED_0
});

const invalid = (name: string, input: unknown, detail: string, why = CONTRACT): OperationCase => ({
	name: `${name} → 422`,
	op: 'cpf-cnpj-generator',
	input,
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source: why
});

export const cases: OperationCase[] = [
	ok('seeded CPF (type defaults to cpf, count to 1, formatted to true)', { seed: 0 }, {
		type: 'cpf',
		count: 1,
		documents: [CPF_SEED_0],
		document: CPF_SEED_0
	}),
	ok('seeded CPF, formatted false omits `formatted`', { type: 'cpf', seed: 0, formatted: false }, {
		type: 'cpf',
		count: 1,
		documents: [{ raw: CPF_SEED_0.raw }],
		document: { raw: CPF_SEED_0.raw }
	}),
	ok('seeded CNPJ with branch 0001', { type: 'cnpj', count: 1, seed: 0 }, {
		type: 'cnpj',
		count: 1,
		documents: [CNPJ_SEED_0],
		document: CNPJ_SEED_0
	}),
	invalid('count 0', { count: 0 }, 'count: Too small: expected number to be >=1'),
	invalid('count 101', { count: 101 }, 'count: Too big: expected number to be <=100'),
	invalid('count -5', { type: 'cnpj', count: -5 }, 'count: Too small: expected number to be >=1'),
	invalid('count 2.5', { count: 2.5 }, 'count: must be an integer'),
	invalid('count "5" (a string)', { count: '5' }, 'count: must be an integer', `${CONTRACT}; count is an integer`),
	invalid('type "rg"', { type: 'rg' }, 'type: Invalid option: expected one of "cpf"|"cnpj"', `${CONTRACT}; type is cpf or cnpj`),
	invalid('type "CPF" (upper case)', { type: 'CPF' }, 'type: Invalid option: expected one of "cpf"|"cnpj"', `${CONTRACT}; type is cpf or cnpj`),
	invalid('formatted "no"', { formatted: 'no' }, 'formatted: Invalid input: expected boolean, received string', `${CONTRACT}; formatted is a boolean`),
	invalid('seed -1', { seed: -1 }, 'seed: Too small: expected number to be >=0', 'src/lib/ops/cpf-cnpj/README.md: seed is 0 to 4294967295'),
	invalid('seed 2^32', { seed: 4294967296 }, 'seed: Too big: expected number to be <=4294967295', 'src/lib/ops/cpf-cnpj/README.md: seed is 0 to 4294967295'),
	invalid('seed 1.5', { seed: 1.5 }, 'seed: must be an integer', 'src/lib/ops/cpf-cnpj/README.md: seed is an integer')
];

import { z } from 'zod';
import { integer } from '../_shared/schemas.js';
import { defineOperation } from '../../engine/define.js';
import { formatDocument, generateDocuments } from './cpf-cnpj.js';
import { cryptoSource, mulberry32 } from './random.js';

/** Most numbers one request may ask for (contract section 8). */
export const MAX_COUNT = 100;
/** Seeds are unsigned 32-bit integers: the whole state of the seeded generator. */
export const MAX_SEED = 0xffff_ffff;

const documentSchema = z.object({
	raw: z.string().describe('Digits only: 11 for a CPF, 14 for a CNPJ'),
	formatted: z.string().optional().describe('000.000.000-00 or 00.000.000/0000-00; omitted when `formatted` is false')
});

export const cpfCnpjGenerator = defineOperation({
	id: 'cpf-cnpj-generator',
	group: 'generation',
	title: 'CPF / CNPJ generator',
	summary: 'Synthetic Brazilian CPF and CNPJ numbers that pass the official check-digit algorithm, for test data.',
	keywords: ['cpf', 'cnpj', 'brazil', 'brasil', 'receita federal', 'tax id', 'document', 'test data', 'generator', 'gerador'],
	method: 'POST',
	path: '/cpf-cnpj-generator',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		type: z.enum(['cpf', 'cnpj']).default('cpf').describe('cpf (default) or cnpj'),
		count: integer().min(1).max(MAX_COUNT).default(1).describe('How many distinct numbers, 1 to 100 (default 1)'),
		formatted: z.boolean().default(true).describe('Include the masked form (default true)'),
		seed: integer()
			.min(0)
			.max(MAX_SEED)
			.optional()
			.describe('Integer 0 to 4294967295 for reproducible output (Utilkit addition); omit for unpredictable numbers')
	}),
	output: z.object({
		type: z.enum(['cpf', 'cnpj']),
		count: z.int(),
		documents: z.array(documentSchema),
		document: documentSchema.describe('The first entry of `documents`')
	}),
	errors: [{ status: 422, when: '`count` outside 1 to 100 or not an integer; `type` not cpf or cnpj; `seed` outside 0 to 4294967295' }],
	examples: [
		{ name: 'One CPF', input: { type: 'cpf' } },
		{ name: 'Five CNPJs, digits only', input: { type: 'cnpj', count: 5, formatted: false } },
		{ name: 'Reproducible (seeded)', input: { type: 'cpf', count: 3, seed: 42 } }
	],
	run(input) {
		const next = input.seed === undefined ? cryptoSource() : mulberry32(input.seed);
		const documents = generateDocuments(input.type, input.count, next).map((raw) =>
			input.formatted ? { raw, formatted: formatDocument(input.type, raw) } : { raw }
		);
		return { type: input.type, count: documents.length, documents, document: documents[0] };
	}
});

export const operations = [cpfCnpjGenerator];

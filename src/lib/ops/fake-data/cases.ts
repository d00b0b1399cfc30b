import type { OperationCase } from '../cases.js';

const CONTRACT = 'docs/spec/utility-api.md section 4 (/fake-data: 422 on unknown type, body uses key `error`) and section 7';
const TYPES = 'person, company, address, internet, finance, phone, date';

const invalid = (name: string, input: unknown, error: string, source = CONTRACT): OperationCase => ({
	name: `${name} → 422`,
	op: 'fake-data',
	input,
	expected: { status: 422, body: { error, code: 'invalid_input' } },
	source
});

/**
 * Error answers. Every 422 of /fake-data uses the key `error`, validation problems included;
 * the wording is the one documented in src/lib/ops/fake-data/README.md.
 */
const errorCases: OperationCase[] = [
	invalid('unknown type', { type: 'animal' }, `type: must be one of ${TYPES}`),
	invalid('type in another case', { type: 'Person' }, `type: must be one of ${TYPES}`, `${CONTRACT}; 2.8 lists the types in lower case`),
	invalid('type null', { type: null }, `type: must be one of ${TYPES}`),
	invalid('unknown locale', { locale: 'fr' }, 'locale: must be one of en, pt-BR, es', 'docs/spec/utility-api.md 2.8 (locale en, pt-BR, es) and section 7 (422 body key `error`)'),
	invalid('locale spelt pt_BR', { locale: 'pt_BR' }, 'locale: must be one of en, pt-BR, es', 'docs/spec/utility-api.md 2.8 (locale `pt-BR`)'),
	invalid('count 0', { count: 0 }, 'count: Too small: expected number to be >=1', 'docs/spec/utility-api.md 2.8 (count: number of records) and section 8 (default 1, capped at 50)'),
	invalid('count negative', { count: -5 }, 'count: Too small: expected number to be >=1', 'docs/spec/utility-api.md 2.8 and section 8'),
	invalid('count not an integer', { count: 2.5 }, 'count: must be an integer', 'docs/spec/utility-api.md 2.8 (count is a number of records)'),
	invalid('count as a string', { count: '5' }, 'count: must be an integer', 'docs/spec/utility-api.md 2.8 (count: number)'),
	invalid('seed not an integer', { seed: 1.5 }, 'seed: must be an integer', 'src/lib/ops/fake-data/README.md (seed: an integer)'),
	invalid('body not an object', ['person'], 'body: Invalid input: expected object, received array', 'docs/spec/utility-api.md section 4 (POST body is a 2.8 request object) and section 7')
];

/**
 * Success answers checked by subset: every field given must be equal, arrays must have exactly
 * the items given (each matched as a subset, `{}` for any record), other fields are free. The
 * records are random, so only what does not depend on the generator is stated: the echo of
 * `type` and `locale`, `count` and its cap, the number of records, and the fixed `country` of
 * an address and `currency` of a bank account per locale. `partial: true`
 * (OperationCase): compared like toMatchObject, in Node, over HTTP and in the worker.
 */
const subsetCases: OperationCase[] = [
	{
		name: 'empty body: one English person',
		op: 'fake-data',
		input: {},
		expected: { status: 200, partial: true, body: { type: 'person', locale: 'en', count: 1, data: [{}], record: {} } },
		source: 'docs/spec/utility-api.md 2.8 (defaults: type person, count 1, locale en; record = data[0])'
	},
	{
		name: 'three Brazilian addresses',
		op: 'fake-data',
		input: { type: 'address', count: 3, locale: 'pt-BR' },
		expected: {
			status: 200,
			partial: true,
			body: {
				type: 'address',
				locale: 'pt-BR',
				count: 3,
				data: [{ country: 'Brasil' }, { country: 'Brasil' }, { country: 'Brasil' }],
				record: { country: 'Brasil' }
			}
		},
		source: 'docs/spec/utility-api.md 2.8 (count = number of records returned); src/lib/ops/fake-data/README.md (an address lies in the locale’s country)'
	},
	{
		name: 'count 51 is capped at 50',
		op: 'fake-data',
		input: { type: 'phone', count: 51 },
		expected: { status: 200, partial: true, body: { type: 'phone', locale: 'en', count: 50, data: Array.from({ length: 50 }, () => ({})), record: {} } },
		source: 'docs/spec/utility-api.md section 8 (fake data count: capped at 50) and 2.8 (count = number of records returned)'
	},
	{
		name: 'count 1000 is capped at 50 (Spanish accounts in euros)',
		op: 'fake-data',
		input: { type: 'finance', count: 1000, locale: 'es' },
		expected: {
			status: 200,
			partial: true,
			body: {
				type: 'finance',
				locale: 'es',
				count: 50,
				data: Array.from({ length: 50 }, () => ({ currency: 'EUR' })),
				record: { currency: 'EUR' }
			}
		},
		source: 'docs/spec/utility-api.md section 8 (capped at 50); ISO 4217 (EUR is Spain’s currency); src/lib/ops/fake-data/README.md'
	},
	{
		name: 'seeded dates, two records',
		op: 'fake-data',
		input: { type: 'date', count: 2, seed: 2024 },
		expected: { status: 200, partial: true, body: { type: 'date', locale: 'en', count: 2, data: [{}, {}], record: {} } },
		source: 'docs/spec/utility-api.md 2.8 (response shape)'
	}
];

/** Every reference case of the module, replayed in Node, over HTTP and in the worker. */
export const cases: OperationCase[] = [...errorCases, ...subsetCases];

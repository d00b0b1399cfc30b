import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { operations } from './index.js';
import { cleanPhone, MAX_PHONE_LENGTH, PHONE_TYPES, regionsOf, validatePhone } from './phone.js';

const op = operations[0];
// The answer as the API sends it (the worker's field issues for the form are not part of it).
const run = async (phone: unknown) => {
	const { status, body } = await executeOperation(op, { phone }, { now: () => 0 });
	return { status, body };
};

describe('phone cases (replayed through executeOperation)', () => {
	replayCases(cases, operations);
});

describe('the cases themselves', () => {
	const ok = cases.filter((c) => c.expected.status === 200).map((c) => c.expected.body as ReturnType<typeof validatePhone>);

	it('cover every separator the contract names, valid and invalid numbers, and 422s', () => {
		const inputs = cases.map((c) => (c.input as { phone?: unknown }).phone).filter((p): p is string => typeof p === 'string');
		for (const separator of [' ', '-', '.', '(', ')']) expect(inputs.some((p) => p.startsWith('+') && p.includes(separator))).toBe(true);
		expect(ok.some((b) => b.valid)).toBe(true);
		expect(ok.some((b) => !b.valid)).toBe(true);
		expect(cases.filter((c) => c.expected.status === 422).length).toBeGreaterThanOrEqual(10);
	});

	it('every e164 is "+" and digits, at most 15 digits (ITU-T E.164), and starts with the calling code', () => {
		for (const b of ok) {
			expect(b.e164).toMatch(/^\+\d{1,15}$/);
			expect(b.e164).toBe(b.calling_code + b.national_number);
		}
	});

	it('a valid number has a type; an invalid one has none', () => {
		for (const b of ok) expect(b.type === null, b.phone).toBe(!b.valid);
	});

	it('submitting the answer\'s e164 gives the same answer (only `phone` differs)', () => {
		for (const b of ok) expect(validatePhone(b.e164)).toEqual({ ...b, phone: b.e164 });
	});
});

describe('separators (contract 2.22: spaces, dashes, dots, parentheses)', () => {
	const london = '+442079460018';
	it.each([
		['spaces', '+44 20 7946 0018'],
		['dashes', '+44-20-7946-0018'],
		['dots', '+44.20.7946.0018'],
		['parentheses', '+44(20)79460018'],
		['all of them', ' (+44) 20-7946.0018 '],
		['tab, newline, no-break and thin spaces', '+44\t20\n7946\u00a00\u2009018'],
		['Unicode hyphen, non-breaking hyphen, en dash, em dash, minus', '+44\u201020\u20117946\u20130\u2014018\u2212']
	])('%s', (_, phone) => {
		expect(cleanPhone(phone)).toBe(london);
		expect(validatePhone(phone)).toEqual(expect.objectContaining({ phone, e164: london, valid: true }));
	});

	it.each([
		['a slash', '+44 20/7946 0018', '/'],
		['a comma', '+44,2079460018', ','],
		['an underscore', '+44_2079460018', '_'],
		['full-width digits', '+４４2079460018', '４'],
		['an emoji', '+44📞2079460018', '📞']
	])('refuses %s', (_, phone, found) => {
		expect(() => cleanPhone(phone)).toThrow(`only digits may follow the +, with spaces, dashes, dots and parentheses between them; found '${found}'`);
	});
});

describe('limits', () => {
	it(`accepts ${MAX_PHONE_LENGTH} characters as submitted and refuses ${MAX_PHONE_LENGTH + 1}`, async () => {
		const padded = '+44 20 7946 0018'.padEnd(MAX_PHONE_LENGTH, ' ');
		expect(padded).toHaveLength(MAX_PHONE_LENGTH);
		expect(await run(padded)).toEqual({ status: 200, body: expect.objectContaining({ phone: padded, valid: true, e164: '+442079460018' }) });
		expect(await run(`${padded} `)).toEqual({ status: 422, body: { detail: 'phone: Too big: expected string to have <=100 characters', code: 'invalid_input' } });
	});

	it('needs 2 digits after the calling code and allows up to 17 (parseable; validity is another question)', async () => {
		expect((await run('+49 1')).status).toBe(422);
		expect(await run('+49 12')).toEqual({ status: 200, body: expect.objectContaining({ valid: false, national_number: '12' }) });
		expect(await run(`+49 ${'1'.repeat(17)}`)).toEqual({ status: 200, body: expect.objectContaining({ valid: false, national_number: '1'.repeat(17) }) });
		expect(await run(`+49 ${'1'.repeat(18)}`)).toEqual({ status: 422, body: { detail: 'phone: too long to be a phone number', code: 'invalid_input' } });
	});
});

describe('regions and types', () => {
	it('knows which regions share a calling code', () => {
		expect(regionsOf('7')).toEqual(['KZ', 'RU']);
		expect(regionsOf('44').sort()).toEqual(['GB', 'GG', 'IM', 'JE']);
		expect(regionsOf('1')).toEqual(expect.arrayContaining(['US', 'CA', 'PR', 'JM']));
		expect(regionsOf('55')).toEqual(['BR']);
		// The non-geographic codes (ITU-T E.164 "global services") belong to no region.
		for (const code of ['800', '808', '870', '878', '881', '882', '883', '888', '979']) expect(regionsOf(code), code).toEqual([]);
	});

	it("lists every libphonenumber number type, lower-cased", () => {
		const libraryTypes = ['PREMIUM_RATE', 'TOLL_FREE', 'SHARED_COST', 'VOIP', 'PERSONAL_NUMBER', 'PAGER', 'UAN', 'VOICEMAIL', 'FIXED_LINE_OR_MOBILE', 'FIXED_LINE', 'MOBILE'];
		expect([...PHONE_TYPES].sort()).toEqual(libraryTypes.map((t) => t.toLowerCase()).sort());
	});

	it('a calling code shared by one region gives that region even for an invalid number', () => {
		expect(validatePhone('+55 11 1234-5678')).toEqual(expect.objectContaining({ valid: false, country_code: 'BR' }));
	});

	it('every example of the operation answers 200', async () => {
		for (const example of op.examples) expect((await executeOperation(op, example.input, { now: () => 0 })).status).toBe(200);
	});
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { UpstreamError, UpstreamInputError, type VatRegistration, type VatUpstream } from '../_shared/upstreams.js';
import type { OperationContext } from '../../engine/define.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { NOT_CONFIGURED, operations } from './index.js';

const op = operations[0];
/** What the API answers: the status and the body (the result's message ids are the app's). */
const run = async (input: unknown, ctx: Partial<OperationContext> = {}) => {
	const { status, body } = await executeOperation(op, input, { now: () => 0, ...ctx });
	return { status, body };
};

const REGISTERED: VatRegistration = { valid: true, name: 'ACME GMBH', address: 'MAIN STREET 1\n10115 BERLIN', requestDate: '2026-11-21' };

/** A VatUpstream that answers `answer` (or throws it) and records its calls. */
function fakeVies(answer: VatRegistration | Error = REGISTERED) {
	const check = vi.fn(async (): Promise<VatRegistration> => {
		if (answer instanceof Error) throw answer;
		return answer;
	});
	const vat: VatUpstream = { check };
	return { vat, check };
}

describe('reference cases', () => replayCases(cases, operations));

describe('the operation', () => {
	it('is the contract 2.19 endpoint, run on the server (VIES needs the network)', () => {
		expect(operations.map(({ id, method, path, runs, group }) => ({ id, method, path, runs, group }))).toEqual([
			{ id: 'vat-validator', method: 'POST', path: '/vat-validator', runs: 'server', group: 'validation' }
		]);
	});

	it('answers VIES’s registration with the normalised number', async () => {
		const { vat, check } = fakeVies();
		expect(await run({ vat: 'de 136.695.976' }, { vat })).toEqual({
			status: 200,
			body: {
				country_code: 'DE',
				vat_number: '136695976',
				valid: true,
				name: 'ACME GMBH',
				address: 'MAIN STREET 1\n10115 BERLIN',
				request_date: '2026-11-21'
			}
		});
		expect(check).toHaveBeenCalledExactlyOnceWith('DE', '136695976');
	});

	it('answers valid false with null name and address for an unregistered number', async () => {
		const { vat } = fakeVies({ valid: false, name: null, address: null, requestDate: '2026-11-21' });
		expect((await run({ vat: 'BE0403170701' }, { vat })).body).toEqual({
			country_code: 'BE',
			vat_number: '0403170701',
			valid: false,
			name: null,
			address: null,
			request_date: '2026-11-21'
		});
	});

	it('passes a null request date on', async () => {
		const { vat } = fakeVies({ valid: true, name: null, address: null, requestDate: null });
		expect((await run({ vat: 'DE136695976' }, { vat })).body).toMatchObject({ valid: true, request_date: null });
	});

	it.each([
		[{ vat: '0403.170.701', country: 'BE' }, 'BE', '0403170701'],
		[{ vat: '403170701', country: 'be' }, 'BE', '0403170701'], // 9-digit Belgian numbers gain their leading 0
		[{ vat: 'GR 94051189' }, 'EL', '094051189'], // GR is Greece's ISO code; VIES's is EL; 8 digits are padded
		[{ vat: '094051189', country: 'GR' }, 'EL', '094051189'],
		[{ vat: 'EL094051189', country: 'gr' }, 'EL', '094051189'],
		[{ vat: 'XI 980 7806 84' }, 'XI', '980780684'],
		[{ vat: 'xi gd100' }, 'XI', 'GD100'],
		[{ vat: 'NL4495445B01' }, 'NL', '004495445B01'],
		[{ vat: 'NL000099998B57' }, 'NL', '000099998B57'],
		[{ vat: 'IE 8D79739I' }, 'IE', '8D79739I'],
		[{ vat: 'ES x-5253868-r' }, 'ES', 'X5253868R'],
		[{ vat: 'FR K 7399859412' }, 'FR', 'K7399859412'],
		[{ vat: 'K7399859412', country: 'FR' }, 'FR', 'K7399859412'],
		[{ vat: 'ATU\u00a013585627' }, 'AT', 'U13585627'], // a no-break space, as copied from a PDF
		[{ vat: 'DE\u2013136\u2013695\u2013976' }, 'DE', '136695976'], // en dashes
		[{ vat: 'DE136695976', country: null }, 'DE', '136695976']
	])('%j asks VIES for %s %s', async (input, country, number) => {
		const { vat, check } = fakeVies();
		const result = await run(input, { vat });
		expect(result.status).toBe(200);
		expect(check).toHaveBeenCalledExactlyOnceWith(country, number);
		expect(result.body).toMatchObject({ country_code: country, vat_number: number });
	});

	it('never asks VIES about a number it refuses', async () => {
		const { vat, check } = fakeVies();
		for (const c of cases) expect((await run(c.input, { vat })).status, c.name).toBe(422);
		expect(check).not.toHaveBeenCalled();
	});

	it.each([
		'VIES: the DE member state service is unavailable (MS_UNAVAILABLE); try again later',
		'VIES did not answer within 10 s',
		'VIES could not be reached (connection refused)'
	])('answers 502 naming the cause: %s', async (message) => {
		const { vat } = fakeVies(new UpstreamError(message));
		expect(await run({ vat: 'DE136695976' }, { vat })).toEqual({ status: 502, body: { detail: message, code: 'upstream_error' } });
	});

	it('answers 422 when VIES refuses the number as invalid input', async () => {
		const { vat } = fakeVies(new UpstreamInputError('VIES refused the number as invalid input (INVALID_INPUT)'));
		expect(await run({ vat: 'DE136695976' }, { vat })).toEqual({
			status: 422,
			body: { detail: 'VIES refused the number as invalid input (INVALID_INPUT)', code: 'invalid_input' }
		});
	});

	it('answers 502 rather than a made-up valid: false when no upstream is wired', async () => {
		expect(await run({ vat: 'DE136695976' })).toEqual({ status: 502, body: { detail: NOT_CONFIGURED, code: 'upstream_not_configured' } });
	});

	it('lets a bug in the upstream surface as a bug (500), not as a VIES failure', async () => {
		const { vat } = fakeVies(new TypeError('oops'));
		await expect(run({ vat: 'DE136695976' }, { vat })).rejects.toThrow(TypeError);
	});

	it('keeps the number checks free of Node built-ins and I/O (they must run in a browser)', () => {
		for (const file of ['check-digits.ts', 'member-states.ts', 'vat-number.ts', 'index.ts']) {
			const source = fs.readFileSync(path.join(import.meta.dirname, file), 'utf8');
			expect(source, file).not.toMatch(/from '(node:|fs|path|http|net)/);
		}
	});
});

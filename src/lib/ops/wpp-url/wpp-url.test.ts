import parsePhoneNumber from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import type { OperationContext } from '../../engine/define.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { operations } from './index.js';
import { BRAZIL_AREA_CODES, hasLoneSurrogate, normalizePhone } from './wpp-url.js';

const op = operations[0];
type Body = { phone_normalized: string; link: string; link_with_message?: string };
const run = (input: unknown, ctx: Partial<OperationContext> = {}) =>
	executeOperation(op, input, { now: () => 0, ...ctx }) as { status: number; body: Body & { detail?: string } };

describe('wpp-url cases (replayed through executeOperation)', () => {
	replayCases(cases, operations);
});

describe('Brazilian numbers against libphonenumber-js (Google libphonenumber metadata)', () => {
	it('has the 67 area codes in service', () => {
		expect(BRAZIL_AREA_CODES.size).toBe(67);
	});

	it('accepts a 9-digit mobile exactly for the area codes libphonenumber knows', () => {
		const known: number[] = [];
		for (let area = 10; area <= 99; area++) {
			const national = `${area}987654321`;
			const reference = parsePhoneNumber(national, 'BR');
			if (reference?.isValid()) known.push(area);
			const ours = run({ phone: national });
			expect(ours.status, national).toBe(reference?.isValid() ? 200 : 422);
			if (ours.status === 200) expect(`+${ours.body.phone_normalized}`).toBe(reference!.number);
		}
		expect(known).toEqual([...BRAZIL_AREA_CODES].sort((a, b) => a - b));
	});

	it('normalises Brazilian landlines to the E.164 form libphonenumber gives', () => {
		for (const area of BRAZIL_AREA_CODES) {
			for (const first of ['2', '3', '4', '5']) {
				const national = `${area}${first}3456789`;
				const reference = parsePhoneNumber(national, 'BR');
				expect(run({ phone: national }).body.phone_normalized).toBe(reference!.number.slice(1));
			}
		}
	});
});

describe('normalisation', () => {
	it('strips spaces, dashes, parentheses, dots and one leading +', () => {
		const forms = ['11987654321', '11 98765 4321', '(11) 98765-4321', '11.98765.4321', ' 11-98765-4321 ', '11\u00a098765\u20134321', '(11)98765.4321'];
		for (const form of forms) expect(normalizePhone(form), form).toBe('5511987654321');
		expect(normalizePhone('+55 11 98765-4321')).toBe('5511987654321');
		expect(normalizePhone(' + 55 11 98765 4321')).toBe('5511987654321');
	});

	it('with +, 10 and 11 digits are international (no 55 added)', () => {
		expect(normalizePhone('+1 202 555 0100')).toBe('12025550100');
		expect(normalizePhone('+49 30 1234567')).toBe('49301234567');
		expect(normalizePhone('+86 10 1234 5678')).toBe('861012345678');
	});

	it('without +, lengths 8, 9 and 12 to 15 are international; 10 and 11 are Brazilian', () => {
		for (let length = 8; length <= 15; length++) {
			const digits = '9'.repeat(length);
			if (length === 10 || length === 11) expect(normalizePhone(digits)).toBe('55' + digits);
			else expect(normalizePhone(digits)).toBe(digits);
		}
		expect(() => normalizePhone('9'.repeat(7))).toThrow(/too short/);
		expect(() => normalizePhone('9'.repeat(16))).toThrow(/too long/);
	});

	it('a 10-digit Brazilian number may start its subscriber part with 2 to 9 (landline or pre-2016 mobile)', () => {
		for (const first of '23456789') expect(normalizePhone(`11${first}2345678`)).toBe(`5511${first}2345678`);
		for (const first of '01') expect(() => normalizePhone(`11${first}2345678`)).toThrow(/8 digits starting with 2 to 9/);
	});

	it('an 11-digit Brazilian number must be a mobile (subscriber part starts with 9)', () => {
		for (const first of '12345678') expect(() => normalizePhone(`21${first}12345678`)).toThrow(/starting with 9/);
	});

	it('refuses every other character', () => {
		for (const form of ['11 98765-4321 ext 2', '11/98765/4321', '11_98765_4321', '+55 11 98765 4321 #', '１１987654321', 'tel:+5511987654321']) {
			expect(run({ phone: form }).status, form).toBe(422);
		}
	});
});

describe('links', () => {
	it('uses https://wa.me by default and the host given in the context otherwise', () => {
		expect(run({ phone: '11987654321' }).body.link).toBe('https://wa.me/5511987654321');
		expect(run({ phone: '11987654321' }, { chatLinkHost: 'https://chat.example.test' }).body.link).toBe(
			'https://chat.example.test/5511987654321'
		);
		expect(run({ phone: '11987654321', message: 'a b' }, { chatLinkHost: 'https://chat.example.test/' }).body).toEqual({
			phone_normalized: '5511987654321',
			link: 'https://chat.example.test/5511987654321',
			link_with_message: 'https://chat.example.test/5511987654321?text=a%20b'
		});
		expect(run({ phone: '11987654321' }, { chatLinkHost: '' }).body.link).toBe('https://wa.me/5511987654321');
	});

	it('link_with_message is present only when a non-empty message is given', () => {
		expect(Object.keys(run({ phone: '11987654321' }).body)).toEqual(['phone_normalized', 'link']);
		expect(Object.keys(run({ phone: '11987654321', message: '' }).body)).toEqual(['phone_normalized', 'link']);
		expect(Object.keys(run({ phone: '11987654321', message: ' ' }).body)).toEqual(['phone_normalized', 'link', 'link_with_message']);
	});

	it('the text parameter decodes back to the message (URLSearchParams, WHATWG URL)', () => {
		const messages = ['Olá, mundo!', 'a+b=c&d=e?f#g', '100% certo', 'line 1\nline 2\r\n', '😀👍🏽 ção', "it's (really) *fine* ~ok~", ' '.repeat(3), 'x'.repeat(2000)];
		for (const message of messages) {
			const { status, body } = run({ phone: '+44 20 7946 0958', message });
			expect(status).toBe(200);
			const url = new URL(body.link_with_message!);
			expect(url.origin + url.pathname).toBe(body.link);
			expect(url.searchParams.get('text')).toBe(message);
			expect(body.link_with_message).not.toMatch(/[ +\n]/);
		}
	});

	it('accepts 2,000 characters of message and 50 of phone, not one more', () => {
		expect(run({ phone: '11987654321', message: 'é'.repeat(2000) }).status).toBe(200);
		expect(run({ phone: '11987654321', message: 'é'.repeat(2001) }).status).toBe(422);
		expect(run({ phone: '(11) 98765-4321'.padStart(50, ' ') }).status).toBe(200);
		expect(run({ phone: '(11) 98765-4321'.padStart(51, ' ') }).status).toBe(422);
	});

	it('finds unpaired surrogates and only those', () => {
		expect(hasLoneSurrogate('😀')).toBe(false);
		expect(hasLoneSurrogate('a\ud83d')).toBe(true);
		expect(hasLoneSurrogate('\ude00b')).toBe(true);
		expect(hasLoneSurrogate('\ude00\ud83d')).toBe(true);
		expect(hasLoneSurrogate('plain')).toBe(false);
	});
});

/**
 * Round-trip properties through the API core, each checked against a reference independent of
 * the code under test: check digits, Luhn, ISO 13616 mod 97, RFC 4226/6238 HOTP and RFC 4648
 * Base32 written here from the published algorithms; node:crypto for digests; the color-convert
 * package for colours; jsQR (with pngjs) to read QR codes back. Runs: FUZZ_RUNS (fuzz-settings.ts).
 * There is no CPF/CNPJ validation operation (only the generator), so generated numbers are
 * checked against the algorithm alone.
 */
import { createHash, createHmac } from 'node:crypto';
import convert from 'color-convert';
import fc from 'fast-check';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzParameters, fuzzTimeoutMs } from './fuzz-settings.js';
import { startFuzzServer, type FuzzServer } from './fuzz-server.js';

let server: FuzzServer;
beforeAll(async () => {
	server = await startFuzzServer();
});
afterAll(async () => {
	await server?.close();
});

/** POSTs `input` as JSON; the 200 body (anything else fails the property with the answer). */
async function post<T = Record<string, unknown>>(path: string, input: unknown): Promise<T> {
	const answer = await server.send({ method: 'POST', path, search: '', body: JSON.stringify(input), contentType: 'application/json' });
	expect(answer.status, `${path} ${JSON.stringify(input).slice(0, 300)} → ${answer.body.slice(0, 300)}`).toBe(200);
	return JSON.parse(answer.body) as T;
}

const digitString = (min: number, max = min) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));

// ---- References, from the published algorithms ----

/** Receita Federal's mod-11 check digit: weights applied left to right, remainder < 2 → 0, else 11 − remainder. */
function mod11Digit(digits: string, weights: number[]): number {
	const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * weights[i], 0);
	const r = sum % 11;
	return r < 2 ? 0 : 11 - r;
}
function cpfValid(raw: string): boolean {
	const w1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
	const w2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
	return /^\d{11}$/.test(raw) && !/^(\d)\1+$/.test(raw) && mod11Digit(raw.slice(0, 9), w1) === Number(raw[9]) && mod11Digit(raw.slice(0, 10), w2) === Number(raw[10]);
}
function cnpjValid(raw: string): boolean {
	const w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
	const w2 = [6, ...w1];
	return /^\d{14}$/.test(raw) && mod11Digit(raw.slice(0, 12), w1) === Number(raw[12]) && mod11Digit(raw.slice(0, 13), w2) === Number(raw[13]);
}

/** ISO 7064 mod 97-10 as ISO 13616 uses it: letters are 10..35, the number read in chunks. */
function mod97(text: string): number {
	const numeric = [...text].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
	let rest = 0;
	for (const ch of numeric) rest = (rest * 10 + Number(ch)) % 97;
	return rest;
}
function makeIban(country: string, bban: string): string {
	const check = 98 - mod97(`${bban}${country}00`);
	return `${country}${String(check).padStart(2, '0')}${bban}`;
}

/** The Luhn check digit for `body` (the digits before it). */
function luhnDigit(body: string): number {
	let sum = 0;
	[...body].reverse().forEach((ch, i) => {
		let d = Number(ch);
		if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
		sum += d;
	});
	return (10 - (sum % 10)) % 10;
}

/** RFC 4648 Base32, unpadded. */
function base32(bytes: Uint8Array): string {
	const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
	let bits = '';
	for (const b of bytes) bits += b.toString(2).padStart(8, '0');
	let out = '';
	for (let i = 0; i < bits.length; i += 5) out += alphabet[parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)];
	return out;
}

/** RFC 4226 HOTP with HMAC-SHA-1 and dynamic truncation; RFC 6238 counter floor(T / step). */
function totp(key: Uint8Array, nowMs: number, step: number, digits: number): string {
	const counter = Buffer.alloc(8);
	counter.writeBigUInt64BE(BigInt(Math.floor(nowMs / 1000 / step)));
	const mac = createHmac('sha1', key).update(counter).digest();
	const offset = mac[mac.length - 1] & 0xf;
	const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
	return String(code).padStart(digits, '0');
}

// ---- Properties ----

describe('round trips', () => {
	it('CPF and CNPJ: every generated number passes the published check-digit algorithm; the mask holds the same digits', async () => {
		await fc.assert(
			fc.asyncProperty(fc.constantFrom('cpf', 'cnpj'), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 0xffff_ffff }), async (type, count, seed) => {
				const body = await post<{ documents: { raw: string; formatted: string }[] }>('/cpf-cnpj-generator', { type, count, seed });
				expect(body.documents).toHaveLength(count);
				expect(new Set(body.documents.map((d) => d.raw)).size).toBe(count);
				for (const { raw, formatted } of body.documents) {
					expect(type === 'cpf' ? cpfValid(raw) : cnpjValid(raw), raw).toBe(true);
					const mask = type === 'cpf' ? /^(\d{3})\.(\d{3})\.(\d{3})-(\d{2})$/ : /^(\d{2})\.(\d{3})\.(\d{3})\/(\d{4})-(\d{2})$/;
					expect(formatted).toMatch(mask);
					expect(formatted.replace(/\D/g, '')).toBe(raw);
				}
			}),
			fuzzParameters()
		);
	}, fuzzTimeoutMs());

	it('colour: hex → rgb agrees with color-convert, rgb → hex gives the hex back, hsl and cmyk within rounding', async () => {
		await fc.assert(
			fc.asyncProperty(fc.integer({ min: 0, max: 0xffffff }), fc.boolean(), async (n, lower) => {
				const hex = n.toString(16).padStart(6, '0');
				const asked = `#${lower ? hex : hex.toUpperCase()}`;
				const fromHex = await post<{ hex: string; rgb: { r: number; g: number; b: number }; hsl: Record<string, number>; cmyk: Record<string, number> }>('/color-converter', { hex: asked });
				const [r, g, b] = convert.hex.rgb(hex);
				expect(fromHex.rgb).toEqual({ r, g, b });
				expect(fromHex.hex.toLowerCase()).toBe(`#${hex}`);
				const back = await post<{ hex: string }>('/color-converter', { rgb: { r, g, b } });
				expect(back.hex.toLowerCase()).toBe(`#${hex}`);
				// color-convert rounds differently at .5 (and h of greys); one unit either way is the same colour.
				const [h, s, l] = convert.rgb.hsl(r, g, b);
				expect(Math.abs(fromHex.hsl.s - s)).toBeLessThanOrEqual(1);
				expect(Math.abs(fromHex.hsl.l - l)).toBeLessThanOrEqual(1);
				if (s > 1) expect(Math.min(Math.abs(fromHex.hsl.h - h), 360 - Math.abs(fromHex.hsl.h - h))).toBeLessThanOrEqual(1);
				const [c, m, y, k] = convert.rgb.cmyk(r, g, b);
				for (const [got, want] of [[fromHex.cmyk.c, c], [fromHex.cmyk.m, m], [fromHex.cmyk.y, y], [fromHex.cmyk.k, k]]) expect(Math.abs(got - want)).toBeLessThanOrEqual(1);
			}),
			fuzzParameters()
		);
	}, fuzzTimeoutMs());

	it('QR code: the PNG reads back (pngjs + jsQR) to the same data', async () => {
		const data = fc.oneof(
			fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
			fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 200 }),
			fc.webUrl(),
			digitString(1, 300)
		);
		await fc.assert(
			fc.asyncProperty(data, fc.constantFrom('L', 'M', 'Q', 'H'), async (text, level) => {
				const body = await post<{ qr_base64: string }>('/qr-code', { data: text, error_correction: level, size: 600 });
				const image = PNG.sync.read(Buffer.from(body.qr_base64, 'base64'));
				const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
				const decoded = jsQR(pixels, image.width, image.height, { inversionAttempts: 'dontInvert' });
				expect(decoded?.data, JSON.stringify(text)).toBe(text);
			}),
			fuzzParameters(0.5)
		);
	}, fuzzTimeoutMs());

	// BBAN structures from the SWIFT IBAN registry, for countries without a national check digit.
	const BBANS: Record<string, string> = { DE: '18n', GB: '4a14n', NL: '4a10n', AT: '16n', CH: '5n12c', IE: '4a14n', LU: '3n13c', DK: '14n', IT: '1a10n12c', SE: '20n', GR: '7n16c' };
	const bban = fc.constantFrom(...Object.keys(BBANS)).chain((country) => {
		const parts = [...BBANS[country].matchAll(/(\d+)([nac])/g)].map(([, n, cls]) => {
			const chars = cls === 'n' ? '0123456789' : cls === 'a' ? 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' : '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
			return fc.array(fc.constantFrom(...chars), { minLength: Number(n), maxLength: Number(n) }).map((c) => c.join(''));
		});
		return fc.tuple(...parts).map((p) => [country, p.join('')] as const);
	});

	it('IBAN: built from a random BBAN with the ISO 13616 check digits → valid, grouped by four; one changed digit → invalid', async () => {
		await fc.assert(
			fc.asyncProperty(bban, fc.nat(), fc.boolean(), async ([country, b], at, spaced) => {
				const iban = makeIban(country, b);
				const typed = spaced ? iban.match(/.{1,4}/g)!.join(' ').toLowerCase() : iban;
				const ok = await post<{ valid: boolean; formatted: string; country: string; bban: string }>('/iban-validator', { iban: typed });
				expect(ok).toMatchObject({ valid: true, country, bban: b, formatted: iban.match(/.{1,4}/g)!.join(' ') });
				// Mod 97 catches every single-character substitution: change one digit of the BBAN.
				const digits = [...iban].map((c, i) => (i >= 4 && /\d/.test(c) ? i : -1)).filter((i) => i >= 0);
				if (digits.length === 0) return;
				const i = digits[at % digits.length];
				const wrong = iban.slice(0, i) + String((Number(iban[i]) + 1 + (at % 9)) % 10) + iban.slice(i + 1);
				const bad = await post<{ valid: boolean }>('/iban-validator', { iban: wrong });
				expect(bad.valid).toBe(false);
			}),
			fuzzParameters()
		);
	}, fuzzTimeoutMs());

	it('TOTP: the generated code equals RFC 6238 computed here, and verify accepts it at the same time', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.uint8Array({ minLength: 10, maxLength: 40 }),
				fc.integer({ min: 0, max: 4_102_444_800_000 }),
				fc.constantFrom(6, 8),
				fc.integer({ min: 1, max: 300 }),
				async (key, at, digits, step) => {
					const secret = base32(key);
					server.clock.at = at;
					try {
						const generated = await post<{ code: string }>('/otp-totp/generate', { secret, digits, step });
						expect(generated.code).toBe(totp(key, at, step, digits));
						const verified = await post('/otp-totp/verify', { secret, code: generated.code, digits, step, window: 0 });
						expect(verified).toEqual({ valid: true, drift: 0 });
					} finally {
						server.clock.at = null;
					}
				}
			),
			fuzzParameters()
		);
	}, fuzzTimeoutMs());

	it('credit card: any digits made Luhn-valid here are luhn_valid; one changed digit is not; Mastercard and Amex are valid', async () => {
		const card = fc.oneof(
			digitString(11, 18).map((body) => ({ brand: null, body })),
			fc.tuple(fc.integer({ min: 51, max: 55 }), digitString(13)).map(([p, rest]) => ({ brand: 'Mastercard', body: `${p}${rest}` })),
			fc.tuple(fc.constantFrom('34', '37'), digitString(12)).map(([p, rest]) => ({ brand: 'Amex', body: `${p}${rest}` }))
		);
		await fc.assert(
			fc.asyncProperty(card, fc.nat(), fc.constantFrom('', ' ', '-'), async ({ brand, body }, at, separator) => {
				const number = `${body}${luhnDigit(body)}`;
				const typed = number.match(/.{1,4}/g)!.join(separator);
				const ok = await post<{ valid: boolean; luhn_valid: boolean; brand: string; digits: number }>('/credit-card-validator', { number: typed });
				expect(ok.luhn_valid).toBe(true);
				expect(ok.digits).toBe(number.length);
				if (brand) expect(ok).toMatchObject({ brand, valid: true });
				const i = at % number.length;
				const wrong = number.slice(0, i) + String((Number(number[i]) + 1 + (at % 9)) % 10) + number.slice(i + 1);
				const bad = await post<{ luhn_valid: boolean; valid: boolean }>('/credit-card-validator', { number: wrong });
				expect(bad).toMatchObject({ luhn_valid: false, valid: false });
			}),
			fuzzParameters()
		);
	}, fuzzTimeoutMs());

	it('hash: every digest equals node:crypto over the UTF-8 bytes, for any string (lone surrogates become U+FFFD in both)', async () => {
		const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), fc.string({ unit: 'grapheme', maxLength: 200 }), fc.string({ maxLength: 5000 }), fc.string({ unit: fc.constantFrom('\ud800', '\udfff', 'a', '\u0000', 'é') }));
		await fc.assert(
			fc.asyncProperty(text, async (input) => {
				const { hashes } = await post<{ hashes: Record<string, string> }>('/hash', { input });
				const names = ['md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha512-256'];
				expect(Object.keys(hashes).sort()).toEqual([...names].sort());
				for (const name of names) expect(hashes[name], name).toBe(createHash(name).update(input, 'utf8').digest('hex'));
			}),
			fuzzParameters()
		);
	}, fuzzTimeoutMs());

	it('phone: a valid number’s E.164 form validates to itself, however it is punctuated', async () => {
		// National numbers of plausible length after calling codes of several plans; many are invalid, which is fine.
		const phone = fc.tuple(fc.constantFrom('1', '44', '55', '49', '33', '81', '91', '61', '351', '7'), digitString(6, 11));
		await fc.assert(
			fc.asyncProperty(phone, fc.constantFrom(' ', '-', '.', ''), async ([cc, national], separator) => {
				const answer = await server.send({ method: 'POST', path: '/phone-validation', search: '', body: JSON.stringify({ phone: `+${cc}${national}` }), contentType: 'application/json' });
				if (answer.status !== 200) return;
				const first = JSON.parse(answer.body) as { valid: boolean; e164: string; calling_code: string; national_number: string };
				if (!first.valid) return;
				expect(first.e164).toBe(`${first.calling_code}${first.national_number}`);
				const punctuated = `${first.calling_code} ${first.national_number.match(/.{1,3}/g)!.join(separator)}`;
				for (const again of [first.e164, punctuated]) {
					const second = await post<{ valid: boolean; e164: string }>('/phone-validation', { phone: again });
					expect(second).toMatchObject({ valid: true, e164: first.e164 });
				}
			}),
			fuzzParameters()
		);
	}, fuzzTimeoutMs());
});

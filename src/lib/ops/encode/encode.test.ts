import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { encodeBytes, SCHEMES, transcode } from './encoding.js';
import { encode } from './index.js';

const run = (input: Record<string, unknown>) => executeOperation(encode, input, { now: () => 0 });

describe('encode cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

/** Well-formed text (no lone surrogates: UTF-8 cannot carry them), any plane. */
const text = fc.string({ unit: 'grapheme', maxLength: 200 });

describe('properties', () => {
	it('decode(encode(text)) is the text, in every scheme', () => {
		fc.assert(
			fc.property(text, fc.constantFrom(...SCHEMES), (t, scheme) => {
				expect(transcode(transcode(t, scheme, 'encode'), scheme, 'decode')).toBe(t);
			}),
			fuzzParameters()
		);
	});

	it('base64, base64url and hex agree with Node Buffer (an independent implementation)', () => {
		fc.assert(
			fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
				const buffer = Buffer.from(bytes);
				expect(encodeBytes(bytes, 'base64')).toBe(buffer.toString('base64'));
				expect(encodeBytes(bytes, 'base64url')).toBe(buffer.toString('base64url'));
				expect(encodeBytes(bytes, 'hex')).toBe(buffer.toString('hex'));
			}),
			fuzzParameters()
		);
	});

	it('text in base64 and base64url, both ways, agrees with Node Buffer and TextDecoder (ASCII text and any other)', () => {
		const ascii = fc.string({ unit: fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c)), maxLength: 120 });
		const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
		fc.assert(
			fc.property(fc.oneof(ascii, text), fc.uint8Array({ maxLength: 120 }), fc.constantFrom('base64' as const, 'base64url' as const), (t, bytes, scheme) => {
				expect(transcode(t, scheme, 'encode')).toBe(Buffer.from(t, 'utf8').toString(scheme));
				let expected: string | null;
				try {
					expected = strict.decode(bytes);
				} catch {
					expected = null;
				}
				const encoded = Buffer.from(bytes).toString(scheme);
				if (expected === null) expect(() => transcode(encoded, scheme, 'decode')).toThrow(/not UTF-8 text/);
				else expect(transcode(encoded, scheme, 'decode')).toBe(expected);
			}),
			fuzzParameters()
		);
	});

	it('url and html encodings leave no special character behind', () => {
		fc.assert(
			fc.property(text, (t) => {
				expect(transcode(t, 'url', 'encode')).toMatch(/^[A-Za-z0-9\-_.!~*'()%]*$/);
				expect(transcode(t, 'html', 'encode')).not.toMatch(/[<>"']|&(?!(amp|lt|gt|quot|#39);)/);
			}),
			fuzzParameters()
		);
	});

	it('the operation answers 200 or a 422 naming `input` for any decode input, never throws', async () => {
		await fc.assert(
			fc.asyncProperty(fc.string({ maxLength: 60 }), fc.constantFrom(...SCHEMES), async (t, scheme) => {
				const answer = await run({ input: t, scheme, direction: 'decode' });
				if (answer.status !== 200) expect(answer).toMatchObject({ status: 422, body: { detail: expect.stringMatching(/^input: /) } });
			}),
			fuzzParameters()
		);
	});
});

describe('against python3 (base64 module), run now', () => {
	const samples = ['', 'a', 'ab', 'abc', 'Olá, mundo! ✓', '𝄞 clef', 'x'.repeat(101)];
	const python = (code: string) => JSON.parse(execFileSync('python3', ['-c', code], { encoding: 'utf8' })) as string[];
	const list = JSON.stringify(samples);

	it('base32 encodings equal base64.b32encode', () => {
		const expected = python(`import base64,json;print(json.dumps([base64.b32encode(s.encode()).decode() for s in json.loads(${JSON.stringify(list)})]))`);
		expect(samples.map((s) => transcode(s, 'base32', 'encode'))).toEqual(expected);
	});

	it('html escapes equal html.escape (with &#39; for the apostrophe)', () => {
		const tricky = [`<a href="x">'&'</a>`, 'plain', '&amp;'];
		const expected = python(`import html,json;print(json.dumps([html.escape(s).replace("&#x27;","&#39;") for s in json.loads(${JSON.stringify(JSON.stringify(tricky))})]))`);
		expect(tricky.map((s) => transcode(s, 'html', 'encode'))).toEqual(expected);
	});

	it('html decoding equals html.unescape for named and numeric references', () => {
		const refs = ['&copy;&reg;&trade;', '&lt;&gt;&amp;&quot;&apos;', '&#x1F600;&#128512;', '&Aacute;&ntilde;&ccedil;', '&NotEqualTilde;&nbsp;x'];
		const expected = python(`import html,json;print(json.dumps([html.unescape(s) for s in json.loads(${JSON.stringify(JSON.stringify(refs))})]))`);
		expect(refs.map((s) => transcode(s, 'html', 'decode'))).toEqual(expected);
	});
});

describe('decoding edge cases', () => {
	it('rejects misplaced padding and impossible lengths', () => {
		for (const bad of ['Zg=', 'Z===', 'Zm9v=Zm9v', 'Zg==Zg==', 'A']) expect(() => transcode(bad, 'base64', 'decode'), bad).toThrow();
		for (const bad of ['MY=====', 'M', 'MZX']) expect(() => transcode(bad, 'base32', 'decode'), bad).toThrow();
	});
	it('base64 and base64url alphabets are not mixed', () => {
		expect(() => transcode('-_', 'base64', 'decode')).toThrow();
		expect(() => transcode('+/', 'base64url', 'decode')).toThrow();
	});
	it('a lone surrogate is encoded as U+FFFD, like TextEncoder', () => {
		expect(transcode('a\ud800', 'hex', 'encode')).toBe('61efbfbd');
		expect(transcode('a\ud800', 'url', 'encode')).toBe('a%EF%BF%BD');
	});
});

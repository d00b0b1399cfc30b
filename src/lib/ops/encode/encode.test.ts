import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { convert, decodeToBytes, encodeBytes, encodeToText, SCHEMES, transcode } from './encoding.js';
import { isTextScheme, type Scheme, type TextScheme } from './options.js';
import { encode } from './index.js';

const run = (input: Record<string, unknown>) => executeOperation(encode, input, { now: () => 0 });

describe('encode cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

/** Well-formed text (no lone surrogates: UTF-8 cannot carry them), any plane. */
const text = fc.string({ unit: 'grapheme', maxLength: 200 });

describe('properties', () => {
	// netbios takes at most 16 bytes and drops trailing spaces: its own property below.
	const BYTE_SCHEMES = SCHEMES.filter((s) => !isTextScheme(s) && s !== 'netbios') as Exclude<Scheme, TextScheme>[];
	const options = { hrp: 'bc' };

	it('decode(encode(bytes)) is the bytes, in every scheme that writes bytes', () => {
		fc.assert(
			fc.property(fc.uint8Array({ maxLength: 300 }), fc.constantFrom(...BYTE_SCHEMES), (bytes, scheme) => {
				expect(decodeToBytes(encodeToText(bytes, scheme, options), scheme, options).bytes).toEqual(bytes);
			}),
			fuzzParameters()
		);
	});

	it('decode(encode(text)) is the text, in every scheme that takes any text (and through input_encoding and output_encoding)', () => {
		// netbios takes a name of at most 16 bytes and drops its trailing spaces (a property of its own below).
		const anyText = SCHEMES.filter((s) => !['punycode', 'morse', 'nato', 'braille', 'netbios'].includes(s));
		fc.assert(
			fc.property(text, fc.constantFrom(...anyText), fc.constantFrom(10 as const, 16 as const), (t, scheme, base) => {
				expect(transcode(transcode(t, scheme, 'encode', { ...options, base }), scheme, 'decode', { ...options, base })).toBe(t);
				const hex = Buffer.from(t, 'utf8').toString('hex');
				const encoded = convert({ input: hex, input_encoding: 'hex', scheme, direction: 'encode', hrp: 'bc', base }).output;
				expect(convert({ input: encoded, scheme, direction: 'decode', output_encoding: 'hex', hrp: 'bc', base }).output).toBe(hex);
			}),
			fuzzParameters()
		);
	});

	it('netbios gives back any name of at most 16 bytes, less its trailing spaces', () => {
		fc.assert(
			fc.property(fc.uint8Array({ maxLength: 16 }), fc.integer({ min: 33, max: 111 }), (name, offset) => {
				const hex = Buffer.from(name).toString('hex');
				const encoded = convert({ input: hex, input_encoding: 'hex', scheme: 'netbios', direction: 'encode', offset }).output;
				expect(encoded).toHaveLength(32);
				expect(convert({ input: encoded, scheme: 'netbios', direction: 'decode', output_encoding: 'hex', offset }).output).toBe(hex.replace(/(20)+$/, '')); // a run ending the (even-length) hex starts on a byte boundary
			}),
			fuzzParameters()
		);
	});

	it('morse, nato and braille give back the capitals of any text in their tables', () => {
		const tables = { morse: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabc0123456789.,:;!?\'"/-+()@=&_$ \n', nato: 'ABCDEFGHIJKLMNOPQRSTUVWXYZxyz0123456789,/. \n', braille: " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=abc\n" };
		for (const [scheme, alphabet] of Object.entries(tables) as ['morse' | 'nato' | 'braille', string][]) {
			fc.assert(
				fc.property(fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 60 }), (t) => {
					expect(transcode(transcode(t, scheme, 'encode'), scheme, 'decode')).toBe(t.toUpperCase());
				}),
				fuzzParameters()
			);
		}
	});

	it('punycode gives back a domain already in its UTS #46 form', () => {
		// A label starts with a letter: a name ending in a number is read as an IPv4 address (0 → 0.0.0.0), as url.domainToASCII does.
		const letter = fc.constantFrom(...'abcxyzäöüéñçøß日本語ж');
		const label = fc.tuple(letter, fc.string({ unit: fc.constantFrom(...'abcxyz019äöüéñçøß日本語ж'), maxLength: 11 })).map(([a, b]) => a + b);
		fc.assert(
			fc.property(fc.array(label, { minLength: 1, maxLength: 3 }), (labels) => {
				const domain = labels.join('.');
				expect(transcode(transcode(domain, 'punycode', 'encode'), 'punycode', 'decode')).toBe(domain);
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

describe('new schemes against python3 (stdlib), run now on random bytes', () => {
	const py = (code: string, input: unknown) => JSON.parse(execFileSync('python3', ['-c', code], { encoding: 'utf8', input: JSON.stringify(input) })) as string[];
	const samples = fc.sample(fc.uint8Array({ maxLength: 200 }), 40).map((b) => Buffer.from(b).toString('hex'));
	const run = (code: string, scheme: Scheme) => {
		const expected = py(`import base64,binascii,io,json,quopri,sys,warnings;warnings.filterwarnings("ignore");import uu\nhx=json.load(sys.stdin)\n${code}`, samples);
		expect(samples.map((h) => convert({ input: h, input_encoding: 'hex', scheme, direction: 'encode' }).output)).toEqual(expected);
	};
	it('base85 equals base64.b85encode', () => run('print(json.dumps([base64.b85encode(bytes.fromhex(h)).decode() for h in hx]))', 'base85'));
	it('ascii85 equals base64.a85encode', () => run('print(json.dumps([base64.a85encode(bytes.fromhex(h)).decode() for h in hx]))', 'ascii85'));
	it('base32hex equals base64.b32hexencode', () => run('print(json.dumps([base64.b32hexencode(bytes.fromhex(h)).decode() for h in hx]))', 'base32hex'));
	it('quoted-printable equals quopri.encodestring', () => run('print(json.dumps([quopri.encodestring(bytes.fromhex(h)).decode("latin1") for h in hx]))', 'quoted-printable'));
	it('uuencode equals uu.encode', () =>
		run('def e(d):\n  o=io.BytesIO(); uu.encode(io.BytesIO(d), o, name="data.bin", mode=0o644); return o.getvalue().decode()\nprint(json.dumps([e(bytes.fromhex(h)) for h in hx]))', 'uuencode'));
	it('base58 equals the big-integer conversion (Bitcoin alphabet, a 1 per leading zero byte)', () =>
		run('A="123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"\ndef e(d):\n  n=int.from_bytes(d,"big"); s=""\n  while n: n,r=divmod(n,58); s=A[r]+s\n  return "1"*(len(d)-len(d.lstrip(b"\\0")))+s\nprint(json.dumps([e(bytes.fromhex(h)) for h in hx]))', 'base58'));
	it('quoted-printable of text with line ends equals quopri.encodestring', () => {
		const texts = fc.sample(fc.string({ unit: fc.constantFrom('a', ' ', '\t', '\n', '\r\n', '.', '=', 'é', 'x'.repeat(30)), maxLength: 40 }), 60);
		const expected = py('import json,sys,quopri\nprint(json.dumps([quopri.encodestring(t.encode()).decode() for t in json.load(sys.stdin)]))', texts);
		expect(texts.map((t) => transcode(t, 'quoted-printable', 'encode'))).toEqual(expected);
	});
	it('unicode-escape of non-ASCII text equals json.dumps(ensure_ascii=True)', () => {
		const texts = fc.sample(fc.string({ unit: fc.constantFrom('a', 'é', '€', '😀', '日', ' ', 'Z'), maxLength: 30 }), 40);
		const expected = py('import json,sys\nprint(json.dumps([json.dumps(t)[1:-1] for t in json.load(sys.stdin)]))', texts);
		expect(texts.map((t) => transcode(t, 'unicode-escape', 'encode'))).toEqual(expected);
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

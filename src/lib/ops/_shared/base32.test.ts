import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode } from './base32.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** RFC 4648 section 10, the BASE32 test vectors. */
const RFC4648_VECTORS: [string, string][] = [
	['', ''],
	['f', 'MY======'],
	['fo', 'MZXQ===='],
	['foo', 'MZXW6==='],
	['foob', 'MZXW6YQ='],
	['fooba', 'MZXW6YTB'],
	['foobar', 'MZXW6YTBOI======']
];

describe('base32Encode (RFC 4648 section 10)', () => {
	it.each(RFC4648_VECTORS)('BASE32("%s") = "%s"', (plain, encoded) => {
		expect(base32Encode(utf8(plain))).toBe(encoded);
	});

	it.each(RFC4648_VECTORS)('without padding: BASE32("%s") = "%s" minus "="', (plain, encoded) => {
		expect(base32Encode(utf8(plain), false)).toBe(encoded.replace(/=+$/, ''));
	});

	it('encodes the RFC 6238 seed "12345678901234567890"', () => {
		// 20 bytes = 160 bits = 32 characters, no padding (RFC 4648 section 6).
		expect(base32Encode(utf8('12345678901234567890'))).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
	});

	it('encodes all-ones and all-zeros bytes', () => {
		expect(base32Encode(new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff]))).toBe('77777777');
		expect(base32Encode(new Uint8Array(5))).toBe('AAAAAAAA');
	});
});

describe('base32Decode (RFC 4648 section 10)', () => {
	it.each(RFC4648_VECTORS)('"%s" ← "%s"', (plain, encoded) => {
		expect(base32Decode(encoded)).toEqual(utf8(plain));
	});

	it('round-trips every byte value at every length up to 12', () => {
		for (let length = 0; length <= 12; length++) {
			const bytes = Uint8Array.from({ length }, (_, i) => (i * 37 + length * 101) & 0xff);
			expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
			expect(base32Decode(base32Encode(bytes, false))).toEqual(bytes);
		}
		const all = Uint8Array.from({ length: 256 }, (_, i) => i);
		expect(base32Decode(base32Encode(all))).toEqual(all);
	});
});

describe('base32Decode tolerance (what people paste from authenticator setups)', () => {
	it('accepts lower case', () => {
		expect(base32Decode('mzxw6ytboi======')).toEqual(utf8('foobar'));
		expect(base32Decode('MzXw6YtBoI')).toEqual(utf8('foobar'));
	});

	it('accepts spaces, tabs, newlines and dashes between groups', () => {
		expect(base32Decode('MZXW 6YTB OI')).toEqual(utf8('foobar'));
		expect(base32Decode(' MZXW\t6YTB\nOI====== ')).toEqual(utf8('foobar'));
		expect(base32Decode('MZXW-6YTB-OI')).toEqual(utf8('foobar'));
	});

	it('accepts missing padding', () => {
		expect(base32Decode('MY')).toEqual(utf8('f'));
		expect(base32Decode('MZXQ')).toEqual(utf8('fo'));
		expect(base32Decode('MZXW6')).toEqual(utf8('foo'));
		expect(base32Decode('MZXW6YQ')).toEqual(utf8('foob'));
		expect(base32Decode('MZXW6YTBOI')).toEqual(utf8('foobar'));
	});
});

describe('base32Decode rejection', () => {
	it.each(['MZXW6YTB1', 'MZXW6YT8', 'MZXW0YTB', 'MZXW6YTB!', 'MZXW6YTBÖI', 'MZ=XW6YT', 'MZXW_6YTB'])(
		'rejects characters outside A-Z 2-7: %s',
		(text) => {
			expect(base32Decode(text)).toBeNull();
		}
	);

	// Unpadded lengths mod 8 of 1, 3 and 6 cannot come from whole bytes (RFC 4648 section 6:
	// the final quantum is 8, 16, 24 or 32 bits, i.e. 2, 4, 5 or 7 characters).
	it.each(['A', 'MZX', 'MZXW6Y', 'MZXW6YTBO', 'MZXW6YTBOIA', 'MZXW6YTBOIABCD', 'MZX=====', 'MZXW6Y=='])(
		'rejects impossible lengths: %s',
		(text) => {
			expect(base32Decode(text)).toBeNull();
		}
	);

	it('decodes the empty string (and padding only) to no bytes', () => {
		expect(base32Decode('')).toEqual(new Uint8Array(0));
		expect(base32Decode('   ')).toEqual(new Uint8Array(0));
		expect(base32Decode('========')).toEqual(new Uint8Array(0));
	});
});

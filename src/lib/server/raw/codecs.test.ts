import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeBytes } from '../../ops/encode/bytes.js';
import { BYTE_SCHEMES, createDecoder, createEncoder, encodedLength, type ByteScheme } from './codecs.js';

/** `bytes` fed in pieces cut at `cuts` (offsets), the codec's whole output. */
function feed(codec: ReturnType<typeof createEncoder>, bytes: Uint8Array, cuts: number[]): Buffer {
	const out: Buffer[] = [];
	let from = 0;
	for (const cut of [...cuts, bytes.length]) {
		out.push(codec.push(bytes.subarray(from, cut)));
		from = cut;
	}
	out.push(codec.end());
	return Buffer.concat(out);
}

const cutsOf = (n: number, seed: number) => [...new Set([1, 2, 3, 7, seed % 11, (seed * 7) % 64].filter((c) => c < n))].sort((a, b) => a - b);

/** The samples' encodings by Python (base64, binascii): an implementation of its own. */
function pythonEncodings(samples: Buffer[]): Record<ByteScheme, string>[] {
	const script = `import sys, json, base64, binascii
out = []
for h in json.load(sys.stdin):
    d = bytes.fromhex(h)
    out.append({'base64': base64.b64encode(d).decode(), 'base64url': base64.urlsafe_b64encode(d).decode().rstrip('='), 'base32': base64.b32encode(d).decode(), 'hex': binascii.hexlify(d).decode()})
print(json.dumps(out))`;
	return JSON.parse(execFileSync('python3', ['-c', script], { input: JSON.stringify(samples.map((s) => s.toString('hex'))), encoding: 'utf8' }));
}

describe('chunked codecs', () => {
	const samples = [Buffer.alloc(0), Buffer.from('f'), Buffer.from('fo'), Buffer.from('foo'), Buffer.from('foob'), Buffer.from('fooba'), Buffer.from('foobar'), ...[1, 5, 64, 1000, 4099].map((n) => randomBytes(n))];
	const expected = pythonEncodings(samples);

	it('encode as Python does, whatever the chunks, in the length encodedLength says', () => {
		samples.forEach((bytes, i) => {
			for (const scheme of BYTE_SCHEMES) {
				const text = feed(createEncoder(scheme), bytes, cutsOf(bytes.length, i)).toString('latin1');
				expect(text, `${scheme} of ${bytes.length} bytes`).toBe(expected[i][scheme]);
				expect(encodedLength(bytes.length, scheme)).toBe(text.length);
			}
		});
	});

	it('decode Python’s text back to the bytes, with whitespace and lower case between the chunks', () => {
		samples.forEach((bytes, i) => {
			for (const scheme of BYTE_SCHEMES) {
				let text = expected[i][scheme];
				if (scheme === 'hex' || scheme === 'base32') text = text.toLowerCase();
				const spaced = Buffer.from(text.replace(/(.{5})/g, '$1\r\n ') + '\n', 'latin1');
				expect(feed(createDecoder(scheme), spaced, cutsOf(spaced.length, i)).equals(bytes), `${scheme} of ${bytes.length} bytes`).toBe(true);
			}
		});
	});

	it('accept and refuse exactly what the JSON operation does', () => {
		const texts: Record<ByteScheme, string[]> = {
			base64: ['', 'QQ', 'QQ=', 'QQ==', 'QQ===', 'QUJD', 'QUJD=', 'Q', 'QUJDR', 'QQ==QQ', 'Q=Q=', 'a+/b', 'a-_b', 'QUI='],
			base64url: ['', 'QQ', 'QQ==', 'a-_b', 'a+/b', 'QUJDR', 'QUI='],
			base32: ['', 'MY', 'MY======', 'MY=', 'MZXW6', 'MZXW6===', 'M', 'MZX', 'mzxw6ytb', 'MZ-XW', 'MZXW1', 'MY======MY'],
			hex: ['', 'a', 'ab', 'AB', 'abc', 'ag', 'a b']
		};
		for (const scheme of BYTE_SCHEMES) {
			for (const text of texts[scheme]) {
				let reference: Uint8Array | null;
				try {
					reference = decodeBytes(text, scheme);
				} catch {
					reference = null;
				}
				let ours: Buffer | null;
				try {
					ours = feed(createDecoder(scheme), Buffer.from(text), cutsOf(text.length, 3));
				} catch {
					ours = null;
				}
				expect(ours === null ? null : [...ours], `${scheme} "${text}"`).toEqual(reference === null ? null : [...reference]);
			}
		}
	});
});

import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { OperationError } from '../../engine/define.js';
import { decodeBytesFrom, encodeBytesAs } from './bytes-io.js';

/** Node's Buffer is the independent reference for every encoding both know. */
const BUFFER_NAME = { utf8: 'utf8', hex: 'hex', base64: 'base64', latin1: 'latin1' } as const;

describe('bytes-io against Buffer', () => {
	it('encodes any bytes as Buffer does, and decodes them back', () => {
		fc.assert(
			fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
				const buffer = Buffer.from(bytes);
				for (const enc of ['hex', 'base64', 'latin1'] as const) {
					const text = encodeBytesAs(bytes, enc);
					expect(text).toBe(buffer.toString(BUFFER_NAME[enc]));
					expect(Buffer.from(decodeBytesFrom(text, enc))).toEqual(buffer);
				}
			}),
			fuzzParameters()
		);
	});

	it('utf8 text both ways as Buffer', () => {
		fc.assert(
			fc.property(fc.string({ unit: 'grapheme' }), (text) => {
				expect(Buffer.from(decodeBytesFrom(text))).toEqual(Buffer.from(text, 'utf8'));
				expect(encodeBytesAs(Buffer.from(text, 'utf8'), 'utf8')).toBe(text);
			}),
			fuzzParameters()
		);
	});

	it('base64 without padding, with whitespace; hex in upper case with spaces', () => {
		expect(Buffer.from(decodeBytesFrom('SGVsbG8', 'base64')).toString()).toBe('Hello');
		expect(Buffer.from(decodeBytesFrom(' SGVs\nbG8= ', 'base64')).toString()).toBe('Hello');
		expect(Buffer.from(decodeBytesFrom('48 65 6C\n6c 6F', 'hex')).toString()).toBe('Hello');
	});
});

describe('bytes-io against python3', () => {
	it('base64, hex and latin1 of the 256 byte values as Python writes them', () => {
		const py = execFileSync('python3', ['-c', 'import base64;b=bytes(range(256));print(base64.b64encode(b).decode());print(b.hex());print(b.decode("latin1").encode("utf-8").hex())']).toString().split('\n');
		const all = Uint8Array.from({ length: 256 }, (_, i) => i);
		expect(encodeBytesAs(all, 'base64')).toBe(py[0]);
		expect(encodeBytesAs(all, 'hex')).toBe(py[1]);
		expect(Buffer.from(encodeBytesAs(all, 'latin1'), 'utf8').toString('hex')).toBe(py[2]);
	});
});

describe('bytes-io refusals name the field', () => {
	const detail = (fn: () => unknown) => {
		try {
			fn();
		} catch (err) {
			expect(err).toBeInstanceOf(OperationError);
			return (err as OperationError).message;
		}
		throw new Error('no error');
	};
	it('says what is wrong', () => {
		expect(detail(() => decodeBytesFrom('abz', 'hex'))).toBe('input: is not hex: "z" is not a hex digit');
		expect(detail(() => decodeBytesFrom('abc', 'hex', 'key'))).toBe('key: is not hex: 3 digits, an odd number (two make a byte)');
		expect(detail(() => decodeBytesFrom('SGV=sbG8', 'base64'))).toBe('input: is not base64 (standard alphabet A-Z a-z 0-9 + /, padding = only at the end)');
		expect(detail(() => decodeBytesFrom('SGVsbG8-', 'base64'))).toMatch(/^input: is not base64/);
		expect(detail(() => decodeBytesFrom('SGVsb', 'base64'))).toMatch(/^input: is not base64/);
		expect(detail(() => decodeBytesFrom('aé€', 'latin1'))).toBe('input: is not latin1: "€" at character 2 is beyond U+00FF');
		expect(detail(() => encodeBytesAs(Uint8Array.of(0xff), 'utf8'))).toBe('output_encoding: the bytes are not UTF-8 text; ask for base64, hex or latin1');
	});
});

describe('bytes-io size cap', () => {
	it('names the field and the sizes past maxBytes', () => {
		expect(decodeBytesFrom('€€', 'utf8', 'input', 6)).toHaveLength(6);
		expect(() => decodeBytesFrom('€€€', 'utf8', 'input', 6)).toThrow('input: must stand for at most 6 bytes, got 9');
	});
});

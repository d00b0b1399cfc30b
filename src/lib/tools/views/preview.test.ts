import { describe, expect, it } from 'vitest';
import { hexDump, previewOf } from './preview.js';

describe('previewOf', () => {
	it('text stays text, with a multi-byte character cut at the end left out', () => {
		const bytes = Buffer.from('olá ✓');
		expect(previewOf(bytes)).toEqual({ kind: 'text', text: 'olá ✓' });
		expect(previewOf(bytes.subarray(0, bytes.length - 1))).toEqual({ kind: 'text', text: 'olá ' });
	});

	it('bytes that are not text are a hex dump, laid out as xxd -g1 does', () => {
		const bytes = Uint8Array.from({ length: 20 }, (_, i) => i * 13);
		const preview = previewOf(bytes);
		expect(preview.kind).toBe('hex');
		// xxd -g1 of these bytes (an independent tool), with two spaces after the offset and no colon.
		expect(preview.text.split('\n')[0]).toBe('00000000  00 0d 1a 27 34 41 4e 5b 68 75 82 8f 9c a9 b6 c3  ...\'4AN[hu......');
		expect(hexDump(bytes).split('\n')[1]).toBe(`00000010  d0 dd ea f7${' '.repeat(36)}  ....`);
	});
});

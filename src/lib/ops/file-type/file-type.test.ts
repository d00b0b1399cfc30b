import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { fileType, MAX_BYTES, MAX_EXTRACT_BYTES, MAX_FOUND } from './index.js';

describe('file-type cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

describe('scan and extract limits', () => {
	const run = async (input: Record<string, unknown>) => (await executeOperation(fileType, input, { now: Date.now })) as { status: number; body: { detail?: string; files?: unknown[]; more?: boolean } };

	it('refuses to extract more than MAX_EXTRACT_BYTES in all, naming the limit', async () => {
		// A BMP header saying 200,000 bytes, then that many bytes.
		const bmp = new Uint8Array(200_000);
		bmp.set([0x42, 0x4d, 0x40, 0x0d, 0x03, 0x00, 0, 0, 0, 0, 54, 0, 0, 0, 40]);
		const answer = await run({ action: 'extract', input: Buffer.from(bmp).toString('base64'), input_encoding: 'base64' });
		expect(answer).toMatchObject({ status: 422, body: { detail: `input: the carved files come to 200,000 bytes; extract answers at most ${MAX_EXTRACT_BYTES.toLocaleString('en-US')} bytes in one call (scan lists them; take one with /bytes take)` } });
	});

	it('stops listing at MAX_FOUND and says so; bytes full of gzip signatures stay quick', async () => {
		const many = Buffer.alloc(MAX_BYTES);
		for (let i = 0; i + 3 <= many.length; i += 3) many.set([0x1f, 0x8b, 0x08], i);
		const started = performance.now();
		const answer = await run({ action: 'scan', input: many.toString('base64'), input_encoding: 'base64' });
		expect(answer.status).toBe(200);
		expect(answer.body.files).toHaveLength(MAX_FOUND);
		expect(answer.body.more).toBe(true);
		expect(performance.now() - started).toBeLessThan(5_000);
	});
});

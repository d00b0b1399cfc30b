import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { waitForHook } from './helpers';

/**
 * /compress reads .bz2, .xz, .lzma and .br files in the worker, as a person drops them. Each file
 * was made by Python 3.11 from 'Olá, mundo! ' × 40 (520 bytes of UTF-8): bz2.compress(level 9),
 * lzma.compress(FORMAT_XZ), the same with check=CHECK_SHA256 (which xz-embedded leaves out and the
 * worker checks itself), lzma.compress(FORMAT_ALONE) and python3-brotli 1.0.9 brotli.compress.
 * It also compresses to xz in the worker (the form, and a file over its limit streamed), and the
 * `xz` command (XZ Utils) reads both back.
 */
const TEXT = 'Olá, mundo! '.repeat(40);
const FILES: [string, string][] = [
	['hello.txt.bz2', 'QlpoOTFBWSZTWaK6DekAAGOVlGAEAACEB4IAIAAIACAAUIGgaAUqmgaZOBMCZE0J0J8J4JgTQmRNCbE2J+LuSKcKEhRXQb0g'],
	['hello.txt.xz', '/Td6WFoAAATm1rRGAgAhARYAAAB0L+Wj4AIHABZdACebFGoRa4kYY0/UeJKEyOJuHnF0AAAAAABOHFiAo/4WKgABMogEAAAAfx4ThLHEZ/sCAAAAAARZWg=='],
	['hello-sha256.txt.xz', '/Td6WFoAAArh+wyhAgAhARYAAAB0L+Wj4AIHABZdACebFGoRa4kYY0/UeJKEyOJuHnF0AAAAAABk2MF6PT63v4mnp6eqRs6QowiVF3ZXR7+A9Mz3rzJv7wABSogEAAAA05FiY7bp3xwCAAAAAApZWg=='],
	['hello.txt.lzma', 'XQAAgAD//////////wAnmxRqEWuJGGNP1HiShMjibh50KiWP//65oAA='],
	['hello.txt.br', 'GwcC+J0JdqyToZldG16DsDyx6ba60GEV4lZkb0FgNHBtn2AB']
];

test.describe('compress: bzip2, xz, lzma and brotli', () => {
	test('dropped .bz2, .xz, .lzma and .br files are each read back to their text', async ({ page }) => {
		await page.goto('/tools/compress');
		await waitForHook(page);
		for (const [name, base64] of FILES) {
			const bytes = Buffer.from(base64, 'base64');
			await page.getByTestId('file-input').setInputFiles({ name, mimeType: 'application/octet-stream', buffer: bytes });
			await expect(page.getByText(`In: ${bytes.length} bytes`), name).toBeVisible();
			await expect(page.getByTestId('compress-output').locator('code'), name).toHaveText(TEXT);
			await expect(page.getByText('Out: 520 bytes'), name).toBeVisible();
		}
		const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('compress-download').click()]);
		expect(readFileSync((await file.path())!).toString('utf8')).toBe(TEXT);
	});

	test('xz: a text compressed in the worker and a file over the form’s limit streamed to .xz, both read back by xz -d', async ({ page }) => {
		await page.goto('/tools/compress');
		await waitForHook(page);
		await page.locator('textarea').first().fill(TEXT);
		await page.getByLabel('Format', { exact: true }).selectOption('xz');
		// The answer's base64 starts with the .xz magic and CRC64 stream flags (FD 37 7A 58 5A 00 00 04).
		await expect(page.getByTestId('compress-output').locator('code')).toContainText('/Td6WFoAAATm1rRG');
		const [small] = await Promise.all([page.waitForEvent('download'), page.getByTestId('compress-download').click()]);
		expect(small.suggestedFilename()).toBe('data.bin.xz');
		expect(execFileSync('xz', ['-dc'], { input: readFileSync((await small.path())!) }).toString('utf8')).toBe(TEXT);

		// 1.2 MB of text with random runs, past the form's 768 KiB: the worker's streamed path.
		const runs = Array.from({ length: 12 }, (_, i) => Buffer.concat([Buffer.from(`${TEXT} ${i} `.repeat(150)), Buffer.from(Array.from({ length: 20_000 }, (_, j) => (j * 7919 + i * 104_729) % 251))]));
		const big = Buffer.concat(runs);
		await page.getByTestId('file-input').setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: big });
		const [xz] = await Promise.all([page.waitForEvent('download'), page.getByTestId('large-download').click()]);
		expect(xz.suggestedFilename()).toBe('big.txt.xz');
		expect(execFileSync('xz', ['-dc'], { input: readFileSync((await xz.path())!), maxBuffer: 64 << 20 }).equals(big)).toBe(true);
	});
});

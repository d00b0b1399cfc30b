import crypto from 'node:crypto';
import { mkdtempSync, openSync, closeSync, ftruncateSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHook, waitForServiceWorker } from './helpers';

// The offline test installs the service worker (the suite's default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Large inputs (src/lib/run/README.md, "Large inputs"): files and large pastes go to the worker as
 * Blobs and are streamed there; progress and Cancel; a big answer is a preview with Download.
 * Every file is made by the test; every expected digest or text comes from node:crypto, zlib,
 * Buffer or JSON (independent implementations), never from the code under test.
 */

const dir = mkdtempSync(join(tmpdir(), 'utilkit-large-'));
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A file of `size` bytes: random, or zeros (sparse: a gigabyte costs no disk and no time). */
function makeFile(name: string, size: number, random = true): { path: string; bytes?: Buffer } {
	const path = join(dir, name);
	if (random) {
		const bytes = crypto.randomBytes(size);
		writeFileSync(path, bytes);
		return { path, bytes };
	}
	const fd = openSync(path, 'w');
	ftruncateSync(fd, size);
	closeSync(fd);
	return { path };
}

const fileDigest = (page: Page, algorithm: string) => page.getByTestId('file-hashes').locator(`code[data-algorithm="${algorithm}"]`);

async function openTool(page: Page, id: string) {
	await page.goto(`/tools/${id}`);
	await waitForHook(page);
	// The tool's view (with its file drop) is there once the first example has answered.
	await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
}

/** Pastes `text` into the tool's input field as a user's paste does (a ClipboardEvent with the text). */
async function paste(page: Page, text: string) {
	await page.locator('textarea').first().evaluate((area, pasted) => {
		const data = new DataTransfer();
		data.setData('text/plain', pasted);
		area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
	}, text);
}

test.describe('large inputs in the worker', () => {
	test('hash: a file streamed through every algorithm equals node:crypto and zlib', async ({ page }) => {
		await openTool(page, 'hash');
		await page.getByRole('button', { name: 'All algorithms' }).click();
		const { path, bytes } = makeFile('random.bin', 5 * 1024 * 1024 + 11);
		await page.getByTestId('file-input').setInputFiles(path);
		await expect(page.getByTestId('large-given')).toContainText('random.bin');
		await expect(page.getByTestId('large-given')).toContainText('of up to 17.2 GB');
		for (const [algorithm, name] of [
			['md5', 'md5'],
			['sha1', 'sha1'],
			['sha256', 'sha256'],
			['sha512', 'sha512'],
			['sha512-256', 'sha512-256']
		]) {
			await expect(fileDigest(page, algorithm)).toHaveText(crypto.createHash(name).update(bytes!).digest('hex'));
		}
		// The toolbox's algorithms: the form's choice applies to the file too.
		await page.getByRole('button', { name: 'SHA-3, BLAKE2 and CRC-32 in base64' }).click();
		await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
		await page.getByTestId('file-input').setInputFiles(path);
		await expect(fileDigest(page, 'sha3-256')).toHaveText(crypto.createHash('sha3-256').update(bytes!).digest('base64'));
		await expect(fileDigest(page, 'blake2b-512')).toHaveText(crypto.createHash('blake2b512').update(bytes!).digest('base64'));
		await expect(fileDigest(page, 'blake2s-256')).toHaveText(crypto.createHash('blake2s256').update(bytes!).digest('base64'));
		await expect(fileDigest(page, 'crc32')).toHaveText(Buffer.from(crc32(bytes!).toString(16).padStart(8, '0'), 'hex').toString('base64'));
	});

	test('hash: a 1 GiB file shows its progress, and Cancel stops it; the next file still hashes', async ({ page }) => {
		await openTool(page, 'hash');
		const { path } = makeFile('zeros.bin', 1024 * 1024 * 1024, false);
		await page.getByTestId('file-input').setInputFiles(path);
		const progress = page.getByTestId('large-progress');
		await expect(progress).toBeVisible();
		await expect(progress.getByRole('status')).toContainText(/\d+% · [\d.,]+ (B|kB|MB|GB) of 1\.1 GB/);
		await progress.getByTestId('large-cancel').click();
		await expect(page.getByTestId('large-cancelled')).toBeVisible();
		await expect(page.getByTestId('file-hashes')).toHaveCount(0);
		// The worker was replaced: the next file and the text field's runs still answer.
		const { path: small, bytes } = makeFile('after.bin', 1000);
		await page.getByTestId('file-input').setInputFiles(small);
		await expect(fileDigest(page, 'sha256')).toHaveText(crypto.createHash('sha256').update(bytes!).digest('hex'));
		await page.locator('textarea').first().fill('abc');
		await expect(page.locator('.hashes > dl code[data-algorithm="md5"]')).toHaveText('900150983cd24fb0d6963f7d28e17f72');
	});

	test('a file over the limit is refused at once, saying which limit and why (en, pt-BR)', async ({ page }) => {
		const { path } = makeFile('huge.json', 129 * 1024 * 1024, false);
		await openTool(page, 'json-format');
		await page.getByTestId('file-input').setInputFiles(path);
		await expect(page.getByTestId('large-refusal')).toHaveText(
			'This is 135.3 MB; this tool takes at most 134.2 MB here. The whole document, its parse and the answer are all in memory at once.'
		);
		await page.goto('/pt-BR/tools/json-format');
		await waitForHook(page);
		await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
		await page.getByTestId('file-input').setInputFiles(path);
		await expect(page.getByTestId('large-refusal')).toContainText('Isto tem 135,3 MB; aqui esta ferramenta aceita no máximo 134,2 MB.');
	});

	test('encode: a big answer is a preview with Download, the whole equal to Buffer’s base64; a bad file is refused', async ({ page }) => {
		await openTool(page, 'encode');
		const { path, bytes } = makeFile('photo.bin', 3 * 1024 * 1024 + 1);
		await page.getByTestId('encode-file-input').setInputFiles(path);
		const expected = bytes!.toString('base64');
		const answer = page.getByTestId('large-answer');
		await expect(answer).toContainText('Answer: 4.2 MB');
		await expect(page.getByTestId('large-preview')).toHaveText(expected.slice(0, 4096));
		const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('large-download').click()]);
		expect(download.suggestedFilename()).toBe('photo.bin.base64.txt');
		expect(readFileSync(await download.path()).toString('latin1') === expected).toBe(true);

		// Decoding a file: the form's direction and scheme apply; its text decodes to the bytes.
		await page.getByRole('button', { name: 'Base64 to text' }).click();
		await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
		const encoded = join(dir, 'photo.b64');
		writeFileSync(encoded, expected.replace(/.{76}/g, '$&\n'));
		await page.getByTestId('encode-file-input').setInputFiles(encoded);
		const [decoded] = await Promise.all([page.waitForEvent('download'), page.getByTestId('large-download').click()]);
		expect(readFileSync(await decoded.path()).equals(bytes!)).toBe(true);
		// A binary answer previews as a hex dump.
		await expect(page.getByTestId('large-preview')).toContainText(`00000000  ${[...bytes!.subarray(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join(' ')}`);

		writeFileSync(encoded, 'QUJD!');
		await page.getByTestId('encode-file-input').setInputFiles(encoded);
		await expect(page.getByTestId('large-refusal')).toHaveText('input: is not valid base64');
	});

	test('a 2 MB paste goes to the worker, not into the field: hash and JSON format', async ({ page }) => {
		await openTool(page, 'hash');
		const text = 'Olá, large paste ✓\n'.repeat(110_000);
		await paste(page, text);
		await expect(page.getByTestId('large-given')).toContainText('Pasted text');
		await expect(fileDigest(page, 'sha256')).toHaveText(crypto.createHash('sha256').update(text).digest('hex'));
		// The field kept its text: megabytes never enter the DOM, the share link or the history.
		await expect(page.locator('textarea').first()).toHaveValue('abc');

		await openTool(page, 'json-format');
		const records = Array.from({ length: 30_000 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['a', 'b'], ok: i % 2 === 0, n: 1.5 }));
		const json = JSON.stringify(records);
		await paste(page, json);
		const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('large-download').click()]);
		expect(download.suggestedFilename()).toBe('pasted.formatted.json');
		expect(readFileSync(await download.path(), 'utf8') === JSON.stringify(records, null, 2)).toBe(true);
		// Not JSON: where and why, in the page's words.
		await paste(page, json.slice(0, -1) + ',]' + ' '.repeat(1024 * 1024));
		await expect(page.getByTestId('large-json-error')).toContainText('Not valid JSON · Line 1, column');
	});

	test('offline: a file is still hashed and signed in the worker', async ({ page, context }) => {
		await page.goto('/tools/hash');
		await waitForServiceWorker(page);
		// The worker's chunks come from the precache only once the service worker controls the page.
		await page.reload();
		await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
		await waitForHook(page);
		await context.setOffline(true);
		await page.reload();
		await waitForHook(page);
		await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
		const { path, bytes } = makeFile('offline.bin', 2 * 1024 * 1024 + 3);
		await page.getByTestId('file-input').setInputFiles(path);
		await expect(fileDigest(page, 'sha256')).toHaveText(crypto.createHash('sha256').update(bytes!).digest('hex'));
		await page.goto('/tools/hmac');
		await waitForHook(page);
		await expect(page.getByTestId('hmac')).toBeVisible();
		await page.getByTestId('file-input').setInputFiles(path);
		await expect(page.getByTestId('file-hmac')).toContainText(crypto.createHmac('sha256', 'whsec_example').update(bytes!).digest('hex'));
	});
});

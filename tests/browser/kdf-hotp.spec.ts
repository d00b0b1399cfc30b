import crypto from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHook } from './helpers';

/**
 * /kdf and /otp-hotp in the app, as a person uses them: the pages answer their examples in the
 * worker, a file dropped on the key view becomes the password, the key downloads as bytes, and the
 * HOTP view steps through counters. Expected values: `openssl enc -P -md md5 -S 0102030405060708
 * -pass pass:secret -aes-256-cbc` (EVP), node:crypto's PBKDF2 (OpenSSL, where the page's is the
 * browser's WebCrypto) for the file, RFC 4226 Appendix D for the codes.
 */

const example = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();
const verdict = (page: Page) => page.getByTestId('verdict');

test('kdf: PBKDF2 example, EVP key and IV, a dropped file as the password, the key downloaded', async ({ page }) => {
	await page.goto('/tools/kdf');
	await waitForHook(page);
	// python3 hashlib.pbkdf2_hmac('sha256', b'password', b'salt', 10000, 32)
	await expect(verdict(page)).toContainText('32-byte key derived with PBKDF2-HMAC-SHA-256');
	await expect(page.locator('code', { hasText: '5ec02b91a4b59c6f59dd5fbe4ca649ece4fa8568cdb8ba36cf41426e8805522b' })).toBeVisible();
	await expect(page.getByTestId('kdf-cost')).toContainText('10,000 HMAC-SHA-256 computations');

	// A file of random bytes as the password: the same 10,000 iterations of SHA-256 over it.
	const bytes = crypto.randomBytes(300);
	await page.getByTestId('file-input').setInputFiles({ name: 'key-material.bin', mimeType: 'application/octet-stream', buffer: bytes });
	const expected = crypto.pbkdf2Sync(bytes, 'salt', 10000, 32, 'sha256');
	await expect(page.locator('code', { hasText: expected.toString('hex') })).toBeVisible();
	const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download key (.bin)' }).click()]);
	expect(download.suggestedFilename()).toBe('key.bin');
	expect((await readFile((await download.path())!)).equals(expected)).toBe(true);

	await example(page, 'EVP_BytesToKey (openssl enc -md md5)');
	await expect(verdict(page)).toContainText('EVP_BytesToKey (MD5)');
	await expect(page.locator('code', { hasText: 'c9e5a1bd216dbe1317e230cef48f38ee7f0e17ad64022144bccec4a1aa2879ab' })).toBeVisible();
	await expect(page.locator('code', { hasText: 'e24b32bbbc4ef02ecbcb6576523ad893' })).toBeVisible();
});

test('otp-hotp: the code for counter 1, the next counters, and a code found three counters ahead', async ({ page }) => {
	await page.goto('/tools/otp-hotp-generate');
	await waitForHook(page);
	const code = page.getByTestId('hotp-code');
	// RFC 4226 Appendix D: counters 1, 2, 3 of "12345678901234567890".
	await expect(code).toHaveAttribute('data-code', '287082');
	await expect(code).toHaveText('287 082');
	await expect(page.getByText('Code for counter 1')).toBeVisible();
	await page.getByTestId('hotp-next').click();
	await expect(code).toHaveAttribute('data-code', '359152');
	await page.getByTestId('hotp-next').click();
	await expect(code).toHaveAttribute('data-code', '969429');
	await expect(page.getByText('Code for counter 3')).toBeVisible();

	await page.goto('/tools/otp-hotp-verify');
	await waitForHook(page);
	// The example: 969429 (counter 3) checked from counter 0 with a window of 5.
	await expect(verdict(page)).toHaveText('Code accepted: counter 3');
	await expect(page.getByText('It is 3 counters ahead of 0')).toBeVisible();
});

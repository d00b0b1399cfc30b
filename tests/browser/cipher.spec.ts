import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHook } from './helpers';

/**
 * /cipher in the app, as a person uses it: an example encrypted in the worker and decrypted back
 * from the view, and a file encrypted with a passphrase and downloaded. Expected values come
 * from python3-cryptography (AESGCM) and openssl enc (run here on the same bytes), never from
 * the code under test.
 */

const output = (page: Page) => page.getByTestId('cipher-output');
const settled = (page: Page) => expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');

test('cipher: AES-256-GCM example, its tag kept apart, and "Decrypt this result" gives the text back', async ({ page }) => {
	await page.goto('/tools/cipher');
	await waitForHook(page);
	// python3-cryptography: AESGCM(bytes(range(32))).encrypt(00…01, b'Hello, world!', None)
	await expect(output(page)).toHaveText('XbPTkCvYEGlhXD1dzQ==');
	await expect(page.getByTestId('cipher-keep')).toContainText('16ed86db753edbe58fbe401c4bb25719');
	await expect(page.locator('section.result')).toContainText('Encrypted with AES-256-GCM');
	await page.getByRole('button', { name: 'Decrypt this result' }).click();
	await settled(page);
	await expect(output(page)).toHaveText('Hello, world!');
	await expect(page.locator('section.result')).toContainText('Decrypted with AES-256-GCM');
});

test('cipher: the Ascon-AEAD128 example answers NIST\'s KAT, the tag apart', async ({ page }) => {
	await page.goto('/tools/cipher');
	await waitForHook(page);
	await page.getByRole('button', { name: 'Ascon-AEAD128 with a fixed nonce', exact: true }).click();
	await settled(page);
	// ascon-c LWC_AEAD_KAT_128_128.txt, Count = 34: CT = E8 then the tag DD576ABA1CD3E6FC704DE02AEDB79588.
	await expect(output(page)).toHaveText('e8');
	await expect(page.getByTestId('cipher-keep')).toContainText('dd576aba1cd3e6fc704de02aedb79588');
	await expect(page.locator('section.result')).toContainText('Encrypted with Ascon-AEAD128');
});

const HAS_OPENSSL = (() => {
	try {
		execFileSync('openssl', ['version']);
		return true;
	} catch {
		return false;
	}
})();

test('cipher: a dropped file encrypted with a passphrase as openssl enc does, and downloaded', async ({ page }) => {
	test.skip(!HAS_OPENSSL, 'openssl is not installed: the expected bytes come from it');
	await page.goto('/tools/cipher');
	await waitForHook(page);
	await page.getByRole('button', { name: 'AES-256-CBC with a passphrase and a fixed salt', exact: true }).click();
	await settled(page);
	// openssl enc -aes-256-cbc -md md5 -pass pass:secret -S 0102030405060708, after "Salted__" and the salt.
	const salted = (data: Buffer) =>
		Buffer.concat([Buffer.from('Salted__'), Buffer.from('0102030405060708', 'hex'), execFileSync('openssl', ['enc', '-aes-256-cbc', '-md', 'md5', '-pass', 'pass:secret', '-S', '0102030405060708'], { input: data, stdio: ['pipe', 'pipe', 'ignore'] })]);
	await expect(output(page)).toHaveText(salted(Buffer.from('Hello, world!')).toString('base64'));
	const file = crypto.randomBytes(3000);
	await page.getByTestId('file-input').setInputFiles({ name: 'secret.bin', mimeType: 'application/octet-stream', buffer: file });
	const expected = salted(file);
	await expect(output(page)).toHaveText(expected.toString('base64'));
	const [download] = await Promise.all([page.waitForEvent('download'), page.locator('section.result').getByRole('button', { name: 'Download' }).click()]);
	expect(download.suggestedFilename()).toBe('data.enc');
	expect(readFileSync(await download.path()).equals(expected)).toBe(true);
});

test('cipher: GOST Kuznyechik-CBC chosen in the form encrypts as OpenSSL\'s gost engine does', async ({ page }) => {
	await page.goto('/tools/cipher');
	await waitForHook(page);
	await page.getByLabel('Algorithm', { exact: true }).selectOption({ label: 'GOST Kuznyechik-CBC' });
	await page.getByLabel('Key', { exact: true }).fill('8899aabbccddeeff0011223344556677fedcba98765432100123456789abcdef');
	await page.getByLabel('IV', { exact: true }).fill('1234567890abcef0a1b2c3d4e5f00112');
	await page.getByRole('textbox', { name: 'Input', exact: true }).fill('The quick brown fox jumps over the lazy dog');
	await settled(page);
	// openssl enc -engine gost -kuznyechik-cbc -K 8899…cdef -iv 1234…0112 (Debian libengine-gost-openssl; cases.ts)
	await expect(output(page)).toHaveText('iJ55yqbwKhFFxyap8dPDTP37aiNFwc65nos16ShKaAuZGHYWF0V2wVYiRbIvwHNX');
	await expect(page.locator('section.result')).toContainText('Encrypted with GOST Kuznyechik-CBC');
});

import crypto from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHook, controlledByServiceWorker } from './helpers';

// The suite blocks the service worker (playwright.config.ts): only the two tests that hash and
// sign a file offline install it. The others cut the network once the tool's module is loaded.

/**
 * The toolbox's cryptographic tools in the app: each runs its examples in the browser's worker
 * (then again with the network cut, from the module already loaded) and its own view shows the
 * answer. Expected values come from the examples' published sources (NIST SHA-3 and RFC 7693
 * vectors, RFC 4231, the Argon2 reference implementation, Openwall's bcrypt vectors, jwt.io,
 * RFC 7515 A.3) or from node:crypto reading what the page made.
 */

const example = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();
const verdict = (page: Page) => page.getByTestId('verdict');
const settled = (page: Page) => expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');

test.describe('cryptographic tools', () => {
	// A file hashed or signed offline needs the worker's chunks from the service worker's precache.
	test.describe('with the service worker', () => {
		test.use({ serviceWorkers: 'allow' });

		test('hash: SHA-3, BLAKE2 and CRC-32 in base64, offline, and a dropped file hashed the same way', async ({ page, context }) => {
			await page.goto('/tools/hash');
			// A file is hashed by code the worker loads on first use: offline, it comes from the precache,
			// so the service worker must control the page first (src/lib/run/README.md, "Large inputs").
			await controlledByServiceWorker(page);
			await waitForHook(page);
			await expect(page.locator('code[data-algorithm="md5"]').first()).toHaveText('900150983cd24fb0d6963f7d28e17f72');
			await context.setOffline(true);
			await example(page, 'SHA-3, BLAKE2 and CRC-32 in base64');
			await settled(page);
			const digests = page.locator('.hashes > dl code');
			await expect(page.locator('.hashes > dl code[data-algorithm="sha3-256"]')).toHaveText('Ophdp0/iJbIEXBcta9OQvYVfCG4+nVJbRr/iRRFDFTI=');
			await expect(page.locator('.hashes > dl code[data-algorithm="blake2s-256"]')).toHaveText('UIxejDJ8FOLhpyujTutFLzdFiyCe1jopTZmbTIZnWYI=');
			await expect(page.locator('.hashes > dl code[data-algorithm="crc32"]')).toHaveText('NSRBwg==');
			await expect(digests).toHaveCount(4);
			// The same bytes as a file: hashed in the page, nothing sent.
			await page.getByTestId('file-input').setInputFiles({ name: 'abc.txt', mimeType: 'text/plain', buffer: Buffer.from('abc') });
			await expect(page.getByTestId('large-given')).toContainText('abc.txt');
			await expect(page.getByTestId('file-hashes').locator('code[data-algorithm="sha3-256"]')).toHaveText('Ophdp0/iJbIEXBcta9OQvYVfCG4+nVJbRr/iRRFDFTI=');
			await expect(page.getByTestId('file-hashes').locator('code[data-algorithm="blake2b-512"]')).toHaveText(
				'uoClP5gcTQ1qJ5e2nxL26UwhLxRoWsS3SxK7b9v/otF9h8U5Kqt5LcJS1d5FM8yVGNOKqNvxklq5I4bt1ACZIw=='
			);
			// A larger binary file (several slices): node:crypto computes what the page must show.
			const bytes = crypto.randomBytes(9 * 1024 * 1024 + 7);
			await page.getByTestId('file-input').setInputFiles({ name: 'random.bin', mimeType: 'application/octet-stream', buffer: bytes });
			await expect(page.getByTestId('large-given')).toContainText('random.bin');
			await expect(page.getByTestId('file-hashes').locator('code[data-algorithm="sha3-256"]')).toHaveText(crypto.createHash('sha3-256').update(bytes).digest('base64'));
		});

		test('HMAC: RFC 4231 test case 2, a file signed with the same key, and a received signature checked', async ({ page, context }) => {
			await page.goto('/tools/hmac');
			// The file's HMAC runs on hash-wasm, loaded on first use: offline, from the precache.
			await controlledByServiceWorker(page);
			await waitForHook(page);
			await expect(page.getByTestId('hmac')).toHaveText('f9287a42bed5590d439dfcaec652071f782c39d6285cc6f6010cc0cbf12b9cc8');
			await context.setOffline(true);
			await example(page, 'RFC 4231 test case 2');
			await expect(page.getByTestId('hmac')).toHaveText('Fkt6e/z4GeLjlfvnO1bgo4e9ZCIugx/WECcM1+olBVSXWL91wFqZSm0DT2X48Ob9yuqxo01Ka0tjbgcKOLznNw==');
			await page.getByTestId('file-input').setInputFiles({ name: 'message.txt', mimeType: 'text/plain', buffer: Buffer.from('what do ya want for nothing?') });
			await expect(page.getByTestId('file-hmac')).toContainText('Fkt6e/z4GeLjlfvnO1bgo4e9ZCIugx/WECcM1+olBVSXWL91wFqZSm0DT2X48Ob9yuqxo01Ka0tjbgcKOLznNw==');
			await page.getByLabel('Check a signature you received').fill('Fkt6e/z4GeLjlfvnO1bgo4e9ZCIugx/WECcM1+olBVSXWL91wFqZSm0DT2X48Ob9yuqxo01Ka0tjbgcKOLznNw==');
			await expect(page.locator('.compare [role="status"]')).toHaveText('Matches the HMAC of the text: the message is authentic.');
			await page.getByLabel('Check a signature you received').fill('Fkt6e/z4GeLjlfvnO1bgo4e9ZCIugx/WECcM1+olBVSXWL91wFqZSm0DT2X48Ob9yuqxo01Ka0tjbgcKOLznNx==');
			await expect(page.locator('.compare [role="status"]')).toHaveText('Does not match: a different message, key or algorithm.');
		});
	});

	test('password hash: bcrypt with its parameters, the Openwall vector offline, and the hand-off to the check', async ({ page, context }) => {
		await page.goto('/tools/password-hash');
		await waitForHook(page);
		await expect(page.getByTestId('password-hash')).toHaveText(/^\$2b\$10\$[./A-Za-z0-9]{53}$/);
		const params = page.getByTestId('hash-parameters');
		await expect(params).toContainText('bcrypt ($2b$)');
		await expect(params).toContainText('10 · 2^cost = 1,024 rounds');
		await context.setOffline(true);
		await example(page, 'bcrypt reference vector (fixed salt)');
		await expect(page.getByTestId('password-hash')).toHaveText('$2b$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW');
		await expect(params).toContainText('5 · 2^cost = 32 rounds');
		await expect(params).toContainText('CCCCCCCCCCCCCCCCCCCCC.');
		await expect(page.locator('.pw .note')).toContainText('The salt was given');
		await context.setOffline(false);
		await page.getByRole('link', { name: /Check a password against it/ }).click();
		await expect(page).toHaveURL(/\/tools\/password-hash-verify#in=/);
		await page.getByLabel('Password', { exact: true }).fill('U*U');
		await page.getByRole('button', { name: 'Run', exact: true }).click();
		await expect(verdict(page)).toHaveText('The password matches this hash', { timeout: 60_000 });
	});

	test('password check: the Openwall bcrypt vector matches; a wrong password does not', async ({ page }) => {
		await page.goto('/tools/password-hash-verify');
		await waitForHook(page);
		await expect(verdict(page)).toHaveText('The password matches this hash');
		await expect(page.locator('.fact dd').first()).toHaveText('bcrypt ($2a$)');
		await example(page, 'argon2id reference vector');
		await expect(verdict(page)).toHaveText('The password matches this hash');
		const result = await page.evaluate(() => window.utilkit!.run('password-hash-verify', { password: 'U*V', hash: '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW' }));
		expect(result).toEqual({ status: 200, body: { valid: false, algorithm: 'bcrypt' } });
	});

	test('JWT sign: jwt.io\'s token in coloured parts, opened in the decoder', async ({ page }) => {
		await page.goto('/tools/jwt-sign');
		await waitForHook(page);
		const token = page.getByTestId('jwt-token');
		await expect(token).toHaveText('eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c');
		await expect(token.locator('span.s')).toHaveText('SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c');
		const colours = await token.locator('span').evaluateAll((spans) => spans.map((s) => getComputedStyle(s).color));
		expect(new Set(colours).size).toBe(3);
		await page.getByTestId('open-decoder').click();
		await expect(page).toHaveURL(/\/tools\/jwt-decoder#in=/);
		await expect(page.locator('section.result')).toContainText('John Doe');
	});

	test('JWT verify: valid with its secret; RFC 7515 A.3 expired, with the code and the decoded parts', async ({ page, context }) => {
		await page.goto('/tools/jwt-verify');
		await waitForHook(page);
		await expect(verdict(page)).toHaveText('Valid: the signature and the claims check out');
		await context.setOffline(true);
		await example(page, 'RFC 7515 ES256 example (expired in 2011)');
		await expect(verdict(page)).toHaveText('Not valid: the token has expired');
		await expect(page.locator('.fact', { has: page.locator('dt', { hasText: 'Error code' }) }).locator('dd')).toHaveText('expired');
		await expect(page.locator('section[aria-label="Payload"]')).toContainText('http://example.com/is_root');
	});

	test('keys: Ed25519 and EC pairs that node:crypto reads; the .pem and .jwk.json downloads', async ({ page, context }) => {
		await page.goto('/tools/keys-generate');
		await waitForHook(page);
		const kid = page.getByTestId('kid');
		await expect(kid).toHaveText(/^[A-Za-z0-9_-]{43}$/);
		const download = async (id: string, ext: string) => {
			const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(id).getByRole('button', { name: /Download/ }).click()]);
			expect(file.suggestedFilename()).toMatch(new RegExp(`^ed25519-[A-Za-z0-9_-]{8}-${id.split('-')[0]}\\.${ext.replace('.', '\\.')}$`));
			return readFile((await file.path())!, 'utf8');
		};
		const privatePem = await download('private-pem', 'pem');
		const publicJwk = JSON.parse(await download('public-jwk', 'jwk.json'));
		expect(privatePem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
		const derived = crypto.createPublicKey(crypto.createPrivateKey(privatePem)).export({ format: 'jwk' });
		expect({ kty: publicJwk.kty, crv: publicJwk.crv, x: publicJwk.x }).toEqual(derived);
		// RFC 7638: the SHA-256 of {"crv","kty","x"} in that order.
		const thumbprint = crypto.createHash('sha256').update(`{"crv":"Ed25519","kty":"OKP","x":"${derived.x}"}`).digest('base64url');
		await expect(kid).toHaveText(thumbprint);
		expect(publicJwk.kid).toBe(thumbprint);
		await context.setOffline(true);
		await example(page, 'EC P-256');
		await expect(page.getByTestId('public-jwk')).toContainText('"crv": "P-256"');
		const pem = await page.getByTestId('public-pem').locator('pre').textContent();
		expect(crypto.createPublicKey(pem!).asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
	});
});

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHook } from './helpers';
import * as K from '../../src/lib/ops/pubkey/fixtures.js';

/**
 * The public-key tools as a person uses them: paste a key, pick what to do, read the answer,
 * download it. Expected values were printed by independent tools (src/lib/ops/pubkey/fixtures.ts):
 * `ssh-keygen -y` and `ssh-keygen -lf` for the OpenSSH line and fingerprint, `openssl pkeyutl
 * -sign -rawin` for the Ed25519 signature (deterministic, RFC 8032).
 */

const run = (page: Page) => page.getByRole('button', { name: 'Run', exact: true }).click();

test('keys-convert: an RSA PKCS#1 private key to its OpenSSH line, with the ssh-keygen fingerprint, downloaded', async ({ page }) => {
	await page.goto('/tools/keys-convert');
	await waitForHook(page);
	// The first example: an ssh-ed25519 line (ssh-keygen -lf: SHA256:0Gk3…ZMM).
	await expect(page.getByTestId('fingerprint')).toHaveText('SHA256:0Gk3DQhOFYmd3/kzKPqktj+BfdM/VVV9ThkBe076ZMM');
	await page.getByLabel('Key', { exact: true }).fill(K.RSA_PKCS1);
	await page.getByLabel('To', { exact: true }).selectOption({ label: 'OpenSSH' });
	await run(page);
	await expect(page.getByTestId('fingerprint')).toHaveText('SHA256:S/V44AP0LYSvcNZzJAp1pFeMH9omSt87wOOJL53BcYM');
	await expect(page.locator('.facts')).toContainText('Private key');
	await expect(page.locator('.facts')).toContainText('2,048 bits');
	const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download/ }).click()]);
	expect(file.suggestedFilename()).toBe('rsa-public.pub');
	expect(await readFile((await file.path())!, 'utf8')).toBe(`${K.RSA_SSH_LINE.split(' ').slice(0, 2).join(' ')}\n`);
});

test('pubkey: an Ed25519 signature equal to openssl’s, then verified and refused for another message', async ({ page }) => {
	await page.goto('/tools/pubkey');
	await waitForHook(page);
	await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Sign' });
	await page.getByLabel('Algorithm', { exact: true }).selectOption({ label: 'Ed25519' });
	await page.getByLabel('Key', { exact: true }).fill(K.ED_PKCS8);
	await page.getByRole('textbox', { name: 'Input', exact: true }).fill('hello');
	await run(page);
	await expect(page.getByTestId('pubkey-output')).toHaveText(K.SIG_ED);

	await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Verify a signature' });
	await page.getByLabel('Signature', { exact: true }).fill(K.SIG_ED);
	await run(page);
	await expect(page.getByTestId('verdict')).toHaveText('Valid signature');
	await page.getByRole('textbox', { name: 'Input', exact: true }).fill('hellO');
	await run(page);
	await expect(page.getByTestId('verdict')).toHaveText('Not a valid signature');
});

test('pubkey: an ECDSA signature from DER to JWS, and CyberChef’s SM2 ciphertext decrypted', async ({ page }) => {
	// CyberChef's tests (ECDSA.mjs, SM2.mjs); the JWS form is python3-cryptography's r || s (cases.ts).
	await page.goto('/tools/pubkey');
	await waitForHook(page);
	await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Convert an ECDSA signature' });
	await page.getByRole('textbox', { name: 'Input', exact: true }).fill(K.SIG_EC_DER_HEX);
	await page.getByLabel('Convert it to', { exact: true }).selectOption({ label: 'JWS (base64url of r‖s)' });
	await run(page);
	await expect(page.getByTestId('pubkey-output')).toHaveText('4GkFYIovp9vanihMKnlZ37aPtSel8AOy15df8TUUUSe2uqJTeTM0-Lk-od1iK8YAEk2AkLq9gH7-P3e4syQ4jQ');

	await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Decrypt' });
	await page.getByLabel('Algorithm', { exact: true }).selectOption({ label: 'SM2 (Chinese standard, hex keys)' });
	await page.getByLabel('Key', { exact: true }).fill('e74a72505084c3269aa9b696d603e3e08c74c6740212c11a31e26cdfe08bdf6a');
	await page.getByRole('textbox', { name: 'Input', exact: true }).fill('5f340eeb4398fa8950ee3408d0e3fe34bf7728c9fdb060c94b916891b5c693610274160b52a7132a2bf16ad5cdb57d1e00da2f3ddbd55350729aa9c268b53e40c05ccce9912daa14406e8c132e389484e69757350be25351755dcc6c25c94b3c1a448b2cf8c2017582125eb6cf782055b199a875e966');
	await page.getByLabel('Input encoding', { exact: true }).selectOption({ label: 'Hexadecimal' });
	await page.getByLabel('SM2 ciphertext order', { exact: true }).selectOption({ label: 'C1 C2 C3 (older order)' });
	await run(page);
	await expect(page.getByTestId('pubkey-output')).toHaveText('I am a small plaintext');
});

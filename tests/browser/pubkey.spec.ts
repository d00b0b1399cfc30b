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

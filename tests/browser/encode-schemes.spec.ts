import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.js';
import { waitForHook } from './helpers.js';

/**
 * /encode's new schemes in the app, as a person uses them: the scheme picked from the grouped
 * select, text typed, a file dropped, the decoded bytes downloaded. Expected values come from
 * independent references: CyberChef's Morse table (SOS → ... --- ...), python3-base58 and
 * python3's base64 module.
 */

const output = (page: import('@playwright/test').Page) => page.getByTestId('encode-output');

test('encode: Morse code picked from its group, typed text answered as you type', async ({ page }) => {
	await page.goto('/tools/encode');
	await waitForHook(page);
	const scheme = page.locator('#f-scheme');
	await expect(scheme.locator('optgroup')).toHaveCount(4);
	await expect(scheme.locator('optgroup[label="Text notations"] option', { hasText: 'Morse code' })).toHaveCount(1);
	await scheme.selectOption({ label: 'Morse code' });
	await page.locator('#f-input').fill('SOS help');
	// CyberChef's table (src/core/operations/ToMorseCode.mjs): S ..., O ---, H ...., E ., L .-.., P .--.
	await expect(output(page)).toHaveText('... --- ... / .... . .-.. .--.');
	await expect(page.getByRole('heading', { name: 'Encoded as Morse code' })).toBeVisible();
	await page.getByTestId('encode-swap').click();
	await expect(output(page)).toHaveText('SOS HELP');
});

test('encode: a file to base58, swapped back to its bytes and downloaded', async ({ page }) => {
	await page.goto('/tools/encode');
	await waitForHook(page);
	await page.locator('#f-scheme').selectOption({ label: 'Base58' });
	await expect(page.getByRole('heading', { name: 'Encoded as Base58' })).toBeVisible();
	// python3-base58: b58encode(bytes.fromhex('00eb15…c06647')) == b'1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L' (a Bitcoin address).
	const bytes = Buffer.from('00eb15231dfceb60925886b67d065299925915aeb172c06647', 'hex');
	await page.getByTestId('encode-file-input').setInputFiles({ name: 'address.bin', mimeType: 'application/octet-stream', buffer: bytes });
	await expect(output(page)).toHaveText('1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L');
	await page.getByTestId('encode-swap').click();
	// python3: base64.b64encode(bytes.fromhex('00eb15…c06647')) == b'AOsVIx3862CSWIa2fQZSmZJZFa6xcsBmRw=='
	await expect(output(page)).toHaveText('AOsVIx3862CSWIa2fQZSmZJZFa6xcsBmRw==');
	const download = page.waitForEvent('download');
	await page.getByTestId('encode-download').click();
	const file = await download;
	expect(file.suggestedFilename()).toBe('decoded.bin');
	expect(readFileSync((await file.path())!)).toEqual(bytes);
});

test('encode: a MIME header decoded from its encoded words', async ({ page }) => {
	await page.goto('/tools/encode');
	await waitForHook(page);
	await page.locator('#f-scheme').selectOption({ label: 'MIME encoded words (=?UTF-8?B?…?=)' });
	await page.locator('#f-direction').selectOption({ label: 'Decode' });
	// RFC 2047 section 8: whitespace between two adjacent encoded words is dropped; Python's email.header agrees.
	await page.locator('#f-input').fill('Subject: =?UTF-8?B?Y2Fmw6k=?= (=?ISO-8859-1?Q?a?= =?ISO-8859-2?Q?_b?=)');
	await expect(output(page)).toHaveText('Subject: café (a b)');
	await expect(page.getByRole('heading', { name: 'Decoded from MIME encoded words' })).toBeVisible();
});

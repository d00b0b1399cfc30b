import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHook } from './helpers';

/**
 * The classical ciphers and the character set converter in the app, as a person uses them: the
 * answer follows the typing, a file is dropped and its text read, the bytes download. Expected
 * values come from python3 (codecs.encode(s, 'rot_13'), a Vigenère written from its definition,
 * 'テスト、日本語'.encode('shift_jis') and .encode('euc_jp')), not from the app.
 */

const settled = (page: Page) => expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');

test('classical ciphers: ROT13 on arrival, Vigenère follows the typing and decodes back', async ({ page }) => {
	await page.goto('/tools/cipher-classical');
	await waitForHook(page);
	await expect(page.getByTestId('cipher-output')).toHaveText('Jul qvq gur puvpxra pebff gur ebnq?');
	await page.getByRole('button', { name: 'Vigenère with the key LEMON', exact: true }).click();
	await expect(page.getByTestId('cipher-output')).toHaveText('Lxfopv ef rnhr');
	await page.getByRole('textbox', { name: 'Input', exact: true }).fill('Attack at dusk');
	await expect(page.getByTestId('cipher-output')).toHaveText('Lxfopv ef rhdo');
	await settled(page);
	await page.getByRole('button', { name: 'Decode this back' }).click();
	await expect(page.getByTestId('cipher-output')).toHaveText('Attack at dusk');
});

test('classical ciphers: the ROT13 brute force lists the shift with the crib marked, and applies it', async ({ page }) => {
	await page.goto('/tools/cipher-classical');
	await waitForHook(page);
	await page.getByRole('button', { name: 'ROT13 brute force with a crib', exact: true }).click();
	// python3: codecs.decode('Gur dhvpx oebja sbk', 'rot_13'); shift 13 alone contains "quick".
	const list = page.getByTestId('brute-force-list');
	await expect(list.getByRole('listitem')).toHaveCount(1);
	await expect(list.getByRole('listitem')).toContainText('13 The quick brown fox');
	await expect(list.locator('mark')).toHaveText('quick');
	await settled(page);
	await list.getByRole('button', { name: 'Use' }).click();
	await expect(page.getByTestId('cipher-output')).toHaveText('The quick brown fox');
});

test('charset: a dropped Shift_JIS file read as text, written as EUC-JP and downloaded', async ({ page }) => {
	await page.goto('/tools/charset');
	await waitForHook(page);
	await settled(page);
	await page.getByTestId('file-input').setInputFiles({ name: 'sjis.txt', mimeType: 'text/plain', buffer: Buffer.from('836583588367814193fa967b8cea', 'hex') });
	// Read as UTF-8 (the default) the file is refused at its first byte; read as Shift_JIS it is text.
	await expect(page.getByText('Is not valid utf-8: byte 0x83 at byte offset 0')).toBeVisible();
	await page.getByRole('combobox', { name: 'From', exact: true }).selectOption({ label: 'Shift_JIS' });
	await expect(page.getByTestId('charset-text')).toHaveText('テスト、日本語');
	await page.getByRole('combobox', { name: 'To', exact: true }).selectOption({ label: 'EUC-JP' });
	await expect(page.getByTestId('charset-hex')).toHaveText('a5 c6 a5 b9 a5 c8 a1 a2  c6 fc cb dc b8 ec');
	await settled(page);
	const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download/ }).click()]);
	expect((await readFile((await file.path())!)).toString('hex')).toBe('a5c6a5b9a5c8a1a2c6fccbdcb8ec');
});

test('charset brute force: garbled Cyrillic read in every charset, windows-1251 makes sense', async ({ page }) => {
	await page.goto('/tools/charset-brute-force');
	await waitForHook(page);
	await page.locator('#f-input_encoding').selectOption({ label: 'Latin-1' });
	await page.locator('#f-input').fill('Áóëê³ ïðàç ëÿí³âà ñàáàêó.');
	// CyberChef's TextEncodingBruteForce test, and Python's bytes.decode('cp1251').
	const table = page.getByTestId('brute-table');
	await expect(table.getByRole('row', { name: /windows-1251/i })).toContainText('Булкі праз ляніва сабаку.');
	await expect(table.getByRole('row')).toHaveCount(37);
	await page.getByTestId('brute-only-valid').check();
	await expect(table.getByRole('row', { name: /UTF-8/ })).toHaveCount(0);
});

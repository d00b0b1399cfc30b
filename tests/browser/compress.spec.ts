import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { waitForHook } from './helpers';

/**
 * /compress as a person uses it: a .gz and a .zip dropped on the page are opened in the worker.
 * Both files were made by Python 3.11 (gzip.compress(level 9, mtime 0) of 'Olá, mundo! ' × 50;
 * zipfile with a deflated notes/readme.txt "read me\n" and a stored bytes.bin of the 256 byte
 * values); the expected text and bytes are what that script fed in.
 */
const GZ = 'H4sIAAAAAAACA/PPObxQRyG3NC8lX1HBf5QzyhkoDgDoonbKigIAAA==';
const ZIP = 'UEsDBBQAAAAIAAAAIVgFpqHlCgAAAAgAAAAQAAAAbm90ZXMvcmVhZG1lLnR4dCtKTUxRyE3lAgBQSwMEFAAAAAAAAAAhWHOMBSkAAQAAAAEAAAkAAABieXRlcy5iaW4AAQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyAhIiMkJSYnKCkqKywtLi8wMTIzNDU2Nzg5Ojs8PT4/QEFCQ0RFRkdISUpLTE1OT1BRUlNUVVZXWFlaW1xdXl9gYWJjZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXp7fH1+f4CBgoOEhYaHiImKi4yNjo+QkZKTlJWWl5iZmpucnZ6foKGio6SlpqeoqaqrrK2ur7CxsrO0tba3uLm6u7y9vr/AwcLDxMXGx8jJysvMzc7P0NHS09TV1tfY2drb3N3e3+Dh4uPk5ebn6Onq6+zt7u/w8fLz9PX29/j5+vv8/f7/UEsBAhQDFAAAAAgAAAAhWAWmoeUKAAAACAAAABAAAAAAAAAAAAAAAIABAAAAAG5vdGVzL3JlYWRtZS50eHRQSwECFAMUAAAAAAAAACFYc4wFKQABAAAAAQAACQAAAAAAAAAAAAAAgAE4AAAAYnl0ZXMuYmluUEsFBgAAAAACAAIAdQAAAF8BAAAAAA==';

test.describe('compress', () => {
	test('a dropped .gz is decompressed and shown as text with its sizes', async ({ page }) => {
		await page.goto('/tools/compress');
		await waitForHook(page);
		await page.getByTestId('file-input').setInputFiles({ name: 'hello.txt.gz', mimeType: 'application/gzip', buffer: Buffer.from(GZ, 'base64') });
		await expect(page.getByTestId('compress-output').locator('code')).toHaveText('Olá, mundo! '.repeat(50));
		await expect(page.getByText('Out: 650 bytes')).toBeVisible();
		await expect(page.getByText('In: 40 bytes')).toBeVisible();
		const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('compress-download').click()]);
		expect(readFileSync((await file.path())!).toString('utf8')).toBe('Olá, mundo! '.repeat(50));
	});

	test('a dropped .zip lists its files, each with a download', async ({ page }) => {
		await page.goto('/tools/compress');
		await waitForHook(page);
		await page.getByTestId('file-input').setInputFiles({ name: 'two.zip', mimeType: 'application/zip', buffer: Buffer.from(ZIP, 'base64') });
		const list = page.getByTestId('compress-entries');
		await expect(list.getByRole('listitem')).toHaveCount(2);
		await expect(list.getByRole('listitem').nth(0)).toContainText('notes/readme.txt');
		await expect(list.getByRole('listitem').nth(1)).toContainText('bytes.bin');
		const [file] = await Promise.all([page.waitForEvent('download'), list.getByRole('listitem').nth(1).getByRole('button', { name: /Download/ }).click()]);
		expect(file.suggestedFilename()).toBe('bytes.bin');
		expect([...readFileSync((await file.path())!)]).toEqual([...Array(256).keys()]);
	});

	test('an XPRESS stream ([MS-XCA] 3.2) pasted as hex decompresses to "abc" × 100', async ({ page }) => {
		await page.goto('/tools/compress');
		await waitForHook(page);
		await page.getByLabel('Format', { exact: true }).selectOption({ label: 'XPRESS (plain LZ77)' });
		await page.getByLabel('Direction', { exact: true }).selectOption({ label: 'Decompress' });
		await page.getByRole('textbox', { name: 'Input', exact: true }).fill('ffffff1f61626317000fff2601');
		await page.getByLabel('Input encoding', { exact: true }).selectOption({ label: 'Hexadecimal' });
		await page.getByLabel('Output encoding', { exact: true }).selectOption({ label: 'UTF-8' });
		await page.getByRole('button', { name: 'Run', exact: true }).click();
		await expect(page.getByTestId('compress-output').locator('code')).toHaveText('abc'.repeat(100));
	});
});

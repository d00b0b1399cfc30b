import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { waitForHook } from './helpers';

/**
 * Zip in the compress tool's large path and a large answer in the form's output encoding
 * (src/lib/run/README.md, "Large inputs", "A large answer's encoding"), in the page: what the unit
 * tests (ops/compress/zip-stream.test.ts, worker/large-jobs.test.ts) cannot show is the view's
 * wiring, the list of files with their downloads, the note on what the file holds and the
 * download's name. Files are small (just past the form's 786,432 bytes); Python's zipfile writes
 * and reads the archives, Buffer the base64.
 */
const dir = mkdtempSync(join(tmpdir(), 'utilkit-large-zip-'));
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

const python = (script: string, ...args: string[]) => execFileSync('python3', ['-c', script, ...args], { maxBuffer: 64 << 20 });

async function openCompress(page: import('@playwright/test').Page) {
	await page.goto('/tools/compress');
	await waitForHook(page);
	await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
}

test('compress: a zip past the form’s limit is listed file by file from the worker; a file packed as a zip reads back in Python; base64 when the form asks', async ({ page }) => {
	// Python writing to a pipe: every entry with a data descriptor; a zip stored inside stays one file.
	const noise = crypto.randomBytes(900_001);
	writeFileSync(join(dir, 'noise.bin'), noise);
	const zip = join(dir, 'bundle.zip');
	python(
		String.raw`import io, sys, zipfile
class Pipe(io.RawIOBase):
    def __init__(s): s.buf = bytearray()
    def writable(s): return True
    def write(s, b): s.buf += b; return len(b)
inner = io.BytesIO()
with zipfile.ZipFile(inner, 'w') as z: z.writestr('x.txt', 'inner')
out = Pipe()
with zipfile.ZipFile(out, 'w') as z:
    for name, data, method in [('noise.bin', open(sys.argv[1], 'rb').read(), zipfile.ZIP_STORED), ('docs/olá.txt', 'olá\n'.encode() * 1000, zipfile.ZIP_DEFLATED), ('inner.zip', inner.getvalue(), zipfile.ZIP_STORED)]:
        info = zipfile.ZipInfo(name); info.compress_type = method
        with z.open(info, 'w') as w: w.write(data)
open(sys.argv[2], 'wb').write(bytes(out.buf))`,
		join(dir, 'noise.bin'),
		zip
	);
	await openCompress(page);
	await page.getByTestId('file-input').setInputFiles(zip);
	const entries = page.getByTestId('compress-large-entries').locator('li');
	await expect(entries).toHaveCount(3);
	await expect(entries.nth(1)).toContainText('docs/olá.txt');
	await expect(entries.nth(2)).toContainText('inner.zip');
	await expect(page.getByTestId('large-encoding')).toContainText('The bytes themselves');
	const [first] = await Promise.all([page.waitForEvent('download'), page.getByTestId('large-download').click()]);
	expect(first.suggestedFilename()).toBe('noise.bin');
	expect(readFileSync(await first.path()).equals(noise)).toBe(true);

	// The file itself packed as a zip (the form's algorithm and direction), read back by Python.
	// The view runs a file with the settings of the answer shown: chosen, then run.
	await page.locator('#f-algorithm').selectOption({ label: 'ZIP' });
	await page.getByRole('button', { name: 'Run', exact: true }).click();
	await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
	await page.getByTestId('file-input').setInputFiles(join(dir, 'noise.bin'));
	const [packed] = await Promise.all([page.waitForEvent('download'), page.getByTestId('large-download').click()]);
	expect(packed.suggestedFilename()).toBe('noise.zip');
	const read = python('import sys, zipfile, hashlib\nz = zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nprint(z.namelist()[0], hashlib.sha256(z.read(z.namelist()[0])).hexdigest())', await packed.path()).toString().trim();
	expect(read).toBe(`noise.bin ${crypto.createHash('sha256').update(noise).digest('hex')}`);

	// Asked for base64: the answer's file is the zip's first file as base64 text, as Buffer writes it.
	await page.locator('#f-output_encoding').selectOption({ label: 'Base64' });
	await page.locator('#f-algorithm').selectOption({ label: 'gzip' });
	await page.getByRole('button', { name: 'Run', exact: true }).click();
	await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
	await page.getByTestId('file-input').setInputFiles(zip);
	await expect(page.getByTestId('large-encoding')).toContainText('Written as base64 text');
	const [encoded] = await Promise.all([page.waitForEvent('download'), page.getByTestId('large-download').click()]);
	expect(encoded.suggestedFilename()).toBe('noise.bin.base64.txt');
	expect(readFileSync(await encoded.path(), 'utf8')).toBe(noise.toString('base64'));
});

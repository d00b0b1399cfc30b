import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import { mkdtempSync, openSync, closeSync, ftruncateSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, gunzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHook, controlledByServiceWorker } from './helpers';

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

/** Pastes `text` into the tool's text field (the first, or `field`) as a user's paste does (a ClipboardEvent with the text). */
async function paste(page: Page, text: string, field = 0) {
	await page.locator('textarea').nth(field).evaluate((area, pasted) => {
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
		// A paste is read as the form's input encoding says: here hex, wrapped in lines.
		await page.getByRole('button', { name: 'Checksums of bytes in hex', exact: true }).click();
		await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
		const bytes = crypto.randomBytes(700_000);
		await paste(page, bytes.toString('hex').replace(/(.{64})/g, '$1\n'));
		await expect(fileDigest(page, 'crc32')).toHaveText(crc32(bytes).toString(16).padStart(8, '0'));

		await openTool(page, 'json-format');
		const records = Array.from({ length: 30_000 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['a', 'b'], ok: i % 2 === 0, n: 1.5 }));
		const json = JSON.stringify(records);
		await paste(page, json);
		const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('large-download').click()]);
		expect(download.suggestedFilename()).toBe('pasted.formatted.json');
		expect(readFileSync(await download.path(), 'utf8') === JSON.stringify(records, null, 2)).toBe(true);
		// Sorted keys: every object written as it closes, without the tree (ops/json/sort-stream.ts);
		// the expected text is the same records built with their keys in order.
		await page.getByLabel(/sort keys/i).check();
		// The view formats a paste with the last run's options: wait for the run with sorted keys
		// (the example's "name" is then followed by "nested", not "tags"), not only for a result that
		// is not busy.
		await expect(page.locator('section.result')).toContainText(/"name": "Utilkit",\s*"nested"/);
		await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
		await paste(page, JSON.stringify({ rows: records.map((r) => ({ tags: r.tags, name: r.name, ok: r.ok, id: r.id, n: r.n })), count: records.length }));
		await expect(page.getByTestId('large-preview')).toContainText('"count": 30000');
		const [sorted] = await Promise.all([page.waitForEvent('download'), page.getByTestId('large-download').click()]);
		const expected = { count: records.length, rows: records.map((r) => ({ id: r.id, n: r.n, name: r.name, ok: r.ok, tags: r.tags })) };
		expect(readFileSync(await sorted.path(), 'utf8') === JSON.stringify(expected, null, 2)).toBe(true);
		// Not JSON: where and why, in the page's words.
		await paste(page, json.slice(0, -1) + ',]' + ' '.repeat(1024 * 1024));
		await expect(page.getByTestId('large-json-error')).toContainText('Not valid JSON · Line 1, column');
	});

	test('data converter: a CSV file over the API’s limit becomes JSON in the worker; a broken one is refused in the page’s words', async ({ page }) => {
		await openTool(page, 'data-convert');
		await page.getByLabel('From', { exact: true }).selectOption({ label: 'CSV' });
		await page.getByLabel('To', { exact: true }).selectOption({ label: 'JSON' });
		// 0.69 MB: past the API's 524,288 characters. CSV cells are text, so JSON.stringify of the
		// same records as strings is the expected answer (RFC 4180 quoting for the comma).
		const records = Array.from({ length: 20_000 }, (_, i) => ({ id: String(i), name: `item ${i}, No. ${i % 7}`, city: i % 2 ? 'São Paulo' : 'Madrid' }));
		const csv = ['id,name,city', ...records.map((r) => `${r.id},"${r.name}",${r.city}`)].join('\r\n');
		const file = join(dir, 'table.csv');
		writeFileSync(file, csv);
		await page.getByTestId('file-input').setInputFiles(file);
		const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('large-download').click()]);
		expect(download.suggestedFilename()).toBe('table.json');
		expect(readFileSync(await download.path(), 'utf8') === JSON.stringify(records, null, 2)).toBe(true);
		// An unclosed quote: the reader's words, with the line.
		writeFileSync(file, csv + '\r\n1,"open');
		await page.getByTestId('file-input').setInputFiles(file);
		await expect(page.getByTestId('large-refusal')).toContainText('line 20002');
	});

	test('entropy, hex dump and file type: big files in the worker equal ent, xxd, hexdump -C and file(1)', async ({ page }) => {
		// Random bytes, a megabyte of zeros (hexdump -C's `*`) and text: no figure at its ideal value.
		const bytes = Buffer.concat([crypto.randomBytes(1024 * 1024 + 5), Buffer.alloc(1024 * 1024), Buffer.from('entropy '.repeat(100_000))]);
		const path = join(dir, 'mixed.bin');
		writeFileSync(path, bytes);

		await openTool(page, 'entropy');
		await page.getByTestId('file-input').setInputFiles(path);
		await expect(page.getByTestId('large-given')).toContainText('mixed.bin');
		const figures = page.getByTestId('file-entropy');
		await expect(figures.locator('[data-figure="bytes"]')).toHaveText(bytes.length.toLocaleString('en-US'));
		// ent -t: "0,File-bytes,Entropy,Chi-square,Mean,Monte-Carlo-Pi,Serial-Correlation"; shown rounded to 6, 2, 4, 6 and 6 decimals.
		const [, , entropy, chi, mean, pi, scc] = execFileSync('ent', ['-t'], { input: bytes }).toString().split('\n')[1].split(',').map(Number);
		const shown = async (key: string) => Number((await figures.locator(`[data-figure="${key}"]`).textContent())!.replace(/,/g, ''));
		for (const [key, value, within] of [['entropy', entropy, 0.001], ['chi_square', chi, 0.01], ['arithmetic_mean', mean, 0.001], ['monte_carlo_pi', pi, 0.001], ['serial_correlation', scc, 0.001]] as const) {
			expect(Math.abs((await shown(key)) - value), key).toBeLessThanOrEqual(within);
		}

		// A paste of 2 MB goes to the worker too, measured as its UTF-8 bytes.
		const text = 'Olá, large paste ✓\n'.repeat(110_000);
		await paste(page, text);
		await expect(page.getByTestId('large-given')).toContainText('Pasted text');
		await expect(figures.locator('[data-figure="bytes"]')).toHaveText(Buffer.byteLength(text).toLocaleString('en-US'));
		const pastedEnt = Number(execFileSync('ent', ['-t'], { input: Buffer.from(text) }).toString().split('\n')[1].split(',')[2]);
		expect(Math.abs((await shown('entropy')) - pastedEnt)).toBeLessThanOrEqual(0.001);

		await openTool(page, 'hexdump');
		await page.getByTestId('file-input').setInputFiles(path);
		await expect(page.getByTestId('large-preview')).toContainText('00000000: ');
		const [dumped] = await Promise.all([page.waitForEvent('download'), page.getByTestId('large-download').click()]);
		expect(dumped.suggestedFilename()).toBe('mixed.bin.dump.txt');
		const xxd = execFileSync('xxd', [], { input: bytes, maxBuffer: 64 << 20 });
		expect(readFileSync(await dumped.path()).equals(xxd)).toBe(true);
		// The form's style applies: hexdump -C, its run of zeros squeezed to one `*`.
		await page.getByRole('button', { name: 'hexdump -C of base64 bytes' }).click();
		await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
		await page.getByTestId('file-input').setInputFiles(path);
		const [canonical] = await Promise.all([page.waitForEvent('download'), page.getByTestId('large-download').click()]);
		expect(readFileSync(await canonical.path()).equals(execFileSync('hexdump', ['-C'], { input: bytes, maxBuffer: 64 << 20 }))).toBe(true);
		// And back: xxd's dump of the file, read as a file, is the file's bytes.
		await page.getByRole('button', { name: 'An xxd dump back to text' }).click();
		await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
		const dumpPath = join(dir, 'mixed.xxd');
		writeFileSync(dumpPath, xxd);
		await page.getByTestId('file-input').setInputFiles(dumpPath);
		const [back] = await Promise.all([page.waitForEvent('download'), page.getByTestId('large-download').click()]);
		expect(back.suggestedFilename()).toBe('mixed.xxd.bin');
		expect(readFileSync(await back.path()).equals(bytes)).toBe(true);

		// A 20 MB PNG (its header, then zeros): identified from its first 4 KiB, as file(1) says.
		const png = makeFile('big.png', 20 * 1000 * 1000, false).path;
		const fd = openSync(png, 'r+');
		writeSync(fd, Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==', 'base64'), 0, undefined, 0);
		closeSync(fd);
		await openTool(page, 'file-type');
		await page.getByTestId('file-input').setInputFiles(png);
		await expect(page.getByTestId('file-mime')).toHaveText(execFileSync('file', ['--mime-type', '-b', png]).toString().trim());
		await expect(page.getByTestId('file-given')).toHaveText('big.png (20 MB), identified from its first 4,096 bytes.');
	});

	test('compress and cipher: a file over the form’s limit is gzipped and encrypted in the worker; zlib and openssl agree', async ({ page }) => {
		// Text with random runs: 3 MiB that compresses, past the form's 768 KiB and 256 KiB.
		const bytes = Buffer.concat(Array.from({ length: 48 }, (_, i) => Buffer.concat([Buffer.from(`block ${i} `.repeat(4000)), crypto.randomBytes(20_000)])));
		const path = join(dir, 'notes.txt');
		writeFileSync(path, bytes);
		await openTool(page, 'compress');
		await page.getByTestId('file-input').setInputFiles(path);
		await expect(page.getByTestId('large-given')).toContainText('notes.txt');
		const [gz] = await Promise.all([page.waitForEvent('download'), page.getByTestId('large-download').click()]);
		expect(gz.suggestedFilename()).toBe('notes.txt.gz');
		expect(gunzipSync(readFileSync(await gz.path())).equals(bytes)).toBe(true);
		// The .gz file back: its extension says gzip, and it decompresses to the file.
		const packed = join(dir, 'notes.txt.gz');
		writeFileSync(packed, readFileSync(await gz.path()));
		await page.getByTestId('file-input').setInputFiles(packed);
		const [plain] = await Promise.all([page.waitForEvent('download'), page.getByTestId('large-download').click()]);
		expect(plain.suggestedFilename()).toBe('notes.txt');
		expect(readFileSync(await plain.path()).equals(bytes)).toBe(true);

		await openTool(page, 'cipher');
		await page.getByRole('button', { name: 'AES-256-CBC with a passphrase and a fixed salt' }).click();
		await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
		await page.getByTestId('file-input').setInputFiles(path);
		const [enc] = await Promise.all([page.waitForEvent('download'), page.getByTestId('large-download').click()]);
		expect(enc.suggestedFilename()).toBe('notes.txt.enc');
		// OpenSSL 3 writes no "Salted__" header when the salt is given (-S): it is put first here, as the operation writes it.
		const body = execFileSync('openssl', ['enc', '-aes-256-cbc', '-pass', 'pass:secret', '-S', '0102030405060708', '-md', 'md5'], { input: bytes, maxBuffer: 64 << 20, stdio: ['pipe', 'pipe', 'ignore'] });
		const theirs = body.subarray(0, 8).toString('latin1') === 'Salted__' ? body : Buffer.concat([Buffer.from('Salted__'), Buffer.from('0102030405060708', 'hex'), body]);
		expect(readFileSync(await enc.path()).equals(theirs)).toBe(true);
	});

	test('data converter: a JSON array file becomes CSV record by record, with progress as it is read; a YAML mapping over the whole-document limit is refused in the page’s words', async ({ page }) => {
		await openTool(page, 'data-convert');
		// The example (YAML with a list) has no CSV form: the view, and its file drop, need an answer first.
		await page.locator('textarea').first().fill('[{"a":1}]');
		await page.getByLabel('To', { exact: true }).selectOption({ label: 'CSV' });
		await expect(page.getByTestId('convert-result')).toHaveText(/^a\s+1$/);
		// About 30 MB, `auto`: read twice (the header first), progress shown on the way.
		const records = Array.from({ length: 300_000 }, (_, i) => ({ id: i, name: `item ${i}`, city: i % 2 ? 'São Paulo' : 'Madrid, ES', ok: i % 3 === 0, note: i % 5 ? null : 'x' }));
		const file = join(dir, 'records.json');
		writeFileSync(file, JSON.stringify(records, null, 1));
		await page.getByTestId('file-input').setInputFiles(file);
		await expect(page.getByTestId('large-progress')).toBeVisible();
		const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('large-download').click()]);
		expect(download.suggestedFilename()).toBe('records.csv');
		// RFC 4180 written by hand: the comma in "Madrid, ES" quoted, null an empty field, CRLF between records.
		const expected = ['id,name,city,ok,note', ...records.map((r) => `${r.id},${r.name},${r.city.includes(',') ? `"${r.city}"` : r.city},${r.ok},${r.note ?? ''}`)].join('\r\n');
		expect(readFileSync(await download.path(), 'utf8') === expected).toBe(true);
		// A YAML mapping is read whole (a sequence at the margin would go item by item): over its own
		// limit (16 MiB), refused once the worker has seen what the text is.
		const yaml = join(dir, 'big.yaml');
		writeFileSync(yaml, Array.from({ length: 1_700_000 }, (_, i) => `k${i}: 1\n`).join(''));
		expect(statSync(yaml).size).toBeGreaterThan(16 * 1024 * 1024);
		await page.getByTestId('file-input').setInputFiles(yaml);
		await expect(page.getByTestId('large-refusal')).toContainText('this tool takes at most 16.8 MB here. The whole document, its parse and the answer are all in memory at once.');
	});

	test('data converter: an XML file, and a JSON object around a list, over the whole-document limit become JSON without their tree', async ({ page }) => {
		await openTool(page, 'data-convert');
		await page.getByLabel('To', { exact: true }).selectOption({ label: 'JSON' });
		// About 20 MB, `auto`: past the 16 MiB that XML read whole may take. The expected JSON is the
		// documented mapping written by hand: child elements by name, then attributes as "@name",
		// every value text, a name that repeats an array, entities decoded.
		const records = Array.from({ length: 230_000 }, (_, i) => ({ name: `item ${i} & co`, city: i % 2 ? 'São Paulo' : 'Madrid', '@id': String(i) }));
		const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<records source="test">\n${records.map((r) => `  <record id="${r['@id']}"><name>${r.name.replace('&', '&amp;')}</name><city>${r.city}</city></record>`).join('\n')}\n</records>\n`;
		expect(Buffer.byteLength(xml)).toBeGreaterThan(16 * 1024 * 1024);
		const file = join(dir, 'records.xml');
		writeFileSync(file, xml);
		await page.getByTestId('file-input').setInputFiles(file);
		const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('large-download').click()]);
		expect(download.suggestedFilename()).toBe('records.json');
		expect(readFileSync(await download.path(), 'utf8') === JSON.stringify({ records: { record: records, '@source': 'test' } }, null, 2)).toBe(true);
		// The same records in a JSON object (indented by 1), past 16 MiB: member by member, re-indented by 2 as JSON.stringify does.
		const object = { source: 'test', records, count: records.length };
		const json = join(dir, 'object.json');
		writeFileSync(json, JSON.stringify(object, null, 1));
		expect(statSync(json).size).toBeGreaterThan(16 * 1024 * 1024);
		await page.getByTestId('file-input').setInputFiles(json);
		// The XML file's answer stays until this one's comes.
		await expect(page.getByTestId('large-given')).toContainText('object.json');
		await expect(page.getByTestId('large-answer')).toBeVisible();
		const [converted] = await Promise.all([page.waitForEvent('download'), page.getByTestId('large-download').click()]);
		expect(converted.suggestedFilename()).toBe('object.json');
		expect(readFileSync(await converted.path(), 'utf8') === JSON.stringify(object, null, 2)).toBe(true);
	});

	// Only these two install the service worker (the suite's default blocks it: playwright.config.ts):
	// the others, allowed it, downloaded the app and its data behind their large files.
	test.describe('with the service worker', () => {
		test.use({ serviceWorkers: 'allow' });

		test('offline: a file is still hashed and signed in the worker', async ({ page, context }) => {
			await page.goto('/tools/hash');
			await controlledByServiceWorker(page);
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

		test('text diff, offline: two files of a few MB by lines, counts = GNU diff --minimal, the downloaded patch applies with GNU patch; pastes too', async ({ page, context }) => {
			// A log of ~2.5 MB and a copy with 150 scattered edits (replaced, inserted, deleted lines), without its final newline.
			const lines = Array.from({ length: 40_000 }, (_, i) => (i % 40 === 0 ? '' : `2026-12-06T10:00:${String(i % 60).padStart(2, '0')}Z INFO request ${i} ${crypto.randomBytes(12).toString('hex')}`));
			const changed = lines.slice();
			for (let e = 0; e < 150; e++) {
				const at = 100 + e * 260 + crypto.randomInt(200);
				if (e % 3 === 0) changed[at] = `changed ${e}`;
				else if (e % 3 === 1) changed.splice(at, 0, `inserted ${e}`);
				else changed.splice(at, 1);
			}
			const oldPath = join(dir, 'server.log');
			const newPath = join(dir, 'server-new.log');
			writeFileSync(oldPath, lines.join('\n') + '\n');
			writeFileSync(newPath, changed.join('\n'));
			const gnu = (a: string, b: string) => {
				const out = spawnSync('diff', ['--minimal', a, b], { encoding: 'latin1', maxBuffer: 1 << 28 }).stdout.split('\n');
				return { additions: out.filter((l) => l.startsWith('>')).length, deletions: out.filter((l) => l.startsWith('<')).length };
			};
			const expected = gnu(oldPath, newPath);
			expect(expected.additions).toBeGreaterThan(50);

			await page.goto('/tools/text-diff');
			await controlledByServiceWorker(page);
			await waitForHook(page);
			await context.setOffline(true);
			await page.reload();
			await waitForHook(page);
			await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
			await page.getByRole('group', { name: 'Original file' }).getByTestId('file-input').setInputFiles(oldPath);
			await expect(page.getByTestId('diff-old-chosen')).toHaveText(`server.log (${(readFileSync(oldPath).length / 1e6).toFixed(1)} MB)`);
			await page.getByRole('group', { name: 'Changed file' }).getByTestId('file-input').setInputFiles(newPath);
			await expect(page.getByTestId('large-given')).toContainText('server.log → server-new.log');
			await expect(page.getByTestId('large-given')).toContainText('each of up to 134.2 MB');
			await expect(page.getByTestId('large-additions')).toHaveText(`+${expected.additions} lines`);
			await expect(page.getByTestId('large-deletions')).toHaveText(`−${expected.deletions} lines`);
			await expect(page.getByTestId('large-preview')).toContainText('--- old\n+++ new\n@@ -');
			const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('large-download').click()]);
			expect(download.suggestedFilename()).toBe('server.patch');
			const patched = join(dir, 'patched.log');
			writeFileSync(patched, readFileSync(oldPath));
			execFileSync('patch', ['--quiet', '--force', '--no-backup-if-mismatch', patched, await download.path()]);
			expect(readFileSync(patched).equals(readFileSync(newPath))).toBe(true);

			// Pastes over the field's 100,000 characters go to the same job, one per side.
			const oldText = lines.slice(0, 3000).join('\n') + '\n';
			const newText = changed.slice(0, 3000).join('\n') + '\n';
			const [oldPaste, newPaste] = [join(dir, 'paste-old.txt'), join(dir, 'paste-new.txt')];
			writeFileSync(oldPaste, oldText);
			writeFileSync(newPaste, newText);
			const pasted = gnu(oldPaste, newPaste);
			await paste(page, oldText, 0);
			await expect(page.getByTestId('diff-old-chosen')).toContainText('pasted text');
			await paste(page, newText, 1);
			await expect(page.getByTestId('large-given')).toContainText('pasted text → pasted text');
			await expect(page.getByTestId('large-additions')).toHaveText(`+${pasted.additions} ${pasted.additions === 1 ? 'line' : 'lines'}`);
			await expect(page.getByTestId('large-deletions')).toHaveText(`−${pasted.deletions} ${pasted.deletions === 1 ? 'line' : 'lines'}`);
			await expect(page.locator('textarea').first()).not.toHaveValue(oldText);
		});
	});
});

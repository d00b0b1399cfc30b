import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { expect, test } from './fixtures';
import { waitForHook } from './helpers';

/**
 * The hash tool's toolbox part 3 algorithms as a person uses them: the grouped algorithm chips,
 * typed text, and a file hashed in the worker. Expected digests come from the CRC catalogue's
 * check values, node:crypto and zlib, and Python's crcmod/xxhash (independent of the code under
 * test); the Python ones are skipped, saying so, where those modules are absent.
 */

const dir = mkdtempSync(join(tmpdir(), 'utilkit-hash-algos-'));
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

const digest = (page: import('@playwright/test').Page, algorithm: string) => page.locator(`.hashes > dl code[data-algorithm="${algorithm}"]`);

test('typed text: the algorithms in groups, checksums as the CRC catalogue checks them', async ({ page }) => {
	await page.goto('/tools/hash');
	await waitForHook(page);
	await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
	for (const heading of ['Cryptographic hashes', 'Legacy (broken, for old systems)', 'Checksums (error detection)', 'Fast non-cryptographic hashes']) {
		await expect(page.getByRole('group', { name: heading, exact: true })).toBeVisible();
	}
	const checksums = page.getByRole('group', { name: 'Checksums (error detection)', exact: true });
	await checksums.getByRole('checkbox', { name: 'CRC-16/CCITT-FALSE' }).check();
	await checksums.getByRole('checkbox', { name: 'CRC-32C' }).check();
	await page.getByRole('group', { name: 'Cryptographic hashes', exact: true }).getByRole('checkbox', { name: 'SHA3-224' }).check();
	await page.locator('textarea').first().fill('123456789');
	// reveng.sourceforge.io CRC catalogue: CRC-16/IBM-3740 (CCITT-FALSE) check 0x29b1, CRC-32/ISCSI 0xe3069283.
	await expect(digest(page, 'crc16')).toHaveText('29b1');
	await expect(digest(page, 'crc32c')).toHaveText('e3069283');
	await expect(digest(page, 'sha3-224')).toHaveText(crypto.createHash('sha3-224').update('123456789').digest('hex'));
	// The rows name the algorithms as people know them.
	await expect(page.locator('.hashes > dl dt', { hasText: 'CRC-16/CCITT-FALSE' })).toBeVisible();
});

const python = spawnSync('/usr/bin/python3', ['-c', 'import xxhash, crcmod']);

test('a file: checksums streamed in the worker equal zlib, crcmod and xxhash', async ({ page }) => {
	test.skip(python.status !== 0, 'needs /usr/bin/python3 with python3-xxhash and python3-crcmod (apt)');
	await page.goto('/tools/hash');
	await waitForHook(page);
	await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
	await page.getByRole('button', { name: 'Checksums of bytes in hex' }).click();
	await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
	const bytes = crypto.randomBytes(3 * 1024 * 1024 + 5);
	const path = join(dir, 'random.bin');
	writeFileSync(path, bytes);
	const py = spawnSync(
		'/usr/bin/python3',
		['-c', "import sys, zlib, xxhash, crcmod.predefined as p; b = open(sys.argv[1], 'rb').read(); print('%08x %04x %08x %s' % (p.mkCrcFun('crc-32c')(b), p.mkCrcFun('crc-ccitt-false')(b), zlib.adler32(b), xxhash.xxh64(b).hexdigest()))", path]
	);
	const [crc32c, crc16, adler32, xxh64] = py.stdout.toString().trim().split(' ');
	await page.getByTestId('file-input').setInputFiles(path);
	const file = (algorithm: string) => page.getByTestId('file-hashes').locator(`code[data-algorithm="${algorithm}"]`);
	await expect(file('crc32')).toHaveText(crc32(bytes).toString(16).padStart(8, '0'));
	await expect(file('crc32c')).toHaveText(crc32c);
	await expect(file('crc16')).toHaveText(crc16);
	await expect(file('adler32')).toHaveText(adler32);
	await expect(file('xxh64')).toHaveText(xxh64);
});

test("CyberChef's hashes: Windows password hashes of typed text, Streebog, GOST 94 and Ascon of a file in the worker", async ({ page }) => {
	await page.goto('/tools/hash');
	await waitForHook(page);
	await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
	const passwords = page.getByRole('group', { name: 'Windows password hashes (of the text)', exact: true });
	await passwords.getByRole('checkbox', { name: 'NT hash (NTLM)' }).check();
	await passwords.getByRole('checkbox', { name: 'LM hash (LAN Manager)' }).check();
	const cryptographic = page.getByRole('group', { name: 'Cryptographic hashes', exact: true });
	for (const name of ['Streebog-256 (GOST R 34.11-2012)', 'GOST R 34.11-94 (test S-box)', 'Ascon-Hash256']) await cryptographic.getByRole('checkbox', { name }).check();
	await page.locator('textarea').first().fill('password');
	// passlib nthash/lmhash("password"); RHash --gost12-256; pyascon ascon_hash(b"password").
	await expect(digest(page, 'nt')).toHaveText('8846f7eaee8fb117ad06bdd830b7586c');
	await expect(digest(page, 'lm')).toHaveText('e52cac67419a9a224a3b108f3fa6cb6d');
	await expect(digest(page, 'streebog-256')).toHaveText('568c150cc0d9a006cf9c4f280a427686e8f46c543ada3dabe83199dd8fa82141');
	await expect(digest(page, 'ascon-hash')).toHaveText('01569494ac73450c54c13d1f631b5efb4a684f5d3cdade3977a1a87ff22a058f');
	// A file goes through the worker's stream (Streebog and GOST loaded there on first use); LM is left out (at most 14 characters).
	await passwords.getByRole('checkbox', { name: 'LM hash (LAN Manager)' }).uncheck();
	await expect(digest(page, 'lm')).toHaveCount(0);
	const path = join(dir, 'a100k.bin');
	writeFileSync(path, Buffer.alloc(100_000, 'a'));
	await page.getByTestId('file-input').setInputFiles(path);
	const file = (algorithm: string) => page.getByTestId('file-hashes').locator(`code[data-algorithm="${algorithm}"]`);
	// RHash --gost12-256 --gost94 and pyascon of b"a" * 100000.
	await expect(file('streebog-256')).toHaveText('94e6c60f2646719090d055c78c1783481d94441930c3c963eda148645b8c01a3');
	await expect(file('gost94')).toHaveText('c20313c999753aca5c8491298f93d0b31267467c9a731089949fe1937c061ac0');
	await expect(file('ascon-hash')).toHaveText('9c89555a6910dee76da18543acd0adc3cf91c93c73db7553a37739b9162cb415');
});

test("CyberChef's checksums: the All checksums example, a block size for the XOR checksum, and a file in the worker", async ({ page }) => {
	await page.goto('/tools/hash');
	await waitForHook(page);
	await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
	await page.getByRole('button', { name: 'All checksums' }).click();
	// "abcde": Wikipedia's Fletcher vectors; CRC-8/SMBUS and CRC-64/XZ check values on "123456789" below.
	await expect(digest(page, 'fletcher16')).toHaveText('c8f0');
	await expect(digest(page, 'fletcher32')).toHaveText('f04fc729');
	await expect(digest(page, 'fletcher64')).toHaveText('c8c6c527646362c6');
	await expect(page.locator('.hashes > dl dt', { hasText: 'TCP/IP checksum' })).toBeVisible();
	await page.locator('textarea').first().fill('123456789');
	await expect(digest(page, 'crc8')).toHaveText('f4');
	await expect(digest(page, 'crc64-xz')).toHaveText('995dc9bbdf1939fa');
	// "123456789" in blocks of 2 bytes: 31^33^35^37^39 = 0x39, 32^34^36^38 = 0x08.
	await page.getByLabel('XOR checksum block size').fill('2');
	await expect(digest(page, 'xor-checksum')).toHaveText('3908');
	// A file goes through the worker's stream with the same block size: the Python oracle's digests.
	const bytes = crypto.randomBytes(200_001);
	const path = join(dir, 'sums.bin');
	writeFileSync(path, bytes);
	const script = "import sys, json\nsys.path.insert(0, 'src/lib/ops/hash/oracle')\nimport sum_checksums as o\nprint(json.dumps(o.digests(open(sys.argv[1], 'rb').read(), 2)))";
	const expected = JSON.parse(spawnSync('/usr/bin/python3', ['-c', script, path]).stdout.toString());
	await page.getByTestId('file-input').setInputFiles(path);
	const file = (algorithm: string) => page.getByTestId('file-hashes').locator(`code[data-algorithm="${algorithm}"]`);
	for (const algorithm of ['fletcher32', 'fletcher64', 'internet-checksum', 'xor-checksum']) await expect(file(algorithm)).toHaveText(expected[algorithm]);
});

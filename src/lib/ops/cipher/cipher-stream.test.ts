import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { runCipher } from './cipher.js';
import { runCipherLarge, type CipherJob } from './cipher-large.js';
import { cipherStream, STREAMED, type StreamRequest } from './cipher-stream.js';
import { SPECS, type Algorithm } from './specs.js';
import { memoryIo as memoryIoOver } from '../../../../tests/unit/memory-io.js';

/** A job's io over bytes in memory, sliced across blocks as a Blob's stream may be. */
const memoryIo = (data: Uint8Array) => memoryIoOver(data, { slice: 65_537 });

/**
 * The ciphers of the app's large inputs, run slice by slice: equal to the operation (runCipher)
 * for every streamed algorithm, slicing and padding, and to `openssl enc` on files of several MiB
 * (skipped with a message when openssl or its legacy provider is absent).
 */
const random = (n: number) => crypto.getRandomValues(new Uint8Array(n));
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const keyFor = (algorithm: Algorithm) => {
	const keys = SPECS[algorithm].keys;
	return random(Array.isArray(keys) ? keys[keys.length - 1] : 16);
};

/** Runs the stream over `data` cut at `cuts` (offsets), answering everything it wrote. */
function streamed(req: StreamRequest, data: Uint8Array, cuts: number[] = []): Uint8Array {
	const parts: Uint8Array[] = [];
	const stream = cipherStream(req, (b) => parts.push(b.slice()));
	let at = 0;
	for (const cut of [...cuts].sort((a, b) => a - b)) {
		stream.push(data.slice(at, Math.max(at, cut)));
		at = Math.max(at, cut);
	}
	stream.push(data.slice(at));
	stream.end();
	return Buffer.concat(parts);
}

const ALL = [...STREAMED];

describe('streamed ciphers equal the operation', () => {
	it('streams the block and stream modes, not the AEADs, RC4, Fernet nor key wrap', () => {
		const blockExtra = ['rc2', 'rc6', 'twofish', 'present', 'magma', 'kuznyechik'].flatMap((c) => [`${c}-cbc`, `${c}-ecb`]);
		expect(ALL.sort()).toEqual(['aes-128-cbc', 'aes-128-ctr', 'aes-128-ecb', 'aes-192-cbc', 'aes-256-cbc', 'aes-256-cfb', 'aes-256-ctr', 'aes-256-ecb', 'aes-256-ofb', 'bf-cbc', 'chacha20', 'des-cbc', 'des-ede3-cbc', 'salsa20', 'sm4-cbc', 'xsalsa20', 'tea-cbc', 'tea-ecb', 'xtea-cbc', 'xtea-ecb', ...blockExtra].sort());
	});

	it.each(ALL)('%s: any slicing, both ways, with and without padding, with a key or a passphrase', (algorithm) => {
		const spec = SPECS[algorithm];
		fc.assert(
			fc.property(fc.uint8Array({ maxLength: 700 }), fc.array(fc.nat(700), { maxLength: 6 }), fc.boolean(), fc.boolean(), (raw, cuts, padded, withPassphrase) => {
				const nopad = !padded && spec.block > 0;
				const data = nopad ? raw.subarray(0, raw.length - (raw.length % spec.block)) : raw;
				const padding = nopad ? ('none' as const) : ('pkcs7' as const);
				const secret = withPassphrase && spec.passphrase ? { passphrase: new TextEncoder().encode('correct horse'), salt: random(8) } : { key: keyFor(algorithm) };
				const iv = random(spec.iv);
				const common = { algorithm, padding, iv, ...secret, time: 0, random };
				const theirs = runCipher({ ...common, direction: 'encrypt', data }).output;
				const mine = streamed({ ...common, direction: 'encrypt' }, data, cuts);
				expect(hex(mine)).toBe(hex(theirs));
				const back = streamed({ ...common, direction: 'decrypt' }, theirs, cuts);
				expect(hex(back)).toBe(hex(runCipher({ ...common, direction: 'decrypt', data: theirs }).output));
			}),
			fuzzParameters(0.2)
		);
	});

	it('refuses bad padding, partial blocks and data without "Salted__" as the operation does', () => {
		const key = random(32);
		const iv = random(16);
		const req = { algorithm: 'aes-256-cbc' as const, key, iv, padding: 'pkcs7' as const };
		const sealed = runCipher({ ...req, direction: 'encrypt', data: random(100), time: 0, random }).output;
		const said = (work: () => unknown) => {
			try {
				work();
				return 'no error';
			} catch (err) {
				return (err as Error).message;
			}
		};
		// A wrong key whose plaintext does not end in valid padding: about 1 in 256 keys would end
		// in a valid-looking 0x01, so the key is changed byte by byte until the operation refuses it.
		let wrongKey = { ...req, key: Uint8Array.from(key, (b) => b ^ 0xff) };
		for (let i = 1; said(() => runCipher({ ...wrongKey, direction: 'decrypt', data: sealed, time: 0, random })) === 'no error'; i++) wrongKey = { ...req, key: Uint8Array.from(key, (b) => b ^ i) };
		for (const [data, r] of [
			[sealed, wrongKey],
			[sealed.subarray(0, 100), req],
			[new Uint8Array(0), req]
		] as const) {
			const theirs = said(() => runCipher({ ...r, direction: 'decrypt', data, time: 0, random }));
			expect(theirs).not.toBe('no error');
			expect(said(() => streamed({ ...r, direction: 'decrypt' }, data, [33]))).toBe(theirs);
		}
		const phrase = { algorithm: 'aes-128-cbc' as const, passphrase: new Uint8Array([1]), iv: new Uint8Array(0), padding: 'pkcs7' as const };
		expect(said(() => streamed({ ...phrase, direction: 'decrypt' }, random(40)))).toBe(said(() => runCipher({ ...phrase, direction: 'decrypt', data: random(40), time: 0, random })));
	});

	it('carries the CTR counter over its 128 bits as OpenSSL does', () => {
		const key = random(16);
		const iv = Uint8Array.from({ length: 16 }, (_, i) => (i < 8 ? 0 : 0xff));
		iv[15] = 0xfd;
		const data = random(5000);
		const req = { algorithm: 'aes-128-ctr' as const, key, iv, padding: 'pkcs7' as const };
		expect(hex(streamed({ ...req, direction: 'encrypt' }, data, [17, 48, 1000]))).toBe(hex(runCipher({ ...req, direction: 'encrypt', data, time: 0, random }).output));
	});
});

const HAS_OPENSSL = (() => {
	try {
		execFileSync('openssl', ['enc', '-provider', 'legacy', '-provider', 'default', '-bf-cbc', '-K', '00'.repeat(16), '-iv', '00'.repeat(8)], { input: Buffer.from('x'), stdio: ['pipe', 'pipe', 'ignore'] });
		return true;
	} catch {
		console.warn('cipher-stream: `openssl` with its legacy provider is not installed: the comparison with it is skipped');
		return false;
	}
})();

const openssl = (args: string[], input: Uint8Array) => execFileSync('openssl', ['enc', '-provider', 'legacy', '-provider', 'default', ...args], { input: Buffer.from(input), maxBuffer: 64 << 20, stdio: ['pipe', 'pipe', 'ignore'] });

describe('large cipher jobs against openssl enc on 3 MiB', () => {
	const data = new Uint8Array(randomBytes(3 * 1024 * 1024 + 5));
	it.runIf(HAS_OPENSSL).each(['aes-256-cbc', 'aes-128-ctr', 'aes-256-cfb', 'aes-256-ofb', 'chacha20', 'aes-128-ecb'] as const)('%s encrypts as openssl does and decrypts back', async (algorithm) => {
		const spec = SPECS[algorithm];
		const key = keyFor(algorithm);
		const iv = random(spec.iv);
		const ivArg = algorithm === 'chacha20' ? ['-iv', '00000000' + hex(iv)] : spec.iv ? ['-iv', hex(iv)] : [];
		const theirs = openssl(['-' + algorithm, '-nosalt', '-K', hex(key), ...ivArg], data);
		const job: CipherJob = { kind: 'cipher', algorithm, direction: 'encrypt', key: hex(key), ...(spec.iv ? { [spec.ivField]: hex(iv) } : {}) };
		const run = memoryIo(data);
		await runCipherLarge(job, run.io);
		expect(run.out().equals(theirs)).toBe(true);
		const back = memoryIo(theirs);
		await runCipherLarge({ ...job, direction: 'decrypt' }, back.io);
		expect(back.out().equals(Buffer.from(data))).toBe(true);
	});

	it.runIf(HAS_OPENSSL)('a passphrase (EVP_BytesToKey MD5, and PBKDF2) as openssl enc -S writes it, with "Salted__" and the salt first', async () => {
		const salt = '0102030405060708';
		for (const pbkdf2 of [false, true]) {
			const body = openssl(['-aes-256-cbc', '-pass', 'pass:open sesame', '-S', salt, ...(pbkdf2 ? ['-pbkdf2'] : ['-md', 'md5'])], data);
			const theirs = Buffer.concat([Buffer.from('Salted__'), Buffer.from(salt, 'hex'), body.subarray(body.subarray(0, 8).toString() === 'Salted__' ? 16 : 0)]);
			const run = memoryIo(data);
			const job: CipherJob = { kind: 'cipher', algorithm: 'aes-256-cbc', direction: 'encrypt', passphrase: 'open sesame', salt, pbkdf2 };
			await runCipherLarge(job, run.io);
			expect(run.out().equals(theirs)).toBe(true);
			const back = memoryIo(theirs);
			await runCipherLarge({ ...job, direction: 'decrypt', salt: undefined }, back.io);
			expect(back.out().equals(Buffer.from(data))).toBe(true);
		}
	});

	it('an AEAD is read whole: the tag in the answer, and a decryption that checks it', async () => {
		const key = random(32);
		const nonce = random(12);
		const job: CipherJob = { kind: 'cipher', algorithm: 'chacha20-poly1305', direction: 'encrypt', key: hex(key), nonce: hex(nonce) };
		const run = memoryIo(data.subarray(0, 200_000));
		const { body } = await runCipherLarge(job, run.io);
		const op = runCipher({ algorithm: 'chacha20-poly1305', direction: 'encrypt', data: data.subarray(0, 200_000), key, iv: nonce, padding: 'pkcs7', time: 0, random });
		expect(run.out().equals(Buffer.from(op.output))).toBe(true);
		expect((body as { tag: string }).tag).toBe(hex(op.tag!));
		await expect(runCipherLarge({ ...job, direction: 'decrypt', tag: '00'.repeat(16) }, memoryIo(op.output).io)).rejects.toThrow('tag: authentication failed');
	});
});

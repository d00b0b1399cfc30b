import { executeOperation } from '../../src/lib/engine/execute.js';
import { getOperation } from '../../src/lib/ops/registry.js';

/**
 * How long each costly toolbox operation holds the event loop (docs/performance.md, "Toolbox:
 * cryptography"): `node --import tsx scripts/bench/bench-crypto.ts`.
 */

/** Longest gap between 1 ms timer ticks while one operation runs: how long it holds the event loop. */
async function measure(label: string, opId: string, input: unknown) {
	const op = getOperation(opId)!;
	let last = performance.now();
	let maxGap = 0;
	const timer = setInterval(() => {
		const now = performance.now();
		maxGap = Math.max(maxGap, now - last);
		last = now;
	}, 1);
	await new Promise((r) => setTimeout(r, 20));
	maxGap = 0;
	last = performance.now();
	const start = performance.now();
	const result = await executeOperation(op, input, { now: () => Date.now() });
	const total = performance.now() - start;
	await new Promise((r) => setTimeout(r, 5));
	clearInterval(timer);
	console.log(`| ${label} | ${result.status} | ${Math.round(total)} | ${Math.round(maxGap)} |`);
}

const pw = 'correct horse battery staple';
await measure('warm-up (not reported)', 'password-hash', { password: pw, algorithm: 'bcrypt', cost: 4 });
await measure('bcrypt cost 10 (default)', 'password-hash', { password: pw, algorithm: 'bcrypt' });
await measure('bcrypt cost 14 (max)', 'password-hash', { password: pw, algorithm: 'bcrypt', cost: 14 });
await measure('argon2id m=19456 t=2 p=1 (default)', 'password-hash', { password: pw, algorithm: 'argon2id' });
await measure('argon2id m=65536 t=10 p=4 (max)', 'password-hash', { password: pw, algorithm: 'argon2id', memory_kib: 65536, iterations: 10, parallelism: 4 });
await measure('scrypt ln=15 r=8 p=1 (default)', 'password-hash', { password: pw, algorithm: 'scrypt' });
await measure('scrypt ln=17 r=8 p=1 (max work)', 'password-hash', { password: pw, algorithm: 'scrypt', log_n: 17 });
await measure('verify argon2id m=65536 t=10 p=4', 'password-hash-verify', { password: pw, hash: '$argon2id$v=19$m=65536,t=10,p=4$c29tZXNhbHRzb21lc2FsdA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
await measure('keys RSA 4096', 'keys-generate', { type: 'rsa', size: 4096 });
await measure('keys RSA 2048', 'keys-generate', { type: 'rsa' });
await measure('keys EC P-521', 'keys-generate', { type: 'ec', curve: 'P-521' });
await measure('keys Ed25519', 'keys-generate', { type: 'ed25519' });
await measure('jwt-sign HS256', 'jwt-sign', { payload: { sub: 'a' }, algorithm: 'HS256', secret: 's' });
await measure('hash 1 MiB, all 12 algorithms', 'hash', { input: 'a'.repeat(1 << 20), algorithms: ['md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha512-256', 'sha3-256', 'sha3-384', 'sha3-512', 'blake2b-512', 'blake2s-256', 'crc32'] });
await measure('hmac 1 MiB sha512', 'hmac', { input: 'a'.repeat(1 << 20), key: 'k', algorithm: 'sha512' });

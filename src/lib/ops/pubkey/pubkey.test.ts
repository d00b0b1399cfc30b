import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import * as K from './fixtures.js';
import { operations } from './index.js';
import { derToP1363, p1363ToDer } from './pubkey.js';

const [pubkey, keysConvert] = operations;
const ctx = { now: () => 0 };

describe('pubkey cases (replayed through executeOperation)', () => {
	replayCases(cases, operations);
});

async function run(op: typeof pubkey, input: Record<string, unknown>) {
	const result = await executeOperation(op, input, ctx);
	expect(result.status, JSON.stringify(result.body)).toBe(200);
	return result.body as Record<string, string | boolean>;
}

/** openssl (the Debian package .ci/run installs) checks what is random by design: our signatures and ciphertexts. */
const hasOpenssl = (() => {
	try {
		execFileSync('openssl', ['version']);
		return true;
	} catch {
		console.warn('pubkey: `openssl` is not installed: the comparison with it is skipped');
		return false;
	}
})();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pubkey-'));
const file = (name: string, data: string | Uint8Array) => {
	const p = path.join(dir, name);
	fs.writeFileSync(p, data);
	return p;
};
const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();

describe.skipIf(!hasOpenssl)('openssl accepts what /pubkey makes', () => {
	const message = file('message', 'a message of some length, signed and checked by openssl\n');
	const text = fs.readFileSync(message, 'utf8');
	it.each([
		['rsa-pkcs1-sha256', K.RSA_PKCS1, K.RSA_SPKI, []],
		['rsa-pss-sha256', K.RSA_JWK, K.RSA_SPKI, ['-sigopt', 'rsa_padding_mode:pss', '-sigopt', 'rsa_pss_saltlen:32']],
		['ecdsa-sha256', K.EC_SEC1, K.EC_SPKI, []],
		['ecdsa-sha256', K.SSH_EC_PRIVATE, K.SSH_EC_SPKI, []]
	])('%s signatures pass openssl dgst -sha256 -verify', async (algorithm, key, spki, opts) => {
		const { signature } = await run(pubkey, { action: 'sign', algorithm, key, input: text });
		const sig = file(`${algorithm}.sig`, Buffer.from(signature as string, 'base64'));
		expect(openssl('dgst', '-sha256', '-verify', file(`${algorithm}.pub`, spki), ...(opts as string[]), '-signature', sig, message)).toContain('Verified OK');
	});
	it('Ed25519 signatures of an OpenSSH key pass openssl pkeyutl -verify', async () => {
		const { signature } = await run(pubkey, { action: 'sign', algorithm: 'ed25519', key: K.SSH_ED_PRIVATE, input: text });
		const out = openssl('pkeyutl', '-verify', '-pubin', '-inkey', file('ed.pub', K.SSH_ED_SPKI), '-rawin', '-in', message, '-sigfile', file('ed.sig', Buffer.from(signature as string, 'base64')));
		expect(out).toContain('Signature Verified Successfully');
	});
	it.each([
		['rsa-oaep-sha256', ['-pkeyopt', 'rsa_padding_mode:oaep', '-pkeyopt', 'rsa_oaep_md:sha256']],
		['rsa-pkcs1v15', []]
	])('%s ciphertexts decrypt with openssl pkeyutl', async (algorithm, opts) => {
		const { output } = await run(pubkey, { action: 'encrypt', algorithm, key: K.RSA_PUBLIC_JWK, input: 'secret: ação' });
		const out = openssl('pkeyutl', '-decrypt', '-inkey', file('rsa.pem', K.RSA_PKCS8), ...(opts as string[]), '-in', file(`${algorithm}.bin`, Buffer.from(output as string, 'base64')));
		expect(out).toBe('secret: ação');
	});
	it('openssl signatures of random messages verify, and fail for another message', async () => {
		await fc.assert(
			fc.asyncProperty(fc.uint8Array({ minLength: 0, maxLength: 300 }), async (bytes) => {
				const m = file('random', bytes);
				const sig = Buffer.from(execFileSync('openssl', ['dgst', '-sha256', '-sign', file('ec.pem', K.EC_SEC1), m])).toString('base64');
				const hex = Buffer.from(bytes).toString('hex');
				expect((await run(pubkey, { action: 'verify', algorithm: 'ecdsa-sha256', key: K.EC_SPKI, input: hex, input_encoding: 'hex', signature: sig })).valid).toBe(true);
				expect((await run(pubkey, { action: 'verify', algorithm: 'ecdsa-sha256', key: K.EC_SPKI, input: `${hex}00`, input_encoding: 'hex', signature: sig })).valid).toBe(false);
			}),
			{ numRuns: 15 }
		);
	});
});

describe('ECDSA signature forms', () => {
	it('DER and P1363 convert both ways, as node:crypto (OpenSSL) writes them', () => {
		const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-521' });
		for (let i = 0; i < 20; i++) {
			const data = Buffer.from(`message ${i}`);
			const der = crypto.sign('sha256', data, privateKey);
			const p1363 = crypto.sign('sha256', data, { key: privateKey, dsaEncoding: 'ieee-p1363' });
			const ours = derToP1363(new Uint8Array(der), 66)!;
			expect(ours.length).toBe(132);
			// Both verify as the other form (the signatures differ: ECDSA is random).
			expect(crypto.verify('sha256', data, { key: privateKey, dsaEncoding: 'ieee-p1363' }, ours)).toBe(true);
			expect(crypto.verify('sha256', data, privateKey, p1363ToDer(new Uint8Array(p1363)))).toBe(true);
		}
	});
	it('a signature that is not DER is not valid, and not an error', () => {
		expect(derToP1363(new Uint8Array([1, 2, 3]), 32)).toBeNull();
	});
});

describe.skipIf(!hasOpenssl)('/keys/convert agrees with openssl and ssh-keygen', () => {
	const hasSshKeygen = (() => {
		try {
			execFileSync('ssh-keygen', ['-?'], { stdio: 'ignore' });
		} catch (err) {
			// ssh-keygen -? prints its usage and exits 1: present.
			return (err as { status?: number }).status === 1;
		}
		return true;
	})();
	it.each(['rsa', 'ec', 'ed25519'])('a new %s key: PEM, JWK, SPKI and the SSH fingerprint', async (type) => {
		const { privateKey } = type === 'rsa' ? crypto.generateKeyPairSync('rsa', { modulusLength: 3072 }) : type === 'ec' ? crypto.generateKeyPairSync('ec', { namedCurve: 'P-384' }) : crypto.generateKeyPairSync('ed25519');
		const pkcs8 = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
		const pem = await run(keysConvert, { key: pkcs8, to: 'pem' });
		expect(pem.output).toBe(openssl('pkey', '-in', file(`${type}.key`, pkcs8)));
		const spki = await run(keysConvert, { key: pkcs8, to: 'spki-pem' });
		expect(spki.output).toBe(openssl('pkey', '-in', file(`${type}.key`, pkcs8), '-pubout'));
		const jwk = await run(keysConvert, { key: pkcs8, to: 'jwk' });
		expect(jwk.output).toEqual(privateKey.export({ format: 'jwk' }));
		const line = await run(keysConvert, { key: pkcs8, to: 'openssh' });
		if (hasSshKeygen) {
			const printed = execFileSync('ssh-keygen', ['-lf', file(`${type}.ssh.pub`, `${line.output as string}\n`)]).toString();
			expect(printed.split(' ')[1]).toBe(pem.fingerprint_sha256);
		}
	});
});

const hasPython = (() => {
	try {
		execFileSync('python3', ['--version']);
		return true;
	} catch {
		return false;
	}
})();
const SM2_ORACLE = path.join(path.dirname(new URL(import.meta.url).pathname), 'oracle', 'sm2_openssl.py');
const SM2_PUBLIC = 'f7d903cab7925066c31150a92b31e548e63f954f92d01eaa0271fb2a336baef8fb0c45e410ef7a6cdae724e6a78dbff52562e97ede009e762b667d9b14adea6c';
const SM2_PRIVATE = 'e74a72505084c3269aa9b696d603e3e08c74c6740212c11a31e26cdfe08bdf6a';

describe.skipIf(!hasOpenssl || !hasPython)('OpenSSL decrypts what sm2 encrypts', () => {
	it.each([
		['a short text', '68656c6c6f'],
		['empty', ''],
		['100 bytes (4 KDF blocks)', 'ab'.repeat(100)]
	])('%s', async (_, hex) => {
		const { output } = await run(pubkey, { action: 'encrypt', algorithm: 'sm2', key: SM2_PUBLIC, input: hex, input_encoding: 'hex' });
		expect(execFileSync('python3', [SM2_ORACLE, 'decrypt', output as string]).toString().trim()).toBe(hex);
		// Random k: two encryptions differ, and both orders decrypt back here.
		const again = await run(pubkey, { action: 'encrypt', algorithm: 'sm2', key: '04' + SM2_PUBLIC, input: hex, input_encoding: 'hex', sm2_order: 'c1c2c3' });
		expect(again.output).not.toBe(output);
		const back = await run(pubkey, { action: 'decrypt', algorithm: 'sm2', key: SM2_PRIVATE, input: again.output, input_encoding: 'hex', sm2_order: 'c1c2c3', output_encoding: 'hex' });
		expect(back.output).toBe(hex);
	});
});

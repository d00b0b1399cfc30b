/**
 * Certificates made with the `openssl` command at test time, and their fields as openssl itself
 * reads them back: the independent reference of the x509 and tls tests. For test files only.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const OPENSSL = process.env.OPENSSL ?? 'openssl';

/** Whether an openssl command is at hand (the tests that need it are skipped otherwise). */
export function hasOpenssl(): boolean {
	try {
		execFileSync(OPENSSL, ['version'], { stdio: 'ignore' });
		return true;
	} catch {
		return false;
	}
}

export const openssl = (args: string[], input?: string) => execFileSync(OPENSSL, args, { encoding: 'utf8', input, stdio: ['pipe', 'pipe', 'pipe'] });

/** A fresh directory for one test file's keys and certificates. */
export const scratch = () => fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-x509-'));

/** `-newkey` arguments of each key type. */
export const KEYS = {
	'rsa-2048': ['-newkey', 'rsa:2048'],
	'ec-p256': ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256'],
	'ec-p384': ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-384'],
	'ec-p521': ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-521'],
	ed25519: ['-newkey', 'ed25519'],
	ed448: ['-newkey', 'ed448']
} as const;

export interface MadeCertificate {
	/** Path of the PEM certificate and of its private key. */
	cert: string;
	key: string;
	pem: string;
}

/**
 * A certificate: self-signed (`req -x509`), or, with `ca`, a request signed by that CA. `ext`
 * lines go to the certificate (e.g. `subjectAltName=DNS:a.example`, `basicConstraints=CA:FALSE`).
 */
export function makeCertificate(
	dir: string,
	name: string,
	/** `days` may be -1 with `ca`: openssl then ends the validity a day before it starts (an expired certificate). */
	options: { key: keyof typeof KEYS; subject: string; days?: number; ext?: string[]; ca?: MadeCertificate; serial?: string; digest?: string }
): MadeCertificate {
	const key = path.join(dir, `${name}.key`);
	const cert = path.join(dir, `${name}.pem`);
	const days = String(options.days ?? 30);
	const digest = options.digest ? [`-${options.digest}`] : [];
	const serial = options.serial ? ['-set_serial', options.serial] : [];
	if (!options.ca) {
		const ext = (options.ext ?? []).flatMap((e) => ['-addext', e]);
		openssl(['req', '-x509', '-utf8', ...KEYS[options.key], '-nodes', '-keyout', key, '-out', cert, '-days', days, '-subj', options.subject, ...digest, ...serial, ...ext]);
	} else {
		const csr = path.join(dir, `${name}.csr`);
		const extFile = path.join(dir, `${name}.ext`);
		fs.writeFileSync(extFile, (options.ext ?? []).join('\n') + '\n');
		openssl(['req', '-new', '-utf8', ...KEYS[options.key], '-nodes', '-keyout', key, '-out', csr, '-subj', options.subject]);
		openssl(['x509', '-req', '-in', csr, '-CA', options.ca.cert, '-CAkey', options.ca.key, '-out', cert, '-days', days, '-extfile', extFile, ...digest, ...(options.serial ? serial : ['-CAcreateserial'])]);
	}
	return { cert, key, pem: fs.readFileSync(cert, 'utf8') };
}

/** The /x509 fields of a certificate file, as openssl reads them (days_remaining aside: it depends on the clock). */
export function opensslFields(certPath: string) {
	const out = openssl(['x509', '-in', certPath, '-noout', '-subject', '-issuer', '-serial', '-dates', '-fingerprint', '-sha256', '-ext', 'subjectAltName', '-nameopt', 'RFC2253,-esc_msb', '-dateopt', 'iso_8601']);
	const line = (label: string) => new RegExp(`^${label}=(.*)$`, 'm').exec(out)?.[1] ?? '';
	const isoDate = (text: string) => text.replace(' ', 'T');
	const sanLine = /X509v3 Subject Alternative Name: ?\n\s+(.*)$/m.exec(out)?.[1];
	const text = openssl(['x509', '-in', certPath, '-noout', '-text']);
	const keyAlgorithm = /Public Key Algorithm: (\S+)/.exec(text)![1];
	const bits = /Public-Key: \((\d+) bit\)/.exec(text)?.[1];
	const curve = /NIST CURVE: (\S+)/.exec(text)?.[1];
	// Ed25519 and Ed448 keys: openssl prints the key's bytes ("pub:" then hex pairs), not a size.
	const pubBytes = /pub:\n((?:\s+[0-9a-f:]+\n)+)/.exec(text)?.[1].match(/[0-9a-f]{2}/g)?.length ?? 0;
	const algorithm = { rsaEncryption: 'RSA', 'id-ecPublicKey': 'EC', ED25519: 'Ed25519', ED448: 'Ed448' }[keyAlgorithm] ?? keyAlgorithm;
	return {
		subject: line('subject'),
		issuer: line('issuer'),
		serial_number: line('serial').toLowerCase(),
		not_before: isoDate(line('notBefore')),
		not_after: isoDate(line('notAfter')),
		san: sanLine ? sanLine.split(', ').map(sanEntry) : [],
		public_key: algorithm === 'EC' ? { algorithm, size: Number(bits), curve } : { algorithm, size: bits ? Number(bits) : pubBytes * 8 },
		signature_algorithm: /Signature Algorithm: (\S+)/.exec(text)![1],
		fingerprint_sha256: line('sha256 Fingerprint').replaceAll(':', '').toLowerCase(),
		is_ca: /CA:TRUE/.test(text)
	};
}

/**
 * openssl's SAN entry as the contract writes it: `IP Address:` as `IP:`, and IPv6 addresses,
 * which openssl prints as eight upper-case groups, in RFC 5952's form (what the URL parser gives).
 */
function sanEntry(entry: string): string {
	const ip = /^IP Address:(.*)$/.exec(entry);
	if (!ip) return entry;
	return `IP:${ip[1].includes(':') ? new URL(`http://[${ip[1]}]/`).hostname.slice(1, -1) : ip[1]}`;
}

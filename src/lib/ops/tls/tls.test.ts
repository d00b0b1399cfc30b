/**
 * POST /tls through the server's real TLS prober against TLS servers on 127.0.0.1 (node:tls)
 * with certificates made by openssl now: a chain through an intermediate, a self-signed one, one
 * for another name, an expired one; the fixed chain of the example's recorded answer
 * (tests/fixtures/tls); and ports where no handshake completes (closed, silent,
 * closing or resetting at once, plain HTTP, SSH: tests/peers/non-tls-ports.ts). Names resolve
 * through a local DNS peer. Expected values: `openssl x509` on the same files, `openssl s_client`
 * for the protocol and cipher. Loopback is let through the way an operator allows one intranet
 * host (OUTBOUND_ALLOW_ADDRESSES=127.0.0.1); under the default rules it is refused (the cases).
 */
import { execFile } from 'node:child_process';
import fc from 'fast-check';
import fs from 'node:fs';
import net from 'node:net';
import tlsModule from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsPeer, type DnsPeer } from '../../../../tests/peers/dns-peer.js';
import { NON_TLS_DESCRIPTIONS, NON_TLS_KINDS, startNonTlsPorts, type NonTlsPorts } from '../../../../tests/peers/non-tls-ports.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { hasOpenssl, makeCertificate, openssl, OPENSSL, opensslFields, scratch, type MadeCertificate } from '../../../../tests/unit/openssl-x509.js';
// The server's real prober (tests only; operations never import lib/server).
import { createTlsProber, type TlsProbeOptions } from '../../server/outbound/tls-probe.js';
import { parseAllowList } from '../../server/outbound/index.js';
import { EXAMPLES_AT } from '../../server/api/openapi.js';
import { OutboundError, type TlsProber } from '../_shared/upstreams.js';
import { expectCase } from '../cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { parseHost } from './host.js';
import { tls } from './index.js';

const DAY = 86_400_000;
/** The fixed chain the example's answer was recorded from (tests/fixtures/tls/README.md). */
const FIXTURE = new URL('../../../../tests/fixtures/tls/', import.meta.url);
const fixture = (name: string): MadeCertificate => {
	const cert = new URL(`${name}.pem`, FIXTURE).pathname;
	return { cert, key: new URL(`${name}.key`, FIXTURE).pathname, pem: fs.readFileSync(cert, 'utf8') };
};
/** What the API answers: the status and the body (the result's message ids are the app's). */
const run = (input: unknown, tlsProber: TlsProber, now = Date.now()) => Promise.resolve(executeOperation(tls, input, { now: () => now, tlsProber })).then(({ status, body }) => ({ status, body }));

describe('reference cases, through the real prober under the default rules', () => {
	const prober = createTlsProber({});
	it.each(cases.map((c) => [c.name, c] as const))('%s', async (_, c) => {
		expectCase(expect, await run(c.input, prober), c);
	});
});

describe.skipIf(!hasOpenssl())('against TLS servers on 127.0.0.1', () => {
	let dir: string;
	let root: MadeCertificate;
	let intermediate: MadeCertificate;
	let leaf: MadeCertificate;
	let self: MadeCertificate;
	let expired: MadeCertificate;
	const servers: net.Server[] = [];
	const ports: Record<string, number> = {};
	let nonTls: NonTlsPorts;
	let dns: DnsPeer;
	const names = ['good.test', 'wrong.test', 'self.test', 'expired.test', 'ports.test', 'example.com'];
	const fixed = { root: fixture('root'), intermediate: fixture('intermediate'), leaf: fixture('leaf') };

	async function listen(server: net.Server): Promise<number> {
		servers.push(server);
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
		return (server.address() as net.AddressInfo).port;
	}
	const tlsServer = (made: MadeCertificate, chain: MadeCertificate[] = [], options: tlsModule.TlsOptions = {}) =>
		listen(tlsModule.createServer({ key: fs.readFileSync(made.key), cert: [made.pem, ...chain.map((c) => c.pem)].join('\n'), ...options }, (socket) => socket.end()));

	beforeAll(async () => {
		dir = scratch();
		root = makeCertificate(dir, 'root', { key: 'rsa-2048', subject: '/O=Utilkit tests/CN=Test Root', days: 3650, ext: ['basicConstraints=critical,CA:TRUE', 'keyUsage=critical,keyCertSign,cRLSign'] });
		intermediate = makeCertificate(dir, 'intermediate', { key: 'ec-p384', subject: '/O=Utilkit tests/CN=Test Intermediate', ca: root, days: 3650, ext: ['basicConstraints=critical,CA:TRUE,pathlen:0', 'keyUsage=critical,keyCertSign,cRLSign'] });
		leaf = makeCertificate(dir, 'leaf', { key: 'ec-p256', subject: '/CN=good.test', ca: intermediate, days: 90, ext: ['basicConstraints=CA:FALSE', 'subjectAltName=DNS:good.test,IP:127.0.0.1', 'extendedKeyUsage=serverAuth'] });
		self = makeCertificate(dir, 'self', { key: 'ed25519', subject: '/CN=self.test', ext: ['subjectAltName=DNS:self.test'] });
		expired = makeCertificate(dir, 'expired', { key: 'ec-p256', subject: '/CN=expired.test', ca: root, days: -1, ext: ['subjectAltName=DNS:expired.test'] });
		ports.good = await tlsServer(leaf, [intermediate]);
		ports.self = await tlsServer(self);
		ports.expired = await tlsServer(expired);
		ports.fixed = await tlsServer(fixed.leaf, [fixed.intermediate]);
		// One suite only, so that openssl's client and Node's negotiate the same one.
		ports.tls12 = await tlsServer(leaf, [intermediate], { maxVersion: 'TLSv1.2', ciphers: 'ECDHE-ECDSA-AES256-GCM-SHA384' });
		nonTls = await startNonTlsPorts();
		dns = await startDnsPeer((name, type) => (names.includes(name) && type === 1 ? { records: [{ type: 'A', address: '127.0.0.1' }] } : names.includes(name) ? { records: [] } : undefined));
	}, 120_000);

	afterAll(() => {
		for (const server of servers) server.close();
		dns?.close();
		return nonTls?.close();
	});

	const prober = (extra: TlsProbeOptions = {}) =>
		createTlsProber({ allowList: parseAllowList('127.0.0.1'), dnsServer: dns.server, trustedCertificates: [root.pem], deadlineMs: 1000, ...extra });
	const subjectOf = (made: MadeCertificate) => opensslFields(made.cert).subject;
	/**
	 * What `openssl s_client` says was negotiated with the same server (run asynchronously: the
	 * server lives in this process's event loop).
	 */
	const negotiated = async (port: number, servername: string) => {
		const child = execFile(OPENSSL, ['s_client', '-connect', `127.0.0.1:${port}`, '-servername', servername, '-brief'], { timeout: 10_000 });
		child.stdin?.end();
		let out = '';
		child.stdout?.on('data', (d) => (out += d));
		child.stderr?.on('data', (d) => (out += d));
		await new Promise((resolve) => child.once('close', resolve));
		return { protocol: /Protocol version: (\S+)/.exec(out)?.[1], cipher: /Ciphersuite: (\S+)/.exec(out)?.[1] };
	};

	it('a chain through an intermediate: the leaf’s fields, the chain’s subjects, trusted, matching', async () => {
		const now = Date.now();
		const result = await run({ host: 'good.test', port: ports.good }, prober(), now);
		expect(result.status, JSON.stringify(result.body)).toBe(200);
		const fields = opensslFields(leaf.cert);
		expect(result.body).toEqual({
			...fields,
			days_remaining: Math.floor((Date.parse(fields.not_after) - now) / DAY),
			chain: [subjectOf(leaf), subjectOf(intermediate), subjectOf(root)],
			chain_trusted: true,
			trust_error: null,
			hostname_match: true,
			...(await negotiated(ports.good, 'good.test'))
		});
		expect(tls.output.safeParse(result.body).error).toBeUndefined();
	});

	// The API reference's example (src/lib/server/api/openapi.ts, responseExamples: recorded) is
	// this answer: example.com resolved to a server with the fixed chain, its root trusted, at the
	// reference's instant. The expected fields come from openssl, not from the recording.
	it('the recorded answer of the example "A web site" is what the operation answers from the fixed chain', async () => {
		const example = tls.examples.find((e) => e.name === 'A web site')!;
		const { status, body } = await run({ ...example.input, port: ports.fixed }, prober({ trustedCertificates: [fixed.root.pem] }), EXAMPLES_AT);
		expect({ status, body }).toEqual({ status: 200, body: example.answer });
		expect(example.answer).toEqual({
			...opensslFields(fixed.leaf.cert),
			// 2026-01-15T12:00Z to 2036-01-01T00:00Z: 3,652 days from 15 January to 15 January (2028 and 2032 are leap years), less 14.5.
			days_remaining: 3637,
			chain: [subjectOf(fixed.leaf), subjectOf(fixed.intermediate), subjectOf(fixed.root)],
			chain_trusted: true,
			trust_error: null,
			hostname_match: true,
			...(await negotiated(ports.fixed, 'example.com'))
		});
	});

	it('the same chain under Node’s own root store is not trusted', async () => {
		const body = (await run({ host: 'good.test', port: ports.good }, prober({ trustedCertificates: undefined }))).body as Record<string, unknown>;
		expect(body).toMatchObject({ chain_trusted: false, trust_error: 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY', hostname_match: true });
		expect(body.chain).toEqual([subjectOf(leaf), subjectOf(intermediate)]);
	});

	it('an IP address host matches an IP subject alternative name (no SNI)', async () => {
		const body = (await run({ host: '127.0.0.1', port: ports.good }, prober())).body as Record<string, unknown>;
		expect(body).toMatchObject({ hostname_match: true, chain_trusted: true, subject: 'CN=good.test' });
	});

	it('a certificate for another name: hostname_match false', async () => {
		const body = (await run({ host: 'wrong.test', port: ports.good }, prober())).body as Record<string, unknown>;
		expect(body).toMatchObject({ hostname_match: false, chain_trusted: true, subject: 'CN=good.test' });
	});

	it('a self-signed certificate: not trusted, one certificate in the chain', async () => {
		const body = (await run({ host: 'self.test', port: ports.self }, prober())).body as Record<string, unknown>;
		expect(body).toMatchObject({ ...opensslFields(self.cert), chain: [subjectOf(self)], chain_trusted: false, trust_error: 'DEPTH_ZERO_SELF_SIGNED_CERT', hostname_match: true });
	});

	it('an expired certificate: not trusted (CERT_HAS_EXPIRED), days_remaining negative', async () => {
		const body = (await run({ host: 'expired.test', port: ports.expired }, prober())).body as Record<string, unknown>;
		expect(body).toMatchObject({ chain_trusted: false, trust_error: 'CERT_HAS_EXPIRED', hostname_match: true });
		expect(body.days_remaining as number).toBeLessThan(0);
	});

	it('TLS 1.2: the protocol and the cipher suite’s IANA name (openssl ciphers -stdname)', async () => {
		const body = (await run({ host: 'good.test', port: ports.tls12 }, prober())).body as Record<string, unknown>;
		const { protocol, cipher } = await negotiated(ports.tls12, 'good.test');
		// Lines of `openssl ciphers -stdname`: "<IANA name> - <OpenSSL name> <protocol> …".
		const iana = openssl(['ciphers', '-stdname', 'ALL']).split('\n').map((line) => line.split(/\s+/)).find((parts) => parts[2] === cipher)?.[0];
		expect({ protocol: body.protocol, cipher: body.cipher }).toEqual({ protocol, cipher: iana });
		expect(protocol).toBe('TLSv1.2');
	});

	// Whatever is on a port where no handshake completes, the caller learns only that: one status
	// and one body, so that /tls cannot tell a closed port from a silent one or a plain service
	// (docs/security.md, the loopback review's findings; src/lib/ops/tls/README.md gives the wording).
	it.each(NON_TLS_KINDS.map((kind) => [NON_TLS_DESCRIPTIONS[kind], kind] as const))('no handshake, %s: the same 422 url_unreachable', async (_, kind) => {
		expect(await run({ host: 'ports.test', port: nonTls.port[kind] }, prober({ deadlineMs: 500 }))).toEqual({
			status: 422,
			body: {
				detail: 'host: no TLS handshake: the connection was refused or closed, nothing came within 0.5 s, or the port does not speak TLS',
				code: 'url_unreachable'
			}
		});
	});

	it('a name that does not resolve: url_unreachable', async () => {
		const result = await run({ host: 'nothing.test', port: ports.good }, prober());
		expect(result).toMatchObject({ status: 422, body: { detail: 'host: nothing.test does not resolve (no such host)', code: 'url_unreachable' } });
	});

	it('under the default rules a name resolving to loopback is refused, without naming the address', async () => {
		const result = await run({ host: 'good.test', port: ports.good }, createTlsProber({ dnsServer: dns.server }));
		expect(result).toEqual({ status: 422, body: { detail: 'host: good.test does not resolve to a public address', code: 'url_blocked' } });
	});
});

describe('properties', () => {
	const peer = { chain: [] as Uint8Array[], trusted: false, trustError: 'x', hostnameMatch: false, protocol: 'TLSv1.3', cipher: 'TLS_AES_128_GCM_SHA256' };
	const unreachable: TlsProber = { probe: async (host, port) => Promise.reject(new OutboundError('dns', `${host}:${port} does not resolve`, 0, host)) };

	it('any host answers 422 (never 500) when the prober fails, and only reaches the prober with a parsed host', async () => {
		const seen: string[] = [];
		const prober: TlsProber = { probe: (host, port) => (seen.push(host), unreachable.probe(host, port)) };
		await fc.assert(
			fc.asyncProperty(fc.string({ maxLength: 40 }), fc.integer({ min: -5, max: 70_000 }), async (host, port) => {
				const { status } = await run({ host, port }, prober);
				expect(status).toBe(422);
			}),
			fuzzParameters()
		);
		for (const host of seen) expect(parseHost(host)).toBe(host);
	});

	it('a peer whose certificate bytes are garbage answers 422, never 500', async () => {
		await fc.assert(
			fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 200 }), async (bytes) => {
				const { status } = await run({ host: 'example.com' }, { probe: async () => ({ ...peer, chain: [bytes] }) });
				expect(status).toBe(422);
			}),
			fuzzParameters()
		);
	});

	it('parseHost refuses hosts that are only full stops of other scripts (the URL parser reads "。" as ".")', () => {
		for (const host of ['。', '．', '.。', '｡']) expect(() => parseHost(host), host).toThrow(/not a valid host/);
		expect(parseHost('a。')).toBe('a');
		expect(parseHost('example。com')).toBe('example.com');
	});

	it('parseHost is idempotent on what it accepts', () => {
		fc.assert(
			fc.property(fc.oneof(fc.domain(), fc.ipV4(), fc.ipV6()), (host) => {
				const once = parseHost(host);
				expect(parseHost(once)).toBe(once);
			}),
			fuzzParameters()
		);
	});
});

/**
 * POST /tls over real HTTP is no port scanner: against ports on 127.0.0.1 (let through with
 * OUTBOUND_ALLOW_PRIVATE=1, as an intranet deployment would) where no TLS handshake completes —
 * closed, silent, closing or resetting at once, a plain HTTP server, an SSH server — every answer
 * has the same status and the same body (src/lib/ops/tls/README.md, "TLS certificate checker"), while a TLS
 * server on the same address is read. The deadline is OUTBOUND_TIMEOUT_MS (1 s here).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NON_TLS_DESCRIPTIONS, NON_TLS_KINDS, startNonTlsPorts, type NonTlsPorts } from '../peers/non-tls-ports';
import { hasOpenssl, makeCertificate, scratch } from '../unit/openssl-x509';
import { startServer, type Server } from './harness';

let server: Server;
let key: string;
let nonTls: NonTlsPorts;

beforeAll(async () => {
	nonTls = await startNonTlsPorts();
	server = await startServer({ OUTBOUND_ALLOW_PRIVATE: '1', OUTBOUND_TIMEOUT_MS: '1000' });
	key = (await server.cli('keys', 'create', '--email', 'tls-ports@example.com', '--plan', 'unlimited')).trim();
}, 120_000);

afterAll(async () => {
	await server?.stop();
	await nonTls?.close();
});

const probe = async (port: number) => {
	const res = await server.post('/tls', { host: '127.0.0.1', port }, { 'x-api-key': key });
	return { status: res.status, body: await res.json() };
};

describe('POST /tls on a port where no handshake completes', () => {
	it.each(NON_TLS_KINDS.map((kind) => [NON_TLS_DESCRIPTIONS[kind], kind] as const))('%s: the same 422', async (_, kind) => {
		expect(await probe(nonTls.port[kind])).toEqual({
			status: 422,
			body: {
				detail: 'host: no TLS handshake: the connection was refused or closed, nothing came within 1 s, or the port does not speak TLS',
				code: 'url_unreachable'
			}
		});
	});

	it.skipIf(!hasOpenssl())('a TLS server on the same address is read (the ports above are reachable)', async () => {
		const self = makeCertificate(scratch(), 'self', { key: 'ec-p256', subject: '/CN=tls-ports.test', ext: ['subjectAltName=IP:127.0.0.1'] });
		const peer = tls.createServer({ key: fs.readFileSync(self.key), cert: self.pem }, (socket) => socket.end());
		await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
		try {
			const { status, body } = await probe((peer.address() as AddressInfo).port);
			expect(status).toBe(200);
			expect(body).toMatchObject({ subject: 'CN=tls-ports.test', chain_trusted: false, hostname_match: true });
		} finally {
			await new Promise((resolve) => peer.close(resolve));
		}
	});
});

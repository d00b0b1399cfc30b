import net from 'node:net';
import tls from 'node:tls';
import { OutboundError, type OutboundFailure, type TlsPeer, type TlsProber } from '../../ops/_shared/upstreams.js';
import { checkedAddresses, DEADLINE_MS, firstThatAnswers, type OutboundOptions } from './client.js';
import { createHostResolver } from './resolve.js';

export interface TlsProbeOptions extends OutboundOptions {
	/**
	 * The roots a chain is verified against: Node's root store (`tls.rootCertificates`) unless
	 * given. Tests add their own CA here; the server never sets it.
	 */
	trustedCertificates?: readonly string[];
}

/**
 * TLS handshakes with user-supplied hosts (POST /tls), under the same rules as the outbound
 * HTTP client (docs/security.md): `localhost` names refused, the host resolved once, every
 * address checked to be public (or allowed by OUTBOUND_ALLOW_PRIVATE / OUTBOUND_ALLOW_ADDRESSES),
 * the connection made to a checked address with the host as SNI, one deadline for it all. The
 * handshake does not stop at an untrusted chain (`rejectUnauthorized: false`): the chain is what
 * the caller asks to see; whether it verifies is read from the socket afterwards.
 * @example const peer = await createTlsProber({}).probe('example.com', 443)
 */
export function createTlsProber(options: TlsProbeOptions = {}): TlsProber {
	const resolveHost = createHostResolver({ server: options.dnsServer });
	const deadlineMs = Math.min(options.deadlineMs ?? DEADLINE_MS, DEADLINE_MS);
	const ca = options.trustedCertificates ? [...options.trustedCertificates] : undefined;

	return {
		async probe(host: string, port: number): Promise<TlsPeer> {
			const started = performance.now();
			const controller = new AbortController();
			const timer = setTimeout(() => controller.abort(), deadlineMs);
			const fail = (failure: OutboundFailure, message: string): never => {
				throw new OutboundError(failure, message, 0, `${host}:${port}`, Math.round(performance.now() - started));
			};
			// Once a connection is tried, every way it can fail (refused, reset, silent past the
			// deadline, a plain service answering, a handshake alert, unreachable) says the same:
			// otherwise /tls would tell a closed port from a filtered one or an SSH server, a port
			// scanner run through this server. The failure kind stays on the error, never in the words.
			const noHandshake = noHandshakeMessage(deadlineMs);
			try {
				const addresses = await checkedAddresses(host, options, resolveHost, controller.signal, deadlineMs, fail);
				return await firstThatAnswers(
					addresses,
					(address) => handshake(host, address, port, ca, controller.signal),
					`${host}:${port}`,
					controller.signal,
					noHandshake,
					(failure) => fail(failure, noHandshake)
				);
			} finally {
				clearTimeout(timer);
			}
		}
	};
}

/**
 * What a caller is told for any handshake that did not complete (src/lib/ops/tls/README.md, "TLS
 * certificate checker"): the same words whatever the cause, and nothing about the address or port.
 */
function noHandshakeMessage(deadlineMs: number): string {
	return `no TLS handshake: the connection was refused or closed, nothing came within ${deadlineMs / 1000} s, or the port does not speak TLS`;
}

/** One handshake with one checked address; resolves once the peer's certificate is in. */
function handshake(host: string, address: string, port: number, ca: string[] | undefined, signal: AbortSignal): Promise<TlsPeer> {
	return new Promise((resolve, reject) => {
		const socket = tls.connect({
			// The checked address itself: no second lookup between the check and the connection.
			host: address,
			port,
			// SNI is a host name only (RFC 6066 section 3: literal IP addresses are not sent).
			...(net.isIP(host) ? {} : { servername: host }),
			rejectUnauthorized: false,
			// Node folds the host name check into `authorized`; chain_trusted is the chain alone, and
			// hostname_match is checked on its own below.
			checkServerIdentity: () => undefined,
			...(ca ? { ca } : {})
		});
		const onAbort = () => socket.destroy(Object.assign(new Error('aborted'), { code: 'ABORT_ERR' }));
		signal.addEventListener('abort', onAbort, { once: true });
		const done = () => {
			signal.removeEventListener('abort', onAbort);
			socket.destroy();
		};
		socket.once('secureConnect', () => {
			try {
				const leaf = socket.getPeerCertificate(true);
				const chain: Uint8Array[] = [];
				// Each certificate's issuer, until the chain ends or a certificate is its own issuer.
				for (let cert = leaf; cert?.raw && chain.length < 20; cert = cert.issuerCertificate) {
					chain.push(new Uint8Array(cert.raw));
					if (cert.issuerCertificate === cert || cert.issuerCertificate?.fingerprint256 === cert.fingerprint256) break;
				}
				if (chain.length === 0) throw Object.assign(new Error('the server presented no certificate'), { code: 'ERR_TLS_NO_CERTIFICATE' });
				const authError = socket.authorizationError;
				resolve({
					chain,
					trusted: socket.authorized,
					trustError: socket.authorized ? null : authError ? String(authError) : 'not trusted',
					hostnameMatch: tls.checkServerIdentity(host, leaf) === undefined,
					protocol: socket.getProtocol() ?? 'unknown',
					cipher: socket.getCipher()?.standardName ?? socket.getCipher()?.name ?? 'unknown'
				});
			} catch (err) {
				reject(err);
			} finally {
				done();
			}
		});
		socket.once('error', (err) => {
			done();
			reject(err);
		});
	});
}

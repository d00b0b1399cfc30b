import { z } from 'zod';
import { integer, stringOfAtMost } from '../_shared/schemas.js';
import { describeOutboundError, isRefusedUrl, OutboundError, outboundCode } from '../_shared/outbound-failure.js';
import { defineOperation } from '../../engine/define.js';
import { errorOf } from '../../engine/words.js';
import { errors } from './errors.js';
import { lazyModule } from '../../engine/lazy.js';
import { formHints } from '../form-hints.js';
import { certificateShape } from '../x509/index.js';
import { parseHost } from './host.js';

// x509's certificate reader (@peculiar/x509) loads on the first call, not with the registry.
const certificates = lazyModule(() => import('../x509/certificate.js'));

export const tls = defineOperation({
	id: 'tls',
	group: 'web',
	title: 'TLS certificate checker',
	summary: 'Connects to a host over TLS and shows the certificate it presents, its chain, whether the chain is trusted and matches the host name, the protocol and the cipher.',
	keywords: ['tls', 'ssl', 'ssl checker', 'https', 'certificate', 'certificate chain', 'expiry', 'handshake', 'cipher', 'sni', 'ssl certificate check'],
	method: 'POST',
	path: '/tls',
	runs: 'server',
	cost: 'light',
	service: 'tlsProber',
	input: z.object({
		host: stringOfAtMost(300)
			.describe('Host name (IDN allowed) or IP address, without scheme or port; sent as SNI when a name')
			.meta(formHints({ placeholder: 'example.com' })),
		port: integer().min(1).max(65535).default(443).describe('TCP port, 1–65535; default 443')
	}),
	output: z.object({
		...certificateShape,
		chain: z.array(z.string()).describe('Subjects (RFC 4514) of the chain as Node reports it: the host’s certificate first, then each issuer the server sent (and, when the chain verifies, up to the trusted root)'),
		chain_trusted: z.boolean().describe('The chain verifies against Node’s root store (Mozilla’s CA list)'),
		trust_error: z.string().nullable().describe('Why not, as OpenSSL says it (e.g. `SELF_SIGNED_CERT_IN_CHAIN`, `CERT_HAS_EXPIRED`); null when trusted'),
		hostname_match: z.boolean().describe('The certificate names the host (RFC 6125, `tls.checkServerIdentity`)'),
		protocol: z.string().describe('Negotiated protocol, e.g. `TLSv1.3`'),
		cipher: z.string().describe('Negotiated cipher suite, IANA name, e.g. `TLS_AES_256_GCM_SHA384`')
	}),
	errors: [
		{
			status: 422,
			when: '`host` missing, empty, with a scheme, port or path, not a valid name or address, or a non-public address (`url_blocked`); `port` outside 1–65535; the name does not resolve, or no TLS handshake completes (`url_unreachable`; one wording whether the port refused or closed the connection, stayed silent for 10 s or does not speak TLS)',
			codes: ['url_blocked', 'url_unreachable']
		}
	],
	examples: [
		{
			name: 'A web site',
			input: { host: 'example.com' },
			// Recorded at 2026-01-15T12:00:00Z from a stand-in: a server with the fixed chain of
			// tests/fixtures/tls (not example.com's own), whose root the test trusts; tls.test.ts replays it.
			answer: {
				subject: 'CN=example.com',
				issuer: 'CN=Utilkit Example TLS CA,O=Utilkit examples,C=BR',
				serial_number: 'b8ef0afc9683b7f4ff0b2e7e1715dd5d',
				not_before: '2026-01-01T00:00:00Z',
				not_after: '2036-01-01T00:00:00Z',
				days_remaining: 3637,
				san: ['DNS:example.com', 'DNS:www.example.com'],
				public_key: { algorithm: 'EC', size: 256, curve: 'P-256' },
				signature_algorithm: 'ecdsa-with-SHA256',
				fingerprint_sha256: '4a14cef83cd67b687b2dbafe6dc8f0c38779545893889a75f5a79ce3b1ffbc55',
				is_ca: false,
				chain: ['CN=example.com', 'CN=Utilkit Example TLS CA,O=Utilkit examples,C=BR', 'CN=Utilkit Example Root CA,O=Utilkit examples,C=BR'],
				chain_trusted: true,
				trust_error: null,
				hostname_match: true,
				protocol: 'TLSv1.3',
				cipher: 'TLS_AES_256_GCM_SHA384'
			}
		},
		{ name: 'Another port (SMTP submission over TLS)', input: { host: 'smtp.gmail.com', port: 465 } }
	],
	prepare: certificates.load,
	async run(input, ctx) {
		const { CertificateError, certificateSubject, describeCertificate } = certificates.get();
		const host = parseHost(input.host);
		if (!ctx.tlsProber) throw new Error('tls needs ctx.tlsProber (the server’s TLS prober)');
		try {
			const peer = await ctx.tlsProber.probe(host, input.port);
			const leaf = await describeCertificate(peer.chain[0], ctx.now());
			return {
				...leaf,
				chain: peer.chain.map(certificateSubject),
				chain_trusted: peer.trusted,
				trust_error: peer.trustError,
				hostname_match: peer.hostnameMatch,
				protocol: peer.protocol,
				cipher: peer.cipher
			};
		} catch (err) {
			if (err instanceof CertificateError) throw errors.error('unreadable_certificate', { reason: err.words }, { field: 'host', code: 'url_unreachable' });
			if (!(err instanceof OutboundError)) throw err;
			// Refused before any connection (a non-public address) or unreachable: the caller's host is the cause.
			const code = isRefusedUrl(err) ? outboundCode(err) : 'url_unreachable';
			throw errorOf(describeOutboundError(err), { field: 'host', code });
		}
	}
});

export const operations = [tls];

/**
 * The real API core in-process, wired like src/lib/server/app.ts (same providers, same
 * instrumentation) but with every upstream on 127.0.0.1: MX and host lookups go to the DNS
 * peer, which answers every name with 127.0.0.1; VIES, Nominatim and LibreTranslate are the
 * tests/peers fakes; chat and the web pages come from local-upstreams.ts. Nothing reaches the
 * internet: the outbound client may reach only 127.0.0.1 (OUTBOUND_ALLOW_ADDRESSES), and a
 * guard refuses, like a machine without a route would, the public IP literals no DNS peer can
 * redirect. `send` hands raw request text to the core, so JSON parsing is fuzzed too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { startDnsPeer, RCODE, type DnsPeer } from '../../peers/dns-peer.js';
import type { HttpPeer } from '../../peers/http-peer.js';
import { startLibreTranslatePeer } from '../../peers/libretranslate-peer.js';
import { startNominatimPeer, type NominatimPeer } from '../../peers/nominatim-peer.js';
import { startViesPeer, type ViesPeer } from '../../peers/vies-peer.js';
import { createApiCore, MAX_BODY_BYTES, type ApiCore, type ApiResponse } from '../../../src/lib/server/api/core.js';
import { generateApiKey, hashApiKey, keyHint } from '../../../src/lib/server/auth/api-keys.js';
import { Authenticator } from '../../../src/lib/server/auth/authenticator.js';
import { createMemoryRateLimiter } from '../../../src/lib/server/limits/rate-limiter.js';
import { UsageMeter } from '../../../src/lib/server/limits/usage-meter.js';
import { ApiMetrics } from '../../../src/lib/server/observability/metrics.js';
import { instrumentServices } from '../../../src/lib/server/observability/upstreams.js';
import { blockedReason, createOutboundClient, parseAllowList } from '../../../src/lib/server/outbound/index.js';
import { createChatUpstream } from '../../../src/lib/server/providers/ai.js';
import { createDnsResolver, createMxResolver } from '../../../src/lib/server/providers/dns.js';
import { createRatesUpstream } from '../../../src/lib/server/providers/rates.js';
import { createTlsProber } from '../../../src/lib/server/outbound/tls-probe.js';
import { createGeocoderUpstream } from '../../../src/lib/server/providers/geocoder.js';
import { timezoneAt } from '../../../src/lib/server/providers/timezone.js';
import { createTranslateUpstream } from '../../../src/lib/server/providers/translate.js';
import { createVatUpstream } from '../../../src/lib/server/providers/vies.js';
import { createStore, type Store } from '../../../src/lib/server/store/index.js';
import { OutboundError, type OutboundClient } from '../../../src/lib/ops/_shared/upstreams.js';
import { OPERATIONS } from '../../../src/lib/ops/registry.js';
import { createHeavyPool, MiB } from '../../../src/lib/server/heavy/pool.js';
import { startChatServer, startPageServer } from './local-upstreams.js';
import { startEcbPeer } from '../../peers/ecb-peer.js';
import type { FuzzRequest } from './requests.js';

/** Upper bound on one answer: generous, only to catch hangs (upstream timeouts are set below it). */
export const ANSWER_BOUND_MS = 5000;
/** Upstream timeouts, each under ANSWER_BOUND_MS so a slow upstream is an answer, not a hang. */
const UPSTREAM_TIMEOUT_MS = 3000;

export interface FuzzServer {
	core: ApiCore;
	/** Port of the local web site (URLs to it exercise url-checker and social-metadata fully). */
	pagePort: number;
	/** Error lines the core logged (a 500's cause). */
	logged: string[];
	/** Public IP literals the guard refused (the generators should make none). */
	refusedPublic: string[];
	/** The core's clock: tests may pin it (TOTP); null follows Date.now. */
	clock: { at: number | null };
	/** Sends a request; rejects when no answer comes within `boundMs` (ANSWER_BOUND_MS by default). */
	send(request: FuzzRequest, boundMs?: number): Promise<Answer>;
	close(): Promise<void>;
}

export interface Answer extends ApiResponse {
	/** Milliseconds to the answer. */
	ms: number;
}

/** Every A question gets 127.0.0.1; MX: none under `nomx.`, SERVFAIL under `servfail.`, else one record. */
function zone(name: string, type: number) {
	if (name.startsWith('servfail.') || name.includes('.servfail.')) return { rcode: RCODE.SERVFAIL };
	if (type === 1) return { records: [{ type: 'A' as const, address: '127.0.0.1' }] };
	if (type === 15 && !name.startsWith('nomx.')) return { records: [{ type: 'MX' as const, priority: 10, exchange: `mx.${name}` }] };
	return { records: [] };
}

/** The outbound client, minus public IP literals (no DNS answer can send those to 127.0.0.1). */
function guarded(client: OutboundClient, refused: string[]): OutboundClient {
	return {
		fetch(rawUrl, request) {
			let host = '';
			try {
				host = new URL(rawUrl).hostname.replace(/^\[|\]$/g, '');
			} catch {
				// Unparsable: the client itself answers invalid-url.
			}
			if (host && /^[\d.]+$|:/.test(host) && blockedReason(host) === null) {
				refused.push(host);
				return Promise.reject(new OutboundError('network', `${host} is unreachable (no route to host)`, 0, rawUrl));
			}
			return client.fetch(rawUrl, request);
		}
	};
}

export async function startFuzzServer(): Promise<FuzzServer> {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-fuzz-'));
	const store: Store = await createStore({ dataDir: dir, databaseUrl: null });
	const account = await store.createAccount('fuzz@example.com', 'unlimited');
	const key = generateApiKey();
	await store.createApiKey({ accountId: account.id, keyHash: hashApiKey(key), hint: keyHint(key), name: null });

	const dns: DnsPeer = await startDnsPeer(zone);
	const vies: ViesPeer = await startViesPeer();
	const nominatim: NominatimPeer = await startNominatimPeer();
	const locals: HttpPeer[] = [await startChatServer(), await startLibreTranslatePeer(), await startPageServer(), await startEcbPeer()];
	const [chat, translate, pages, rates] = locals;

	const logged: string[] = [];
	const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(line) });
	const refusedPublic: string[] = [];
	const metrics = new ApiMetrics(OPERATIONS.map((op) => op.id));
	const clock = { at: null as number | null };
	const meter = new UsageMeter(store);
	// Heavy operations in worker threads, as the server runs them (two, so a slow one does not hold the rest).
	const heavy = createHeavyPool({ threads: 2, queue: 64, perAccount: 64, memoryBudget: 512 * MiB, heapMb: 256, queueWaitMs: 60_000 });
	const core = createApiCore({
		operations: OPERATIONS,
		authenticator: new Authenticator(store),
		limiter: createMemoryRateLimiter(),
		meter,
		logger,
		corsOrigins: [],
		openApiJson: '{}',
		metrics,
		heavy,
		now: () => clock.at ?? Date.now(),
		services: instrumentServices(
			{
				chatLinkHost: 'https://wa.me',
				timezoneAt,
				resolveMx: createMxResolver({ server: dns.server, timeoutMs: UPSTREAM_TIMEOUT_MS }),
				dns: createDnsResolver({ server: dns.server, timeoutMs: UPSTREAM_TIMEOUT_MS }),
				chat: createChatUpstream({ baseUrl: chat.url, model: 'fuzz', apiKey: null, timeoutMs: UPSTREAM_TIMEOUT_MS }),
				translator: createTranslateUpstream({ baseUrl: translate.url, apiKey: null, timeoutMs: UPSTREAM_TIMEOUT_MS }),
				vat: createVatUpstream({ baseUrl: vies.url, timeoutMs: UPSTREAM_TIMEOUT_MS }),
				geocoder: createGeocoderUpstream({ baseUrl: nominatim.url, timeoutMs: UPSTREAM_TIMEOUT_MS, logger }),
				// TLS to 127.0.0.1 only, like the outbound client (the page server speaks no TLS: a failed handshake).
				tlsProber: createTlsProber({ allowList: parseAllowList('127.0.0.1'), dnsServer: dns.server, deadlineMs: UPSTREAM_TIMEOUT_MS }),
				rates: createRatesUpstream({ url: `${rates.url}/eurofxref-daily.xml`, store, logger }),
				outbound: guarded(
					createOutboundClient({ allowList: parseAllowList('127.0.0.1'), dnsServer: dns.server, deadlineMs: UPSTREAM_TIMEOUT_MS }),
					refusedPublic
				)
			},
			metrics
		)
	});

	async function send(request: FuzzRequest, boundMs = ANSWER_BOUND_MS): Promise<Answer> {
		const headers: Record<string, string> = { 'x-api-key': key };
		if (request.contentType !== undefined) headers['content-type'] = request.contentType;
		// As the node adapter reads it: UTF-8 bytes (a lone surrogate becomes U+FFFD), 1 MiB at most.
		const bytes = request.body === null ? null : Buffer.from(request.body, 'utf8');
		const tooLarge = bytes !== null && bytes.length > MAX_BODY_BYTES;
		const started = performance.now();
		let timer: ReturnType<typeof setTimeout> | undefined;
		const hang = new Promise<never>((_, reject) => {
			timer = setTimeout(() => reject(new Error(`no answer within ${boundMs} ms`)), boundMs);
		});
		try {
			const answer = await Promise.race([
				core.handle({
					method: request.method,
					path: request.path,
					search: request.search,
					header: (name) => headers[name],
					body: request.method === 'GET' || tooLarge || bytes === null || bytes.length === 0 ? null : bytes.toString('utf8'),
					bodyTooLarge: tooLarge
				}),
				hang
			]);
			return { ...answer, ms: performance.now() - started };
		} finally {
			clearTimeout(timer);
		}
	}

	return {
		core,
		pagePort: pages.port,
		logged,
		refusedPublic,
		clock,
		send,
		async close() {
			dns.close();
			await heavy.close();
			await Promise.all([vies.close(), nominatim.close(), ...locals.map((s) => s.close())]);
			await meter.flush();
			await store.close();
			fs.rmSync(dir, { recursive: true, force: true });
		}
	};
}

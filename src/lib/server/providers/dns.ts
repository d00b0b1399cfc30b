import { Resolver } from 'node:dns/promises';

/** One MX record as the e-mail validation operation reports it. */
export interface MxRecord {
	priority: number;
	/** Host name without the trailing dot; '' is the root (an RFC 7505 null MX). */
	exchange: string;
}

/** The bound on one MX lookup, whatever the resolver's own retries do. */
export const DNS_TIMEOUT_MS = 3000;

/** A lookup that could not be made; the message is safe to show to API callers. */
export class DnsLookupError extends Error {
	constructor(
		message: string,
		readonly code: string
	) {
		super(message);
		this.name = 'DnsLookupError';
	}
}

export interface MxResolverOptions {
	/** `DNS_SERVER`: an IP address with an optional port (`192.0.2.53:5353`, `[2001:db8::53]:53`); null = the system's. */
	server?: string | null;
	timeoutMs?: number;
	/** How long an answer (records, or none) is reused; failures are never cached. */
	cacheMs?: number;
}

/** Answers are reused for a minute: long enough for a burst of sign-ups, short enough to see DNS changes. */
export const MX_CACHE_MS = 60_000;
/** Domains remembered at most; the oldest answer goes first. */
export const MX_CACHE_ENTRIES = 10_000;

/**
 * An MX lookup for `ctx.resolveMx` (docs/spec/decisions.md: the system resolver, or `DNS_SERVER`).
 * Each lookup gets its own c-ares channel (one try, `timeoutMs` per try) and a timer that
 * cancels it at `timeoutMs`, so no lookup outlasts the bound. NXDOMAIN and "no data" resolve
 * to []; a timeout, SERVFAIL, REFUSED or unreachable server rejects with DnsLookupError.
 * Answers are cached per domain for `cacheMs` (MX_CACHE_MS), and concurrent lookups of one
 * domain share one query; failures are not cached, so the next call asks again.
 * Throws at creation when `server` is not an IP address (a configuration error).
 * @example const resolveMx = createMxResolver({ server: '127.0.0.1:5353' }); await resolveMx('example.com')
 */
export function createMxResolver(options: MxResolverOptions = {}): (domain: string) => Promise<MxRecord[]> {
	const timeoutMs = options.timeoutMs ?? DNS_TIMEOUT_MS;
	const servers = options.server ? [options.server] : null;
	if (servers) {
		try {
			new Resolver().setServers(servers);
		} catch {
			throw new Error(`DNS_SERVER must be an IP address with an optional port (host:port), got "${options.server}"`);
		}
	}

	const cacheMs = options.cacheMs ?? MX_CACHE_MS;
	const cache = new Map<string, { at: number; answer: Promise<MxRecord[]> }>();

	return function cachedResolveMx(domain: string): Promise<MxRecord[]> {
		const key = domain.toLowerCase();
		const now = performance.now();
		const hit = cache.get(key);
		if (hit && now - hit.at < cacheMs) return hit.answer;
		cache.delete(key);
		if (cache.size >= MX_CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
		const answer = resolveMx(key);
		cache.set(key, { at: now, answer });
		answer.catch(() => {
			if (cache.get(key)?.answer === answer) cache.delete(key);
		});
		return answer;
	};

	async function resolveMx(domain: string): Promise<MxRecord[]> {
		const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
		if (servers) resolver.setServers(servers);
		let timer: ReturnType<typeof setTimeout> | undefined;
		const deadline = new Promise<never>((_, reject) => {
			timer = setTimeout(() => {
				resolver.cancel();
				reject(timeoutError(timeoutMs));
			}, timeoutMs);
		});
		try {
			const records = await Promise.race([resolver.resolveMx(domain), deadline]);
			return records
				.map((r) => ({ priority: r.priority, exchange: r.exchange }))
				.sort((a, b) => a.priority - b.priority || a.exchange.localeCompare(b.exchange));
		} catch (err) {
			if (err instanceof DnsLookupError) throw err;
			const code = (err as NodeJS.ErrnoException).code ?? 'UNKNOWN';
			if (code === 'ENOTFOUND' || code === 'ENODATA') return [];
			throw describe(code, timeoutMs);
		} finally {
			clearTimeout(timer);
		}
	}
}

function timeoutError(timeoutMs: number): DnsLookupError {
	return new DnsLookupError(`the DNS server did not answer within ${timeoutMs / 1000} s`, 'ETIMEOUT');
}

/** c-ares error codes as sentences for API callers. */
function describe(code: string, timeoutMs: number): DnsLookupError {
	switch (code) {
		case 'ETIMEOUT':
		case 'ECANCELLED':
			return timeoutError(timeoutMs);
		case 'ESERVFAIL':
			return new DnsLookupError('the DNS server failed to answer (SERVFAIL)', code);
		case 'EREFUSED':
			return new DnsLookupError('the DNS server refused the query', code);
		case 'ECONNREFUSED':
			return new DnsLookupError('the DNS server could not be reached', code);
		default:
			return new DnsLookupError(`the DNS lookup failed (${code})`, code);
	}
}

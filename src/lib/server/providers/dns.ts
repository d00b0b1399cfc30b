/**
 * DNS for operations (docs/spec/decisions.md: the system resolver, or `DNS_SERVER`): a small stub
 * resolver over dns-packet. One question per query, sent over UDP to one server (RFC 1035 section
 * 4.2.1), again over TCP when the answer comes back truncated (RFC 1035 section 4.2.2, RFC 7766
 * section 5), under one deadline for the whole exchange. Node's own `dns.Resolver` was not enough:
 * it gives TTLs only for A and AAAA, and folds NODATA into NXDOMAIN for some types.
 * Forgery resistance as RFC 5452 section 9.1 asks of a stub: a random 16-bit id per message, a
 * connected socket on a random source port (only the server's address is read), and an answer
 * counts only when its id and question match the query's; anything else is dropped unread.
 *
 * NXDOMAIN is checked before it is believed (src/lib/ops/dns/README.md, "When the resolver
 * cannot resolve"): a resolver cut off from the internet (a sandbox's stub, a captive network)
 * can answer NXDOMAIN for every name, which would read as "gmail.com does not exist". So an
 * NXDOMAIN counts only from a resolver that knows the root zone's name servers (asked once a
 * minute); one that says the root does not exist fails the lookup instead.
 */
import { randomInt } from 'node:crypto';
import dgram from 'node:dgram';
import { getServers } from 'node:dns';
import net from 'node:net';
import type { Answer, DecodedPacket } from 'dns-packet';
import type { DnsAnswer, DnsRecord, DnsResolver, DnsType } from '../../ops/_shared/dns.js';
import { errors } from '../../ops/_shared/errors.js';
import { WordedError, type Words } from '../../engine/words.js';

/** One MX record as the e-mail validation operation reports it. */
export interface MxRecord {
	priority: number;
	/** Host name without the trailing dot; '' is the root (an RFC 7505 null MX). */
	exchange: string;
}

/** The bound on one lookup (UDP, retries and a TCP retry together). */
export const DNS_TIMEOUT_MS = 3000;
/** UDP queries are sent again this often within the deadline: a lost datagram is not an answer. */
const RETRANSMIT_PARTS = 3;
/** How long a resolver that answered the root zone's NS question is trusted with NXDOMAIN. */
export const ROOT_CHECK_MS = 60_000;
/** The largest DNS message over TCP (a 16-bit length, RFC 1035 section 4.2.2). */
const MAX_TCP_MESSAGE = 65_535;

/**
 * A lookup that could not be made; the message is safe to show to API callers, and its words
 * (the shared catalog's `dns_*`) let the app say it in the page's language.
 */
export class DnsLookupError extends WordedError {
	constructor(
		words: Words,
		readonly code: string
	) {
		super(words);
	}
}

export interface DnsResolverOptions {
	/** `DNS_SERVER`: an IP address with an optional port (`192.0.2.53:5353`, `[2001:db8::53]:53`); null = the system's first. */
	server?: string | null;
	timeoutMs?: number;
}

export interface MxResolverOptions extends DnsResolverOptions {
	/** How long an answer (records, or none) is reused; failures are never cached. */
	cacheMs?: number;
}

/** Answers are reused for a minute: long enough for a burst of sign-ups, short enough to see DNS changes. */
export const MX_CACHE_MS = 60_000;
/** Domains remembered at most; the oldest answer goes first. */
export const MX_CACHE_ENTRIES = 10_000;

interface Endpoint {
	host: string;
	port: number;
	family: 4 | 6;
}

/** `DNS_SERVER`'s forms: `192.0.2.53`, `192.0.2.53:5353`, `2001:db8::53`, `[2001:db8::53]:5353`. Null when none fits. */
export function parseServer(text: string): Endpoint | null {
	let host = text;
	let port = 53;
	const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(text);
	const v4WithPort = /^([\d.]+):(\d{1,5})$/.exec(text);
	if (bracketed) [host, port] = [bracketed[1], bracketed[2] ? Number(bracketed[2]) : 53];
	else if (v4WithPort) [host, port] = [v4WithPort[1], Number(v4WithPort[2])];
	const family = net.isIP(host);
	if (family === 0 || port < 1 || port > 65_535) return null;
	return { host, port, family: family as 4 | 6 };
}

/** dns-packet, loaded with the first lookup rather than at start (docs/performance.md, "Lean server"). */
let packet: typeof import('dns-packet') | undefined;

/**
 * The DNS service of `ctx.dns`. Throws at creation when `server` is not an IP address (a
 * configuration error); with no `server`, the system's first name server at each query.
 * @example const dns = createDnsResolver({ server: '127.0.0.1:5353' }); await dns.query('example.com', 'MX')
 */
export function createDnsResolver(options: DnsResolverOptions = {}): DnsResolver {
	const timeoutMs = options.timeoutMs ?? DNS_TIMEOUT_MS;
	const configured = options.server ? parseServer(options.server) : null;
	if (options.server && !configured) {
		throw new Error(`DNS_SERVER must be an IP address with an optional port (host:port), got "${options.server}"`);
	}
	/** When the resolver last showed it knows the root zone (performance.now()), and the check in flight. */
	let rootKnownAt = -Infinity;
	let rootCheck: Promise<void> | undefined;

	/** Rejects when the resolver says the root zone does not exist: its NXDOMAIN answers say nothing. */
	function knowsRoot(endpoint: Endpoint, waitMs: number): Promise<void> {
		if (performance.now() - rootKnownAt < ROOT_CHECK_MS) return Promise.resolve();
		rootCheck ??= exchange(endpoint, '.', 'NS', waitMs, timeoutMs)
			.then((response) => {
				const rcode = (response as { rcode?: string }).rcode ?? 'NOERROR';
				if (rcode === 'NOERROR' && response.answers?.some((a) => a.type === 'NS')) rootKnownAt = performance.now();
				else if (rcode === 'NOERROR' || rcode === 'NXDOMAIN') throw new DnsLookupError(errors.words('dns_no_root'), 'ENOROOT');
				else throw rcodeError(rcode);
			})
			.finally(() => (rootCheck = undefined));
		return rootCheck;
	}

	return {
		async query(name, type) {
			const started = performance.now();
			const endpoint = configured ?? systemServer();
			packet ??= await import('dns-packet');
			const response = await exchange(endpoint, name, type, timeoutMs, timeoutMs);
			const answer = toAnswer(response, type);
			// The check shares the lookup's bound: what is left of it.
			if (answer.status === 'NXDOMAIN') await knowsRoot(endpoint, Math.max(1, timeoutMs - (performance.now() - started)));
			return answer;
		}
	};
}

/** The system's first name server (`/etc/resolv.conf` as c-ares read it), as queries go to one server. */
function systemServer(): Endpoint {
	const first = getServers()[0];
	const endpoint = first ? parseServer(first) : null;
	if (!endpoint) throw new DnsLookupError(errors.words('dns_no_server'), 'ENOSERVER');
	return endpoint;
}

/**
 * An MX lookup for `ctx.resolveMx`, on the same resolver: NXDOMAIN and NODATA resolve to [];
 * answers are cached per domain for `cacheMs` (MX_CACHE_MS), and concurrent lookups of one
 * domain share one query; failures are not cached, so the next call asks again.
 * @example const resolveMx = createMxResolver({ server: '127.0.0.1:5353' }); await resolveMx('example.com')
 */
export function createMxResolver(options: MxResolverOptions = {}): (domain: string) => Promise<MxRecord[]> {
	const dns = createDnsResolver(options);
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
		const { answers } = await dns.query(domain, 'MX');
		return (answers as { priority: number; exchange: string }[])
			.map((r) => ({ priority: r.priority, exchange: r.exchange === '.' ? '' : r.exchange }))
			.sort((a, b) => a.priority - b.priority || a.exchange.localeCompare(b.exchange));
	}
}

function timeoutError(timeoutMs: number): DnsLookupError {
	return new DnsLookupError(errors.words('dns_timeout', { seconds: timeoutMs / 1000 }), 'ETIMEOUT');
}

/** Rcodes other than NOERROR and NXDOMAIN (RFC 1035 section 4.1.1, RFC 6895) as sentences for API callers. */
function rcodeError(rcode: string): DnsLookupError {
	switch (rcode) {
		case 'SERVFAIL':
			return new DnsLookupError(errors.words('dns_servfail', { rcode }), 'ESERVFAIL');
		case 'REFUSED':
			return new DnsLookupError(errors.words('dns_refused'), 'EREFUSED');
		default:
			return new DnsLookupError(errors.words('dns_rcode', { rcode }), `E${rcode}`);
	}
}

/** Socket errors as sentences (no addresses: the server is the operator's, not the caller's). */
function socketError(err: NodeJS.ErrnoException): DnsLookupError {
	const code = err.code ?? 'UNKNOWN';
	if (code === 'ECONNREFUSED' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'ECONNRESET') {
		return new DnsLookupError(errors.words('dns_unreachable'), 'ECONNREFUSED');
	}
	return new DnsLookupError(errors.words('dns_failed', { code }), code);
}

function encodeQuery(id: number, name: string, type: DnsType): Buffer {
	return packet!.encode({ type: 'query', id, flags: packet!.RECURSION_DESIRED, questions: [{ type, name, class: 'IN' }] });
}

/** The answer to our question, or null for anything else (another id, a query, another question, garbage). */
function matching(message: Buffer, id: number, name: string, type: DnsType): DecodedPacket | null {
	let decoded: DecodedPacket;
	try {
		decoded = packet!.decode(message);
	} catch {
		return null;
	}
	if (decoded.id !== id || decoded.type !== 'response') return null;
	const question = decoded.questions?.[0];
	// RFC 1035 section 7.3: the question is echoed; names compare case-insensitively (RFC 4343).
	if (decoded.questions?.length !== 1 || !question) return null;
	if (question.name.toLowerCase() !== name.toLowerCase() || question.type !== type || question.class !== 'IN') return null;
	return decoded;
}

/**
 * UDP first, TCP when truncated; rejects with a DnsLookupError after `timeoutMs` or on a socket
 * error (the message names `boundMs`, the whole lookup's bound).
 */
function exchange(server: Endpoint, name: string, type: DnsType, timeoutMs: number, boundMs: number): Promise<DecodedPacket> {
	return new Promise((resolve, reject) => {
		const closers: (() => void)[] = [];
		let done = false;
		const finish = (err: Error | null, answer?: DecodedPacket) => {
			if (done) return;
			done = true;
			clearTimeout(deadline);
			for (const close of closers) close();
			if (err) reject(err);
			else resolve(answer!);
		};
		const deadline = setTimeout(() => finish(timeoutError(boundMs)), timeoutMs);

		const udpId = randomInt(0, 65_536);
		const query = encodeQuery(udpId, name, type);
		const socket = dgram.createSocket(server.family === 6 ? 'udp6' : 'udp4');
		let retransmit: ReturnType<typeof setInterval> | undefined;
		closers.push(() => {
			clearInterval(retransmit);
			socket.close();
		});
		socket.on('error', (err) => finish(socketError(err)));
		socket.on('message', (message) => {
			const answer = matching(message, udpId, name, type);
			if (!answer) return;
			if (answer.flag_tc) {
				clearInterval(retransmit);
				overTcp(server, name, type, closers, finish);
			} else finish(null, answer);
		});
		socket.connect(server.port, server.host, () => {
			if (done) return;
			const send = () => socket.send(query, (err) => err && finish(socketError(err)));
			send();
			retransmit = setInterval(send, Math.max(1, Math.floor(timeoutMs / RETRANSMIT_PARTS)));
		});
	});
}

/** The same question over TCP: a two-byte length before each message (RFC 1035 section 4.2.2). */
function overTcp(server: Endpoint, name: string, type: DnsType, closers: (() => void)[], finish: (err: Error | null, answer?: DecodedPacket) => void) {
	const id = randomInt(0, 65_536);
	const query = encodeQuery(id, name, type);
	const socket = net.connect({ host: server.host, port: server.port });
	closers.push(() => socket.destroy());
	let buffered = Buffer.alloc(0);
	socket.on('connect', () => {
		const length = Buffer.alloc(2);
		length.writeUInt16BE(query.length);
		socket.write(Buffer.concat([length, query]));
	});
	socket.on('data', (chunk: Buffer) => {
		buffered = Buffer.concat([buffered, chunk]);
		while (buffered.length >= 2) {
			const size = buffered.readUInt16BE(0);
			if (buffered.length < 2 + size) break;
			const message = buffered.subarray(2, 2 + size);
			buffered = buffered.subarray(2 + size);
			const answer = matching(message, id, name, type);
			if (answer) return finish(null, answer);
		}
		if (buffered.length > MAX_TCP_MESSAGE + 2) finish(new DnsLookupError(errors.words('dns_malformed'), 'EBADRESP'));
	});
	socket.on('error', (err) => finish(socketError(err)));
	socket.on('end', () => finish(new DnsLookupError(errors.words('dns_closed'), 'ECONNRESET')));
}

/** The status and the records of the asked type (a CNAME chain the resolver followed is not listed). */
function toAnswer(response: DecodedPacket, type: DnsType): DnsAnswer {
	const rcode = (response as { rcode?: string }).rcode ?? 'NOERROR';
	if (rcode === 'NXDOMAIN') return { status: 'NXDOMAIN', answers: [] };
	if (rcode !== 'NOERROR') throw rcodeError(rcode);
	const answers = (response.answers ?? []).filter((a) => a.type === type && (a as { class?: string }).class === 'IN').map(toRecord);
	return { status: answers.length ? 'NOERROR' : 'NODATA', answers };
}

const utf8 = new TextDecoder('utf-8');

function toRecord(record: Answer): DnsRecord {
	const ttl = (record as { ttl?: number }).ttl ?? 0;
	switch (record.type) {
		case 'A':
		case 'AAAA':
			return { ttl, address: record.data };
		case 'NS':
		case 'CNAME':
		case 'PTR':
			return { ttl, target: record.data };
		case 'MX':
			return { ttl, priority: record.data.preference ?? 0, exchange: record.data.exchange };
		case 'TXT': {
			// RFC 7208 section 3.3: the character-strings of one record concatenated without spaces.
			const parts = Array.isArray(record.data) ? record.data : [record.data];
			const bytes = Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));
			return { ttl, text: utf8.decode(bytes) };
		}
		case 'SOA': {
			const d = record.data;
			return { ttl, mname: d.mname, rname: d.rname, serial: d.serial ?? 0, refresh: d.refresh ?? 0, retry: d.retry ?? 0, expire: d.expire ?? 0, minimum: d.minimum ?? 0 };
		}
		case 'CAA':
			return { ttl, flags: record.data.flags ?? 0, tag: record.data.tag, value: record.data.value };
		case 'SRV':
			return { ttl, priority: record.data.priority ?? 0, weight: record.data.weight ?? 0, port: record.data.port, target: record.data.target };
		default:
			throw new DnsLookupError(errors.words('dns_other_type'), 'EBADRESP');
	}
}

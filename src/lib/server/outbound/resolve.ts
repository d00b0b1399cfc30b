import dns from 'node:dns/promises';
import { Resolver } from 'node:dns/promises';

export interface ResolvedAddress {
	address: string;
	family: 4 | 6;
}

/** A name that does not resolve, or a lookup that could not be made; `message` is caller-safe. */
export class ResolveError extends Error {
	constructor(
		message: string,
		readonly code: string
	) {
		super(message);
		this.name = 'ResolveError';
	}
}

/**
 * Every address of a host name: the system's resolver (getaddrinfo: /etc/hosts, then DNS, what
 * a browser on the server would see), or, with `server` (`DNS_SERVER`), A and AAAA queries to
 * that server. The caller checks every address and connects to one of them, so the name is
 * resolved exactly once per hop.
 */
export function createHostResolver(options: { server?: string | null; timeoutMs?: number } = {}) {
	const timeoutMs = options.timeoutMs ?? 5000;
	return async function resolveHost(host: string, signal: AbortSignal): Promise<ResolvedAddress[]> {
		signal.throwIfAborted();
		const lookup = options.server ? queryServer(host, options.server, timeoutMs) : systemLookup(host);
		// One signal serves every hop of a request: the listener goes when the lookup settles, or a
		// chain of redirects would pile them up (Node warns past 10: MaxListenersExceededWarning).
		let onAbort!: () => void;
		const aborted = new Promise<never>((_, reject) => {
			onAbort = () => reject(signal.reason);
			signal.addEventListener('abort', onAbort, { once: true });
		});
		try {
			return await Promise.race([lookup, aborted]);
		} finally {
			signal.removeEventListener('abort', onAbort);
		}
	};
}

async function systemLookup(host: string): Promise<ResolvedAddress[]> {
	try {
		const answers = await dns.lookup(host, { all: true, verbatim: true });
		return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
	} catch (err) {
		throw describe(host, (err as NodeJS.ErrnoException).code ?? 'UNKNOWN');
	}
}

async function queryServer(host: string, server: string, timeoutMs: number): Promise<ResolvedAddress[]> {
	const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
	resolver.setServers([server]);
	const [v4, v6] = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
	const addresses: ResolvedAddress[] = [
		...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 as const })) : []),
		...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 as const })) : [])
	];
	if (addresses.length > 0) return addresses;
	const failure = [v4, v6].find((r): r is PromiseRejectedResult => r.status === 'rejected');
	throw describe(host, (failure?.reason as NodeJS.ErrnoException | undefined)?.code ?? 'ENODATA');
}

function describe(host: string, code: string): ResolveError {
	if (code === 'ENOTFOUND' || code === 'ENODATA' || code === 'EAI_NONAME' || code === 'EAI_NODATA') {
		return new ResolveError(`${host} does not resolve (no such host)`, code);
	}
	if (code === 'ETIMEOUT' || code === 'EAI_AGAIN') return new ResolveError(`the DNS lookup of ${host} timed out`, code);
	return new ResolveError(`the DNS lookup of ${host} failed (${code})`, code);
}

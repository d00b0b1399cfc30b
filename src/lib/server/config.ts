import path from 'node:path';

/** Everything the server reads from the environment, parsed once (decisions.md "Operator interface"). */
export interface Config {
	dataDir: string;
	databaseUrl: string | null;
	redisUrl: string | null;
	port: number;
	host: string;
	/** Origins allowed to call /api/v1 from browsers; empty = no CORS (keys belong on servers). */
	corsOrigins: string[];
	chatLinkHost: string;
	/** `DNS_SERVER`: resolver for MX lookups, `host:port` with an IP host; null = the system resolver. */
	dnsServer: string | null;
	/** `lean` (default): /api/v1 is answered before SvelteKit; `sveltekit`: through its route. */
	apiDispatch: 'lean' | 'sveltekit';
	/** How often cached keys, accounts and plans are checked for changes made elsewhere (CLI). */
	changePollMs: number;
	/** How often usage counted in memory is written to the store. */
	usageFlushMs: number;
	logLevel: string;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
	const databaseUrl = env.DATABASE_URL?.trim() || null;
	if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
		throw new Error('DATABASE_URL must be a postgres:// URL (leave it unset for the embedded SQLite store)');
	}
	return {
		dataDir: path.resolve(env.DATA_DIR || './data'),
		databaseUrl,
		redisUrl: env.REDIS_URL?.trim() || null,
		port: intFrom(env.PORT, 3000, 'PORT'),
		host: env.HOST || '0.0.0.0',
		corsOrigins: (env.CORS_ORIGINS ?? '')
			.split(',')
			.map((o) => o.trim().replace(/\/$/, ''))
			.filter(Boolean),
		chatLinkHost: (env.CHAT_LINK_HOST || 'https://wa.me').replace(/\/$/, ''),
		dnsServer: env.DNS_SERVER?.trim() || null,
		apiDispatch: env.API_DISPATCH === 'sveltekit' ? 'sveltekit' : 'lean',
		changePollMs: intFrom(env.CHANGE_POLL_MS, 1000, 'CHANGE_POLL_MS'),
		usageFlushMs: intFrom(env.USAGE_FLUSH_MS, 1000, 'USAGE_FLUSH_MS'),
		logLevel: env.LOG_LEVEL || 'info'
	};
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
	if (value === undefined || value === '') return fallback;
	const n = Number(value);
	if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
	return n;
}

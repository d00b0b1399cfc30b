import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

// The defaults and rules are the README's "Configuration" table.
describe('loadConfig', () => {
	it('an empty environment gives the documented defaults', () => {
		const config = loadConfig({});
		expect(config).toMatchObject({
			dataDir: path.resolve('./data'),
			databaseUrl: null,
			databasePool: { max: 10, connectTimeoutMs: 5000, statementTimeoutMs: 5000 },
			sqliteDriver: null,
			redisUrl: null,
			redisPrefix: 'utilkit:',
			redisTimeoutMs: 500,
			port: 3000,
			host: '0.0.0.0',
			corsOrigins: [],
			origin: null,
			mcpProtocolPerMinute: 300,
			chatLinkHost: 'https://wa.me',
			dnsServer: null,
			changePollMs: 1000,
			usageFlushMs: 1000,
			logLevel: 'info',
			outboundAllowPrivate: false,
			outboundAllowAddresses: '',
			outboundTimeoutMs: 10_000,
			ai: null,
			viesBaseUrl: 'https://ec.europa.eu/taxation_customs/vies/rest-api',
			viesTimeoutMs: null,
			translate: null,
			geocoderBaseUrl: null,
			sessionTtlDays: 30,
			shutdownTimeoutMs: 10_000,
			headersTimeoutMs: 15_000,
			requestTimeoutMs: 60_000,
			metricsToken: null,
			raw: { maxBytes: 256 * 1024 * 1024, timeoutMs: 50_000 }
		});
	});

	it('raw bodies: MAX_RAW_BODY in bytes or KiB/MiB/GiB, a deadline below REQUEST_TIMEOUT_MS', () => {
		expect(loadConfig({ MAX_RAW_BODY: '1GiB' }).raw.maxBytes).toBe(1024 ** 3);
		expect(loadConfig({ MAX_RAW_BODY: '512 kib' }).raw.maxBytes).toBe(512 * 1024);
		expect(loadConfig({ MAX_RAW_BODY: '4096' }).raw.maxBytes).toBe(4096);
		expect(() => loadConfig({ MAX_RAW_BODY: '1TB' })).toThrow(/^MAX_RAW_BODY must be a number of bytes, optionally with KiB, MiB or GiB \(256MiB\), got "1TB"$/);
		expect(() => loadConfig({ MAX_RAW_BODY: '0' })).toThrow(/^MAX_RAW_BODY must be a number of bytes/);
		// Unset, the deadline follows a shorter REQUEST_TIMEOUT_MS; set, it must stay below it.
		expect(loadConfig({ REQUEST_TIMEOUT_MS: '30000' }).raw.timeoutMs).toBe(27_000);
		expect(loadConfig({ RAW_BODY_TIMEOUT_MS: '1500' }).raw.timeoutMs).toBe(1500);
		expect(() => loadConfig({ RAW_BODY_TIMEOUT_MS: '60000' })).toThrow(/^RAW_BODY_TIMEOUT_MS \(60000\) must be less than REQUEST_TIMEOUT_MS \(60000\)/);
	});

	it('reads set variables: lists split and trimmed, URLs without their trailing slash, empty = unset', () => {
		const config = loadConfig({
			PORT: '8080',
			CORS_ORIGINS: ' https://a.example/ ,https://b.example,,',
			GEOCODER_BASE_URL: 'http://127.0.0.1:8088//',
			DATABASE_URL: 'postgresql://u@db:5432/x',
			DATABASE_POOL_MAX: '0',
			OUTBOUND_TIMEOUT_MS: '30000',
			SQLITE_DRIVER: ' node:sqlite ',
			LOG_LEVEL: 'warn',
			SESSION_TTL_DAYS: '',
			METRICS_TOKEN: '  ',
			ADDRESS_LIMIT_SCALE: '3',
			MCP_PROTOCOL_PER_MINUTE: '60',
			ORIGIN: 'https://utilkit.example/'
		});
		expect(config.port).toBe(8080);
		expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
		expect(config.geocoderBaseUrl).toBe('http://127.0.0.1:8088');
		expect(config.databaseUrl).toBe('postgresql://u@db:5432/x');
		expect(config.databasePool.max).toBe(1); // at least one connection
		expect(config.outboundTimeoutMs).toBe(10_000); // can only shorten the contract's 10 s
		expect(config.sqliteDriver).toBe('node:sqlite');
		expect(loadConfig({ SQLITE_DRIVER: '' }).sqliteDriver).toBeNull();
		expect(config.logLevel).toBe('warn');
		expect(config.sessionTtlDays).toBe(30);
		expect(config.metricsToken).toBeNull();
		expect(config.addressLimitScale).toBe(3);
		expect(loadConfig({}).addressLimitScale).toBe(1);
		expect(config.mcpProtocolPerMinute).toBe(60);
		expect(config.origin).toBe('https://utilkit.example');
		expect(loadConfig({ MCP_PROTOCOL_PER_MINUTE: '0' }).mcpProtocolPerMinute).toBe(1); // at least one a minute
		expect(() => loadConfig({ MCP_PROTOCOL_PER_MINUTE: 'lots' })).toThrow(/^MCP_PROTOCOL_PER_MINUTE must be a non-negative integer, got "lots"$/);
	});

	it('one error names every bad variable, each with its rule and the value given', () => {
		let message = '';
		try {
			loadConfig({
				PORT: 'eighty',
				DATABASE_URL: 'mysql://db/x',
				REDIS_TIMEOUT_MS: '-5',
				AI_BASE_URL: 'ftp://models.example',
				VIES_TIMEOUT_MS: '0',
				SQLITE_DRIVER: 'sqlite3',
				LOG_LEVEL: 'verbose',
				REQUEST_TIMEOUT_MS: '1m'
			});
		} catch (err) {
			message = (err as Error).message;
		}
		expect(message.split('\n')).toEqual([
			'Invalid configuration:',
			'  DATABASE_URL must be a postgres:// URL (leave it unset for the embedded SQLite store)',
			'  SQLITE_DRIVER must be node:sqlite or better-sqlite3',
			'  REDIS_TIMEOUT_MS must be a non-negative integer, got "-5"',
			'  PORT must be a non-negative integer, got "eighty"',
			'  LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
			'  AI_BASE_URL must be an http:// or https:// URL, got "ftp://models.example"',
			'  VIES_TIMEOUT_MS must be a positive number of milliseconds, got "0"',
			'  REQUEST_TIMEOUT_MS must be a non-negative integer, got "1m"'
		]);
	});

	it('one bad variable: one line', () => {
		expect(() => loadConfig({ PORT: '70000' })).toThrow(/^PORT must be a TCP port \(0–65535\)$/);
		expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '4000' })).toThrow(
			/^HEADERS_TIMEOUT_MS \(5000\) must not exceed REQUEST_TIMEOUT_MS \(4000\)$/
		);
	});

	it('proxy settings and WEB_CONCURRENCY: parsed and checked here, once', () => {
		const defaults = loadConfig({});
		expect(defaults.proxy).toEqual({ origin: null, protocolHeader: '', hostHeader: '', portHeader: '', addressHeader: '', xffDepth: 1 });
		expect(defaults.webConcurrency).toBe(1);
		const config = loadConfig({
			ORIGIN: 'https://utilkit.example',
			PROTOCOL_HEADER: 'X-Forwarded-Proto',
			ADDRESS_HEADER: ' X-Forwarded-For ',
			XFF_DEPTH: '2',
			WEB_CONCURRENCY: '3'
		});
		expect(config.proxy).toEqual({
			origin: 'https://utilkit.example',
			protocolHeader: 'x-forwarded-proto',
			hostHeader: '',
			portHeader: '',
			addressHeader: 'x-forwarded-for',
			xffDepth: 2
		});
		expect(config.webConcurrency).toBe(3);
		expect(loadConfig({ WEB_CONCURRENCY: 'auto' }).webConcurrency).toBe(availableParallelism());
		expect(() => loadConfig({ XFF_DEPTH: '0' })).toThrow(/^XFF_DEPTH must be at least 1$/);
		expect(() => loadConfig({ XFF_DEPTH: 'one' })).toThrow(/^XFF_DEPTH must be a non-negative integer, got "one"$/);
		expect(() => loadConfig({ PROTOCOL_HEADER: 'x forwarded' })).toThrow(/^PROTOCOL_HEADER must be a header name, got "x forwarded"$/);
		expect(() => loadConfig({ WEB_CONCURRENCY: 'two' })).toThrow(/^WEB_CONCURRENCY must be a positive integer or "auto", got "two"$/);
		expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/^WEB_CONCURRENCY must be a positive integer or "auto", got "0"$/);
	});
});

import os from 'node:os';
import pino, { type Logger } from 'pino';

/**
 * Structured JSON logs on stdout, one object per line (docs/operations.md "Logs"). Request
 * bodies, keys, passwords and session cookies are never passed to it; the redact list is a
 * second line of defence for fields that might be logged by mistake.
 */
export function createLogger(level: string): Logger {
	return pino({
		level,
		// pid and host tell instances and cluster workers apart.
		base: { service: 'utilkit', pid: process.pid, hostname: os.hostname() },
		redact: [
			'req.headers["x-api-key"]',
			'req.headers.cookie',
			'req.headers.authorization',
			'headers["x-api-key"]',
			'headers.cookie',
			'headers.authorization',
			'key',
			'password',
			// No wildcard paths: they cost a few µs on every line (fast-redact), and lines are per request.
			'token',
			'body'
		]
	});
}

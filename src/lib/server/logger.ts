import os from 'node:os';
import pino, { type Logger } from 'pino';

/**
 * Structured JSON logs on stdout, one object per line (docs/operations.md "Logs"). Request
 * bodies, keys, passwords and session cookies are never passed to it; the redact list is a
 * second line of defence for fields that might be logged by mistake.
 */
export function createLogger(level: string, destination: pino.DestinationStream = stdoutLines()): Logger {
	return pino(
		{
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
		},
		destination
	);
}

/**
 * stdout, written asynchronously: lines that arrive while a write is under way go out together in
 * the next one, instead of one write(2) per line on the request's path (the access log is a line
 * per request: docs/performance.md). pino flushes what is left when the process exits; only a
 * SIGKILL can lose the last lines.
 */
function stdoutLines(): pino.DestinationStream {
	return pino.destination({ dest: 1, sync: false });
}

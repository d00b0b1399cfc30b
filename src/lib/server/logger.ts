import pino, { type Logger } from 'pino';

/**
 * Structured JSON logs on stdout. Request bodies, keys and passwords are never passed to it;
 * the redact list is a second line of defence for headers that might be logged by mistake.
 */
export function createLogger(level: string): Logger {
	return pino({
		level,
		base: { service: 'utilkit' },
		redact: ['req.headers["x-api-key"]', 'req.headers.cookie', 'headers["x-api-key"]', 'key', 'password']
	});
}

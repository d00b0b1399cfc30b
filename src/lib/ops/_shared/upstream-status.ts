/**
 * How an upstream's answer is described in messages (src/lib/server/providers/upstream-http.ts
 * builds them; errors.ts words them in English, i18n.ts in pt-BR and es): its non-2xx status with
 * a short reading, and a size limit.
 */

/** What a non-2xx status says to whoever runs the server, by kind; null: nothing beyond the number. */
export type StatusKind = 'redirect' | 'key' | 'not_found' | 'timeout' | 'rate_limited' | 'server_error';

export function statusKind(status: number): StatusKind | null {
	if (status === 301 || status === 302 || status === 307 || status === 308) return 'redirect';
	if (status === 401 || status === 403) return 'key';
	if (status === 404) return 'not_found';
	if (status === 408 || status === 504) return 'timeout';
	if (status === 429) return 'rate_limited';
	return status >= 500 ? 'server_error' : null;
}

const READINGS: Record<StatusKind, string> = {
	redirect: 'a redirect: check the base URL',
	key: 'API key missing or refused',
	not_found: 'not found',
	timeout: 'upstream timeout',
	rate_limited: 'rate limited',
	server_error: 'server error'
};

/** A short reading of an upstream's non-2xx status for messages: "HTTP 429 (rate limited)". */
export function describeStatus(status: number): string {
	const kind = statusKind(status);
	return kind ? `HTTP ${status} (${READINGS[kind]})` : `HTTP ${status}`;
}

/** A byte limit as messages name it: "1 MiB", or "65536 bytes" when not whole mebibytes. */
export function formatBytes(bytes: number): string {
	return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : `${bytes} bytes`;
}

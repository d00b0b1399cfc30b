import { apiRequest } from './api-request.js';

/** Quotes `text` for a POSIX shell. */
export function shellQuote(text: string): string {
	return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * The curl command for one API call, with the key read from $UTILKIT_API_KEY (never a real key:
 * the page shows it and users paste it into shared scripts).
 * @example curlCommand('https://utilkit.example', { method: 'POST', path: '/hash' }, { input: 'abc' })
 */
export function curlCommand(origin: string, target: { method: 'GET' | 'POST'; path: string }, input: Record<string, unknown>): string {
	const { url, body } = apiRequest(target, input);
	const lines = [`curl ${target.method === 'GET' ? '' : '-X POST '}${shellQuote(origin + url)}`, `-H "X-API-Key: $UTILKIT_API_KEY"`];
	if (body !== undefined) lines.push(`-H 'Content-Type: application/json'`, `-d ${shellQuote(body)}`);
	return lines.join(' \\\n  ');
}

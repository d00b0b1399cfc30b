import { withoutSecrets } from './secrets.js';

/**
 * Share links carry a tool's input in the URL fragment, `#in=<base64url of the JSON>`: the
 * fragment never reaches the server (nor its logs), and a prerendered page can read it offline.
 */

export function toBase64Url(text: string): string {
	const bytes = new TextEncoder().encode(text);
	let binary = '';
	for (const b of bytes) binary += String.fromCharCode(b);
	return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): string {
	const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
	const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
	// fatal: a link cut in the middle of a character is an error, not a replacement character.
	return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/**
 * The fragment (with its `#`) for `input`; secret fields are left out unless `includeSecrets`.
 * @example shareFragment([], { input: 'abc' }, false) // '#in=eyJpbnB1dCI6ImFiYyJ9'
 */
export function shareFragment(secretNames: string[], input: Record<string, unknown>, includeSecrets: boolean): { fragment: string; omitted: string[] } {
	const { input: kept, omitted } = includeSecrets ? { input, omitted: [] } : withoutSecrets(secretNames, input);
	return { fragment: `#in=${toBase64Url(JSON.stringify(kept))}`, omitted };
}

/**
 * The input a fragment carries: `null` when there is none, `'invalid'` when there is one that
 * cannot be read (cut short, not JSON, not an object).
 */
export function readShareFragment(hash: string): Record<string, unknown> | null | 'invalid' {
	const params = new URLSearchParams(hash.replace(/^#/, ''));
	const encoded = params.get('in');
	if (encoded === null) return null;
	try {
		const value: unknown = JSON.parse(fromBase64Url(encoded));
		if (!value || typeof value !== 'object' || Array.isArray(value)) return 'invalid';
		return value as Record<string, unknown>;
	} catch {
		return 'invalid';
	}
}

import { errors } from './errors.js';

const HOST = { field: 'host' };

/** The longest DNS name (RFC 1035 2.3.4: 255 octets on the wire, 253 characters written). */
export const MAX_HOST = 253;

/**
 * The host to connect to, as the WHATWG URL parser reads it (lower case, IDNs in punycode,
 * IPv4 in dotted form), IPv6 without brackets; 422 naming `host` for anything that is not a bare
 * host name or IP address (a URL, a path, a port, credentials).
 * @example parseHost('Bücher.Example') === 'xn--bcher-kva.example'
 */
export function parseHost(value: string): string {
	const text = value.trim().replace(/\.$/, '');
	if (text === '') throw errors.error('empty', {}, HOST);
	const v6 = /^\[?([0-9a-f:.]*:[0-9a-f:.]*)\]?$/i.exec(text);
	if (!v6 && /[\s/?#@:[\]\\]/.test(text)) {
		throw errors.error('not_bare_host', {}, HOST);
	}
	let hostname: string;
	try {
		hostname = new URL(`https://${v6 ? `[${v6[1]}]` : text}/`).hostname;
	} catch {
		throw errors.error('not_a_host', {}, HOST);
	}
	// Full stops of other scripts (。．) become dots only here: "。" is "." and "a。" is "a.".
	const host = hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
	if (host === '' || host.startsWith('.')) throw errors.error('not_a_host', {}, HOST);
	if (host.length > MAX_HOST) throw errors.error('too_long', { max: MAX_HOST, got: host.length }, HOST);
	return host;
}

import type { Words } from '../../engine/words.js';
import { errors } from './errors.js';
import { OutboundError } from './upstreams.js';

/** A failure of the URL the caller gave (hop 0) that says the URL itself may not be fetched. */
export function isRefusedUrl(err: OutboundError): boolean {
	return err.hop === 0 && (err.failure === 'blocked' || err.failure === 'invalid-url');
}

/**
 * What went wrong, for callers: the client's message, and for a redirect target which
 * redirect led where ("redirect 2 to http://10.0.0.1/: …"), since the caller only knows the
 * first URL. The message is the server's English; by its kind (`failure`) the app says it in
 * its language.
 */
export function describeOutboundError(err: OutboundError): Words {
	const reason = errors.words(`outbound_${err.failure}`, { reason: err.message });
	return err.hop === 0 ? reason : errors.words('outbound_redirect', { hop: err.hop, url: err.url, reason });
}

export { OutboundError };

/**
 * The error code (docs/api.md, "Error codes") of a 422 for a failed fetch of the caller's URL:
 * a non-public address, the URL itself or a redirect's target (`url_blocked`); a URL that cannot
 * be fetched at all (`invalid_input`); else no usable answer (`url_unreachable`).
 */
export function outboundCode(err: OutboundError): 'url_blocked' | 'invalid_input' | 'url_unreachable' {
	if (err.failure === 'blocked') return 'url_blocked';
	return err.hop === 0 && err.failure === 'invalid-url' ? 'invalid_input' : 'url_unreachable';
}

import { OutboundError } from './upstreams.js';

/** A failure of the URL the caller gave (hop 0) that says the URL itself may not be fetched. */
export function isRefusedUrl(err: OutboundError): boolean {
	return err.hop === 0 && (err.failure === 'blocked' || err.failure === 'invalid-url');
}

/**
 * What went wrong, for callers: the client's message, and for a redirect target which
 * redirect led where ("redirect 2 to http://10.0.0.1/: …"), since the caller only knows the
 * first URL.
 */
export function describeOutboundError(err: OutboundError): string {
	return err.hop === 0 ? err.message : `redirect ${err.hop} to ${err.url}: ${err.message}`;
}

export { OutboundError };

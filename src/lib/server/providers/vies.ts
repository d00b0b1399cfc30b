import { UpstreamError, UpstreamInputError, type VatRegistration, type VatUpstream } from '../../ops/_shared/upstreams.js';
import { errors } from '../../ops/_shared/errors.js';
import { upstreamRequest, type UpstreamAnswer } from './upstream-http.js';

/** Default bound on one lookup; VIES itself gives up on a slow member state after about as long. */
export const VIES_TIMEOUT_MS = 10_000;
/** A valid answer is reused for a day: registrations rarely end overnight, and VIES limits its callers. */
export const VIES_CACHE_MS = 24 * 60 * 60 * 1000;
/** Numbers remembered at most; the least recently used goes first. */
export const VIES_CACHE_ENTRIES = 10_000;
/** A VIES answer is well under a kilobyte; anything much larger is not one. */
export const VIES_MAX_BYTES = 64 * 1024;

const SERVICE = errors.words('service_vies');

export interface VatUpstreamOptions {
	/** `VIES_BASE_URL` without a trailing slash, e.g. `https://ec.europa.eu/taxation_customs/vies/rest-api`. */
	baseUrl: string;
	/** `VIES_TIMEOUT_MS`; null or absent: VIES_TIMEOUT_MS. */
	timeoutMs?: number | null;
	/** How long a valid answer is reused (VIES_CACHE_MS); invalid answers and failures are never cached. */
	cacheMs?: number;
	cacheEntries?: number;
	/** The cache's clock (tests). */
	now?: () => number;
}

/**
 * The EU VIES REST API for `ctx.vat`: `GET {base}/ms/{CC}/vat/{NUMBER}`. Valid answers are
 * cached in memory per country and number for `cacheMs` and keep their original request date;
 * concurrent lookups of one number share one request. Rejects with UpstreamError naming the
 * cause (a member state's outage, VIES's concurrency limits, timeout, unreachable, malformed
 * answer), or UpstreamInputError when VIES refuses the number as invalid input.
 * @example await createVatUpstream({ baseUrl: 'http://127.0.0.1:8080' }).check('DE', '136695976')
 */
export function createVatUpstream(options: VatUpstreamOptions): VatUpstream {
	const timeoutMs = options.timeoutMs ?? VIES_TIMEOUT_MS;
	const cacheMs = options.cacheMs ?? VIES_CACHE_MS;
	const cacheEntries = options.cacheEntries ?? VIES_CACHE_ENTRIES;
	const now = options.now ?? Date.now;
	const cache = new Map<string, { until: number; registration: VatRegistration }>();
	const inFlight = new Map<string, Promise<VatRegistration>>();

	async function lookUp(country: string, number: string): Promise<VatRegistration> {
		const answer = await upstreamRequest({
			service: SERVICE,
			url: `${options.baseUrl}/ms/${encodeURIComponent(country)}/vat/${encodeURIComponent(number)}`,
			method: 'GET',
			timeoutMs,
			maxBytes: VIES_MAX_BYTES
		});
		return readViesAnswer(answer, country);
	}

	function remember(key: string, registration: VatRegistration): void {
		cache.delete(key);
		if (cache.size >= cacheEntries) cache.delete(cache.keys().next().value!);
		cache.set(key, { until: now() + cacheMs, registration });
	}

	return {
		check(country, number) {
			const key = `${country}:${number}`;
			const hit = cache.get(key);
			if (hit && now() < hit.until) {
				// Map order is the eviction order: a hit moves the entry to the young end.
				cache.delete(key);
				cache.set(key, hit);
				return Promise.resolve(hit.registration);
			}
			if (hit) cache.delete(key);
			const pending = inFlight.get(key);
			if (pending) return pending;
			const lookup = lookUp(country, number)
				.then((registration) => {
					// An invalid answer is not kept: a number registered a minute ago must show as valid on the next try.
					if (registration.valid && cacheMs > 0) remember(key, registration);
					return registration;
				})
				.finally(() => inFlight.delete(key));
			inFlight.set(key, lookup);
			return lookup;
		}
	};
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** VIES's error codes (REST `userError` and `errorWrappers[].error`, the SOAP faults' names) as causes. */
function viesFailure(code: string, country: string): UpstreamError {
	switch (code) {
		case 'MS_UNAVAILABLE':
			return new UpstreamError(errors.words('vies_ms_unavailable', { country, code }));
		case 'TIMEOUT':
			return new UpstreamError(errors.words('vies_ms_timeout', { country, code }));
		case 'MS_MAX_CONCURRENT_REQ':
			return new UpstreamError(errors.words('vies_ms_busy', { country, code }));
		case 'GLOBAL_MAX_CONCURRENT_REQ':
			return new UpstreamError(errors.words('vies_busy', { code }));
		case 'SERVICE_UNAVAILABLE':
			return new UpstreamError(errors.words('vies_unavailable', { code }));
		case 'INVALID_INPUT':
			return new UpstreamInputError(errors.words('vies_invalid_input', { code }));
		default:
			return new UpstreamError(errors.words('vies_error', { code }));
	}
}

/** An upstream's error code as it may appear in a message: upper-case words only, never free text. */
function errorCode(value: unknown): string | null {
	return typeof value === 'string' && /^[A-Z][A-Z0-9_]{0,63}$/.test(value) ? value : null;
}

/** The code of VIES's error body `{"actionSucceed": false, "errorWrappers": [{"error": "MS_UNAVAILABLE", …}]}`. */
function wrappedError(body: unknown): string | null | undefined {
	if (!isObject(body) || !Array.isArray(body.errorWrappers) || body.errorWrappers.length === 0) return undefined;
	const first = body.errorWrappers[0];
	return isObject(first) ? errorCode(first.error) : null;
}

/** VIES prints "---" for what a member state withholds; blanks are no better. */
function disclosed(value: unknown): string | null {
	if (typeof value !== 'string') return null;
	const text = value.trim();
	return text === '' || /^-+$/.test(text) ? null : text;
}

/** The calendar date of VIES's `requestDate` ("2026-11-21T10:00:00.000Z" → "2026-11-21"), as VIES reports it. */
function requestDay(value: unknown): string | null {
	const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
	if (!match) return null;
	const [, y, m, d] = match.map(Number);
	const date = new Date(Date.UTC(y, m - 1, d));
	return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? match[0] : null;
}

/** One VIES answer as a registration, or the UpstreamError it amounts to. */
export function readViesAnswer(answer: UpstreamAnswer, country: string): VatRegistration {
	const ok = answer.status >= 200 && answer.status < 300;
	let body: unknown;
	try {
		body = answer.json();
	} catch (err) {
		// A non-2xx page (a proxy's HTML error, say) is described by its status, not as malformed.
		if (!ok) throw new UpstreamError(errors.words('upstream_status', { service: SERVICE, status: answer.status }));
		throw err;
	}
	const wrapped = wrappedError(body);
	if (wrapped) throw viesFailure(wrapped, country);
	if (!ok) throw new UpstreamError(errors.words('upstream_status', { service: SERVICE, status: answer.status }));
	if (wrapped === null || !isObject(body)) throw new UpstreamError(errors.words('vies_not_understood'));

	if (body.userError !== undefined && body.userError !== 'VALID' && body.userError !== 'INVALID') {
		const code = errorCode(body.userError);
		if (!code) throw new UpstreamError(errors.words('vies_not_understood'));
		throw viesFailure(code, country);
	}
	if (typeof body.isValid !== 'boolean') throw new UpstreamError(errors.words('vies_no_is_valid'));
	if ((body.userError === 'VALID') !== body.isValid && body.userError !== undefined) {
		throw new UpstreamError(errors.words('vies_contradictory', { valid: String(body.isValid), userError: String(body.userError) }));
	}
	return {
		valid: body.isValid,
		name: disclosed(body.name),
		address: disclosed(body.address),
		requestDate: requestDay(body.requestDate)
	};
}

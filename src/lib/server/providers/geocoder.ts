import {
	UpstreamError,
	type GeocodedAddress,
	type GeocodedPlace,
	type GeocoderUpstream
} from '../../ops/_shared/upstreams.js';
import { VERSION } from '../version.js';
import { errors } from '../../ops/_shared/errors.js';
import { upstreamRequest } from './upstream-http.js';

/** How failures name the upstream (in logs; callers get the gazetteer's answer instead). */
const SERVICE = errors.words('service_geocoder');

/** The bound on one call (rate-limit wait, connection, answer and body), whatever the upstream does. */
export const GEOCODER_TIMEOUT_MS = 5000;
/** Answers kept, least recently used dropped first; an answer is a few hundred bytes to a few KB. */
export const GEOCODER_CACHE_ENTRIES = 10_000;
/** How long an answer is reused (Nominatim's usage policy asks clients to cache). */
export const GEOCODER_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
/** A body longer than this is not a geocoding answer (five results with addresses are ≈ 5 KB). */
export const GEOCODER_MAX_BYTES = 1024 * 1024;
/** Coordinates are sent and cached at 5 decimals (≈ 1.1 m), finer than any address Nominatim holds. */
export const REVERSE_DECIMALS = 5;
/** The public instance's usage policy: at most one request per second from one application. */
export const PUBLIC_NOMINATIM_HOST = 'nominatim.openstreetmap.org';
export const PUBLIC_NOMINATIM_INTERVAL_MS = 1000;
/** Nominatim's policy wants an application-identifying agent, never a library's default one. */
export const USER_AGENT = `Utilkit/${VERSION} (+self-hosted)`;

export interface GeocoderOptions {
	/** `GEOCODER_BASE_URL`, without a trailing slash: `{baseUrl}/search`, `{baseUrl}/reverse`. */
	baseUrl: string;
	timeoutMs?: number;
	cacheEntries?: number;
	cacheTtlMs?: number;
	/** Least time between two requests; default 1000 for the public instance, 0 elsewhere. */
	minIntervalMs?: number;
	/** Sent as Accept-Language: names in this language where OSM has them, else the local name. */
	language?: string;
	/** Clock for the cache's expiry (tests). */
	now?: () => number;
	/** Where failures are reported (the caller gets the gazetteer's answer and no error). */
	logger?: { warn(obj: object, msg: string): void };
}

/**
 * A Nominatim-compatible geocoder for `ctx.geocoder` (docs/spec/decisions.md "Upstream configuration"):
 * `GET /search?q=&format=jsonv2&addressdetails=1&limit=` and `GET /reverse?lat=&lon=&format=jsonv2
 * &addressdetails=1`, mapped to the contract's shape (geocodedPlace). Answers, empty ones
 * included, are cached (LRU, 24 h); concurrent identical calls share one request; failures are
 * not cached, so a recovered upstream is used at once. Against the public instance requests are
 * spaced one second apart, and a call that would wait longer than its timeout fails at once.
 * Every failure rejects with UpstreamError (the operation then answers from the gazetteer).
 * @example const geocoder = createGeocoderUpstream({ baseUrl: 'http://nominatim.internal:8080' })
 */
export function createGeocoderUpstream(options: GeocoderOptions): GeocoderUpstream {
	const baseUrl = options.baseUrl.replace(/\/+$/, '');
	const timeoutMs = options.timeoutMs ?? GEOCODER_TIMEOUT_MS;
	const now = options.now ?? Date.now;
	const language = options.language ?? 'en';
	const minIntervalMs = options.minIntervalMs ?? defaultInterval(baseUrl);
	const cache = new LruCache<unknown>(options.cacheEntries ?? GEOCODER_CACHE_ENTRIES, options.cacheTtlMs ?? GEOCODER_CACHE_TTL_MS, now);
	const pending = new Map<string, Promise<unknown>>();
	let nextSlot = 0;

	/** Waits for this call's turn under the rate limit; the wait counts against the call's timeout. */
	async function takeSlot(): Promise<number> {
		if (minIntervalMs <= 0) return 0;
		const t = Date.now();
		const at = Math.max(t, nextSlot);
		const wait = at - t;
		if (wait >= timeoutMs) {
			throw new UpstreamError(errors.words('geocoder_busy', { seconds: minIntervalMs / 1000 }));
		}
		nextSlot = at + minIntervalMs;
		if (wait > 0) await new Promise((r) => setTimeout(r, wait));
		return wait;
	}

	async function request(path: 'search' | 'reverse', params: Record<string, string>): Promise<unknown> {
		const waited = await takeSlot();
		const query = new URLSearchParams({ ...params, format: 'jsonv2', addressdetails: '1' });
		const answer = await upstreamRequest({
			service: SERVICE,
			url: `${baseUrl}/${path}?${query}`,
			method: 'GET',
			headers: { 'user-agent': USER_AGENT, 'accept-language': language },
			timeoutMs: timeoutMs - waited,
			maxBytes: GEOCODER_MAX_BYTES
		});
		if (answer.status < 200 || answer.status > 299) throw new UpstreamError(errors.words('upstream_status', { service: SERVICE, status: answer.status }));
		return answer.json();
	}

	/** A cached answer, the answer of an identical call in flight, or a new request. */
	async function cached<T>(key: string, op: string, load: () => Promise<T>): Promise<T> {
		const hit = cache.get(key);
		if (hit !== undefined) return hit as T;
		const inFlight = pending.get(key);
		if (inFlight) return inFlight as Promise<T>;
		const p = load().then(
			(value) => {
				cache.set(key, value);
				return value;
			},
			(err: unknown) => {
				// The query text stays out of the log: it can be a person's address.
				options.logger?.warn({ op, reason: (err as Error).message }, 'geocoder upstream failed; answering from the embedded gazetteer');
				throw err;
			}
		);
		pending.set(key, p);
		try {
			return await p;
		} finally {
			pending.delete(key);
		}
	}

	return {
		search(query, limit) {
			const q = query.normalize('NFC').trim().replace(/\s+/g, ' ');
			// Nominatim matches without regard to case, so "paris" and "Paris" share one answer.
			return cached(`search\n${limit}\n${q.toLowerCase()}`, 'search', async () => {
				const body = await request('search', { q, limit: String(limit) });
				if (!Array.isArray(body)) throw malformed();
				return body.slice(0, limit).map(toPlace);
			});
		},
		reverse(lat, lon) {
			const la = roundTo(lat, REVERSE_DECIMALS);
			const lo = roundTo(lon, REVERSE_DECIMALS);
			return cached(`reverse\n${la}\n${lo}`, 'reverse', async () => {
				const body = await request('reverse', { lat: String(la), lon: String(lo) });
				// Nominatim's "nothing here" is a 200 with {"error": "Unable to geocode"}.
				if (isObject(body) && 'error' in body) return null;
				return toPlace(body);
			});
		}
	};
}

/**
 * Least time between requests when the caller does not say: one second for the public instance
 * (its usage policy), none for a self-hosted server, whose operator sizes it.
 */
export function defaultInterval(baseUrl: string): number {
	let host = '';
	try {
		host = new URL(baseUrl).hostname.toLowerCase();
	} catch {
		// Config has already checked the URL; an unparsable one gets no limit, as any other host.
	}
	return host === PUBLIC_NOMINATIM_HOST ? PUBLIC_NOMINATIM_INTERVAL_MS : 0;
}

const roundTo = (x: number, decimals: number) => Math.round(x * 10 ** decimals) / 10 ** decimals + 0;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

const malformed = () => new UpstreamError(errors.words('geocoder_malformed'));

/** Nominatim writes coordinates as strings ("51.5073219"); numbers are accepted too. */
function coordinate(value: unknown, max: number): number {
	const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : NaN;
	if (!Number.isFinite(n) || Math.abs(n) > max) throw malformed();
	return n;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The contract's `type`: Nominatim's `addresstype` (the address level the object fills: city,
 * town, village, suburb, road, state …) so that settlements read as the gazetteer's types, unless
 * it only repeats the OSM key (`category`), as it does for points of interest and houses; then the
 * OSM tag's value (`type`: bakery, attraction, house), unless that is the bare "yes" of
 * `building=yes`.
 */
export function featureType(raw: Record<string, unknown>): string {
	const category = text(raw.category) ?? text(raw.class);
	const addresstype = text(raw.addresstype);
	const type = text(raw.type);
	if (addresstype && addresstype !== category) return addresstype;
	if (type && type !== 'yes') return type;
	return addresstype ?? category ?? 'unknown';
}

/** Nominatim's names for the settlement an address is in, largest first: the contract's `city`. */
export const CITY_KEYS = ['city', 'town', 'village', 'municipality', 'hamlet'] as const;

/**
 * The contract's address components from Nominatim's `address`. `city` is Nominatim's city, or
 * when it leaves that out (addresses outside cities), the town, village, municipality or hamlet;
 * `country_code` is lower case. Other components (county, neighbourhood, ISO3166-2-lvl4, the
 * object's own name …) are not part of the contract and are dropped.
 */
export function toAddress(raw: unknown): GeocodedAddress {
	if (raw === undefined || raw === null) return {};
	if (!isObject(raw)) throw malformed();
	const out: GeocodedAddress = {};
	const pick = (key: keyof GeocodedAddress, value: string | undefined) => {
		if (value !== undefined) out[key] = value;
	};
	pick('house_number', text(raw.house_number));
	pick('road', text(raw.road));
	pick('suburb', text(raw.suburb));
	pick('city', CITY_KEYS.map((k) => text(raw[k])).find((v) => v !== undefined));
	pick('state', text(raw.state));
	pick('postcode', text(raw.postcode));
	pick('country', text(raw.country));
	pick('country_code', text(raw.country_code)?.toLowerCase());
	return out;
}

/** One jsonv2 place as the contract's result; anything without coordinates or a name is malformed. */
export function toPlace(raw: unknown): GeocodedPlace {
	if (!isObject(raw)) throw malformed();
	const displayName = text(raw.display_name);
	if (displayName === undefined) throw malformed();
	return {
		lat: coordinate(raw.lat, 90),
		lon: coordinate(raw.lon, 180),
		display_name: displayName,
		type: featureType(raw),
		address: toAddress(raw.address)
	};
}

/** Least-recently-used entries with an expiry; a Map keeps insertion order, so the first key is the oldest use. */
class LruCache<V> {
	private readonly entries = new Map<string, { value: V; expires: number }>();

	constructor(
		private readonly max: number,
		private readonly ttlMs: number,
		private readonly now: () => number
	) {}

	get(key: string): V | undefined {
		const entry = this.entries.get(key);
		if (!entry) return undefined;
		this.entries.delete(key);
		if (entry.expires <= this.now()) return undefined;
		this.entries.set(key, entry);
		return entry.value;
	}

	set(key: string, value: V): void {
		if (this.max <= 0) return;
		this.entries.delete(key);
		this.entries.set(key, { value, expires: this.now() + this.ttlMs });
		while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
	}
}

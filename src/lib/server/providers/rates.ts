import type { Logger } from 'pino';
import { UpstreamError, type ExchangeRates, type RatesUpstream } from '../../ops/_shared/upstreams.js';
import type { Store } from '../store/types.js';
import { errors } from '../../ops/_shared/errors.js';
import { upstreamRequest } from './upstream-http.js';

/** How often the rates are fetched at most (the ECB publishes once a working day, around 16:00 CET). */
export const RATES_REFRESH_MS = 3_600_000;
/** After a failed fetch, the last rates are answered for this long before the next attempt. */
export const RATES_RETRY_MS = 300_000;
const SERVICE = errors.words('service_rates');

export interface RatesOptions {
	/** `RATES_URL`: the full URL of an `eurofxref-daily.xml` document. */
	url: string;
	/** Where every instance finds the last rates any of them fetched. */
	store: Pick<Store, 'getCachedDocument' | 'putCachedDocument'>;
	logger?: Pick<Logger, 'warn'>;
	/** The clock (ms); injected by tests. */
	now?: () => number;
	timeoutMs?: number;
}

/**
 * The day and the rates of an ECB `eurofxref-daily.xml` document: `<Cube time='YYYY-MM-DD'>`
 * holding `<Cube currency='USD' rate='1.0812'/>` entries (units per euro). A fixed,
 * machine-made shape, so it is read with two patterns rather than an XML parser; single and
 * double quotes both. Throws UpstreamError when the document is not that.
 */
export function parseEcbRates(xml: string): { date: string; rates: Record<string, number> } {
	const day = /<Cube\b[^>]*\btime=["'](\d{4}-\d{2}-\d{2})["']/.exec(xml);
	if (!day) throw new UpstreamError(errors.words('rates_no_day'));
	const rates: Record<string, number> = { EUR: 1 };
	for (const [, currency, text] of xml.matchAll(/<Cube\b[^>]*\bcurrency=["']([A-Za-z]{3})["'][^>]*\brate=["']([^"']*)["']/g)) {
		const rate = Number(text);
		if (!Number.isFinite(rate) || rate <= 0) throw new UpstreamError(errors.words('rates_bad_rate', { currency }));
		rates[currency.toUpperCase()] = rate;
	}
	if (Object.keys(rates).length === 1) throw new UpstreamError(errors.words('rates_no_rates'));
	return { date: day[1], rates };
}

interface Held {
	rates: ExchangeRates;
	/** When they were fetched (ms), by whichever instance fetched them. */
	fetchedAt: number;
}

/**
 * The ECB's reference rates (RATES_URL, an operator's choice, so the plain upstream request of
 * the other providers rather than the SSRF-guarded outbound client), fetched at most once an
 * hour by all instances together: the last document fetched is kept in the store
 * (`cached_documents`) with its time, and an instance fetches only when the stored one is an hour
 * old. Two instances whose hour ends at the same moment may both fetch; either result is right.
 * When a fetch fails the last rates are answered (and the next attempt waits RATES_RETRY_MS);
 * with none at all, `latest()` rejects with UpstreamError (the operation's 503).
 */
export function createRatesUpstream(options: RatesOptions): RatesUpstream {
	const now = options.now ?? Date.now;
	const key = `ecb-rates ${options.url}`;
	let held: Held | null = null;
	let failedAt = -Infinity;
	let pending: Promise<ExchangeRates> | null = null;

	const fresh = (h: Held | null): boolean => h !== null && now() - h.fetchedAt < RATES_REFRESH_MS;

	async function readStore(): Promise<Held | null> {
		try {
			const stored = await options.store.getCachedDocument(key);
			if (!stored) return null;
			const { date, rates } = JSON.parse(stored.body) as { date: string; rates: Record<string, number> };
			return { rates: { date, rates, source: options.url }, fetchedAt: Date.parse(stored.fetchedAt) };
		} catch (err) {
			options.logger?.warn({ err }, 'stored exchange rates could not be read');
			return null;
		}
	}

	async function refresh(): Promise<ExchangeRates> {
		const stored = await readStore();
		if (stored && (!held || stored.fetchedAt > held.fetchedAt)) held = stored;
		if (held && (fresh(held) || now() - failedAt < RATES_RETRY_MS)) return held.rates;
		try {
			const answer = await upstreamRequest({ service: SERVICE, url: options.url, method: 'GET', headers: { accept: 'application/xml, text/xml' }, timeoutMs: options.timeoutMs ?? 10_000 });
			if (answer.status !== 200) throw new UpstreamError(errors.words('rates_status', { status: answer.status }));
			const { date, rates } = parseEcbRates(answer.text());
			const fetchedAt = now();
			held = { rates: { date, rates, source: options.url }, fetchedAt };
			await options.store.putCachedDocument(key, JSON.stringify({ date, rates }), new Date(fetchedAt).toISOString()).catch((err) => {
				options.logger?.warn({ err }, 'exchange rates could not be stored for the other instances');
			});
			return held.rates;
		} catch (err) {
			failedAt = now();
			if (held) {
				options.logger?.warn({ err }, 'exchange rates could not be refreshed; answering the last ones');
				return held.rates;
			}
			throw err instanceof UpstreamError ? err : new UpstreamError(`${SERVICE.text}: ${err instanceof Error ? err.message : String(err)}`);
		}
	}

	return {
		latest() {
			if (held && fresh(held)) return Promise.resolve(held.rates);
			// Concurrent callers share one refresh.
			pending ??= refresh().finally(() => (pending = null));
			return pending;
		}
	};
}

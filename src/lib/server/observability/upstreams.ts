import type { OperationContext } from '../../ops/define.js';
import { OutboundError, UpstreamInputError } from '../../ops/_shared/upstreams.js';
import type { ApiMetrics, UpstreamName } from './metrics.js';

type Services = Omit<OperationContext, 'now'>;

/**
 * The services handed to operations, each wrapped so that a failed call bumps
 * `utilkit_upstream_errors_total{upstream}`. The error itself passes through untouched, so the
 * operations answer exactly as before. Not counted, because the upstream did not fail:
 * UpstreamInputError (the upstream refused the input: translate's and VIES's 422) and outbound
 * failures decided before any connection (`invalid-url`, `blocked`: the caller's URL was refused).
 * Every call that fails counts, so concurrent callers sharing one failed lookup count once each.
 */
export function instrumentServices(services: Services, metrics: ApiMetrics): Services {
	const count =
		(upstream: UpstreamName) =>
		(err: unknown): never => {
			if (counts(err)) metrics.upstreamError(upstream);
			throw err;
		};
	const onAi = count('ai');
	const onTranslate = count('translate');
	const onVies = count('vies');
	const onGeocoder = count('geocoder');
	const onDns = count('dns');
	const onOutbound = count('outbound');
	const { chat, translator, vat, geocoder, resolveMx, outbound } = services;
	return {
		...services,
		chat: chat && { complete: (messages) => chat.complete(messages).catch(onAi) },
		translator: translator && {
			languages: () => translator.languages().catch(onTranslate),
			translate: (text, from, to) => translator.translate(text, from, to).catch(onTranslate)
		},
		vat: vat && { check: (country, number) => vat.check(country, number).catch(onVies) },
		geocoder: geocoder && {
			search: (query, limit) => geocoder.search(query, limit).catch(onGeocoder),
			reverse: (lat, lon) => geocoder.reverse(lat, lon).catch(onGeocoder)
		},
		resolveMx: resolveMx && ((domain) => resolveMx(domain).catch(onDns)),
		outbound: outbound && { fetch: (url, request) => outbound.fetch(url, request).catch(onOutbound) }
	};
}

function counts(err: unknown): boolean {
	if (err instanceof UpstreamInputError) return false;
	if (err instanceof OutboundError) return err.failure !== 'invalid-url' && err.failure !== 'blocked';
	return true;
}

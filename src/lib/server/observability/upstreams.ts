import type { OperationContext } from '../../engine/define.js';
import { CallerGoneError, OutboundError, UpstreamInputError } from '../../ops/_shared/upstreams.js';
import type { ApiMetrics, UpstreamName } from './metrics.js';
import type { UpstreamHealth } from '../api/capabilities.js';
import type { ServiceName } from '../../engine/define.js';

type Services = Omit<OperationContext, 'now'>;

/**
 * The services handed to operations, each wrapped so that a failed call bumps
 * `utilkit_upstream_errors_total{upstream}`. The error itself passes through untouched, so the
 * operations answer exactly as before. Not counted, because the upstream did not fail:
 * UpstreamInputError (the upstream refused the input: translate's and VIES's 422) and outbound
 * failures decided before any connection (`invalid-url`, `blocked`: the caller's URL was refused).
 * Every call that fails counts, so concurrent callers sharing one failed lookup count once each.
 */
export function instrumentServices(services: Services, metrics: ApiMetrics, health?: UpstreamHealth): Services {
	const count =
		(upstream: UpstreamName, service?: ServiceName) =>
		(err: unknown): never => {
			// Stopped because the caller left: nothing is learnt about the upstream.
			if (err instanceof CallerGoneError) throw err;
			const failed = counts(err);
			if (failed) metrics.upstreamError(upstream);
			// An input the upstream refused is an answer: it is reachable.
			if (service) health?.record(service, !failed);
			throw err;
		};
	/** A call that answered: the upstream is reachable (`GET /capabilities`). */
	const fine =
		(service: ServiceName) =>
		<T>(value: T): T => {
			health?.record(service, true);
			return value;
		};
	const onAi = count('ai', 'chat');
	const onTranslate = count('translate', 'translator');
	const onVies = count('vies', 'vat');
	const onGeocoder = count('geocoder');
	const onDns = count('dns');
	const onOutbound = count('outbound');
	const { chat, translator, vat, geocoder, resolveMx, dns, outbound, tlsProber } = services;
	return {
		...services,
		chat: chat && { complete: (messages, streaming) => chat.complete(messages, streaming).then(fine('chat'), onAi) },
		translator: translator && {
			languages: () => translator.languages().then(fine('translator'), onTranslate),
			translate: (text, from, to) => translator.translate(text, from, to).then(fine('translator'), onTranslate)
		},
		vat: vat && { check: (country, number) => vat.check(country, number).then(fine('vat'), onVies) },
		geocoder: geocoder && {
			search: (query, limit) => geocoder.search(query, limit).catch(onGeocoder),
			reverse: (lat, lon) => geocoder.reverse(lat, lon).catch(onGeocoder)
		},
		resolveMx: resolveMx && ((domain) => resolveMx(domain).catch(onDns)),
		dns: dns && { query: (name, type) => dns.query(name, type).catch(onDns) },
		outbound: outbound && { fetch: (url, request) => outbound.fetch(url, request).catch(onOutbound) },
		tlsProber: tlsProber && { probe: (host, port) => tlsProber.probe(host, port).catch(onOutbound) }
	};
}

function counts(err: unknown): boolean {
	if (err instanceof UpstreamInputError) return false;
	if (err instanceof OutboundError) return err.failure !== 'invalid-url' && err.failure !== 'blocked';
	return true;
}

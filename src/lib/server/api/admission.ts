/**
 * Admission (docs/api.md, "Limit headers" and "What counts against the quota"): the call's units are taken from the
 * minute's limit (429) and the month's quota (402), with their headers on the answer. Redis
 * decides both in one round trip (`deps.admit`); memory answers at once.
 */
import type { QuotaDecision, RateDecision } from '../limits/limit-rules.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { Admission, Admit } from '../limits/redis-limits.js';
import type { UsageMeter } from '../limits/usage-meter.js';
import { error } from './answers.js';
import { andThen } from './stages.js';
import type { ApiResponse, Call } from './types.js';

export interface AdmissionDeps {
	limiter: RateLimiter;
	meter: UsageMeter;
	admit?: Admit;
}

/** An answer ends the call (429, 402); undefined admits it. */
type Admitted = ApiResponse | undefined | Promise<ApiResponse | undefined>;

/** The admission stage: 429, then 402, else the call goes on (its units are reserved for the month). */
export function createAdmission(deps: AdmissionDeps): (call: Call) => Admitted {
	const { limiter, meter } = deps;

	function limit(call: Call): Admitted {
		const { accountId, plan } = call.principal!;
		if (deps.admit) return andThen(deps.admit(accountId, plan.perMinute, plan.perMonth, call.at, call.month!, call.units), decided, call);
		// Redis answers with a promise (limits shared by every instance); memory at once.
		if (plan.perMinute !== null) return andThen(limiter.hit(accountId, plan.perMinute, call.at, call.units), limited, call);
		return quota(call);
	}

	/** Both decisions taken together (`deps.admit`): 429, else 402, else admitted. */
	function decided(call: Call, admission: Admission): Admitted {
		if (admission.rate) {
			const refused = rateRefusal(call, admission.rate);
			if (refused) return refused;
		}
		return admitted(call, admission.quota!);
	}

	/** The rate decision's headers; 429 when the per-minute limit has no room, else on to the quota. */
	function limited(call: Call, rate: RateDecision): Admitted {
		return rateRefusal(call, rate) ?? quota(call);
	}

	/** The quota, once the month's usage is at hand. */
	function quota(call: Call): Admitted {
		return andThen(meter.load(call.principal!.accountId, call.month!), metered, call);
	}

	/** 402, else admitted; the answer counts against the quota unless it is a 5xx. */
	function metered(call: Call): Admitted {
		const { accountId, plan } = call.principal!;
		return andThen(meter.reserve(accountId, call.month!, plan.perMonth, call.units), admitted, call);
	}

	return limit;
}

/** Sets the rate headers; the 429 answer when the per-minute limit has no room, else null. */
function rateRefusal(call: Call, rate: RateDecision): ApiResponse | null {
	const { headers } = call;
	headers['x-ratelimit-limit'] = String(rate.limit);
	headers['x-ratelimit-remaining'] = String(rate.remaining);
	headers['x-ratelimit-reset'] = String(rate.resetSeconds);
	headers['ratelimit-policy'] = `"minute";q=${rate.limit};w=60`;
	headers['ratelimit'] = `"minute";r=${rate.remaining};t=${rate.resetSeconds}`;
	if (!rate.allowed) {
		headers['retry-after'] = '60';
		const needs = call.units > 1 ? `; the recipe needs ${call.units} requests and ${rate.remaining} are left this minute` : '';
		return error(429, headers, 'rate_limited', `Rate limit exceeded: retry in 60 seconds${needs}`);
	}
	return null;
}

/** The quota decision's headers; 402 when the month is used up, else admitted (undefined). */
function admitted(call: Call, quota: QuotaDecision): ApiResponse | undefined {
	const { headers } = call;
	if (quota.limit !== null) {
		headers['x-quota-limit'] = String(quota.limit);
		headers['x-quota-remaining'] = String(quota.remaining ?? 0);
	}
	if (!quota.allowed) {
		const needs = call.units > 1 ? `; the recipe needs ${call.units} requests and ${quota.remaining} are left this month` : '';
		return error(402, headers, 'quota_exceeded', `Monthly quota exceeded: upgrade the plan or wait for the next period${needs}`);
	}
	return undefined;
}

/** The headers a batch's answer takes from its last item. */
export const LIMIT_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'ratelimit-policy', 'ratelimit', 'x-quota-limit', 'x-quota-remaining', 'retry-after'];

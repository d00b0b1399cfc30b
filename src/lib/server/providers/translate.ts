import {
	UpstreamError,
	UpstreamInputError,
	type TranslateLanguage,
	type TranslateUpstream
} from '../../ops/_shared/upstreams.js';
import { errors } from '../../ops/_shared/errors.js';
import { upstreamRequest } from './upstream-http.js';

/** Default bound on one request: LibreTranslate on a CPU takes seconds for 5,000 characters. */
export const TRANSLATE_TIMEOUT_MS = 30_000;
/** How long the language list is used before it is fetched again (servers change it only on restart). */
export const LANGUAGES_TTL_MS = 60 * 60 * 1000;
/** After a failed refresh the old list is kept, and the next refresh is tried this much later. */
export const LANGUAGES_RETRY_MS = 60 * 1000;

const SERVICE = errors.words('service_translate');

export interface TranslateUpstreamOptions {
	/** `TRANSLATE_BASE_URL` without a trailing slash, e.g. `http://127.0.0.1:5000`. */
	baseUrl: string;
	/** `TRANSLATE_API_KEY`; sent as `api_key` in the body when set. */
	apiKey: string | null;
	/** `TRANSLATE_TIMEOUT_MS`; null or absent: TRANSLATE_TIMEOUT_MS. */
	timeoutMs?: number | null;
	/** The clock of the language cache (tests). */
	now?: () => number;
}

/**
 * A LibreTranslate-compatible server for `ctx.translator`: `GET {base}/languages` (cached for
 * LANGUAGES_TTL_MS) and `POST {base}/translate` with `{q, source, target, format: "text",
 * api_key?}`. Rejects with UpstreamError naming the cause; an upstream 400 (it refuses the text
 * or the pair) is an UpstreamInputError.
 * @example await createTranslateUpstream({ baseUrl: 'http://127.0.0.1:5000', apiKey: null }).translate('Hola', 'auto', 'en')
 */
export function createTranslateUpstream(options: TranslateUpstreamOptions): TranslateUpstream {
	const timeoutMs = options.timeoutMs ?? TRANSLATE_TIMEOUT_MS;
	const now = options.now ?? Date.now;
	let cached: TranslateLanguage[] | null = null;
	let freshUntil = 0;
	let pending: Promise<TranslateLanguage[]> | null = null;

	async function fetchLanguages(): Promise<TranslateLanguage[]> {
		const answer = await upstreamRequest({ service: SERVICE, url: `${options.baseUrl}/languages`, method: 'GET', timeoutMs });
		if (answer.status !== 200) throw new UpstreamError(errors.words('translate_languages_status', { status: answer.status }));
		return readLanguages(answer.json());
	}

	return {
		languages() {
			if (cached && now() < freshUntil) return Promise.resolve(cached);
			// One refresh at a time; concurrent callers share it.
			pending ??= fetchLanguages()
				.then(
					(list) => {
						cached = list;
						freshUntil = now() + LANGUAGES_TTL_MS;
						return list;
					},
					(err: unknown) => {
						if (!cached) throw err;
						freshUntil = now() + LANGUAGES_RETRY_MS;
						return cached;
					}
				)
				.finally(() => (pending = null));
			return pending;
		},

		async translate(text, from, to) {
			const answer = await upstreamRequest({
				service: SERVICE,
				url: `${options.baseUrl}/translate`,
				method: 'POST',
				json: { q: text, source: from, target: to, format: 'text', ...(options.apiKey && { api_key: options.apiKey }) },
				timeoutMs
			});
			// LibreTranslate's `{"error"}` is not passed on: it is the upstream's text, not ours to vouch for.
			if (answer.status === 400) {
				throw new UpstreamInputError(errors.words('translate_refused'));
			}
			if (answer.status !== 200) throw new UpstreamError(errors.words('upstream_status', { service: SERVICE, status: answer.status }));
			return readTranslation(answer.json());
		}
	};
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `[{code, name, targets}]`; entries without a string code are skipped, an empty list is an error. */
export function readLanguages(body: unknown): TranslateLanguage[] {
	const list = Array.isArray(body) ? body : [];
	const languages = list.filter((l): l is Json & { code: string } => isObject(l) && typeof l.code === 'string' && l.code !== '').map((l) => ({
		code: l.code,
		targets: Array.isArray(l.targets) ? l.targets.filter((t): t is string => typeof t === 'string') : null
	}));
	if (!languages.length) throw new UpstreamError(errors.words('translate_no_languages'));
	return languages;
}

/** `{translatedText, detectedLanguage?: {language, confidence}}`. */
export function readTranslation(body: unknown): { text: string; detected: string | null } {
	if (!isObject(body) || typeof body.translatedText !== 'string') {
		throw new UpstreamError(errors.words('translate_no_text'));
	}
	const detected = isObject(body.detectedLanguage) ? body.detectedLanguage.language : undefined;
	return { text: body.translatedText, detected: typeof detected === 'string' && detected !== '' ? detected : null };
}

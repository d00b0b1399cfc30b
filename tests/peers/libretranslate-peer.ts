/**
 * A fake LibreTranslate for tests, on 127.0.0.1 (a free port), written from LibreTranslate's API
 * documentation: `GET /languages` → `[{code, name, targets}]`, `POST /translate` →
 * `{translatedText, detectedLanguage?}` or `{"error"}` with a 4xx/5xx. `/translate` answers by the
 * text it is given (`q`): a test lists texts and their answers in `script` (see http-peer.ts
 * `reply`); any other text is "translated" by tagging it `[source→target] text` (with a detected
 * language, `en`, for source "auto"), or refused with 400 for a pair `languages` does not list.
 * `languagesAnswer` replaces the language list (a failing list). It records every request.
 */
import { reply, startHttpPeer, type HttpPeer, type PeerRequest, type PeerScript } from './http-peer.js';

export interface LibreTranslateLanguage {
	code: string;
	name: string;
	targets: string[];
}

export interface LibreTranslatePeer extends HttpPeer {
	/** `http://127.0.0.1:port`, what TRANSLATE_BASE_URL takes. */
	url: string;
	/** What GET /languages lists, and which pairs the default translation accepts. */
	languages: LibreTranslateLanguage[];
	/** Answers GET /languages instead of the list when set (e.g. `reply.json(500, …)`). */
	languagesAnswer: PeerScript | null;
	/** Texts (`q`) and how to answer them. */
	script: Map<string, PeerScript>;
	/** The POST /translate requests received, in order. */
	translations(): PeerRequest[];
}

/** As LibreTranslate lists them: Spanish and French translate only to and from English. */
export const LIBRETRANSLATE_LANGUAGES: LibreTranslateLanguage[] = [
	{ code: 'en', name: 'English', targets: ['en', 'es', 'fr', 'pt-BR'] },
	{ code: 'es', name: 'Spanish', targets: ['en', 'es'] },
	{ code: 'fr', name: 'French', targets: ['en', 'fr'] },
	{ code: 'pt-BR', name: 'Portuguese (Brazil)', targets: ['en', 'pt-BR'] }
];

export async function startLibreTranslatePeer(): Promise<LibreTranslatePeer> {
	const state = {
		languages: LIBRETRANSLATE_LANGUAGES,
		languagesAnswer: null as PeerScript | null,
		script: new Map<string, PeerScript>()
	};

	function translateByTag(request: PeerRequest) {
		const { q, source, target } = (request.body ?? {}) as Record<string, unknown>;
		const pairKnown = state.languages.some((l) => l.code === source && l.targets.includes(String(target)));
		if (source !== 'auto' && !pairKnown) return reply.json(400, { error: `${source} is not supported` });
		const detected = source === 'auto' ? { detectedLanguage: { confidence: 90, language: 'en' } } : {};
		return reply.json(200, { translatedText: `[${source}→${target}] ${q}`, ...detected });
	}

	const server = await startHttpPeer((request) => {
		if (request.method === 'GET' && request.url === '/languages') return state.languagesAnswer ?? reply.json(200, state.languages);
		if (request.method !== 'POST' || request.url !== '/translate') return reply.json(404, { error: 'Not Found' });
		const q = (request.body as { q?: unknown } | null)?.q;
		return (typeof q === 'string' && state.script.get(q)) || translateByTag;
	});
	return Object.assign(state, {
		...server,
		translations: () => server.requests.filter((r) => r.method === 'POST' && r.url === '/translate')
	});
}

// What server-only operations are given by their caller (src/lib/server/app.ts builds them from
// the environment). Operations see only these interfaces, never the server's modules, so that
// lib/ops stays free of secrets and of Node-only code (docs/architecture.md: imports flow one way).
import { fullText, type Words } from '../../engine/words.js';
import { errors } from './errors.js';

/**
 * A failure of an operator-configured upstream (AI, VIES, translation, geocoder). `message` is
 * safe to show to API callers: it names the cause ("VIES: member state DE unavailable", "the AI
 * service did not answer within 30 s") and never carries a secret or the upstream's raw body.
 * Made from a message of the shared catalog (errors.ts), it carries its words, so the app says
 * it in the page's language; a bare text (a test's fake) is framed as the upstream's.
 */
export class UpstreamError extends Error {
	readonly words: Words;
	constructor(message: string | Words) {
		super(typeof message === 'string' ? message : fullText(message));
		this.name = new.target.name;
		this.words = typeof message === 'string' ? errors.words(new.target === UpstreamInputError ? 'upstream_refused' : 'upstream_failed', { reason: message }) : message;
	}
}

/**
 * The caller went away before the answer (a streamed reply whose client closed the connection):
 * the request to the upstream was stopped on purpose, which says nothing about the upstream.
 */
export class CallerGoneError extends Error {
	constructor() {
		super('the caller went away');
		this.name = 'CallerGoneError';
	}
}

/** A chat message as the contract (2.9) and OpenAI's chat completions share it. */
export interface ChatMessage {
	role: 'user' | 'assistant' | 'system';
	content: string;
}

export interface ChatUsage {
	prompt_tokens: number;
	completion_tokens: number;
	total_tokens: number;
	reasoning_tokens: number;
}

/** How a caller takes a reply as it is written (docs/api.md, "Streaming"). */
export interface ChatStreaming {
	/** Each new piece of the reply, in order; the pieces joined are the reply. */
	onDelta(text: string): void;
	/** Aborted when the caller is gone: the request to the upstream stops. */
	signal: AbortSignal;
}

/** `AI_BASE_URL` / `AI_MODEL` / `AI_API_KEY`: OpenAI-compatible chat completions. */
export interface ChatUpstream {
	/**
	 * The assistant's reply to the conversation; rejects with UpstreamError. With `streaming`, the
	 * upstream is asked to stream and each piece goes to `onDelta` as it comes (an upstream that
	 * does not stream gives the whole reply as one piece).
	 */
	complete(messages: ChatMessage[], streaming?: ChatStreaming): Promise<{ reply: string; usage: ChatUsage | null }>;
}

/** VIES's answer for one number, already checked for format and check digits. */
export interface VatRegistration {
	valid: boolean;
	/** null when the member state withholds it (VIES's "---") or gives none. */
	name: string | null;
	address: string | null;
	/** The lookup's date as VIES reports it, YYYY-MM-DD. */
	requestDate: string | null;
}

/** `VIES_BASE_URL`: the EU VIES REST API. */
export interface VatUpstream {
	/** `country` is the VIES prefix (EL for Greece, XI for Northern Ireland); rejects with UpstreamError. */
	check(country: string, number: string): Promise<VatRegistration>;
}

/**
 * The upstream refused the request's content (LibreTranslate's 400: a text or language pair it
 * will not take), as opposed to failing: the operation answers 422, not 502.
 */
export class UpstreamInputError extends UpstreamError {}

/** A language a translation upstream offers, as LibreTranslate's `GET /languages` lists it. */
export interface TranslateLanguage {
	/** As the upstream spells it: `en`, `pt-BR`, `zh-Hans`. */
	code: string;
	/** Codes it translates into; null when the upstream does not say (any listed language). */
	targets: string[] | null;
}

/** `TRANSLATE_BASE_URL` / `TRANSLATE_API_KEY`: a LibreTranslate-compatible server. */
export interface TranslateUpstream {
	/** The languages the upstream supports (cached by the provider); rejects with UpstreamError. */
	languages(): Promise<TranslateLanguage[]>;
	/**
	 * `from` may be "auto"; `detected` is the language the upstream detected then (null when it
	 * does not say). Rejects with UpstreamInputError when the upstream refuses the input, else
	 * UpstreamError.
	 */
	translate(text: string, from: string, to: string): Promise<{ text: string; detected: string | null }>;
}

/** An address as the geocoding operation answers it (contract 2.12 components). */
export interface GeocodedAddress {
	house_number?: string;
	road?: string;
	suburb?: string;
	city?: string;
	state?: string;
	postcode?: string;
	country?: string;
	country_code?: string;
}

export interface GeocodedPlace {
	lat: number;
	lon: number;
	display_name: string;
	type: string;
	address: GeocodedAddress;
}

/** `GEOCODER_BASE_URL`: a Nominatim-compatible server. */
export interface GeocoderUpstream {
	/** At most `limit` results; rejects with UpstreamError (the operation then falls back to the gazetteer). */
	search(query: string, limit: number): Promise<GeocodedPlace[]>;
	/** null when the upstream finds nothing there. */
	reverse(lat: number, lon: number): Promise<GeocodedPlace | null>;
}

/** Why a fetch of a user-supplied URL ended without a response. */
export type OutboundFailure =
	| 'invalid-url' // not http(s), unparsable, credentials in it
	| 'blocked' // the host is or resolves to a non-public address
	| 'dns' // the name does not resolve
	| 'refused' // connection refused or reset
	| 'tls' // certificate or handshake failure
	| 'timeout' // the total deadline passed
	| 'too-many-redirects'
	| 'too-large' // only when the caller asked for a complete body
	| 'network'; // anything else below HTTP

/** A fetch of a user-supplied URL that ended without a response; `message` is safe for callers. */
export class OutboundError extends Error {
	constructor(
		readonly failure: OutboundFailure,
		message: string,
		/** 0: the URL itself; n: the n-th redirect's target. */
		readonly hop: number,
		/** The URL that failed (the redirect target when hop > 0). */
		readonly url: string,
		/** Milliseconds from the first request to the failure. */
		readonly elapsedMs: number = 0
	) {
		super(message);
		this.name = 'OutboundError';
	}

	/** Redirects followed before the failure: the hop that failed. */
	get redirects(): number {
		return this.hop;
	}
}

export interface OutboundResponse {
	/** The URL asked for, as normalised by the URL parser. */
	url: string;
	/** The URL that answered (after redirects). */
	finalUrl: string;
	status: number;
	redirects: number;
	/** Response headers, names in lower case. */
	headers: Record<string, string>;
	/** The body, at most `maxBytes`. */
	body: Uint8Array;
	/** The body was longer than `maxBytes` and was cut there. */
	truncated: boolean;
	/** From the first request to the last byte read. */
	elapsedMs: number;
}

export interface OutboundRequest {
	/** Bytes of body to read at most (default 2 MiB); the rest is not read. */
	maxBytes?: number;
	/** Total deadline for every hop and the body (default, and most, 10 s). */
	timeoutMs?: number;
	/** Sent as the Accept header (default: HTML first). */
	accept?: string;
}

/**
 * The only way an operation fetches a user-supplied URL (src/lib/server/outbound): http(s) only,
 * every address of every hop checked to be public and then connected to as resolved, at most
 * 10 redirects, a total deadline, a capped body, no cookies or credentials. Rejects with
 * OutboundError.
 */
export interface OutboundClient {
	fetch(url: string, request?: OutboundRequest): Promise<OutboundResponse>;
}

/** What a TLS handshake with a host showed (src/lib/server/outbound/tls-probe.ts). */
export interface TlsPeer {
	/** The certificates as DER, the host's own first, then each issuer as Node reports the chain. */
	chain: Uint8Array[];
	/** The chain verified against Node's root store (the socket's `authorized`). */
	trusted: boolean;
	/** OpenSSL's reason when not trusted, e.g. `SELF_SIGNED_CERT_IN_CHAIN`; null when trusted. */
	trustError: string | null;
	/** The certificate is valid for the host name or IP address (`tls.checkServerIdentity`). */
	hostnameMatch: boolean;
	/** `TLSv1.3`, `TLSv1.2`, … */
	protocol: string;
	/** The cipher suite's standard name, e.g. `TLS_AES_256_GCM_SHA384`. */
	cipher: string;
}

/**
 * TLS handshakes with user-supplied hosts, under the outbound layer's address rules (the host
 * resolved once, every address checked to be public, the connection made to a checked address)
 * and its deadline. Rejects with OutboundError (`blocked`, `dns`, `refused`, `tls`, `timeout`,
 * `network`).
 */
export interface TlsProber {
	probe(host: string, port: number): Promise<TlsPeer>;
}

/** One day's reference rates: units of each currency per euro, as the ECB publishes them. */
export interface ExchangeRates {
	/** The day the rates are of, YYYY-MM-DD (the ECB's `time`). */
	date: string;
	/** ISO 4217 code → units per 1 EUR; EUR itself is 1. */
	rates: Record<string, number>;
	/** Where they came from (the document's URL). */
	source: string;
}

/** `RATES_URL`: the ECB's daily reference rates (src/lib/server/providers/rates.ts). */
export interface RatesUpstream {
	/**
	 * The latest rates this deployment has: fetched at most hourly and shared through the store.
	 * When a refresh fails, the last rates stored are answered; rejects with UpstreamError only
	 * when there are none at all.
	 */
	latest(): Promise<ExchangeRates>;
}

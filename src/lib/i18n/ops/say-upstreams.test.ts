/**
 * An operator's upstream that fails, said in pt-BR and es: each operation that calls one (VAT
 * through VIES, translation through LibreTranslate, AI chat, currency through the ECB's rates,
 * DNS and MX lookups through the resolver) runs with the server's real provider against a local
 * stand-in (tests/peers) scripted to fail. The English is the API's and stays as it was; the
 * app's words frame the failure in the page's language, hold no English sentence of the
 * catalogs, and quote what the upstream itself answered (VIES's code, an HTTP status, an rcode).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog, Templates } from '../../engine/words.js';
import { executeOperation, type OperationResult } from '../../engine/execute.js';
import type { OperationContext } from '../../engine/define.js';
import { getOperation } from '../../ops/registry.js';
import { createChatUpstream } from '../../server/providers/ai.js';
import { createDnsResolver, createMxResolver } from '../../server/providers/dns.js';
import { createRatesUpstream } from '../../server/providers/rates.js';
import { createTranslateUpstream } from '../../server/providers/translate.js';
import { createVatUpstream } from '../../server/providers/vies.js';
import es from '../messages/es/index.js';
import ptBR from '../messages/pt-BR/index.js';
import { englishIn, englishPhrases } from '../../../../tests/unit/english-phrases.js';
import { RCODE, startDnsPeer, tableZone, type DnsPeer } from '../../../../tests/peers/dns-peer.js';
import { reply, startHttpPeer, type HttpPeer } from '../../../../tests/peers/http-peer.js';
import { startLibreTranslatePeer, type LibreTranslatePeer } from '../../../../tests/peers/libretranslate-peer.js';
import { chatCompletion, startOpenAiPeer, type OpenAiPeer } from '../../../../tests/peers/openai-peer.js';
import { startViesPeer, type ViesPeer } from '../../../../tests/peers/vies-peer.js';
import { sayOutcome } from './say.js';

const catalogs = Object.values(import.meta.glob<Catalog<Templates>>('../../ops/*/errors.ts', { eager: true, import: 'errors' })).map((c) => c.english);
const ENGLISH = englishPhrases(catalogs);

let vies: ViesPeer;
let ai: OpenAiPeer;
let translate: LibreTranslatePeer;
let ecb: HttpPeer;
let dns: DnsPeer;

beforeAll(async () => {
	[vies, ai, translate, ecb, dns] = await Promise.all([
		startViesPeer(),
		startOpenAiPeer(),
		startLibreTranslatePeer(),
		startHttpPeer(() => reply.raw(404, { 'content-type': 'text/plain' }, 'not here')),
		startDnsPeer(tableZone({ 'broken.test': { rcode: RCODE.SERVFAIL }, 'refused.test': { rcode: RCODE.REFUSED } }))
	]);
	vies.script.set('DE136695976', { kind: 'wrapped', code: 'MS_UNAVAILABLE', status: 200 });
	vies.script.set('DE129273398', { kind: 'user-error', code: 'INVALID_INPUT' });
	vies.script.set('FR40303265045', { kind: 'status', status: 503 });
	ai.script.set('limit', reply.json(429, { error: { message: 'slow down' } }));
	// A model that ran out of tokens before writing: no content, finish_reason "length".
	ai.script.set('think', reply.json(200, { ...chatCompletion(null), choices: [{ index: 0, message: { role: 'assistant', content: null }, finish_reason: 'length' }] }));
	translate.script.set('refuse me', reply.json(400, { error: 'no' }));
	translate.script.set('rate me', reply.json(429, { error: 'slow down' }));
});
afterAll(() => {
	for (const peer of [vies, ai, translate, ecb]) peer?.close();
	dns?.close();
});

const context = (): OperationContext => ({
	now: () => Date.UTC(2026, 10, 26),
	vat: createVatUpstream({ baseUrl: vies.url, cacheMs: 0 }),
	chat: createChatUpstream({ baseUrl: ai.url, model: '', apiKey: null }),
	translator: createTranslateUpstream({ baseUrl: translate.url, apiKey: null }),
	rates: createRatesUpstream({ url: `${ecb.url}/eurofxref-daily.xml`, store: { getCachedDocument: async () => null, putCachedDocument: async () => undefined } }),
	dns: createDnsResolver({ server: dns.server }),
	resolveMx: createMxResolver({ server: dns.server })
});

const run = (op: string, input: unknown) => executeOperation(getOperation(op)!, input, context());

/** Each failure: the operation and input, the API's English, the upstream's own answer the other languages quote, and pt-BR's words. */
const FAILURES: { name: string; op: string; input: unknown; english: string; quoted?: string; ptBR?: string }[] = [
	{
		name: 'VIES: a member state unavailable',
		op: 'vat-validator',
		input: { vat: 'DE136695976' },
		english: 'VIES: the DE member state service is unavailable (MS_UNAVAILABLE); try again later',
		quoted: '“MS_UNAVAILABLE”',
		ptBR: 'O serviço do estado-membro DE está indisponível; tente mais tarde. O serviço VIES respondeu: “MS_UNAVAILABLE”'
	},
	{ name: 'VIES: the number refused as input (422)', op: 'vat-validator', input: { vat: 'DE129273398' }, english: 'VIES refused the number as invalid input (INVALID_INPUT)', quoted: '“INVALID_INPUT”' },
	{
		name: 'VIES: an HTTP status',
		op: 'vat-validator',
		input: { vat: 'FR40303265045' },
		english: 'VIES answered HTTP 503 (server error)',
		quoted: '“HTTP 503”',
		ptBR: 'O serviço VIES respondeu: “HTTP 503” (erro do servidor)'
	},
	{ name: 'AI: rate limited', op: 'ai-chat', input: { messages: [{ role: 'user', content: 'limit' }] }, english: 'AI service answered HTTP 429 (rate limited)', quoted: '“HTTP 429”' },
	{
		name: 'AI: no reply text, with its finish reason',
		op: 'ai-chat',
		input: { messages: [{ role: 'user', content: 'think' }] },
		english: 'AI service sent no reply text (finish_reason length)',
		quoted: '“finish_reason length”'
	},
	{ name: 'LibreTranslate: the text refused (422)', op: 'translate', input: { text: 'refuse me', from: 'en', to: 'es' }, english: 'Translation service refused the text or the language pair (HTTP 400)', quoted: '“HTTP 400”' },
	{
		name: 'LibreTranslate: rate limited',
		op: 'translate',
		input: { text: 'rate me', from: 'en', to: 'es' },
		english: 'Translation service answered HTTP 429 (rate limited)',
		quoted: '“HTTP 429”',
		ptBR: 'O serviço de tradução respondeu: “HTTP 429” (limite de pedidos atingido)'
	},
	{ name: 'ECB rates: none yet', op: 'currency', input: { amount: 1, from: 'USD', to: 'EUR' }, english: 'exchange rates are not available yet: ECB exchange rates: HTTP 404', quoted: '“HTTP 404”' },
	{
		name: 'DNS: SERVFAIL',
		op: 'dns',
		input: { name: 'broken.test', type: 'A' },
		english: 'DNS lookup of broken.test A failed: the DNS server failed to answer (SERVFAIL)',
		quoted: '“SERVFAIL”',
		ptBR: 'a consulta DNS de broken.test A falhou (o servidor DNS não conseguiu responder; respondeu: “SERVFAIL”)'
	},
	{ name: 'MX: REFUSED', op: 'email-validation', input: { email: 'someone@refused.test' }, english: 'MX lookup for refused.test failed: the DNS server refused the query' }
];

describe('an upstream that fails keeps the API’s English', () => {
	it.each(FAILURES.map((f) => [f.name, f] as const))('%s', async (_, f) => {
		const outcome = await run(f.op, f.input);
		const body = outcome.body as { detail?: string; error?: string };
		expect(body.detail ?? body.error).toBe(f.english);
		// The message carries its id, and the upstream's failure by kind inside it (not the framed fallback).
		expect(outcome.words?.text).toBe(f.english);
		expect(JSON.stringify(outcome.words)).not.toMatch(/"id":"upstream_(failed|refused)"/);
	});
});

describe.each([
	['pt-BR', ptBR],
	['es', es]
] as const)('an upstream that fails, said in %s', (locale, messages) => {
	let outcomes: OperationResult[] = [];
	beforeAll(async () => {
		outcomes = await Promise.all(FAILURES.map((f) => run(f.op, f.input)));
	});

	it.each(FAILURES.map((f, i) => [f.name, f, i] as const))('%s', async (_, f, i) => {
		const text = (await sayOutcome(outcomes[i], locale, messages.tool.form.problems))?.message;
		expect(text).toBeDefined();
		expect(text).not.toBe(f.english);
		expect(englishIn(text!, ENGLISH), text).toEqual([]);
		if (f.quoted) expect(text).toContain(f.quoted);
		if (locale === 'pt-BR' && f.ptBR) expect(text).toBe(f.ptBR);
	});
});

/**
 * No secret in logs or answers (docs/security.md "Keys, secrets and errors"), over real HTTP
 * against the built server at LOG_LEVEL=trace, with every secret configured: AI_API_KEY and
 * TRANSLATE_API_KEY pointing at fake upstreams on 127.0.0.1 that fail in hostile ways (401s
 * naming the key, 5xx bodies and headers that echo the Authorization header or the api_key back,
 * HTML error pages, broken JSON, redirects to another host, resets, timeouts), METRICS_TOKEN,
 * passwords, session tokens and API keys (valid, revoked, mistyped, in the wrong place).
 *
 * Every answer the server gave (status, every header, the body) and everything it wrote to
 * stdout/stderr are then searched for every secret. The only places a secret may appear are
 * the two where its owner receives it: the session token in the sign-in's Set-Cookie, the new
 * key in the dashboard's 201. The fakes check that they really received the upstream secrets,
 * so the search is not vacuous.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reply, requestEcho, startHttpPeer, type HttpPeer, type PeerRequest, type PeerScript } from '../peers/http-peer.js';
import { startLibreTranslatePeer, type LibreTranslatePeer } from '../peers/libretranslate-peer.js';
import { startOpenAiPeer, type OpenAiPeer } from '../peers/openai-peer.js';
import { startServer, type Server } from './harness';
import { mailedLink, startSmtpPeer, SUBJECTS, type SmtpPeer } from '../peers/mail.js';

const AI_KEY = 'sk-AIKEY-secret-0b5e71c4d2f9';
const TRANSLATE_KEY = 'lt-TRKEY-secret-77a9e3b14c';
const METRICS_TOKEN = 'mt-METRICS-secret-c03d5b8e1a';
const PASSWORD = 'PW-right-secret-9f2e horse';
const WRONG_PASSWORD = 'PW-wrong-secret-1a7c horse';
const NEW_PASSWORD = 'PW-new-secret-5d3b horse';
const LONG_PASSWORD = `PW-long-secret-${'x'.repeat(1100)}`;

/** The hostile behaviours of both fakes, chosen by the text sent (`content` for AI, `q` for translate). */
const HOSTILE = ['#401', '#500-echo', '#html', '#200-html', '#200-broken', '#redirect', '#reset', '#timeout'] as const;

/** What each fake received as the secret (Authorization for AI, api_key for translate). */
const aiSecret = (request: PeerRequest) => request.headers.authorization ?? '';
const translateSecret = (request: PeerRequest) => String((request.body as { api_key?: unknown } | null)?.api_key ?? '');

/** Answers `mode` as badly as it can, putting the secret it got (and the whole request) everywhere it can. */
function misbehave(mode: (typeof HOSTILE)[number], secretOf: (request: PeerRequest) => string): PeerScript {
	return (request) => {
		const secret = secretOf(request);
		const echo = requestEcho(request);
		switch (mode) {
			case '#401':
				return reply.json(401, { error: { message: `Incorrect API key provided: ${secret}` }, detail: secret }, { 'www-authenticate': `Bearer error="${secret}"` });
			case '#500-echo':
				return reply.json(500, { error: `internal error while handling ${echo}`, detail: echo }, { 'x-echo-secret': secret, 'set-cookie': `leak=${encodeURIComponent(secret)}` });
			case '#html':
				return reply.html(503, `<html><body><h1>503 Service Unavailable</h1><pre>${echo}</pre></body></html>`);
			case '#200-html':
				return reply.html(200, `<html><body>Login required for ${secret}</body></html>`);
			case '#200-broken':
				return reply.json(200, { choices: `no choices for ${secret}`, translatedText: null, error: secret });
			case '#redirect':
				return reply.redirect(307, `${collector.url}/steal?secret=${encodeURIComponent(secret)}`, `Moved to ${collector.url} (${secret})`);
			case '#reset':
				return reply.reset;
			case '#timeout':
				return reply.hang; // never answers: the server's *_TIMEOUT_MS ends the wait
		}
	};
}

let ai: OpenAiPeer;
let translate: LibreTranslatePeer;
/** The host the upstreams redirect to: its requests must stay none (redirects are not followed). */
let collector: HttpPeer;
let server: Server;
/** Where the verification and reset mails go: their tokens are secrets too. */
let smtp: SmtpPeer;

beforeAll(async () => {
	[ai, translate, collector, smtp] = await Promise.all([startOpenAiPeer(), startLibreTranslatePeer(), startHttpPeer(() => reply.raw(200, {}, '')), startSmtpPeer()]);
	for (const mode of HOSTILE) {
		ai.script.set(mode, misbehave(mode, aiSecret));
		translate.script.set(mode, misbehave(mode, translateSecret));
	}
	server = await startServer({
		LOG_LEVEL: 'trace',
		AI_BASE_URL: ai.url,
		AI_API_KEY: AI_KEY,
		AI_TIMEOUT_MS: '1000',
		TRANSLATE_BASE_URL: translate.url,
		TRANSLATE_API_KEY: TRANSLATE_KEY,
		TRANSLATE_TIMEOUT_MS: '1000',
		METRICS_TOKEN,
		SMTP_URL: smtp.url
	});
});

afterAll(async () => {
	await server?.stop();
	await Promise.all([ai?.close(), translate?.close(), collector?.close(), smtp?.close()]);
});

/** Every answer the server gave: a label, and its status line, headers and body as text. */
const answers: { label: string; text: string }[] = [];

async function call(label: string, path: string, init: RequestInit = {}): Promise<Response> {
	const res = await fetch(`${server.url}${path}`, init);
	const body = await res.text();
	answers.push({ label, text: `${res.status}\n${[...res.headers].map(([k, v]) => `${k}: ${v}`).join('\n')}\n${body}` });
	// Hand the body back to the caller as a fresh Response.
	return new Response(body, { status: res.status, headers: res.headers });
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
	method: 'POST',
	headers: { 'content-type': 'application/json', ...headers },
	body: typeof body === 'string' ? body : JSON.stringify(body)
});

describe('(c) no secret in logs, answers or headers', () => {
	it('drives every secret through every path, then finds none of them where they do not belong', async () => {
		// Passwords and sessions.
		expect((await call('signup', '/account/signup', json({ email: 'secrets@example.com', password: PASSWORD }))).status).toBe(200);
		expect((await call('signup too long', '/account/signup', json({ email: 'long@example.com', password: LONG_PASSWORD }))).status).toBe(422);
		expect((await call('signin wrong', '/account/signin', json({ email: 'secrets@example.com', password: WRONG_PASSWORD }))).status).toBe(401);
		const signin = await call('signin', '/account/signin', json({ email: 'secrets@example.com', password: PASSWORD }));
		expect(signin.status).toBe(200);
		const session = /utilkit_session=([^;]+)/.exec(signin.headers.get('set-cookie')!)![1];
		answers.at(-1)!.label = 'signin ok';
		// The mailed links: the address confirmed, then a reset asked for and its link used.
		const verifyToken = mailedLink(await smtp.waitFor('secrets@example.com', SUBJECTS.verify)).token;
		expect((await call('verify', '/account/verify', json({ token: verifyToken }))).status).toBe(200);
		expect((await call('verify again', '/account/verify', json({ token: verifyToken }))).status).toBe(400);
		expect((await call('forgot', '/account/password/forgot', json({ email: 'secrets@example.com' }))).status).toBe(200);
		const resetToken = mailedLink(await smtp.waitFor('secrets@example.com', SUBJECTS.reset)).token;
		expect((await call('reset weak', '/account/password/reset', json({ token: resetToken, new_password: 'aaaaaaaaaa' }))).status).toBe(422);
		const signedIn = { cookie: `utilkit_session=${session}` };
		const wrongCurrent = json({ current_password: WRONG_PASSWORD, new_password: NEW_PASSWORD }, signedIn);
		expect((await call('password wrong', '/account/password', wrongCurrent)).status).toBe(403);
		const change = await call('password change', '/account/password', json({ current_password: PASSWORD, new_password: NEW_PASSWORD }, signedIn));
		expect(change.status).toBe(200);
		// A password change goes on under a new session token (the old one ends), sent to its owner only.
		const rotated = /utilkit_session=([^;]+)/.exec(change.headers.get('set-cookie')!)![1];
		const cookie = { cookie: `utilkit_session=${rotated}` };
		expect((await call('profile', '/account/profile', json({ name: 'Secret Keeper' }, cookie))).status).toBe(200);

		// Keys: one from the dashboard (shown once, then revoked), one from the CLI.
		const created = await call('key created', '/account/keys', json({ name: 'web' }, cookie));
		expect(created.status).toBe(201);
		const { key: webKey, id } = await created.json();
		expect((await call('key revoke', `/account/keys/${id}/revoke`, json({}, cookie))).status).toBe(200);
		expect((await call('keys list', '/account/keys', { headers: cookie })).status).toBe(200);
		const cliKey = (await server.cli('keys', 'create', '--email', 'secrets@example.com', '--plan', 'unlimited')).trim();
		const typo = cliKey.slice(0, 10) + (cliKey[10] === 'A' ? 'B' : 'A') + cliKey.slice(11);
		const hashBody = { input: 'abc', algorithms: ['sha256'] };
		const apiCalls: [string, string, RequestInit][] = [
			['api valid key', '/api/v1/hash', json(hashBody, { 'x-api-key': cliKey })],
			['api revoked key', '/api/v1/hash', json(hashBody, { 'x-api-key': webKey })],
			['api mistyped key', '/api/v1/hash', json(hashBody, { 'x-api-key': typo })],
			['api key with spaces', '/api/v1/hash', json(hashBody, { 'x-api-key': ` ${typo} ` })],
			['api key in query', `/api/v1/hash?api_key=${cliKey}&key=${cliKey}`, json(hashBody)],
			['api key as bearer', '/api/v1/hash', json(hashBody, { authorization: `Bearer ${cliKey}` })],
			['api key as cookie', '/api/v1/hash', json(hashBody, { cookie: `api_key=${cliKey}` })],
			// (Not a key as an operation's input: operations may quote the caller's own input back, e.g. a
			// country search that matches nothing, and that is no leak.)
			['api key in broken JSON', '/api/v1/hash', json(`{"input": "${cliKey}`, { 'x-api-key': cliKey })],
			['api session', '/api/v1/hash', json(hashBody, cookie)],
			['metrics none', '/metrics', {}],
			['metrics prefix', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN.slice(0, -1)}` } }],
			['metrics longer', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}x` } }],
			['metrics basic', '/metrics', { headers: { authorization: `Basic ${Buffer.from(`x:${METRICS_TOKEN}`).toString('base64')}` } }],
			['metrics in query', `/metrics?token=${METRICS_TOKEN}`, {}],
			['ai ok', '/api/v1/ai-chat', json({ messages: [{ role: 'user', content: 'hello' }] }, { 'x-api-key': cliKey })],
			...HOSTILE.map((mode): [string, string, RequestInit] => [`ai ${mode}`, '/api/v1/ai-chat', json({ messages: [{ role: 'user', content: mode }] }, { 'x-api-key': cliKey })]),
			...HOSTILE.map((mode): [string, string, RequestInit] => [`translate ${mode}`, '/api/v1/translate', json({ text: mode, from: 'es', to: 'en' }, { 'x-api-key': cliKey })])
		];
		const results = await Promise.all(apiCalls.map(([label, path, init]) => call(label, path, init)));
		const status = Object.fromEntries(apiCalls.map(([label], i) => [label, results[i].status]));
		expect(status).toMatchObject({
			'api valid key': 200,
			'api revoked key': 401,
			'api mistyped key': 401,
			'api key with spaces': 401,
			'api key in query': 401,
			'api key as bearer': 401,
			'api key as cookie': 401,
			'api key in broken JSON': 422,
			'api session': 200,
			'metrics none': 401,
			'metrics prefix': 401,
			'metrics longer': 401,
			'metrics basic': 401,
			'metrics in query': 401,
			'ai ok': 200
		});
		for (const mode of HOSTILE) {
			expect(status[`ai ${mode}`], mode).toBe(502);
			expect(status[`translate ${mode}`], mode).toBe(502);
		}
		expect((await call('metrics ok', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(200);
		expect((await call('signout', '/account/signout', json({}, cookie))).status).toBe(200);
		expect((await call('api after signout', '/api/v1/hash', json(hashBody, cookie))).status).toBe(401);

		// The fakes really held the secrets, and the redirects did not carry them anywhere.
		const aiSeen = ai.requests.map(aiSecret);
		const translateSeen = translate.translations().map(translateSecret);
		expect(aiSeen.length).toBe(HOSTILE.length + 1);
		expect(new Set(aiSeen)).toEqual(new Set([`Bearer ${AI_KEY}`]));
		expect(translateSeen.length).toBe(HOSTILE.length);
		expect(new Set(translateSeen)).toEqual(new Set([TRANSLATE_KEY]));
		expect(collector.requests).toEqual([]);

		// The logs are there (trace level, one line per API request) and carry none of it.
		const apiRequests = apiCalls.filter(([, path]) => path.startsWith('/api/v1')).length;
		await expect.poll(() => server.output().split('\n').filter((l) => l.includes('"msg":"request"')).length).toBeGreaterThanOrEqual(apiRequests);
		const logs = server.output();
		const secrets: Record<string, string> = {
			AI_API_KEY: AI_KEY,
			TRANSLATE_API_KEY: TRANSLATE_KEY,
			METRICS_TOKEN,
			password: PASSWORD,
			'wrong password': WRONG_PASSWORD,
			'new password': NEW_PASSWORD,
			'long password': LONG_PASSWORD.slice(0, 40),
			'session token': session,
			'rotated session token': rotated,
			'dashboard key': webKey,
			'CLI key': cliKey,
			'mistyped key': typo,
			'verification link token': verifyToken,
			'reset link token': resetToken,
			// The random middle of the keys: a log that cut the prefix or checksum off would still leak.
			'dashboard key body': webKey.slice(9, -4),
			'CLI key body': cliKey.slice(9, -4)
		};
		const leaks: string[] = [];
		for (const [name, secret] of Object.entries(secrets)) {
			if (logs.includes(secret)) leaks.push(`${name} in the logs`);
			for (const { label, text } of answers) {
				const owned =
					(label === 'signin ok' && secret === session) || (label === 'password change' && secret === rotated) || (label === 'key created' && webKey.includes(secret));
				if (!owned && text.includes(secret)) leaks.push(`${name} in the answer "${label}"`);
			}
		}
		expect(leaks).toEqual([]);
		// The owners did get them (so the search above looked at the right texts).
		expect(answers.find((a) => a.label === 'signin ok')!.text).toContain(session);
		expect(answers.find((a) => a.label === 'password change')!.text).toContain(rotated);
		expect(answers.find((a) => a.label === 'key created')!.text).toContain(webKey);
	});
});

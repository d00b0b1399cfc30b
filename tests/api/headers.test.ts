import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, startedTogether, type Server } from './harness';

// Issue 7, security review: the security headers of the app and of the API (docs/security.md).

let server: Server;
let https: Server;
let proxied: Server;
let key: string;
beforeAll(async () => {
	[server, https, proxied] = await startedTogether([
		startServer(),
		startServer({ ORIGIN: 'https://utilkit.example' }),
		// No ORIGIN (the harness drops an empty one): the scheme comes from the proxy's header.
		startServer({ ORIGIN: '', PROTOCOL_HEADER: 'x-forwarded-proto' })
	]);
	key = (await server.cli('keys', 'create', '--email', 'headers@example.com', '--plan', 'free')).trim();
});
afterAll(async () => {
	await Promise.all([server?.stop(), https?.stop(), proxied?.stop()]);
});

const APP_PATHS = ['/', '/pt-BR/tools/hash', '/docs', '/signin', '/service-worker.js', '/manifest.webmanifest', '/favicon.svg'];

describe('the app', () => {
	it.each(APP_PATHS)('%s carries the security headers', async (p) => {
		const res = await fetch(server.url + p);
		expect(res.status).toBe(200);
		expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'; base-uri 'none'; object-src 'none'; form-action 'self'");
		expect(res.headers.get('x-content-type-options')).toBe('nosniff');
		expect(res.headers.get('x-frame-options')).toBe('DENY');
		expect(res.headers.get('referrer-policy')).toBe('no-referrer');
		expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
		// The QR code reader's camera (lib/tools/pickers/ImagePicker.svelte): this origin only; no microphone.
		expect(res.headers.get('permissions-policy')).toMatch(/camera=\(self\)/);
		expect(res.headers.get('permissions-policy')).toMatch(/microphone=\(\)/);
		// "Use my location" (lib/tools/LocationButton.svelte): this origin only, never a frame.
		expect(res.headers.get('permissions-policy')).toMatch(/geolocation=\(self\)/);
		// No HSTS on a deployment that is not configured as https.
		expect(res.headers.get('strict-transport-security')).toBeNull();
	});

	it('HSTS only when the origin is configured as https', async () => {
		const res = await fetch(https.url + '/');
		expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
	});

	it('behind a TLS proxy (PROTOCOL_HEADER, no ORIGIN): HSTS, a Secure cookie and https-only Origins follow the header', async () => {
		const fromProxy = (proto: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-proto': proto, ...extra });
		expect((await fetch(proxied.url + '/', { headers: fromProxy('https') })).headers.get('strict-transport-security')).toBe('max-age=31536000');
		expect((await fetch(proxied.url + '/', { headers: fromProxy('http') })).headers.get('strict-transport-security')).toBeNull();

		const account = { email: 'proxied@example.com', password: 'correct horse battery' };
		const post = (path: string, headers: Record<string, string>) =>
			fetch(`${proxied.url}/account/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(account) });
		expect((await post('signup', fromProxy('https'))).status).toBe(200);
		const overTls = await post('signin', fromProxy('https'));
		expect(overTls.status).toBe(200);
		expect(overTls.headers.get('set-cookie')).toMatch(/; Secure/);
		const plain = await post('signin', fromProxy('http'));
		expect(plain.status).toBe(200);
		expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/);
		// Without the proxy's header the request did not come through it: nothing says https, so
		// neither HSTS nor a Secure cookie (adapter-node on its own would guess https here).
		expect((await fetch(proxied.url + '/')).headers.get('strict-transport-security')).toBeNull();
		const direct = await post('signin', {});
		expect(direct.status).toBe(200);
		expect(direct.headers.get('set-cookie')).toMatch(/^utilkit_session=/);
		expect(direct.headers.get('set-cookie')).not.toMatch(/Secure/);
		// The page of an https app has an https Origin; the same host over http is another origin.
		const host = new URL(proxied.url).host;
		expect((await post('signin', fromProxy('https', { origin: `http://${host}` }))).status).toBe(403);
		expect((await post('signin', fromProxy('https', { origin: `https://${host}` }))).status).toBe(200);
	});

	it("every inline script of every prerendered page is covered by the page's own policy", async () => {
		// The hashes are recomputed here from the served HTML, the way a browser checks them.
		const root = path.resolve(import.meta.dirname, '../../build/prerendered');
		const pages = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
		expect(pages.length).toBeGreaterThan(20);
		for (const page of ['index.html', 'pt-BR/tools/qr-code.html', 'es/dashboard.html', 'docs.html']) {
			expect(pages).toContain(page);
			const url = server.url + '/' + page.replace(/(index)?\.html$/, '');
			const html = await (await fetch(url)).text();
			const policy = /<meta http-equiv="content-security-policy" content="([^"]+)">/.exec(html)?.[1];
			expect(policy, url).toBeDefined();
			const allowed = new Set(/script-src ([^;]+)/.exec(policy!)![1].split(' '));
			expect(allowed.has("'unsafe-inline'") || allowed.has("'unsafe-eval'")).toBe(false);
			const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body);
			expect(inline.length, url).toBeGreaterThanOrEqual(3);
			for (const body of inline) {
				expect(allowed.has(`'sha256-${createHash('sha256').update(body).digest('base64')}'`), `${url}: ${body.slice(0, 60)}`).toBe(true);
			}
			expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]+>/); // no inline script with attributes slipping past the list
		}
	});
});

describe('the API', () => {
	it.each([
		['an answer for a key', () => fetch(`${server.url}/api/v1/timezone/list`, { headers: { 'x-api-key': key } }), 200],
		['an error', () => fetch(`${server.url}/api/v1/timezone/list`), 401],
		['an unknown path', () => fetch(`${server.url}/api/v1/nope`), 404]
	])('%s is not cached and not sniffed', async (_name, call, status) => {
		const res = await call();
		expect(res.status).toBe(status);
		expect(res.headers.get('cache-control')).toBe('no-store');
		expect(res.headers.get('x-content-type-options')).toBe('nosniff');
		expect(res.headers.get('content-type')).toMatch(/^application\/json/);
	});

	it('the OpenAPI document, the same for everyone, may be cached', async () => {
		const res = await fetch(`${server.url}/api/v1/openapi.json`);
		expect(res.headers.get('cache-control')).toBe('public, max-age=300');
		expect(res.headers.get('x-content-type-options')).toBe('nosniff');
	});
});

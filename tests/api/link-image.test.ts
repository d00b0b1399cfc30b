/**
 * GET /app/link-image over real HTTP against the built server: a link's preview image for the
 * app's signed-in pages, fetched from a local site (node:http on 127.0.0.1) through the real
 * outbound client. `open` lets loopback through (OUTBOUND_ALLOW_PRIVATE=1); `guarded` keeps the
 * default address rules, so the same site is a non-public address there.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, startedTogether, type Server } from './harness';

let site: http.Server;
let base: string;
let open: Server;
let guarded: Server;

// A real 2×1 PNG (pngjs writes it; the PNG signature of RFC 2083 §3.1 opens it).
const CARD = PNG.sync.write(Object.assign(new PNG({ width: 2, height: 1 }), { data: Buffer.from([255, 0, 0, 255, 0, 0, 255, 255]) }));
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

beforeAll(async () => {
	site = http.createServer((req, res) => {
		const send = (status: number, type: string, body: Buffer | string) => res.writeHead(status, { 'content-type': type }).end(body);
		switch (req.url) {
			case '/card.png':
				return send(200, 'image/png', CARD);
			case '/disguised.jpg':
				// A PNG the site calls a JPEG: its bytes decide.
				return send(200, 'image/jpeg', CARD);
			case '/icon.svg':
				return send(200, 'image/svg+xml', SVG);
			case '/page.html':
				return send(200, 'image/png', '<!doctype html><script>alert(1)</script>');
			case '/huge.png':
				return send(200, 'image/png', Buffer.concat([CARD, Buffer.alloc(6 * 1024 * 1024)]));
			case '/moved':
				return res.writeHead(302, { location: '/card.png' }).end();
			default:
				return send(404, 'text/plain', 'not found');
		}
	});
	await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
	base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
	[open, guarded] = await startedTogether([startServer({ OUTBOUND_ALLOW_PRIVATE: '1', OUTBOUND_TIMEOUT_MS: '2000' }), startServer()]);
});
afterAll(async () => {
	await Promise.all([open, guarded].map((s) => s?.stop()));
	site?.closeAllConnections();
	site?.close();
});

/** Signs up and in on `server`; the session cookie. */
async function session(server: Server, email: string): Promise<string> {
	const call = (path: string, cookie = '') =>
		fetch(`${server.url}/account${path}`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
			body: JSON.stringify({ email, password: 'correct horse battery' })
		});
	expect((await call('/signup')).status).toBe(200);
	const signedIn = await call('/signin');
	return /utilkit_session=[^;]+/.exec(signedIn.headers.get('set-cookie') ?? '')![0];
}

const image = (server: Server, url: string, headers: Record<string, string> = {}) =>
	fetch(`${server.url}/app/link-image?url=${encodeURIComponent(url)}`, { headers });

describe('GET /app/link-image', () => {
	it('200: the image as its bytes say, with a policy that runs nothing; redirects followed', async () => {
		const cookie = await session(open, 'images@example.com');
		for (const path of ['/card.png', '/disguised.jpg', '/moved']) {
			const res = await image(open, `${base}${path}`, { cookie });
			expect(res.status, path).toBe(200);
			expect(res.headers.get('content-type')).toBe('image/png');
			expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
			expect(res.headers.get('x-content-type-options')).toBe('nosniff');
			expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
			expect(Buffer.from(await res.arrayBuffer()).equals(CARD)).toBe(true);
		}
	});

	it('refuses what is not a raster image, too large, missing, not http(s), or a non-public address', async () => {
		const cookie = await session(open, 'refusals@example.com');
		const cases: [string, number, string][] = [
			[`${base}/icon.svg`, 415, 'unsupported_media_type'],
			[`${base}/page.html`, 415, 'unsupported_media_type'],
			[`${base}/huge.png`, 413, 'payload_too_large'],
			[`${base}/missing.png`, 502, 'url_unreachable'],
			['ftp://example.com/a.png', 400, 'invalid_input'],
			['javascript:alert(1)', 400, 'invalid_input']
		];
		for (const [url, status, code] of cases) {
			const res = await image(open, url, { cookie });
			expect({ url, status: res.status, code: ((await res.json()) as { code: string }).code }).toEqual({ url, status, code });
		}
		const blocked = await image(guarded, `${base}/card.png`, { cookie: await session(guarded, 'guarded@example.com') });
		expect(blocked.status).toBe(422);
		expect(((await blocked.json()) as { code: string }).code).toBe('url_blocked');
	});

	it('401 without a session, with an unknown one, or from another site', async () => {
		const cookie = await session(open, 'cross@example.com');
		const attempts: Record<string, string>[] = [{}, { cookie: 'utilkit_session=0000' }, { cookie, 'sec-fetch-site': 'cross-site' }, { cookie, origin: 'https://evil.example' }];
		for (const headers of attempts) {
			const res = await image(open, `${base}/card.png`, headers);
			expect(res.status).toBe(401);
			expect(await res.json()).toEqual({ detail: 'Sign in to the app to see link images', code: 'session_expired' });
		}
	});

	it('429 past the plan’s per-minute limit (free: 60), with Retry-After', async () => {
		const cookie = await session(open, 'limited@example.com');
		let served = 0;
		let refused: Response | undefined;
		// 60 per window; a window that ends during the loop lets up to 60 more through.
		while (!refused && served <= 120) {
			const res = await image(open, `${base}/card.png`, { cookie });
			if (res.status === 429) refused = res;
			else served++;
			await res.arrayBuffer();
		}
		expect(served).toBeGreaterThanOrEqual(60);
		expect(refused?.status).toBe(429);
		expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
	});
});

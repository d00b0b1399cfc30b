import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from './fixtures.js';
import { waitForHook, waitForServiceWorker } from './helpers.js';

// These tests install the service worker (the suite's default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
	expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
	return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// The manifest and its icons are read from the page and the server: no install needed, and an
// allowed worker would download the app (17.7 MB) and its data behind the test.
test.describe('without the service worker', () => {
	test.use({ serviceWorkers: 'block' });

	test('the web app manifest is linked and valid, with 192 and 512 PNG icons', async ({ page, request }) => {
		await page.goto('/');
		const href = await page.locator('link[rel="manifest"]').getAttribute('href');
		expect(href).toBeTruthy();
		const manifestUrl = new URL(href!, page.url()).href;
		const res = await request.get(manifestUrl);
		expect(res.status()).toBe(200);
		const manifest = await res.json();
		expect(manifest).toMatchObject({ name: 'Utilkit', start_url: '/', scope: '/', display: 'standalone' });
		expect(manifest.short_name).toBeTruthy();
		expect(manifest.theme_color).toBe('#0f766e');

		const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[];
		for (const size of [192, 512]) {
			expect(icons.some((i) => i.sizes === `${size}x${size}` && (i.purpose ?? 'any').includes('any')), `${size} icon`).toBe(true);
		}
		expect(icons.some((i) => i.purpose?.includes('maskable'))).toBe(true);
		for (const icon of icons) {
			const img = await request.get(new URL(icon.src, manifestUrl).href);
			expect(img.status(), icon.src).toBe(200);
			expect(img.headers()['content-type']).toBe('image/png');
			const [w, h] = icon.sizes.split('x').map(Number);
			expect(pngSize(await img.body())).toEqual({ width: w, height: h });
		}
	});
});

test('a service worker is registered and controls the page after a reload; API answers are never cached', async ({ page, context }) => {
	await page.goto('/');
	await waitForServiceWorker(page);
	await page.reload();
	const sw = await page.evaluate(() => {
		const c = navigator.serviceWorker.controller;
		return c && { url: c.scriptURL, state: c.state };
	});
	expect(sw).not.toBeNull();
	expect(sw!.url).toMatch(/\/service-worker\.js$/);
	expect(sw!.state).toBe('activated');

	// Reachable online (the OpenAPI document needs no key) ...
	expect(await page.evaluate(async () => (await fetch('/api/v1/openapi.json')).status)).toBe(200);
	// ... and never answered by the service worker offline (no-store skips the HTTP cache).
	await context.setOffline(true);
	const offline = await page.evaluate(async () => {
		try {
			return (await fetch('/api/v1/openapi.json', { cache: 'no-store' })).status;
		} catch {
			return 'network error';
		}
	});
	expect(offline).toBe('network error');
	await context.setOffline(false);
});

test('Chromium finds the app installable (no installability errors)', async ({ baseURL }) => {
	// Installability is never granted in incognito, which every Playwright context is; a persistent
	// profile is what a person's browser has.
	const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-profile-'));
	const { launchOptions } = test.info().project.use;
	const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
	try {
		const page = await context.newPage();
		await page.goto('/');
		await waitForServiceWorker(page);
		await page.reload();
		const cdp = await context.newCDPSession(page);
		// The same check Chromium runs before it offers "Install app".
		const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
			installabilityErrors: { errorId: string }[];
		};
		expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
		const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
		expect(url).toMatch(/manifest\.webmanifest$/);
		expect(errors).toEqual([]);
	} finally {
		await context.close();
		fs.rmSync(profile, { recursive: true, force: true });
	}
});

test('"Available offline" only once every tool can run offline: until then the pill shows the download’s progress', async ({ page, context }) => {
	// The service worker's fetches of the worker's chunks wait until the test has seen the pill.
	let release!: () => void;
	const released = new Promise<void>((resolve) => (release = resolve));
	await context.route(/\/_app\/immutable\/workers\//, async (route) => {
		await released;
		await route.continue();
	});
	await page.goto('/');
	// `data-state` is the pill's stable hook; its words are offline-words.spec.ts's.
	const pill = page.getByRole('banner').getByRole('status');
	await expect(pill).toHaveAttribute('data-state', 'preparing');
	await expect(pill).toHaveText(/^\s*Saving for offline…\s*\d+%\s*$/, { useInnerText: true });
	release();
	await expect(pill).toHaveAttribute('data-state', 'ready', { timeout: 120_000 });

	// At that moment every data file of the manifest is in the data cache ...
	const { listed, cached } = await page.evaluate(async () => {
		const code = await (await fetch('/service-worker.js')).text();
		const manifest = JSON.parse(/\[\{"url":.*?\}\]/.exec(code)![0]) as { url: string; data?: true }[];
		const data = manifest.filter((e) => e.data).map((e) => e.url);
		const cache = await caches.open('utilkit-data');
		const held = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
		return { listed: data.length, cached: data.filter((url) => held.has(url)).length };
	});
	expect(listed).toBeGreaterThan(100);
	expect(cached).toBe(listed);
	// ... and a tool that needs it answers with the network off, in a page that never used it.
	await context.setOffline(true);
	await page.reload();
	await waitForHook(page);
	const answer = await page.evaluate(() => window.utilkit!.run('geocoding', { lat: 48.8584, lon: 2.2945 }));
	expect(answer.status).toBe(200);
	await context.setOffline(false);
});

test('with Data Saver on, large operation data is cached on first use, not downloaded after install', async ({ page }) => {
	// Without Data Saver the page asks the service worker for it right after install (a race with
	// the first check below); tools-offline.spec.ts covers that path.
	await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
	await page.goto('/');
	await waitForServiceWorker(page);
	await page.reload();
	await waitForHook(page);
	// The pill does not claim what is not true: the data is not there yet.
	await expect(page.getByRole('banner').getByRole('status')).toHaveAttribute('data-state', 'partial');
	await expect(page.getByRole('banner').getByRole('status')).toHaveText('Available offline, partly', { useInnerText: true });
	// The largest cached body; the gazetteer chunk alone is about 3.4 MB.
	const largest = () =>
		page.evaluate(async () => {
			let max = 0;
			for (const name of await caches.keys()) {
				const cache = await caches.open(name);
				for (const request of await cache.keys()) {
					const response = await cache.match(request);
					if (response) max = Math.max(max, (await response.arrayBuffer()).byteLength);
				}
			}
			return max;
		});
	expect(await largest()).toBeLessThan(2_000_000);
	const answer = await page.evaluate(() => window.utilkit!.run('geocoding', { lat: 48.8584, lon: 2.2945 }));
	expect(answer.status).toBe(200);
	expect(await largest()).toBeGreaterThan(2_000_000);
});

test('a first run that fetches its data hears the download progress from the service worker', async ({ page }) => {
	// Data Saver on: the data list is not downloaded after install, so the run fetches it.
	await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
	await page.goto('/');
	await waitForServiceWorker(page);
	await page.reload();
	await waitForHook(page);
	type Heard = { url: string; done: number; total: number };
	const status = await page.evaluate(async () => {
		const heard: Heard[] = [];
		(window as unknown as { heard: Heard[] }).heard = heard;
		navigator.serviceWorker.addEventListener('message', (event) => {
			if (event.data?.type === 'data-fetch') heard.push(event.data);
		});
		return (await window.utilkit!.run('geocoding', { lat: 48.8584, lon: 2.2945 })).status;
	});
	expect(status).toBe(200);
	const heard = () => page.evaluate(() => (window as unknown as { heard: Heard[] }).heard);
	// Every file's last message (done === total) is posted as its body ends: wait until each has one.
	await expect
		.poll(async () => {
			const messages = await heard();
			const urls = new Set(messages.map((m) => m.url));
			return urls.size > 0 && [...urls].every((url) => messages.some((m) => m.url === url && m.done === m.total));
		})
		.toBe(true);
	const messages = await heard();
	for (const url of new Set(messages.map((m) => m.url))) {
		const mine = messages.filter((m) => m.url === url);
		expect(url).toMatch(/^\/_app\/immutable\//);
		// Counted up to the file's size, never beyond, and never backwards.
		expect(mine.every((m, i) => m.done <= m.total && (i === 0 || m.done >= mine[i - 1].done))).toBe(true);
	}
	// The gazetteer is the largest of them (about 3.4 MB).
	expect(Math.max(...messages.map((m) => m.total))).toBeGreaterThan(2_000_000);
});

import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.js';
import { waitForHook } from './helpers.js';

// Issue 5's budget: the home page's first load carries under 150 KB of compressed JavaScript,
// in every language (each loads its own messages chunk). Measured as the browser received it:
// the encoded (brotli/gzip) body sizes of every script the page fetched until it was hydrated
// and idle, with no service worker (it would fetch the whole app for the precache).
test.use({ serviceWorkers: 'block' });

const BUDGET = 150 * 1000;

for (const path of ['/', '/pt-BR', '/es']) {
	test(`first load of ${path} is under 150 KB of compressed JavaScript`, async ({ page }) => {
		const scripts: { url: string; bytes: Promise<number> }[] = [];
		page.on('requestfinished', (request) => {
			if (request.resourceType() !== 'script' && !request.url().endsWith('.js')) return;
			// responseBodySize is the encoded size: the bytes that crossed the network.
			scripts.push({ url: request.url(), bytes: request.sizes().then((sizes) => sizes.responseBodySize) });
		});
		await page.goto(path);
		await waitForHook(page);
		await page.waitForLoadState('networkidle');

		const sizes = await Promise.all(scripts.map((s) => s.bytes));
		const total = sizes.reduce((a, b) => a + b, 0);
		console.log(`${path}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KiB compressed`);
		expect(scripts.length).toBeGreaterThan(3);
		// The figure is the compressed one: the server must have sent them compressed.
		for (const response of await Promise.all(scripts.map((s) => page.request.head(s.url, { headers: { 'accept-encoding': 'br, gzip' } })))) {
			expect(response.headers()['content-encoding'], response.url()).toMatch(/^(br|gzip)$/);
		}
		expect(total).toBeLessThan(BUDGET);
	});
}

// Main thread at load (docs/performance.md): every app script starts with V8's compile hint, so
// its functions compile while it streams in, off the main thread, not during hydration. (The
// operations worker's own scripts run off the main thread anyway.)
for (const path of ['/', '/tools/hash']) {
	test(`every script of the first load of ${path} carries the compile hint`, async ({ page }) => {
		const urls: string[] = [];
		page.on('requestfinished', (request) => {
			const path = new URL(request.url()).pathname;
			if (request.resourceType() === 'script' && path.startsWith('/_app/immutable/') && !path.startsWith('/_app/immutable/workers/')) urls.push(request.url());
		});
		await page.goto(path);
		await waitForHook(page);
		await page.waitForLoadState('networkidle');
		expect(urls.length).toBeGreaterThan(3);
		for (const url of urls) expect((await (await page.request.get(url)).text()).split('\n')[0], url).toBe('//# allFunctionsCalledOnLoad');
	});
}

// A tool page's <head> links only the stylesheets its first paint needs: another tool's result
// view loads its own with its chunk. (With every view in the server's module graph, SvelteKit
// linked all 46 views' stylesheets from every tool page as render-blocking, and Lighthouse's
// first paint on /tools/hash went from 1.3 to 2.7 s: docs/performance.md.)
test('a tool page links no other tool’s view stylesheet', async ({ page }) => {
	const html = await (await page.request.get('/tools/hash')).text();
	const linked = [...html.matchAll(/<link href="[^"]*\/assets\/([^"/]+)\.css" rel="stylesheet"/g)].map((m) => m[1].split('.')[0]);
	expect(linked.length).toBeGreaterThan(2);
	// The views, by their files' names (src/lib/ops/<module>/<operation id>.view.svelte).
	const views = fs
		.readdirSync('src/lib/ops', { recursive: true, encoding: 'utf8' })
		.filter((file) => file.endsWith('.view.svelte'))
		.map((file) => path.basename(file, '.view.svelte'));
	expect(views.length).toBeGreaterThan(20);
	expect(linked.filter((name) => views.includes(name) && name !== 'hash')).toEqual([]);
});

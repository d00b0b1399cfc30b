/**
 * A redeploy as a browser sees it (docs/architecture.md, "Service worker"): a second version of
 * the build with one tool's summary changed (changedCopyOfBuild) is served at the same origin,
 * and the installed app updates. The second install must fetch exactly the files whose content
 * changed (counted in bytes through a proxy in front of the servers); the page keeps running the old version
 * until the user answers "A new version is ready" with Reload, and works offline afterwards.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from './fixtures.js';
import { startBuiltServer } from './helpers.js';
import { injectManifest, precacheEntries } from '../../scripts/build/precache-manifest.js';

// These tests install the service worker (the suite's default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const ROOT = path.resolve(import.meta.dirname, '../..');
// The hash operation's summary as the build writes it (src/lib/ops/hash/index.ts): change both together.
const OLD_SUMMARY = 'MD5, SHA-1, SHA-2, SHA-3, Keccak, SHAKE, BLAKE2/3, RIPEMD-160, SM3, Streebog, Whirlpool, Ascon, MD2, SHA-0, HAS-160, CRC-8 to CRC-64, Adler-32, Fletcher, TCP/IP and XOR checksums, ROR13, xxHash, MurmurHash3, FNV and NT/LM password digests of text or bytes, in hex or base64.';
const NEW_SUMMARY = 'Digests of text or bytes: MD5, SHA-1, SHA-2, SHA-3, BLAKE2/3, CRC and more, redeployed.';

interface Entry {
	url: string;
	revision: string | null;
	data?: true;
}

/** The precache manifest a build wrote into its service worker (scripts/build/precache-manifest.js). */
function manifestOf(root: string): Entry[] {
	const code = fs.readFileSync(path.join(root, 'build/client/service-worker.js'), 'utf8');
	return JSON.parse(/\[\{"url":.*?\}\]/.exec(code)![0]) as Entry[];
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
	return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
		.filter((entry) => entry.isFile())
		.map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** An inline script's hash as a Content-Security-Policy names it. */
const cspHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * A prerendered page's policy (its meta tag, svelte.config.js `kit.csp`) allows its inline scripts
 * by hash: those that show the summary change, and so do their hashes, as SvelteKit writes them.
 */
function withScriptHashesRenewed(html: string): string {
	for (const [, script] of html.matchAll(/<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
		if (script.includes(OLD_SUMMARY)) html = html.replaceAll(cspHash(script), cspHash(script.replaceAll(OLD_SUMMARY, NEW_SUMMARY)));
	}
	return html;
}

/**
 * The next release without a second `npm run build` (a minute and a half of both cores in CI):
 * this build copied, with the hash tool's summary changed in every file that holds it, as a
 * rebuild of that change writes them (the prerendered pages and their data in three languages,
 * the server's chunks), and the service worker's manifest written again by the build's own step
 * (scripts/build/precache-manifest.js), so the revisions a browser compares come from the
 * same code as a real deploy's. Left alone: the content-named chunks under /_app/immutable/ (a
 * rebuild would give the worker's copy of the definition a new name, which no page shows, and
 * the update would fetch it as one more new URL through the same precache step).
 */
function changedCopyOfBuild(): string {
	const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-redeploy-'));
	const build = path.join(copy, 'build');
	fs.cpSync(path.join(ROOT, 'build'), build, { recursive: true });
	fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(copy, 'package.json'));
	fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));
	const rewritten: string[] = [];
	for (const rel of filesUnder(build)) {
		if (/\.(br|gz)$/.test(rel) || rel.startsWith('client/_app/immutable/') || rel === 'client/service-worker.js') continue;
		const file = path.join(build, rel);
		const text = fs.readFileSync(file, 'utf8');
		if (!text.includes(OLD_SUMMARY)) continue;
		const changed = withScriptHashesRenewed(text).replaceAll(OLD_SUMMARY, NEW_SUMMARY);
		fs.writeFileSync(file, changed);
		// adapter-node serves the precompressed copies to browsers that accept them: they must match.
		if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(changed));
		if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(changed));
		rewritten.push(rel);
	}
	expect(rewritten, 'the pages that show the hash tool’s summary').toEqual(expect.arrayContaining(['prerendered/index.html', 'prerendered/tools/hash.html']));
	// The build's step again, on the service worker as `vite build` wrote it (the manifest's place held).
	const worker = path.join(build, 'client/service-worker.js');
	fs.writeFileSync(worker, fs.readFileSync(worker, 'utf8').replace(/\[\{"url":.*?\}\]/, () => 'self.__WB_MANIFEST'));
	injectManifest(build, precacheEntries(build));
	return copy;
}

/** One origin in front of either build, logging what it served: path and bytes on the wire. */
function startProxy(): Promise<{ origin: string; target: { port: number }; served: { path: string; bytes: number }[]; close(): void }> {
	const target = { port: 0 };
	const served: { path: string; bytes: number }[] = [];
	const agent = new http.Agent({ keepAlive: true });
	const server = http.createServer((req, res) => {
		const upstream = http.request({ host: '127.0.0.1', port: target.port, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
			res.writeHead(answer.statusCode ?? 502, answer.headers);
			let bytes = 0;
			answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
			answer.on('end', () => served.push({ path: new URL(req.url ?? '/', 'http://x').pathname, bytes }));
			answer.pipe(res);
		});
		upstream.on('error', () => res.destroy());
		req.pipe(upstream);
	});
	return new Promise((resolve) =>
		server.listen(0, '127.0.0.1', () => {
			const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
			resolve({ origin, target, served, close: () => (server.close(), server.closeAllConnections(), agent.destroy()) });
		})
	);
}

test('a redeploy: the update fetches only the changed files, waits for Reload, then runs offline', async ({ page, context }) => {
	test.setTimeout(15 * 60_000);
	const copy = changedCopyOfBuild();
	const proxy = await startProxy();
	const before = await startBuiltServer({ origin: proxy.origin });
	const after = await startBuiltServer({ root: copy, origin: proxy.origin });
	try {
		const isFile = (p: string) => !/^\/(api|account)(\/|$)/.test(p) && p !== '/service-worker.js';
		const bytesOf = (list: { path: string; bytes: number }[]) => list.reduce((sum, s) => sum + s.bytes, 0);

		// First visit to the old build: the pill says "Available offline" only once app and data are in.
		proxy.target.port = before.port;
		await page.goto(`${proxy.origin}/`);
		await expect(page.getByRole('banner').getByRole('status')).toHaveAttribute('data-state', 'ready', { timeout: 5 * 60_000 });
		await expect(page.getByText(OLD_SUMMARY)).toBeVisible();
		const firstVisit = proxy.served.filter((s) => isFile(s.path));
		proxy.served.length = 0;

		// The new build goes live; the browser looks for a new service worker.
		proxy.target.port = after.port;
		await page.evaluate(async () => void (await (await navigator.serviceWorker.getRegistration())!.update()));
		await expect(page.getByText('A new version of Utilkit is ready.')).toBeVisible({ timeout: 5 * 60_000 });
		const update = proxy.served.filter((s) => isFile(s.path));

		// Exactly the files whose content differs between the two builds' manifests.
		const known = new Set(manifestOf(ROOT).map((e) => `${e.url}#${e.revision}`));
		const changed = manifestOf(copy).filter((e) => !e.data && !known.has(`${e.url}#${e.revision}`)).map((e) => e.url);
		expect(changed).toContain('/tools/hash');
		expect(new Set(update.map((s) => s.path))).toEqual(new Set(changed));
		expect(update.length, 'each changed file fetched once').toBe(changed.length);
		console.log(
			`redeploy: first visit ${firstVisit.length} files, ${bytesOf(firstVisit)} bytes; ` +
				`update ${update.length} files, ${bytesOf(update)} bytes (${((100 * bytesOf(update)) / bytesOf(firstVisit)).toFixed(0)}% of the first visit)`
		);

		// Until Reload, the page runs the old version (its service worker still answers). The tool's
		// first answer is awaited: its worker fetches the operation's chunks through the old service
		// worker, and Chromium held the activation of a skip-waiting version that met such a fetch
		// (the old worker restarted to serve it) for longer than a minute.
		await page.getByRole('link', { name: /hash/i }).first().click();
		await expect(page.getByRole('heading', { level: 1, name: 'Hash generator' })).toBeVisible();
		await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
		await expect(page.getByText(OLD_SUMMARY)).toBeVisible();
		await page.getByRole('button', { name: 'Reload to update' }).click();
		await expect(page.getByText(NEW_SUMMARY)).toBeVisible({ timeout: 60_000 });
		await expect(page.getByText('A new version of Utilkit is ready.')).toBeHidden();

		// The new version is complete offline.
		await context.setOffline(true);
		await page.goto(`${proxy.origin}/`);
		await expect(page.getByText(NEW_SUMMARY)).toBeVisible();
		await context.setOffline(false);
	} finally {
		before.child.kill();
		after.child.kill();
		proxy.close();
		fs.rmSync(copy, { recursive: true, force: true });
	}
});

// The version is the release, not the build (svelte.config.js), so SvelteKit cannot tell a new
// deploy from `version.json`; its router still answers a failed chunk load with a full load of
// the page asked for. This pins that for the pages no service worker keeps old chunks for.
test('a page without the service worker whose next chunk is gone after a deploy loads the page asked for in full', async ({ browser, baseURL }) => {
	const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
	try {
		const page = await context.newPage();
		await page.goto('/');
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		// The deploy: the next page's code is no longer on the server (once; a full load then gets the new build's).
		let gone = 0;
		await context.route(/\/_app\/immutable\/nodes\//, (route) => (gone++ === 0 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue()));
		await page.getByRole('link', { name: /Hash generator/ }).first().click();
		await expect(page.getByRole('heading', { level: 1, name: 'Hash generator' })).toBeVisible();
		expect(gone).toBeGreaterThan(1);
		expect(new URL(page.url()).pathname).toBe('/tools/hash');
	} finally {
		await context.close();
	}
});

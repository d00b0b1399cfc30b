/**
 * A redeploy as a browser sees it (docs/architecture.md, "Service worker"): the app is built a
 * second time with one tool's summary changed, served at the same origin, and the installed
 * app updates. The second install must fetch exactly the files whose content changed (counted
 * in bytes through a proxy in front of the servers); the page keeps running the old version
 * until the user answers "A new version is ready" with Reload, and works offline afterwards.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures.js';
import { startBuiltServer } from './helpers.js';

// These tests install the service worker (the suite's default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const ROOT = path.resolve(import.meta.dirname, '../..');
const OLD_SUMMARY = 'MD5, SHA-1, SHA-2, SHA-3, BLAKE2 and CRC-32 digests of a text (UTF-8), in hex or base64.';
const NEW_SUMMARY = 'Digests of a text (UTF-8): MD5, SHA-1, SHA-2, SHA-3, BLAKE2 and CRC-32, redeployed.';

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

/** A copy of the repository's files with the hash tool's summary changed, built. */
function buildChangedCopy(): string {
	const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-redeploy-'));
	const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
	for (const file of tracked) {
		if (!fs.existsSync(path.join(ROOT, file))) continue;
		fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
		fs.copyFileSync(path.join(ROOT, file), path.join(copy, file));
	}
	fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));
	const definition = path.join(copy, 'src/lib/ops/hash/index.ts');
	const source = fs.readFileSync(definition, 'utf8');
	expect(source, 'the hash tool’s summary this test changes').toContain(`'${OLD_SUMMARY}'`);
	fs.writeFileSync(definition, source.replace(`'${OLD_SUMMARY}'`, `'${NEW_SUMMARY}'`));
	execFileSync('npm', ['run', 'build'], { cwd: copy, stdio: ['ignore', 'ignore', 'inherit'] });
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
	const copy = buildChangedCopy();
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

		// Until Reload, the page runs the old version (its service worker still answers).
		await page.getByRole('link', { name: /hash/i }).first().click();
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

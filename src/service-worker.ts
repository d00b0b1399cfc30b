/// <reference types="@sveltejs/kit" />
/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
// Makes the app work offline after one visit: the shell, every prerendered page (home, /docs,
// each tool), every built chunk (including the operations worker and each op's code) and the
// static files are precached at install; data that operations load lazily (gazetteer, holiday
// calendars) is cached the first time it is used. API answers are never cached.
import { build, files, prerendered, version } from '$service-worker';
import { idbStore } from '$lib/outbox/outbox-db.js';
import { OUTBOX_CHANNEL, announceChange, fetchSender, replay, withReplayLock } from '$lib/outbox/replay.js';

const sw = self as unknown as ServiceWorkerGlobalScope;

const CACHE = `utilkit-${version}`;
// /account/* are the account endpoints (JSON per user): never cached, like the API.
const isApi = (pathname: string) => /^\/(api|account)(\/|$)/.test(pathname);
/** Everything the app needs offline, as same-origin paths. */
const PRECACHE = [...new Set([...build, ...files, ...prerendered])].filter((path) => !isApi(path));
const PRECACHED = new Set(PRECACHE);

sw.addEventListener('install', (event) => {
	event.waitUntil(
		(async () => {
			const cache = await caches.open(CACHE);
			await cache.addAll(PRECACHE);
			const chunks = await workerChunks(cache, 'code');
			await cache.addAll(chunks.filter((path) => !PRECACHED.has(path)));
		})()
	);
});

/**
 * The operations worker's chunks. `code`: its entry, every operation module it imports
 * dynamically (one chunk per module) and what those import statically — what install needs.
 * `all`: also what the modules load with import() themselves, the data (the 1.4 MB gazetteer
 * and its alternate names, one holiday calendar per country: about 2.2 MB brotli), fetched
 * after install (see `cacheData`). Vite bundles the worker separately, so `build` lists only
 * its entry; the emitted imports name the rest.
 */
async function workerChunks(cache: Cache, scope: 'code' | 'all'): Promise<string[]> {
	const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["'`](\.{1,2}\/[\w./-]+\.js)["'`]/g;
	const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[\w./-]+\.js)["'`]\s*\)/g;
	const found = new Set<string>();
	const entries = build.filter((path) => path.includes('/_app/immutable/workers/'));
	const queue = entries.map((path) => ({ path, entry: true }));
	while (queue.length) {
		const { path, entry } = queue.pop()!;
		if (found.has(path)) continue;
		found.add(path);
		const response = (await cache.match(path)) ?? (await fetch(path));
		if (!response.ok) throw new Error(`precache: ${path} answered ${response.status}`);
		const code = await response.clone().text();
		const specifiers = [...code.matchAll(STATIC_IMPORT)];
		if (entry || scope === 'all') specifiers.push(...code.matchAll(DYNAMIC_IMPORT));
		for (const [, specifier] of specifiers) {
			const url = new URL(specifier, new URL(path, sw.location.href));
			if (url.origin === sw.location.origin && url.pathname.includes('/_app/immutable/')) {
				queue.push({ path: url.pathname, entry: false });
			}
		}
	}
	return [...found];
}

sw.addEventListener('activate', (event) => {
	event.waitUntil(
		(async () => {
			for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
		})()
	);
});

let dataCaching: Promise<void> | undefined;

/**
 * Data operations load on first use, downloaded once the app is installed so that every tool
 * works offline, not only those already used. Asked for by the page after the service worker is
 * ready (not during install: "offline ready" should not wait for megabytes), and skipped there
 * when the user asked the browser to save data; a tool whose data is missing offline says so.
 */
function cacheData(): Promise<void> {
	dataCaching ??= (async () => {
		const cache = await caches.open(CACHE);
		const missing: string[] = [];
		for (const path of await workerChunks(cache, 'all')) if (!(await cache.match(path))) missing.push(path);
		await cache.addAll(missing);
	})();
	dataCaching.catch(() => (dataCaching = undefined));
	return dataCaching;
}

sw.addEventListener('message', (event) => {
	const type = (event.data as { type?: string } | null)?.type;
	// The page asks a waiting new version to take over when the user accepts the update.
	if (type === 'skip-waiting') void sw.skipWaiting();
	if (type === 'cache-data') {
		event.waitUntil(
			cacheData().then(
				() => event.source?.postMessage({ type: 'data-cached' }),
				(err: unknown) => console.warn('utilkit: data not cached for offline use', err)
			)
		);
	}
});

/**
 * Background Sync (Chromium): the page registers `utilkit-outbox` when it queues a request made
 * offline, and the browser fires this once the connection is back, even with no tab open. The
 * replay is the page's own (same store, same lock, same-origin fetch with the session cookie).
 * Rejecting when the network failed again tells the browser to retry the sync later.
 */
sw.addEventListener('sync', (event) => {
	const sync = event as ExtendableEvent & { tag?: string };
	if (sync.tag !== OUTBOX_CHANNEL) return;
	sync.waitUntil(
		withReplayLock((exclusive) => replay(idbStore, fetchSender(), { exclusive, onChange: announceChange })).then((result) => {
			if (result?.networkDown) throw new Error('outbox: the server could not be reached; the browser will retry');
		})
	);
});

sw.addEventListener('fetch', (event) => {
	const { request } = event;
	if (request.method !== 'GET') return;
	const url = new URL(request.url);
	if (url.origin !== sw.location.origin || isApi(url.pathname)) return;
	event.respondWith(respond(request, url));
});

async function respond(request: Request, url: URL): Promise<Response> {
	const cache = await caches.open(CACHE);

	// Built, prerendered and static files, and any immutable (content-hashed) chunk: the cache
	// answers (a new deploy brings a new cache).
	if (PRECACHED.has(url.pathname) || url.pathname.includes('/_app/immutable/')) {
		const hit = await cache.match(url.pathname);
		if (hit) return hit;
	}

	// Anything else: the network first, the last copy when offline.
	try {
		const response = await fetch(request);
		if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
		return response;
	} catch (err) {
		const hit = await cache.match(request, { ignoreSearch: request.mode === 'navigate' });
		if (hit) return hit;
		if (request.mode === 'navigate') {
			// An unknown page offline: the home page in the same language.
			const home = /^\/(pt-BR|es)(?=\/|$)/.exec(url.pathname)?.[0] ?? '/';
			const page = (await cache.match(url.pathname.replace(/\/$/, '') || '/')) ?? (await cache.match(home));
			if (page) return page;
		}
		throw err;
	}
}

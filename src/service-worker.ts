/// <reference types="@sveltejs/kit" />
/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
// Makes the app work offline (docs/architecture.md, "Service worker"). A build-time manifest
// (scripts/build/precache-manifest.js) lists every file with a revision: install downloads only the
// files whose revision this browser does not hold yet (workbox-precaching), so a new deploy
// costs the changed files, not the whole app. Data that operations load lazily (the gazetteer,
// holiday calendars: about 2 MB compressed) is a second list, downloaded after install when the
// page asks (not with Data Saver) and otherwise on first use. API answers are never cached.
import { cleanupOutdatedCaches, getCacheKeyForURL, precacheAndRoute, addPlugins } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { idbStore } from '$lib/run/outbox/outbox-db.js';
import { OUTBOX_CHANNEL, announceChange, fetchSender, replay, sessionAccount, withReplayLock } from '$lib/run/outbox/replay.js';
import { DATA_CACHE, RUNTIME_CACHE, type OfflineMessage, type OfflineRequest, type PrecacheEntry } from '$lib/state/offline-protocol.js';

const sw = self as unknown as ServiceWorkerGlobalScope;

// `self.__WB_MANIFEST` is replaced by the build with the manifest (scripts/build/precache-manifest.js
// looks for exactly that text); `vite dev` has none, and precaches nothing.
const MANIFEST: PrecacheEntry[] = (self as unknown as { __WB_MANIFEST?: PrecacheEntry[] }).__WB_MANIFEST ?? [];
const CORE = MANIFEST.filter((entry) => !entry.data);
const DATA = MANIFEST.filter((entry) => entry.data);
const DATA_URLS = new Set(DATA.map((entry) => entry.url));
const CORE_BYTES = CORE.reduce((sum, entry) => sum + entry.size, 0);
const DATA_BYTES = DATA.reduce((sum, entry) => sum + entry.size, 0);
const ALL_BYTES = CORE_BYTES + DATA_BYTES;
/** What offline use costs, for the page's first-visit note (src/lib/state/offline.svelte.ts). */
const SIZES = { app: CORE_BYTES, data: DATA_BYTES };

// /account/* are the account endpoints (JSON per user): never cached, like the API.
const isApi = (pathname: string) => /^\/(api|account)(\/|$)/.test(pathname);

/** Sends `message` to every page of this origin, controlled by this worker or not yet. */
async function tellPages(message: OfflineMessage): Promise<void> {
	for (const client of await sw.clients.matchAll({ includeUncontrolled: true, type: 'window' })) client.postMessage(message);
}

let progressSentAt = 0;

/**
 * Download progress for the pages, in bytes over app and data together (the manifest's
 * uncompressed sizes): at most every 250 ms, and always at the end of a stage (`stageEnd`), so
 * the pages get a few updates a second, not one task per file (about 490 in all).
 */
function reportProgress(stage: 'app' | 'data', done: number, stageEnd: number): void {
	if (performance.now() - progressSentAt < 250 && done < stageEnd) return;
	progressSentAt = performance.now();
	void tellPages({ type: 'offline-progress', stage, done, total: ALL_BYTES, sizes: SIZES });
}

/** Install progress: every entry counts, fetched or already held from an earlier version. */
function installProgress() {
	// Workbox hands plugins the cache key (the URL with its revision), not the URL.
	const sizeByCacheKey = new Map(CORE.map((entry) => [getCacheKeyForURL(entry.url), entry.size]));
	let done = 0;
	return {
		cachedResponseWillBeUsed: async ({ event, request, cachedResponse }: { event?: Event; request: Request; cachedResponse?: Response }) => {
			if (event?.type !== 'install') return cachedResponse;
			done += sizeByCacheKey.get(request.url) ?? 0;
			reportProgress('app', done, CORE_BYTES);
			return cachedResponse;
		}
	};
}

// Every page is prerendered; a query string (shared links, the language redirect) names the same page.
precacheAndRoute(CORE, { ignoreURLParametersMatching: [/.*/] });
addPlugins([installProgress()]);
cleanupOutdatedCaches();

// workbox-window's "reload to update": the waiting version takes over only when the page asks.
sw.addEventListener('message', (event) => {
	const type = (event.data as OfflineRequest | { type: 'skip-waiting' } | null)?.type;
	// 'skip-waiting': what pages of the versions before workbox-window send for "Reload".
	if (type === 'SKIP_WAITING' || type === 'skip-waiting') void sw.skipWaiting();
	if (type === 'cache-data') event.waitUntil(cacheData());
	if (type === 'offline-status') event.waitUntil(dataStatus().then((status) => event.source?.postMessage(status)));
});

sw.addEventListener('activate', (event) => {
	event.waitUntil(
		(async () => {
			// Caches of the versions before the precache manifest (one per deploy, `utilkit-<version>`).
			for (const key of await caches.keys()) if (/^utilkit-\d+$/.test(key)) await caches.delete(key);
			// Data files are content-hashed: the ones this version no longer lists go.
			const data = await caches.open(DATA_CACHE);
			for (const request of await data.keys()) if (!DATA_URLS.has(new URL(request.url).pathname)) await data.delete(request);
			// The first install takes the open pages over (they run the same version); an update
			// waits for the page's "Reload" (workbox-window), so no page runs half of each.
			await sw.clients.claim();
		})()
	);
});

/** How much of the data list this browser holds (the app itself is, or this worker would not be active). */
async function dataStatus(): Promise<OfflineMessage> {
	const cache = await caches.open(DATA_CACHE);
	let done = CORE_BYTES;
	for (const entry of DATA) if (await cache.match(entry.url)) done += entry.size;
	return { type: 'offline-status', complete: done === ALL_BYTES, downloading: dataCaching !== undefined, done, total: ALL_BYTES, sizes: SIZES };
}

let dataCaching: Promise<void> | undefined;

/**
 * Downloads the data files this browser lacks, one at a time, telling the pages the progress;
 * ends with `data-cached`. A second request joins the download in progress.
 */
function cacheData(): Promise<void> {
	dataCaching ??= (async () => {
		try {
			const cache = await caches.open(DATA_CACHE);
			let done = CORE_BYTES;
			for (const entry of DATA) {
				if (!(await cache.match(entry.url))) {
					const response = await fetch(entry.url);
					if (!response.ok) throw new Error(`offline data: ${entry.url} answered ${response.status}`);
					await cache.put(entry.url, response);
				}
				done += entry.size;
				reportProgress('data', done, ALL_BYTES);
			}
			await tellPages({ type: 'data-cached' });
		} catch (err) {
			console.warn('utilkit: data not cached for offline use', err);
		} finally {
			dataCaching = undefined;
		}
	})();
	return dataCaching;
}

// Data files: the cache, else the network (kept for next time). Content-hashed, so never stale.
registerRoute(
	({ url }) => DATA_URLS.has(url.pathname),
	async ({ request, url }) => {
		const cache = await caches.open(DATA_CACHE);
		const hit = await cache.match(request.url);
		if (hit) return hit;
		const fetched = await fetch(request);
		if (!fetched.ok) return fetched;
		const response = withFetchProgress(fetched, url.pathname);
		await cache.put(request.url, response.clone());
		return response;
	}
);

const DATA_SIZES = new Map(DATA.map((entry) => [entry.url, entry.size]));

/**
 * The response with its body counted on the way through: the pages hear `data-fetch` progress
 * (at most every 250 ms, and at the end), so a tool's first run can say "Downloading data… 45 %"
 * instead of "Running…" for seconds. Counted in decoded bytes, against the manifest's size.
 */
function withFetchProgress(response: Response, url: string): Response {
	const total = DATA_SIZES.get(url);
	if (!response.body || !total) return response;
	let done = 0;
	let sentAt = 0;
	const counter = new TransformStream<Uint8Array, Uint8Array>({
		transform(chunk, controller) {
			done += chunk.byteLength;
			controller.enqueue(chunk);
			if (performance.now() - sentAt < 250) return;
			sentAt = performance.now();
			void tellPages({ type: 'data-fetch', url, done: Math.min(done, total), total });
		},
		flush() {
			void tellPages({ type: 'data-fetch', url, done: total, total });
		}
	});
	return new Response(response.body.pipeThrough(counter), { status: response.status, statusText: response.statusText, headers: response.headers });
}

// Anything else of this origin but the API (a page that is not prerendered, a file added after
// the build): the network first, a bounded and expiring copy for offline use.
registerRoute(
	({ url, request }) => url.origin === sw.location.origin && request.method === 'GET' && !isApi(url.pathname),
	new NetworkFirst({
		cacheName: RUNTIME_CACHE,
		plugins: [new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })]
	})
);

// Offline, a page that is in no cache: the home page in the same language.
setCatchHandler(async ({ request, url }) => {
	if (request.mode !== 'navigate') return Response.error();
	const home = /^\/(pt-BR|es)(?=\/|$)/.exec(url.pathname)?.[0] ?? '/';
	const key = getCacheKeyForURL(home);
	return (key && (await caches.match(key))) || Response.error();
});

/**
 * Background Sync (Chromium): the page registers `utilkit-outbox` when it queues a request made
 * offline, and the browser fires this once the connection is back, even with no tab open. The
 * replay is the page's own (same store, same lock, same-origin fetch with the session cookie).
 * The worker has none of the app's state, so before each entry it asks `GET /account/session`
 * who is signed in, and sends only the entries of that account (docs/security.md, "Outbox per
 * account"). Rejecting when the network failed again tells the browser to retry the sync later.
 */
sw.addEventListener('sync', (event) => {
	const sync = event as ExtendableEvent & { tag?: string };
	if (sync.tag !== OUTBOX_CHANNEL) return;
	sync.waitUntil(
		withReplayLock((exclusive) => replay(idbStore, fetchSender(), sessionAccount(), { exclusive, onChange: announceChange })).then((result) => {
			if (result?.networkDown) throw new Error('outbox: the server could not be reached; the browser will retry');
		})
	);
});

/// <reference types="@sveltejs/kit" />
/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
// Makes the app work offline after one visit: the shell, every prerendered page (home, /docs,
// each tool), every built chunk (including the operations worker and each op's code) and the
// static files are precached at install. API answers are never cached.
import { build, files, prerendered, version } from '$service-worker';

const sw = self as unknown as ServiceWorkerGlobalScope;

const CACHE = `utilkit-${version}`;
const isApi = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');
/** Everything the app needs offline, as same-origin paths. */
const PRECACHE = [...new Set([...build, ...files, ...prerendered])].filter((path) => !isApi(path));
const PRECACHED = new Set(PRECACHE);

sw.addEventListener('install', (event) => {
	event.waitUntil(
		(async () => {
			const cache = await caches.open(CACHE);
			await cache.addAll(PRECACHE);
			const chunks = await workerChunks(cache);
			await cache.addAll(chunks.filter((path) => !PRECACHED.has(path)));
		})()
	);
});

/**
 * The operations worker's own chunks (one per op module, plus what they share). Vite bundles
 * the worker separately, so `build` lists only its entry; its relative imports name the rest.
 */
async function workerChunks(cache: Cache): Promise<string[]> {
	const found = new Set<string>();
	const queue = build.filter((path) => path.includes('/_app/immutable/workers/'));
	while (queue.length) {
		const path = queue.pop()!;
		if (found.has(path)) continue;
		found.add(path);
		const response = (await cache.match(path)) ?? (await fetch(path));
		if (!response.ok) throw new Error(`precache: ${path} answered ${response.status}`);
		const code = await response.clone().text();
		for (const [, specifier] of code.matchAll(/["'`](\.{1,2}\/[\w./-]+\.js)["'`]/g)) {
			const url = new URL(specifier, new URL(path, sw.location.href));
			if (url.origin === sw.location.origin && url.pathname.includes('/_app/immutable/')) queue.push(url.pathname);
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

// The page asks a waiting new version to take over when the user accepts the update.
sw.addEventListener('message', (event) => {
	if ((event.data as { type?: string } | null)?.type === 'skip-waiting') void sw.skipWaiting();
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
			const page = (await cache.match(url.pathname.replace(/\/$/, '') || '/')) ?? (await cache.match('/'));
			if (page) return page;
		}
		throw err;
	}
}

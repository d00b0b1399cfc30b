// `node scripts/build/precache-manifest.js [buildDir]` (run by `npm run build`, after `vite build`):
// writes the service worker's precache manifest into build/client/service-worker.js, where the
// source says `self.__WB_MANIFEST` (docs/architecture.md, "Service worker"). Each file the app
// serves gets a revision, a hash of its content, so that a new deploy makes browsers download
// only the files whose content changed (workbox-precaching keeps the rest). Names under
// /_app/immutable/ carry their own content hash and need none. The worker's data chunks (the
// gazetteer, holiday calendars, password dictionaries: scripts/build/offline-data.js) are marked
// `data`: the service worker downloads them after install.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { isDataUrl } from './offline-data.js';

const PLACEHOLDER = 'self.__WB_MANIFEST';
/** Never precached: the account endpoints and the API (per user, never cached at all). */
const NOT_PRECACHED = /^\/(api|account)(\/|$)/;
/**
 * Prerendered but left to the runtime cache (kept once read): the operation modules' pages,
 * /docs/notes/<module> in three languages' frames, about 4 MB (0.9 MB compressed) that every
 * install would otherwise download for pages most readers never open.
 */
const CACHED_ON_VISIT = /^\/((pt-BR|es)\/)?docs\/notes\//;

/** Files under `dir`, as paths relative to it with forward slashes; precompressed copies left out. */
function filesUnder(dir) {
	const out = [];
	const walk = (rel) => {
		for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
			const child = rel ? `${rel}/${entry.name}` : entry.name;
			if (entry.isDirectory()) walk(child);
			else if (!/\.(br|gz)$/.test(entry.name)) out.push(child);
		}
	};
	walk('');
	return out.sort();
}

/** The URL a prerendered file is served at (adapter-node: `a/b.html` is `/a/b`, `index.html` is `/`). */
export function prerenderedUrl(rel) {
	if (rel === 'index.html') return '/';
	return '/' + rel.replace(/\.html$/, '');
}

/** The manifest: every file the app serves offline, with revision, size and data flag. */
export function precacheEntries(buildDir) {
	const clientDir = path.join(buildDir, 'client');
	const prerenderedDir = path.join(buildDir, 'prerendered');
	const files = [
		// version.json only tells SvelteKit about new deploys (polling is off); the worker is itself.
		...filesUnder(clientDir)
			.filter((rel) => rel !== 'service-worker.js' && rel !== '_app/version.json')
			.map((rel) => ({ url: `/${rel}`, file: path.join(clientDir, rel) })),
		...filesUnder(prerenderedDir).map((rel) => ({ url: prerenderedUrl(rel), file: path.join(prerenderedDir, rel) }))
	];
	return files
		.filter(({ url }) => !NOT_PRECACHED.test(url) && !CACHED_ON_VISIT.test(url))
		.map(({ url, file }) => {
			const bytes = fs.readFileSync(file);
			const immutable = url.startsWith('/_app/immutable/');
			const revision = immutable ? null : createHash('sha256').update(bytes).digest('hex').slice(0, 16);
			return { url, revision, size: bytes.length, ...(isDataUrl(url) ? { data: true } : {}) };
		});
}

/** Writes `entries` into the built service worker (and its precompressed copies). */
export function injectManifest(buildDir, entries) {
	const swPath = path.join(buildDir, 'client/service-worker.js');
	const code = fs.readFileSync(swPath, 'utf8');
	const count = code.split(PLACEHOLDER).length - 1;
	if (count !== 1) throw new Error(`precache-manifest: ${swPath} holds ${PLACEHOLDER} ${count} times, not once`);
	const injected = code.replace(PLACEHOLDER, () => JSON.stringify(entries));
	fs.writeFileSync(swPath, injected);
	// adapter-node serves the .br/.gz copies it made when the browser accepts them: they must match.
	fs.writeFileSync(`${swPath}.br`, zlib.brotliCompressSync(injected, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }));
	fs.writeFileSync(`${swPath}.gz`, zlib.gzipSync(injected, { level: zlib.constants.Z_BEST_COMPRESSION }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const buildDir = process.argv[2] ?? 'build';
	const entries = precacheEntries(buildDir);
	injectManifest(buildDir, entries);
	const mb = (list) => (list.reduce((sum, e) => sum + e.size, 0) / 1e6).toFixed(1);
	const core = entries.filter((e) => !e.data);
	const data = entries.filter((e) => e.data);
	console.log(`precache manifest: ${core.length} files (${mb(core)} MB) at install, ${data.length} data files (${mb(data)} MB) after`);
}

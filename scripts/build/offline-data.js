// Which of the worker's chunks are data, downloaded by the service worker after install rather
// than during it (docs/architecture.md, "Service worker"). Everything else the worker can load,
// every operation's code and libraries, is precached at install, so that each offline operation
// works as soon as the app says "Offline ready". The data is what only a few operations read and
// what is large: the gazetteer behind geocoding (4.7 MB), the holiday calendars (one chunk per
// country, 1.1 MB in all) and the password-strength dictionaries (3 MB). Until it arrives, those
// operations answer 503 "data still downloading" offline.
//
// The worker build names a chunk made only of such modules `data-<hash>.js` (vite.config.ts); the
// precache manifest marks files by that name (scripts/build/precache-manifest.js).

/** Modules that are offline data (source paths, node_modules paths). */
const DATA_MODULES = [
	/\/src\/lib\/ops\/geocoding\/(gazetteer|altnames)\.json$/,
	/\/src\/lib\/ops\/holidays\/data\/[A-Z]{2}\.js$/,
	/\/node_modules\/@zxcvbn-ts\/language-[\w-]+\//
];

/**
 * True when every module of a chunk is data.
 * @param {readonly string[]} moduleIds
 */
export function isDataChunk(moduleIds) {
	return moduleIds.length > 0 && moduleIds.every((id) => DATA_MODULES.some((pattern) => pattern.test(id.replaceAll('\\', '/'))));
}

/**
 * The worker chunks' file names (SvelteKit's own pattern, with `data-` before a data chunk's hash).
 * @param {{ moduleIds: readonly string[] }} chunk
 */
export function workerChunkFileName(chunk) {
	return `_app/immutable/workers/chunks/${isDataChunk(chunk.moduleIds) ? 'data-' : ''}[hash].js`;
}

/**
 * True for the URL of a data chunk in the built client.
 * @param {string} url
 */
export function isDataUrl(url) {
	return /^\/_app\/immutable\/workers\/chunks\/data-[^/]+\.js$/.test(url);
}

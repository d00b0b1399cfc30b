/**
 * What the service worker (src/service-worker.ts) and the page say to each other about offline
 * use, and the names of the caches beside Workbox's precache.
 */

/** One file of the build-time precache manifest (scripts/build/precache-manifest.js). */
export interface PrecacheEntry {
	url: string;
	/** A hash of the content; null for content-hashed names under /_app/immutable/. */
	revision: string | null;
	/** Uncompressed bytes: install and data progress are counted in these. */
	size: number;
	/** Loaded by an operation on first use (gazetteer, holiday calendars): the data list. */
	data?: true;
}

/** Lazily loaded operation data, downloaded after install (or on first use). */
export const DATA_CACHE = 'utilkit-data';
/** Same-origin GETs outside the manifest: bounded (entries, age). */
export const RUNTIME_CACHE = 'utilkit-runtime';

/**
 * What offline use costs, from the manifest: uncompressed bytes of the app (installed with the
 * service worker) and of the data list (downloaded after). The page says them before and while
 * they download. Optional in the messages: a worker of an older version sends none.
 */
export interface OfflineSizes {
	app: number;
	data: number;
}

/**
 * Bytes are counted over the app and the data lists together (uncompressed sizes from the
 * manifest), so a first visit shows one figure from nothing to everything.
 */
export type OfflineMessage =
	/** Downloading: `app` while the worker installs, `data` after. */
	| { type: 'offline-progress'; stage: 'app' | 'data'; done: number; total: number; sizes?: OfflineSizes }
	/** The answer to `offline-status`: the app is installed; is the data complete, or coming? */
	| { type: 'offline-status'; complete: boolean; downloading: boolean; done: number; total: number; sizes?: OfflineSizes }
	/** The data list is complete (the end of a `cache-data` download). */
	| { type: 'data-cached' }
	/**
	 * One data file fetched on first use (a tool ran before the data list was downloaded): bytes
	 * read so far of its uncompressed size; the last message has `done === total`.
	 */
	| { type: 'data-fetch'; url: string; done: number; total: number };

/** What the page asks the active service worker. */
export type OfflineRequest =
	/** Download the data list now (the page sends this unless Data Saver is on). */
	| { type: 'cache-data' }
	| { type: 'offline-status' }
	/** workbox-window's `messageSkipWaiting()`: the waiting version takes over. */
	| { type: 'SKIP_WAITING' };

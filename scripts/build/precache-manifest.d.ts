/** One entry of the service worker's precache manifest. */
export interface PrecacheEntry {
	url: string;
	revision: string | null;
	size: number;
	data?: true;
}
export function prerenderedUrl(rel: string): string;
export function precacheEntries(buildDir: string): PrecacheEntry[];
export function injectManifest(buildDir: string, entries: PrecacheEntry[]): void;

import { moveItem, parseIdList, pushRecent, toggleItem } from './lists.js';

/** localStorage keys; a few hundred bytes at most. */
export const FAVOURITES_KEY = 'utilkit:favourites';
export const RECENTS_KEY = 'utilkit:recents';
const MAX_FAVOURITES = 100;
const MAX_RECENTS = 8;

function read(key: string, max: number): string[] {
	try {
		return parseIdList(localStorage.getItem(key), max);
	} catch {
		// Storage can be off (privacy settings): the app works, it only forgets.
		return [];
	}
}

function write(key: string, ids: string[]): void {
	try {
		localStorage.setItem(key, JSON.stringify(ids));
	} catch {
		/* full or disabled storage: keep the in-memory list */
	}
}

/**
 * The user's favourite tools (in their order) and recently used tools, in localStorage so they
 * survive reloads and work offline. One instance per tab (`toolPrefs`); other tabs' changes
 * arrive through the `storage` event. Empty until `load()` runs in the browser, so prerendered
 * HTML never depends on them.
 */
export class ToolPrefs {
	favourites = $state<string[]>([]);
	recents = $state<string[]>([]);
	loaded = $state(false);

	load(): void {
		if (this.loaded || typeof localStorage === 'undefined') return;
		this.favourites = read(FAVOURITES_KEY, MAX_FAVOURITES);
		this.recents = read(RECENTS_KEY, MAX_RECENTS);
		this.loaded = true;
		window.addEventListener('storage', (event: StorageEvent) => {
			if (event.key === FAVOURITES_KEY) this.favourites = parseIdList(event.newValue, MAX_FAVOURITES);
			if (event.key === RECENTS_KEY) this.recents = parseIdList(event.newValue, MAX_RECENTS);
		});
	}

	isFavourite(id: string): boolean {
		return this.favourites.includes(id);
	}

	toggleFavourite(id: string): void {
		this.load();
		this.favourites = toggleItem(this.favourites, id).slice(0, MAX_FAVOURITES);
		write(FAVOURITES_KEY, this.favourites);
	}

	moveFavourite(from: number, to: number): void {
		this.favourites = moveItem(this.favourites, from, to);
		write(FAVOURITES_KEY, this.favourites);
	}

	visit(id: string): void {
		this.load();
		this.recents = pushRecent(this.recents, id, MAX_RECENTS);
		write(RECENTS_KEY, this.recents);
	}

	clearRecents(): void {
		this.recents = [];
		write(RECENTS_KEY, []);
	}
}

export const toolPrefs = new ToolPrefs();

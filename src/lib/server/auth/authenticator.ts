import type { Principal, Store } from '../store/types.js';
import { hashApiKey, isWellFormedKey, sameHash } from './api-keys.js';

const MAX_CACHED = 50_000;

/**
 * Resolves API keys to principals with a cache in front of the store. The cache is dropped
 * whenever the store's change counter moves (a revocation, deactivation or plan change made by
 * any process), which the app polls every second.
 *
 * The cache is keyed by the key itself, in memory only, so a cached request costs one map
 * lookup instead of a SHA-256 (about 4 µs of a 50 µs request on the reference machine). Keys are
 * never written anywhere in clear; the store and the logs only ever see the hash.
 */
export class Authenticator {
	private readonly cache = new Map<string, Principal | null>();
	/** Bumped by every invalidation: a lookup that started before one must not cache its answer. */
	private generation = 0;

	constructor(private readonly store: Store) {}

	/**
	 * The principal for `key`, null when the key is malformed, unknown or revoked. Answers
	 * synchronously from the cache; returns a promise only on a miss.
	 */
	resolve(key: string): Principal | null | Promise<Principal | null> {
		const cached = this.cache.get(key);
		if (cached !== undefined) return cached;
		// Shape and checksum spare the store the lookups for mistyped or invented keys.
		if (!isWellFormedKey(key)) return null;
		const hash = hashApiKey(key);
		const generation = this.generation;
		return this.store.findPrincipalByKeyHash(hash).then((found) => {
			// The lookup was by hash; compare again in constant time before trusting the row.
			const principal = found && sameHash(found.keyHash, hash) ? found : null;
			// A change announced while the lookup ran may not be in what it read: answer, don't cache.
			if (generation !== this.generation) return principal;
			if (this.cache.size >= MAX_CACHED) this.cache.clear();
			this.cache.set(key, principal);
			return principal;
		});
	}

	invalidate(): void {
		this.generation++;
		this.cache.clear();
	}

	/** Drops the cached principals `affected` selects (a revoked key, an account, a plan). */
	invalidateWhere(affected: (principal: Principal) => boolean): void {
		this.generation++;
		for (const [key, principal] of this.cache) if (principal && affected(principal)) this.cache.delete(key);
	}
}

import type { Principal, Store } from '../store/types.js';
import { hashApiKey, hasKeyShape, isWellFormedKey, sameHash } from './api-keys.js';

const MAX_CACHED = 50_000;

/**
 * Resolves API keys to principals with a cache in front of the store. The cache is dropped
 * whenever the store's change counter moves (a revocation, deactivation or plan change made by
 * any process), which the app polls every second.
 */
export class Authenticator {
	private readonly cache = new Map<string, Principal | null>();

	constructor(private readonly store: Store) {}

	/**
	 * The principal for `key`, null when the key is malformed, unknown or revoked. Answers
	 * synchronously from the cache; returns a promise only on a miss.
	 */
	resolve(key: string): Principal | null | Promise<Principal | null> {
		if (!hasKeyShape(key)) return null;
		const hash = hashApiKey(key);
		const cached = this.cache.get(hash);
		if (cached !== undefined) return cached;
		// The checksum spares the store lookups for mistyped keys; cached keys passed it already.
		if (!isWellFormedKey(key)) return null;
		return this.store.findPrincipalByKeyHash(hash).then((found) => {
			// The lookup was by hash; compare again in constant time before trusting the row.
			const principal = found && sameHash(found.keyHash, hash) ? found : null;
			if (this.cache.size >= MAX_CACHED) this.cache.clear();
			this.cache.set(hash, principal);
			return principal;
		});
	}

	invalidate(): void {
		this.cache.clear();
	}
}

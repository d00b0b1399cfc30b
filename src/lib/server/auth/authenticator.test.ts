import { describe, expect, it } from 'vitest';
import type { Principal, Store } from '../store/types.js';
import { generateApiKey, hashApiKey } from './api-keys.js';
import { Authenticator, MAX_CACHED_KEYS } from './authenticator.js';

/** A store that knows some keys and counts its lookups. */
function countingStore(known: Map<string, Principal>) {
	const lookups: string[] = [];
	const store = {
		async findPrincipalByKeyHash(hash: string) {
			lookups.push(hash);
			return known.get(hash) ?? null;
		}
	} as unknown as Store;
	return { store, lookups };
}

const principalFor = (key: string, accountId = 'acc-1'): Principal => ({
	keyId: `id-${accountId}`,
	keyHash: hashApiKey(key),
	accountId,
	active: true,
	plan: { name: 'free', perMinute: 60, perMonth: 1000 }
});

describe('Authenticator', () => {
	it('answers a known key from the store once, then from memory; an unknown key is remembered too', async () => {
		const key = generateApiKey();
		const { store, lookups } = countingStore(new Map([[hashApiKey(key), principalFor(key)]]));
		const auth = new Authenticator(store);
		expect(await auth.resolve(key)).toMatchObject({ accountId: 'acc-1' });
		expect(auth.resolve(key)).toMatchObject({ accountId: 'acc-1' }); // synchronous: no promise
		const unknown = generateApiKey();
		expect(await auth.resolve(unknown)).toBeNull();
		expect(auth.resolve(unknown)).toBeNull();
		expect(lookups).toHaveLength(2);
		expect(auth.resolve('not-a-key')).toBeNull(); // malformed: no lookup at all
		expect(lookups).toHaveLength(2);
	});

	it(`keeps a key in use while ${MAX_CACHED_KEYS.toLocaleString('en-US')} other keys pass through (least recently used first out)`, async () => {
		const key = generateApiKey();
		const { store, lookups } = countingStore(new Map([[hashApiKey(key), principalFor(key)]]));
		const auth = new Authenticator(store);
		await auth.resolve(key);
		const flood = Array.from({ length: MAX_CACHED_KEYS }, () => generateApiKey());
		for (const [i, other] of flood.entries()) {
			await auth.resolve(other);
			if (i % 1000 === 0) expect(auth.resolve(key)).not.toBeInstanceOf(Promise); // used now and then
		}
		expect(auth.resolve(key)).toMatchObject({ accountId: 'acc-1' });
		expect(lookups.filter((hash) => hash === hashApiKey(key))).toHaveLength(1);
		// The oldest of the flood went to make room: looking it up again reaches the store.
		await auth.resolve(flood[0]);
		expect(lookups.filter((hash) => hash === hashApiKey(flood[0]))).toHaveLength(2);
	});

	it('invalidateWhere drops only the principals it selects', async () => {
		const a = generateApiKey();
		const b = generateApiKey();
		const { store, lookups } = countingStore(
			new Map([
				[hashApiKey(a), principalFor(a, 'acc-a')],
				[hashApiKey(b), principalFor(b, 'acc-b')]
			])
		);
		const auth = new Authenticator(store);
		await auth.resolve(a);
		await auth.resolve(b);
		auth.invalidateWhere((p) => p.accountId === 'acc-a');
		expect(auth.resolve(a)).toBeInstanceOf(Promise);
		expect(auth.resolve(b)).not.toBeInstanceOf(Promise);
		expect(lookups).toHaveLength(3);
	});
});

/**
 * The name of a key created without one: "Key N", N one more than the keys the account has
 * had (revoked ones included), or the next number free. The server names the key with it
 * (src/lib/server/auth/account-key-routes.ts) and the dashboard shows the same name before it is created.
 *
 * @example defaultKeyName(['laptop', null]) // 'Key 3'
 */
export function defaultKeyName(existing: readonly (string | null)[]): string {
	const taken = new Set(existing);
	let n = existing.length + 1;
	while (taken.has(`Key ${n}`)) n++;
	return `Key ${n}`;
}

import { randomBytes } from 'node:crypto';

export const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `length` uniformly random base62 characters (rejection sampling, so no modulo bias). */
export function randomBase62(length: number): string {
	let out = '';
	while (out.length < length) {
		for (const byte of randomBytes(length * 2)) {
			if (byte < 248 && out.length < length) out += BASE62[byte % 62];
		}
	}
	return out;
}

/** An opaque record id such as `acc_3f9KpX2mQa7L`; ids are not secrets. */
export function randomId(prefix: string): string {
	return `${prefix}_${randomBase62(14)}`;
}

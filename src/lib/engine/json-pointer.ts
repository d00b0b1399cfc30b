/**
 * JSON Pointer (RFC 6901) lookup: `""` is the whole document, `/a/0/b` walks objects by key and
 * arrays by index, `~1` stands for `/` and `~0` for `~`. Written here rather than taken from a
 * package: the maintained ones are CommonJS, and the whole rule is these few lines, pinned by the
 * RFC's own examples (json-pointer.test.ts).
 */

/** What a pointer found: `{ found: true, value }`, or `{ found: false }` when it leads nowhere. */
export type PointerLookup = { found: true; value: unknown } | { found: false };

/** Is `pointer` well formed (empty, or `/`-separated tokens with `~` only as `~0` or `~1`)? */
export function isJsonPointer(pointer: string): boolean {
	return pointer === '' || (pointer.startsWith('/') && !/~[^01]|~$/.test(pointer));
}

/** The value at `pointer` in `document`; `{ found: false }` for a missing member or index. */
export function lookupPointer(document: unknown, pointer: string): PointerLookup {
	if (pointer === '') return { found: true, value: document };
	// Most pointers have no escape: their tokens are read as they are, without a regular expression.
	const escaped = pointer.includes('~');
	if (pointer.charCodeAt(0) !== SLASH || (escaped && !isJsonPointer(pointer))) return { found: false };
	let value = document;
	for (let start = 1; ; ) {
		const end = pointer.indexOf('/', start);
		const raw = end === -1 ? pointer.slice(start) : pointer.slice(start, end);
		const token = escaped ? raw.replace(/~1/g, '/').replace(/~0/g, '~') : raw;
		if (Array.isArray(value)) {
			// Array indexes are decimal without leading zeros; "-" (past the end) never holds a value.
			if (!/^(0|[1-9][0-9]*)$/.test(token) || Number(token) >= value.length) return { found: false };
			value = value[Number(token)];
		} else if (value !== null && typeof value === 'object' && Object.prototype.hasOwnProperty.call(value, token)) {
			value = (value as Record<string, unknown>)[token];
		} else {
			return { found: false };
		}
		if (end === -1) return { found: true, value };
		start = end + 1;
	}
}

const SLASH = 47;

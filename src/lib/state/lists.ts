/** Pure list operations behind favourites and recents (kept apart so they are unit-tested). */

/** Moves the item at `from` to index `to` (clamped); returns a new list. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
	const next = [...list];
	if (from < 0 || from >= next.length) return next;
	const target = Math.max(0, Math.min(next.length - 1, to));
	const [item] = next.splice(from, 1);
	next.splice(target, 0, item);
	return next;
}

/** Puts `id` first, drops an earlier copy, keeps at most `max` entries. */
export function pushRecent(list: readonly string[], id: string, max: number): string[] {
	return [id, ...list.filter((x) => x !== id)].slice(0, max);
}

/** Adds `id` at the end, or removes it when present. */
export function toggleItem(list: readonly string[], id: string): string[] {
	return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

/**
 * Reads a stored list defensively: anything that is not an array of short strings (an old
 * format, a hand edit, another app on the origin) becomes an empty list, duplicates are dropped.
 */
export function parseIdList(raw: string | null, max: number): string[] {
	if (!raw) return [];
	try {
		const value: unknown = JSON.parse(raw);
		if (!Array.isArray(value)) return [];
		const ids = value.filter((x): x is string => typeof x === 'string' && x.length > 0 && x.length <= 100);
		return [...new Set(ids)].slice(0, max);
	} catch {
		return [];
	}
}

/**
 * CyberChef's Offset checker: several samples side by side, and the offsets at which every sample
 * has the same character. By code point (CyberChef compares UTF-16 units; the same for text
 * without emoji). One pass over the shortest sample.
 */

export interface OffsetCheck {
	/** The samples, as split by the delimiter. */
	samples: string[];
	/** Runs of offsets (code points from 0) where all samples have the same character. */
	matching: { start: number; length: number }[];
	/** How many offsets match in all. */
	matched: number;
}

/** The offsets where every sample agrees; past the shortest sample none can (CyberChef: undefined !== the character). */
export function checkOffsets(samples: string[]): OffsetCheck {
	const chars = samples.map((s) => Array.from(s));
	const shortest = Math.min(...chars.map((c) => c.length));
	const matching: { start: number; length: number }[] = [];
	let matched = 0;
	for (let i = 0; i < shortest; i++) {
		const ch = chars[0][i];
		if (!chars.every((c) => c[i] === ch)) continue;
		matched++;
		const last = matching[matching.length - 1];
		if (last && last.start + last.length === i) last.length++;
		else matching.push({ start: i, length: 1 });
	}
	return { samples, matching, matched };
}

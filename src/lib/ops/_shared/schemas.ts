import { z } from 'zod';

/**
 * An integer whose wrong-type message says so, while range and missing-field problems keep
 * zod's own wording ("Too small: expected number to be >=1", "is required").
 */
export const integer = () =>
	z.int({ error: (issue) => (issue.code === 'invalid_type' && issue.input !== undefined ? 'must be an integer' : undefined) });

/** Characters as a reader counts them: Unicode code points (an emoji is one, not two UTF-16 units). */
export function characterCount(text: string): number {
	let count = 0;
	for (const _ of text) count++;
	return count;
}

/**
 * A string of at most `max` characters (code points), with readable messages: "must be a
 * string", "must be at most 5,000 characters, got 5,001"; a missing value stays "is required".
 */
export const stringOfAtMost = (max: number) =>
	z
		.string({ error: (issue) => (issue.input === undefined ? undefined : 'must be a string') })
		.refine((text) => text.length <= max || characterCount(text) <= max, {
			error: (issue) =>
				`must be at most ${max.toLocaleString('en-US')} characters, got ${characterCount(issue.input as string).toLocaleString('en-US')}`
		});

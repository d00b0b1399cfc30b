import { z } from 'zod';
import { errors } from './errors.js';

/**
 * An integer whose wrong-type message says so, while range and missing-field problems keep
 * zod's own wording ("Too small: expected number to be >=1", "is required").
 */
export const integer = () =>
	z.int({ error: (issue) => (issue.code === 'invalid_type' && issue.input !== undefined ? 'must be an integer' : undefined) });

/**
 * Characters as a reader counts them: Unicode code points (an emoji is one, not two UTF-16
 * units; a lone surrogate one). By code units rather than `for…of`, which costs several times
 * more on a long string (every refusal of an over-long field counts the whole body's worth).
 */
export function characterCount(text: string): number {
	let count = text.length;
	for (let i = 0; i < text.length - 1; i++) {
		const unit = text.charCodeAt(i);
		if (unit >= 0xd800 && unit <= 0xdbff) {
			const next = text.charCodeAt(i + 1);
			if (next >= 0xdc00 && next <= 0xdfff) {
				count--;
				i++;
			}
		}
	}
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
			error: errors.zod('characters_at_most', (issue) => ({ max, got: characterCount(issue.input as string) }))
		});

/**
 * An Operation.lightCall for a heavy operation whose cost grows with the length of its text
 * fields: light while `fields` of the validated input hold at most `limit` characters together
 * (UTF-16 code units, as JSON and `.length` count them: the bound is on work, not on text).
 */
export const charactersAtMost =
	(limit: number, ...fields: string[]) =>
	(input: unknown): boolean =>
		fields.reduce((sum, field) => sum + ((input as Record<string, string>)[field]?.length ?? 0), 0) <= limit;

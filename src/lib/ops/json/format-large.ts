/**
 * JSON format for a file or a large paste in the app's worker (src/lib/run/README.md, "Large
 * inputs"): the operation's own reader and layout, without the API's input and answer caps
 * (the worker's limit, run/large-limits.ts, bounds the input instead), and without the tree.
 * The answer goes back as a file, so it is never a string on the page.
 */
import type { Words } from '../../engine/words.js';
import { JsonSyntaxError } from '../_shared/json-text.js';
import { DuplicateNameError, reindentJson } from './reindent.js';
import { formatHeld } from './sort-stream.js';

export type LargeFormat = { formatted: true } | { body: { valid: false; error: { message: string; line: number; column: number } }; answerWords: Record<string, Words> };

/**
 * Formats `text` as /json/format does, into the writer `open()` gives (called again, for a fresh
 * answer, when the first try has to start over); a text that is not JSON gives the operation's
 * `valid: false` answer. Unsorted, it is re-indented as it is read (reindent.ts); sorted names,
 * or a name given twice in one object (its first place, its last value), are written as each
 * object closes (sort-stream.ts).
 */
export function formatLarge(text: string, indent: number | 'tab', sortKeys: boolean, open: () => (piece: string) => void): LargeFormat {
	const pad = indent === 'tab' ? '\t' : ' '.repeat(indent);
	try {
		if (!sortKeys) {
			try {
				reindentJson(text, pad, open());
				return { formatted: true };
			} catch (error) {
				if (!(error instanceof DuplicateNameError)) throw error;
			}
		}
		formatHeld(text, pad, sortKeys, open());
		return { formatted: true };
	} catch (error) {
		if (!(error instanceof JsonSyntaxError)) throw error;
		// The reader's reason by message id, so the page says it in its language (engine/words.ts).
		return { body: { valid: false, error: { message: error.message, line: error.line, column: error.column } }, answerWords: { '/error/message': error.words } };
	}
}

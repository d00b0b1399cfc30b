/**
 * JSON format for a file or a large paste in the app's worker (src/lib/run/README.md, "Large
 * inputs"): the operation's own reader and writer, without the API's input and answer caps
 * (the worker's limit, run/large-limits.ts, bounds the input instead). The answer goes back as
 * a file, so it is never a string on the page.
 */
import type { Words } from '../../engine/words.js';
import { JsonSyntaxError, parseJsonText, writeJson } from '../_shared/json-text.js';

export type LargeFormat = { output: string } | { body: { valid: false; error: { message: string; line: number; column: number } }; answerWords: Record<string, Words> };

/** Formats `text` as /json/format does; a text that is not JSON gives the operation's `valid: false` answer. */
export function formatLarge(text: string, indent: number | 'tab', sortKeys: boolean): LargeFormat {
	try {
		const tree = parseJsonText(text);
		return { output: writeJson(tree, indent === 'tab' ? '\t' : ' '.repeat(indent), sortKeys) };
	} catch (error) {
		if (!(error instanceof JsonSyntaxError)) throw error;
		// The reader's reason by message id, so the page says it in its language (engine/words.ts).
		return { body: { valid: false, error: { message: error.message, line: error.line, column: error.column } }, answerWords: { '/error/message': error.words } };
	}
}

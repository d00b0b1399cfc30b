import { WordedError } from '../../engine/words.js';
import { errors } from './errors.js';
import type { Language } from './limits.js';

/** Each language's name as people write it, for messages. */
export const LANGUAGE_NAMES: Record<Language, string> = { jsonpath: 'JSONPath', jmespath: 'JMESPath', jq: 'jq', jsonata: 'JSONata', pointer: 'JSON Pointer' };

/** jq's heap ceiling: the wasm build's memory stops growing at 128 MiB (patches/jq-wasm: 256 in the stock build), and jq aborts past it. */
export const JQ_HEAP_MB = 128;

/** A query that does not parse, a run that failed, or an answer over a limit: the field it is about and the words. */
export class QueryError extends WordedError {
	constructor(
		words: ConstructorParameters<typeof WordedError>[0],
		readonly field: 'query' | 'input'
	) {
		super(words);
	}
}

const problem = (err: unknown) => (err instanceof Error ? err.message : String(err));
const badQuery = (language: Language, reason: string) => new QueryError(errors.words('bad_query', { language: LANGUAGE_NAMES[language], reason }), 'query');
const failed = (language: Language, reason: string) => new QueryError(errors.words('failed', { language: LANGUAGE_NAMES[language], reason }), 'query');

/**
 * Runs `query` in `language` over the parsed JSON `data` (jq reads `text`, the same JSON as
 * written, so its numbers are read by jq itself). Each engine is loaded on first use.
 *
 * @example await runQuery('jmespath', 'people[?age > `30`].name', data, text, 1e6) // → ['Ann']
 */
export async function runQuery(language: Language, query: string, data: unknown, text: string, maxOutput: number): Promise<unknown[]> {
	switch (language) {
		case 'jsonpath': {
			const { jsonpath } = await import('json-p3');
			let nodes;
			try {
				nodes = jsonpath.compile(query);
			} catch (err) {
				throw badQuery(language, problem(err));
			}
			// Every node the query selects, in the order RFC 9535 gives them.
			return nodes.query(data as never).values();
		}
		case 'pointer': {
			const { JSONPointer } = await import('json-p3');
			// json-p3 names its errors: JSONPointerSyntaxError for a malformed pointer, the others (key,
			// index, type) for one that does not resolve.
			const nameOf = (err: unknown) => (err as { name?: string } | null)?.name ?? '';
			let pointer;
			try {
				pointer = new JSONPointer(query);
			} catch (err) {
				if (nameOf(err).startsWith('JSONPointer')) throw new QueryError(errors.words('pointer_syntax', {}), 'query');
				throw err;
			}
			try {
				return [pointer.resolve(data as never)];
			} catch (err) {
				if (nameOf(err).startsWith('JSONPointer')) throw new QueryError(errors.words('no_such_node', { pointer: JSON.stringify(query) }), 'query');
				throw err;
			}
		}
		case 'jmespath': {
			const jmespath = (await import('jmespath')).default;
			try {
				return [jmespath.search(data as never, query)];
			} catch (err) {
				// jmespath.js names its lexer's and parser's errors; the rest are the run's (unknown function, wrong type).
				const name = (err as { name?: string } | null)?.name;
				throw name === 'LexerError' || name === 'ParserError' ? badQuery(language, problem(err)) : failed(language, problem(err));
			}
		}
		case 'jsonata': {
			const jsonata = (await import('jsonata')).default;
			let expression;
			try {
				expression = jsonata(query);
			} catch (err) {
				throw badQuery(language, jsonataReason(err));
			}
			let value: unknown;
			try {
				value = await expression.evaluate(data);
			} catch (err) {
				throw failed(language, jsonataReason(err));
			}
			// No match is JSONata's `undefined`, which JSON cannot say: no result.
			if (value === undefined) return [];
			// A sequence is an array with JSONata's own marks on it; functions have no JSON form.
			const written = JSON.stringify(value);
			return written === undefined ? [] : [JSON.parse(written)];
		}
		case 'jq': {
			const jq = await import('jq-wasm');
			let run;
			try {
				// jq -c writes one result a line; its UTF-8 is at most 3 bytes for each UTF-16 unit we count.
				run = await jq.run(text, query, ['-c'], maxOutput * 3 + 1);
			} catch {
				// The wasm runtime aborted: jq's heap met its ceiling (a new instance serves the next call).
				throw new QueryError(errors.words('out_of_memory', { mb: JQ_HEAP_MB }), 'query');
			}
			const stderr = run.stderr
				.replaceAll('/dev/stdin', '<stdin>')
				.split('\n')
				.map((line) => line.replace(/^jq: error(?: \(at [^)]*\))?: /, '').trimEnd())
				.filter((line) => line !== '' && !/^jq: \d+ compile errors?$/.test(line))
				.join('\n');
			if (run.status === 3) throw badQuery(language, stderr);
			if (run.status !== 0) throw failed(language, stderr || `exit status ${run.status}`);
			if (run.overflow) throw new QueryError(errors.words('too_long', { max: maxOutput }), 'query');
			return run.stdout
				.split('\n')
				.filter((line) => line !== '')
				.map((line) => JSON.parse(line) as unknown);
		}
	}
}

/** JSONata's error objects carry a code and a position besides the message. */
function jsonataReason(err: unknown): string {
	const e = err as { message?: string; code?: string; position?: number };
	if (!e || typeof e.message !== 'string') return String(err);
	return typeof e.position === 'number' ? `${e.message} (${e.code ?? 'error'} at character ${e.position})` : e.code ? `${e.message} (${e.code})` : e.message;
}

/** Throws when the results written as compact JSON would be over `max` characters together. */
export function checkSize(results: unknown[], max: number): void {
	let total = 2 + Math.max(0, results.length - 1);
	for (const value of results) {
		total += (JSON.stringify(value) ?? 'null').length;
		if (total > max) throw new QueryError(errors.words('too_long', { max }), 'query');
	}
}

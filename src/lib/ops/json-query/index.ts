import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { errorOf } from '../../engine/words.js';
import { formHints } from '../form-hints.js';
import { stringOfAtMost } from '../_shared/schemas.js';
import { JsonSyntaxError, MAX_DEPTH, parseJsonText, toValue } from '../_shared/json-text.js';
import { errors } from './errors.js';
import { LANGUAGES, MAX_INPUT, MAX_OUTPUT, MAX_QUERY, TIME_MS } from './limits.js';
import { checkSize, JQ_HEAP_MB, QueryError, runQuery } from './query.js';

const fmt = (n: number) => n.toLocaleString('en-US');

export const jsonQuery = defineOperation({
	id: 'json-query',
	group: 'data',
	title: 'JSON query (JSONPath, JMESPath, jq, JSONata, JSON Pointer)',
	summary: 'Runs a JSONPath (RFC 9535), JMESPath, jq, JSONata or JSON Pointer (RFC 6901) query on a JSON text and lists what it selects.',
	keywords: ['json', 'query', 'jsonpath', 'json path', 'jmespath', 'jq', 'jsonata', 'json pointer', 'filter', 'select', 'extract', 'rfc 9535', 'rfc 6901'],
	method: 'POST',
	path: '/json/query',
	runs: 'anywhere',
	// jq and JSONata can loop (`def f: f; f`, a recursive function), and a recursive descent lists
	// every subtree: every call runs where a deadline stops it.
	cost: 'heavy',
	timeLimit: { ms: TIME_MS, detail: `query: the query ran longer than the time limit of ${fmt(TIME_MS)} ms; narrow it or send less JSON` },
	// jq's wasm heap lives outside the JavaScript heap, up to its ceiling; the other engines' data is
	// on the thread's heap.
	memory: (input) => ((input as { language?: string }).language === 'jq' ? JQ_HEAP_MB * 1024 * 1024 : 0),
	input: z.object({
		input: stringOfAtMost(MAX_INPUT)
			.describe(`JSON text (RFC 8259); at most ${fmt(MAX_INPUT)} characters and ${MAX_DEPTH} levels of nesting`)
			.meta(formHints({ multiline: 10, monospace: true, placeholder: '{"store": {"book": [{"title": "Sayings of the Century", "price": 8.95}]}}' })),
		language: z
			.enum(LANGUAGES)
			.describe('jsonpath (RFC 9535: every node it selects), jmespath, jq (1.7.1: every output, in order), jsonata (2.x), pointer (RFC 6901: the one value it points to)'),
		query: stringOfAtMost(MAX_QUERY)
			.describe(`The query in that language; at most ${fmt(MAX_QUERY)} characters. A JSON Pointer is "" (the whole document) or starts with /`)
			.meta(formHints({ multiline: 3, monospace: true, placeholder: '$.store.book[*].title' }))
	}),
	output: z.object({
		results: z
			.array(z.unknown())
			.describe('jsonpath: the value of every node selected, in order; jq: every output, in order; jmespath, pointer: the one result (JMESPath\'s null included); jsonata: the one result, or none when the expression matches nothing (JSONata\'s undefined)'),
		count: z.int().describe('How many entries `results` has')
	}),
	errors: [
		{ status: 422, when: `\`input\` over ${fmt(MAX_INPUT)} characters or not JSON (its line and column); \`query\` over ${fmt(MAX_QUERY)} characters` },
		{ status: 422, when: 'a query that does not parse (the parser\'s words), a run that stops with an error (jq\'s `error`, JMESPath\'s unknown function, JSONata\'s type errors), a JSON Pointer that does not resolve' },
		{ status: 422, when: `results over ${fmt(MAX_OUTPUT)} characters of JSON; jq out of memory (128 MB); a run longer than ${fmt(TIME_MS)} ms` }
	],
	examples: [
		{ name: 'Book titles with JSONPath', input: { input: '{"store": {"book": [{"title": "Sayings of the Century", "price": 8.95}, {"title": "Moby Dick", "price": 8.99}, {"title": "The Lord of the Rings", "price": 22.99}]}}', language: 'jsonpath', query: '$.store.book[?@.price < 10].title' } },
		{ name: 'Names and ages with jq', input: { input: '{"people": [{"name": "Ann", "age": 34}, {"name": "Bo", "age": 27}]}', language: 'jq', query: '.people[] | "\\(.name) is \\(.age)"' } },
		{ name: 'A projection with JMESPath', input: { input: '{"people": [{"name": "Ann", "age": 34}, {"name": "Bo", "age": 27}]}', language: 'jmespath', query: 'people[?age > `30`].name' } },
		{ name: 'A total with JSONata', input: { input: '{"order": {"items": [{"price": 2.5, "qty": 4}, {"price": 10, "qty": 1}]}}', language: 'jsonata', query: '$sum(order.items.(price * qty))' } },
		{ name: 'One value by JSON Pointer', input: { input: '{"people": [{"name": "Ann", "age": 34}, {"name": "Bo", "age": 27}]}', language: 'pointer', query: '/people/1/name' } }
	],
	async run(input) {
		let data: unknown;
		try {
			data = toValue(parseJsonText(input.input));
		} catch (err) {
			if (err instanceof JsonSyntaxError) throw errors.error('not_json', { line: err.line, column: err.column, reason: err.words }, { field: 'input' });
			throw err;
		}
		try {
			const results = await runQuery(input.language, input.query, data, input.input, MAX_OUTPUT);
			checkSize(results, MAX_OUTPUT);
			return { results, count: results.length };
		} catch (err) {
			if (err instanceof QueryError) throw errorOf(err.words, { field: err.field });
			throw err;
		}
	}
});

export const operations = [jsonQuery];

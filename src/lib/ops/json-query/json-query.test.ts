import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { cases } from './cases.js';
import { jsonQuery } from './index.js';
import { MAX_OUTPUT } from './limits.js';

describe('json-query cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

const run = (input: string, language: string, query: string) => jsonQuery.run({ input, language, query } as never, {} as never) as Promise<{ results: unknown[]; count: number }>;

describe('json-query limits and errors', () => {
	it('refuses results over the output limit, for a recursive descent and for jq alike', async () => {
		// 300 strings of 8,000 characters, each listed twice by `..`: over 2,097,152 characters.
		const big = JSON.stringify({ a: Array.from({ length: 300 }, (_, i) => `${i}`.padEnd(8000, 'x')) });
		await expect(run(big, 'jsonpath', '$..*')).rejects.toThrow(`query: the results would be over ${MAX_OUTPUT.toLocaleString('en-US')} characters of JSON`);
		await expect(run(big, 'jq', '.., ..')).rejects.toThrow('query: the results would be over 2,097,152 characters of JSON');
	});

	it('says where the input is not JSON, and names the field', async () => {
		await expect(run('{"a": [1, 2}', 'jmespath', 'a')).rejects.toThrow(/^input: line 1, column 12: /);
	});

	it("gives the parser's words for a query that does not parse", async () => {
		await expect(run('{}', 'jsonpath', '$.a[')).rejects.toThrow("query: does not parse as JSONPath: unclosed bracketed selection ('$.a[':4)");
		await expect(run('{}', 'jq', '.a[')).rejects.toThrow(/^query: does not parse as jq: syntax error, unexpected end of file/);
		await expect(run('{}', 'jsonata', '$sum(')).rejects.toThrow('query: does not parse as JSONata: Expected ")" before end of expression (S0203 at character 5)');
	});

	it("keeps jq's outputs before its error out of the answer, and a fresh run works after it", async () => {
		await expect(run('[1, 2]', 'jq', '.[] | if . == 2 then error("boom") else . end')).rejects.toThrow('query: jq stopped with an error: boom');
		expect(await run('[1, 2]', 'jq', '.[]')).toEqual({ results: [1, 2], count: 2 });
	});

	it('reads jq stdin in linear time: a 420 KB array answers well inside the time limit', async () => {
		const text = JSON.stringify(Array.from({ length: 60_000 }, (_, i) => i * 1000));
		const started = performance.now();
		expect((await run(text, 'jq', 'length')).results).toEqual([60_000]);
		expect(performance.now() - started).toBeLessThan(2000);
	});
});

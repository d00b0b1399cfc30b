import { describe, expect, it } from 'vitest';
import { apiRequest } from './api-request.js';
import { curlCommand, shellQuote } from './curl.js';
import { jsonTokens } from './json-tokens.js';

describe('apiRequest and curlCommand', () => {
	it('fills path parameters and puts GET fields in the query', () => {
		expect(apiRequest({ method: 'GET', path: '/country-info/{code}' }, { code: 'P T', extra: 'x' })).toEqual({
			url: '/api/v1/country-info/P%20T?extra=x'
		});
	});

	it('quotes the body for a shell', () => {
		expect(shellQuote(`it's`)).toBe(`'it'\\''s'`);
		expect(curlCommand('https://u.example', { method: 'POST', path: '/hash' }, { input: "a'b" })).toBe(
			`curl -X POST 'https://u.example/api/v1/hash' \\\n  -H "X-API-Key: $UTILKIT_API_KEY" \\\n  -H 'Content-Type: application/json' \\\n  -d '{"input":"a'\\''b"}'`
		);
	});
});

describe('jsonTokens', () => {
	it('classifies keys, strings, numbers and literals, and loses nothing', () => {
		const json = JSON.stringify({ a: 'x: "y"', b: [1, -2.5, 1e21, true, null] }, null, 2);
		const tokens = jsonTokens(json);
		expect(tokens.map((t) => t.text).join('')).toBe(json);
		expect(tokens.filter((t) => t.kind !== 'punct').map((t) => [t.kind, t.text])).toEqual([
			['key', '"a"'],
			['string', '"x: \\"y\\""'],
			['key', '"b"'],
			['number', '1'],
			['number', '-2.5'],
			['number', '1e+21'],
			['literal', 'true'],
			['literal', 'null']
		]);
	});
});

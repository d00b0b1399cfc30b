import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../ops/registry';
import { buildToolSet, registryTools, toolRequest, toolResult } from './tools';

const KEY = 'ukit_test';

describe('toolRequest', () => {
	const tools = registryTools();

	it('POST: the arguments are the JSON body, with the key and the JSON type', () => {
		const req = toolRequest(tools.byName.get('hash')!, { input: 'abc' }, KEY);
		expect(typeof req).toBe('object');
		if (typeof req === 'string') return;
		expect(req).toMatchObject({ method: 'POST', path: '/hash', search: '', body: '{"input":"abc"}', bodyTooLarge: false });
		expect(req.header('x-api-key')).toBe(KEY);
		expect(req.header('content-type')).toBe('application/json');
		expect(req.header('accept')).toBeUndefined();
	});

	it('run_recipe: POST /recipes/run with {"steps"}', () => {
		const steps = [{ op: '/hash', input: { input: 'a' } }];
		const req = toolRequest(tools.byName.get('run_recipe')!, { steps }, KEY);
		expect(req).toMatchObject({ method: 'POST', path: '/recipes/run', body: JSON.stringify({ steps }) });
	});

	it('GET: path parameters percent-encoded into the path, the rest as the query string', () => {
		const req = toolRequest({ method: 'GET', path: '/country-info/{code}', structured: true }, { code: 'a/b c', extra: 2 }, KEY);
		expect(req).toMatchObject({ method: 'GET', path: '/country-info/a%2Fb%20c', search: 'extra=2', body: null });
		expect(toolRequest(tools.byName.get('country-search')!, { search: 'Côte' }, KEY)).toMatchObject({ path: '/country-info', search: 'search=C%C3%B4te' });
	});

	it('GET: a missing path parameter is refused here, not sent as another path', () => {
		expect(toolRequest(tools.byName.get('country-info')!, {}, KEY)).toBe('Missing required argument "code"');
	});
});

describe('toolResult', () => {
	const target = { method: 'POST' as const, path: '/x', structured: true };
	const answer = (status: number, body: unknown) => ({ status, headers: {}, body: JSON.stringify(body) });

	it('200: text and structuredContent', () => {
		expect(toolResult(target, answer(200, { a: 1 }))).toEqual({ content: [{ type: 'text', text: '{"a":1}' }], structuredContent: { a: 1 } });
		expect(toolResult({ ...target, structured: false }, answer(200, { a: 1 }))).toEqual({ content: [{ type: 'text', text: '{"a":1}' }] });
	});

	it('errors: isError with detail, else error', () => {
		expect(toolResult(target, answer(429, { detail: 'Rate limit exceeded: retry in 60 seconds', code: 'rate_limited' }))).toEqual({
			isError: true,
			content: [{ type: 'text', text: 'Rate limit exceeded: retry in 60 seconds' }]
		});
		expect(toolResult(target, answer(502, { error: 'AI service is not configured', code: 'upstream_not_configured' })).content).toEqual([
			{ type: 'text', text: 'AI service is not configured' }
		]);
	});
});

describe('buildToolSet', () => {
	it('one tool per operation plus run_recipe; output schemas only for object answers', () => {
		const set = buildToolSet(OPERATIONS);
		expect(set.list.tools).toHaveLength(OPERATIONS.length + 1);
		for (const tool of set.list.tools) {
			expect(tool.inputSchema.type).toBe('object');
			expect(tool.inputSchema).not.toHaveProperty('$schema');
			if (tool.outputSchema) expect(tool.outputSchema.type).toBe('object');
			expect(set.byName.get(tool.name)!.structured).toBe(tool.outputSchema !== undefined);
		}
		expect(registryTools()).toBe(registryTools());
	});
});

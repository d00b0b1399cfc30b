import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../ops/registry';
import { buildToolSet, toolInput, toolResult } from './tools';

describe('toolInput', () => {
	const tools = buildToolSet(OPERATIONS);

	it('POST: the arguments as they are, for the operation of the tool', () => {
		const target = tools.byName.get('hash')!;
		expect(target).toMatchObject({ id: 'hash', method: 'POST', path: '/hash' });
		expect(toolInput(target, { input: 'abc', algorithms: ['sha256'] })).toEqual({ input: 'abc', algorithms: ['sha256'] });
	});

	it('run_recipe: a recipe, {"steps"}, for POST /recipes/run', () => {
		const steps = [{ op: '/hash', input: { input: 'a' } }];
		const target = tools.byName.get('run_recipe')!;
		expect(target).toMatchObject({ id: '/recipes/run', method: 'POST', path: '/recipes/run' });
		expect(toolInput(target, { steps })).toEqual({ steps });
	});

	it('GET: every value a string as a path and a query string carry it (objects as JSON), null and undefined left out', () => {
		const target = { id: 'country-info', method: 'GET' as const, path: '/country-info/{code}', structured: true };
		expect(toolInput(target, { code: 'a/b c', extra: 2, list: [1, 2], none: null, unset: undefined })).toEqual({ code: 'a/b c', extra: '2', list: '[1,2]' });
		expect(toolInput(tools.byName.get('country-search')!, { search: 'Côte' })).toEqual({ search: 'Côte' });
	});

	it('GET: a missing path parameter is refused here, not sent as another path', () => {
		expect(toolInput(tools.byName.get('country-info')!, {})).toBe('Missing required argument "code"');
		expect(toolInput(tools.byName.get('country-info')!, { code: '' })).toBe('Missing required argument "code"');
	});
});

describe('toolResult', () => {
	const target = { method: 'POST' as const, path: '/x', structured: true };
	const answer = (status: number, body: unknown) => ({ status, headers: {}, body: JSON.stringify(body) });

	it('200: text and structuredContent', () => {
		expect(toolResult(target, answer(200, { a: 1 }))).toEqual({ content: [{ type: 'text', text: '{"a":1}' }], structuredContent: { a: 1 } });
		expect(toolResult({ ...target, structured: false }, answer(200, { a: 1 }))).toEqual({ content: [{ type: 'text', text: '{"a":1}' }] });
	});

	it("a direct call's answer: its value, written once as the text", () => {
		const value = { a: 1 };
		expect(toolResult(target, { status: 200, headers: {}, body: '', value })).toEqual({ content: [{ type: 'text', text: '{"a":1}' }], structuredContent: { a: 1 } });
		expect(toolResult(target, { status: 422, headers: {}, body: '', value: { detail: 'input: is required', code: 'invalid_input' } })).toEqual({
			isError: true,
			content: [{ type: 'text', text: 'input: is required' }]
		});
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
	});
});

import { describe, expect, it } from 'vitest';
import { createRouter } from './router.js';

const ops = [
	{ id: 'hash', method: 'POST', path: '/hash' },
	{ id: 'uuid', method: 'GET', path: '/uuid' },
	{ id: 'country-list', method: 'GET', path: '/country-info' },
	{ id: 'country', method: 'GET', path: '/country-info/{code}' },
	{ id: 'holidays', method: 'GET', path: '/holidays/{country}/{year}' }
];
const router = createRouter(ops);
const id = (method: string, path: string) => {
	const m = router.match(method, path);
	return m.kind === 'found' ? m.op.id : m.kind;
};

describe('router', () => {
	it('finds fixed paths by method, with or without a trailing slash; HEAD finds the GET operation', () => {
		expect(id('POST', '/hash')).toBe('hash');
		expect(id('POST', '/hash/')).toBe('hash');
		expect(id('GET', '/uuid')).toBe('uuid');
		expect(id('HEAD', '/uuid')).toBe('uuid');
		expect(id('GET', '/nothing')).toBe('not-found');
		expect(id('GET', '/')).toBe('not-found');
	});

	it('answers the methods a path takes when the method is wrong (HEAD with GET)', () => {
		expect(router.match('GET', '/hash')).toEqual({ kind: 'wrong-method', allow: ['POST'] });
		expect(router.match('HEAD', '/hash')).toEqual({ kind: 'wrong-method', allow: ['POST'] });
		expect(router.match('DELETE', '/uuid')).toEqual({ kind: 'wrong-method', allow: ['GET', 'HEAD'] });
		expect(router.match('OPTIONS', '/country-info/BR')).toEqual({ kind: 'wrong-method', allow: ['GET', 'HEAD'] });
	});

	it('takes path parameters percent-decoded; a fixed path and a pattern sharing a prefix stay apart', () => {
		expect(router.match('GET', '/country-info/S%C3%A3o')).toMatchObject({ kind: 'found', params: { code: 'São' } });
		expect(router.match('GET', '/holidays/BR/2026')).toMatchObject({ kind: 'found', params: { country: 'BR', year: '2026' } });
		expect(id('GET', '/country-info')).toBe('country-list');
		expect(id('GET', '/country-info/%E0%A4%A')).toBe('not-found'); // malformed escape
		expect(id('GET', '/holidays/BR')).toBe('not-found');
		expect(id('GET', '/holidays//2026')).toBe('not-found'); // an empty parameter
	});

	it('gives each request at a fixed path the same match, whose parameters cannot be changed', () => {
		const first = router.match('POST', '/hash');
		expect(router.match('POST', '/hash/')).toBe(first);
		if (first.kind !== 'found') throw new Error('not found');
		expect(() => {
			(first.params as Record<string, string>).x = 'y';
		}).toThrow(TypeError);
		expect(router.match('POST', '/hash')).toMatchObject({ params: {} });
	});

	it('finds an operation by path whatever its method (recipe and batch steps)', () => {
		expect(router.find('/hash')?.op.id).toBe('hash');
		expect(router.find('/uuid')?.op.id).toBe('uuid');
		expect(router.find('/country-info/AR')).toMatchObject({ op: { id: 'country' }, params: { code: 'AR' } });
		expect(router.find('/nope')).toBeNull();
	});
});

import { describe, expect, it } from 'vitest';
import { safeNext, signInPath } from './account-api.js';

describe('safeNext: where a sign-in leads', () => {
	it('keeps a path of this site, with its query and fragment', () => {
		expect(safeNext('/tools/hash')).toBe('/tools/hash');
		expect(safeNext('/pt-BR/tools/email-validation')).toBe('/pt-BR/tools/email-validation');
		expect(safeNext('/tools/hash?x=1#in=abc')).toBe('/tools/hash?x=1#in=abc');
		expect(safeNext('/dashboard')).toBe('/dashboard');
	});

	it('refuses other sites and anything that is not a path', () => {
		for (const bad of [
			null,
			'',
			'dashboard',
			'https://evil.example/',
			'//evil.example',
			'///evil.example',
			'/\\evil.example',
			'/\\/evil.example',
			'\\\\evil.example',
			'/\t/evil.example',
			'/\n/evil.example',
			'/%2F%2Fevil.example',
			'/%5Cevil.example',
			'javascript:alert(1)',
			' /tools/hash'
		]) {
			expect(safeNext(bad), String(bad)).toBe('/dashboard');
		}
	});

	it('never nests or loops: a next inside the target is dropped, the sign-in pages are refused', () => {
		expect(safeNext('/dashboard?next=/dashboard?next=/dashboard')).toBe('/dashboard');
		expect(safeNext('/dashboard?next=%2Fsignin%3Fnext%3D%252Fdashboard')).toBe('/dashboard');
		expect(safeNext('/tools/hash?next=//evil.example&x=1')).toBe('/tools/hash?x=1');
		expect(safeNext('/signin?next=/tools/hash')).toBe('/dashboard');
		expect(safeNext('/es/signup')).toBe('/dashboard');
		expect(safeNext('/signin/')).toBe('/dashboard');
		// What the sign-in page reads from a landing URL ?next=/dashboard?next=…
		const landing = new URLSearchParams('?next=/dashboard?next=/signin?next=/dashboard').get('next');
		expect(safeNext(landing)).toBe('/dashboard');
	});
});

describe('signInPath: the sign-in link from a page', () => {
	it('leads back to the page it was followed from', () => {
		expect(signInPath('/tools/email-validation')).toBe('/signin?next=%2Ftools%2Femail-validation');
		expect(signInPath('/pt-BR/docs')).toBe('/signin?next=%2Fpt-BR%2Fdocs');
	});

	it('adds no next on the sign-in and sign-up pages themselves, nor for the dashboard', () => {
		expect(signInPath('/signin')).toBe('/signin');
		expect(signInPath('/pt-BR/signin')).toBe('/signin');
		expect(signInPath('/signup')).toBe('/signin');
		expect(signInPath('/dashboard')).toBe('/signin');
		expect(signInPath('/es/dashboard')).toBe('/signin');
	});
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeEmail, forgotPassword, resendVerification, resetPassword, safeNext, signInPath, takeHashToken, tokenFromHash, verifyEmail } from './account-api.js';

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

describe('tokenFromHash: the token of a mailed link', () => {
	it('reads #token= from the fragment', () => {
		expect(tokenFromHash('#token=abc_DEF-123')).toBe('abc_DEF-123');
		expect(tokenFromHash('token=abc')).toBe('abc');
		// Percent-encoding is undone, as URLSearchParams (the WHATWG form decoding) does.
		expect(tokenFromHash('#token=a%2Bb')).toBe('a+b');
		expect(tokenFromHash('#x=1&token=abc')).toBe('abc');
	});

	it('drops blanks a mail client may have put into a wrapped link', () => {
		expect(tokenFromHash('#token=abc%20def%0A')).toBe('abcdef');
	});

	it('is null without a token', () => {
		for (const hash of ['', '#', '#token=', '#token=%20', '#tok=abc', '#abc']) expect(tokenFromHash(hash), hash).toBeNull();
	});
});

describe('the mailed-link endpoints: what each function sends', () => {
	/** The requests fetch was called with, answered with `status` and `body`. */
	function stubFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
		const calls: { url: string; init: RequestInit }[] = [];
		vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
			calls.push({ url, init });
			return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
		});
		return calls;
	}
	afterEach(() => void vi.unstubAllGlobals());

	/** Each endpoint's method, path and JSON body as the account endpoints' contract gives them, written out by hand. */
	const cases: [string, () => Promise<unknown>, string, unknown][] = [
		['verifyEmail', () => verifyEmail('tok1'), '/account/verify', { token: 'tok1' }],
		['resendVerification', () => resendVerification('es'), '/account/verify/resend', { lang: 'es' }],
		['forgotPassword', () => forgotPassword('a@example.com', 'pt-BR'), '/account/password/forgot', { email: 'a@example.com', lang: 'pt-BR' }],
		['resetPassword', () => resetPassword('tok2', 'a long new passphrase'), '/account/password/reset', { token: 'tok2', new_password: 'a long new passphrase' }],
		[
			'changeEmail',
			() => changeEmail('new@example.com', 'old secret', 'en'),
			'/account/email',
			{ email: 'new@example.com', current_password: 'old secret', lang: 'en' }
		]
	];

	it.each(cases)('%s POSTs JSON to its path, same-origin', async (_name, call, path, body) => {
		const calls = stubFetch(200, { detail: 'ok' });
		await call();
		expect(calls).toHaveLength(1);
		expect(calls[0]!.url).toBe(path);
		expect(calls[0]!.init.method).toBe('POST');
		expect(calls[0]!.init.credentials).toBe('same-origin');
		expect(new Headers(calls[0]!.init.headers).get('content-type')).toBe('application/json');
		expect(JSON.parse(String(calls[0]!.init.body))).toEqual(body);
	});

	it('gives back the answer: 200 with its body, 400 with the detail, 429 with Retry-After', async () => {
		stubFetch(200, { detail: 'Verified', email: 'a@example.com' });
		expect(await verifyEmail('t')).toEqual({ ok: true, status: 200, body: { detail: 'Verified', email: 'a@example.com' } });
		stubFetch(400, { detail: 'This link is invalid or has expired' });
		expect(await verifyEmail('t')).toEqual({ ok: false, status: 400, detail: 'This link is invalid or has expired', retryAfter: null });
		stubFetch(429, { detail: 'Too many' }, { 'retry-after': '42' });
		expect(await resendVerification('en')).toEqual({ ok: false, status: 429, detail: 'Too many', retryAfter: 42 });
		stubFetch(200, { detail: 'Password changed', signed_out_sessions: 2 });
		expect(await resetPassword('t', 'p')).toEqual({ ok: true, status: 200, body: { detail: 'Password changed', signed_out_sessions: 2 } });
	});

	it('is offline, not thrown, when the server cannot be reached', async () => {
		vi.stubGlobal('fetch', async () => {
			throw new TypeError('Failed to fetch');
		});
		expect(await forgotPassword('a@example.com', 'en')).toEqual({ ok: false, status: 0, detail: null, retryAfter: null, offline: true });
	});
});

describe('takeHashToken: the token leaves the address bar', () => {
	afterEach(() => void vi.unstubAllGlobals());

	it('reads the token and replaces the URL with the same one without its fragment', () => {
		const replaced: unknown[][] = [];
		vi.stubGlobal('location', { hash: '#token=secret1', pathname: '/es/reset-password', search: '?a=1' });
		vi.stubGlobal('history', { state: { k: 1 }, replaceState: (...args: unknown[]) => replaced.push(args) });
		expect(takeHashToken()).toBe('secret1');
		expect(replaced).toEqual([[{ k: 1 }, '', '/es/reset-password?a=1']]);
	});

	it('leaves the history alone when there is no fragment', () => {
		const replaced: unknown[][] = [];
		vi.stubGlobal('location', { hash: '', pathname: '/verify-email', search: '' });
		vi.stubGlobal('history', { state: null, replaceState: (...args: unknown[]) => replaced.push(args) });
		expect(takeHashToken()).toBeNull();
		expect(replaced).toEqual([]);
	});
});

describe('safeNext: the mailed-link pages are never where a sign-in leads', () => {
	it('refuses them like the sign-in pages', () => {
		expect(safeNext('/reset-password')).toBe('/dashboard');
		expect(safeNext('/pt-BR/verify-email')).toBe('/dashboard');
		expect(safeNext('/es/forgot-password/')).toBe('/dashboard');
	});
});

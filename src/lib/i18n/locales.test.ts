import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { isLocale, localizePath, pickLocale, splitLocale } from './locales.js';

describe('pickLocale', () => {
	it('takes the first browser language we have, any region of it', () => {
		expect(pickLocale(['pt-BR', 'en-US'])).toBe('pt-BR');
		expect(pickLocale(['pt-PT'])).toBe('pt-BR');
		expect(pickLocale(['PT'])).toBe('pt-BR');
		expect(pickLocale(['es-MX', 'pt-BR'])).toBe('es');
		expect(pickLocale(['fr-FR', 'es-419', 'en'])).toBe('es');
		expect(pickLocale(['en-GB', 'pt-BR'])).toBe('en');
	});
	it('falls back to English', () => {
		expect(pickLocale([])).toBe('en');
		expect(pickLocale(['fr', 'de-DE'])).toBe('en');
		// A tag that only starts with the letters is not the language.
		expect(pickLocale(['esperanto', 'pth'])).toBe('en');
	});
});

describe('paths', () => {
	it('splits the language prefix off', () => {
		expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' });
		expect(splitLocale('/tools/hash')).toEqual({ locale: 'en', path: '/tools/hash' });
		expect(splitLocale('/pt-BR')).toEqual({ locale: 'pt-BR', path: '/' });
		expect(splitLocale('/es/docs')).toEqual({ locale: 'es', path: '/docs' });
		// Only whole segments, with the exact case of the tag.
		expect(splitLocale('/essay')).toEqual({ locale: 'en', path: '/essay' });
		expect(splitLocale('/pt-br/docs')).toEqual({ locale: 'en', path: '/pt-br/docs' });
	});
	it('puts a path in a language, replacing any prefix it had', () => {
		expect(localizePath('/', 'en')).toBe('/');
		expect(localizePath('/', 'pt-BR')).toBe('/pt-BR');
		expect(localizePath('/tools/hash', 'es')).toBe('/es/tools/hash');
		expect(localizePath('/es/tools/hash', 'pt-BR')).toBe('/pt-BR/tools/hash');
		expect(localizePath('/pt-BR/docs', 'en')).toBe('/docs');
	});
	it('knows its languages', () => {
		expect(isLocale('pt-BR')).toBe(true);
		expect(isLocale('pt')).toBe(false);
		expect(isLocale(null)).toBe(false);
	});
});

/**
 * app.html repeats the choice in an inline script (it must run before any module loads). This
 * runs that very script with a fake window and checks where it sends the browser.
 */
describe("app.html's language redirect", () => {
	const html = readFileSync(new URL('../../app.html', import.meta.url), 'utf8');
	const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).find((code) => code.includes('utilkit:lang'));

	function run(path: string, languages: string[], stored: string | null, hash = ''): string | null {
		let replaced: string | null = null;
		const location = { pathname: path, search: '', hash, replace: (url: string) => (replaced = url) };
		const localStorage = { getItem: (key: string) => (key === 'utilkit:lang' ? stored : null) };
		runInNewContext(script!, { location, localStorage, navigator: { languages, language: languages[0] } });
		return replaced;
	}

	it('exists', () => expect(script).toBeTruthy());
	it("follows the browser's language on English pages when nothing was chosen", () => {
		expect(run('/', ['pt-BR', 'en'], null)).toBe('/pt-BR');
		expect(run('/tools/hash', ['es-AR'], null, '#in=abc')).toBe('/es/tools/hash#in=abc');
		expect(run('/tools/hash', ['fr', 'pt'], null)).toBe('/pt-BR/tools/hash');
		expect(run('/tools/hash', ['en-US', 'pt-BR'], null)).toBeNull();
		expect(run('/docs', ['de'], null)).toBeNull();
	});
	it('keeps an explicit language link when nothing was chosen', () => {
		expect(run('/es/docs', ['pt-BR'], null)).toBeNull();
		expect(run('/pt-BR', ['en-US'], null)).toBeNull();
	});
	it('applies the remembered choice everywhere', () => {
		expect(run('/es/docs', ['pt-BR'], 'en')).toBe('/docs');
		expect(run('/tools/qr-code', ['en'], 'es')).toBe('/es/tools/qr-code');
		expect(run('/pt-BR', ['en'], 'es')).toBe('/es');
		expect(run('/es', ['en'], 'es')).toBeNull();
		// A stored value that is not a language is ignored.
		expect(run('/', ['es'], 'klingon')).toBe('/es');
	});
	// docs/security.md, "Open redirect": a path whose rest starts with a second slash or a
	// backslash would be a protocol-relative URL (another host) once the language is cut off.
	it('never leaves the origin: /es//evil.example/ and /es/\\evil.example/ stay paths of this site', () => {
		for (const path of ['/es//evil.example/', '/es/\\evil.example/', '/es///evil.example', '/es/\\/evil.example/x']) {
			const target = run(path, ['en'], 'en');
			expect(target, path).not.toBeNull();
			expect(target, path).toMatch(/^\/(?![/\\])/);
			expect(new URL(target!, 'https://utilkit.example/').host, path).toBe('utilkit.example');
			expect(localizePath(path, 'en'), path).toBe(target);
		}
		expect(run('/es//evil.example/', ['en'], 'en')).toBe('/evil.example/');
		expect(run('//evil.example/', ['pt'], null)).toBe('/pt-BR/evil.example/');
		expect(localizePath('//evil.example/', 'en')).toBe('/evil.example/');
		expect(localizePath('/pt-BR//evil.example', 'es')).toBe('/es/evil.example');
	});
	it('agrees with pickLocale and localizePath', () => {
		for (const languages of [['pt-BR'], ['es-MX'], ['en-GB'], ['fr', 'es'], ['ja']]) {
			for (const path of ['/', '/tools/hash', '/docs']) {
				const want = localizePath(path, pickLocale(languages));
				expect(run(path, languages, null) ?? path).toBe(want);
			}
		}
	});
});

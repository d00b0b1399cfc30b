import { describe, expect, it } from 'vitest';
import { flattenSections, orderForEmptyQuery, paletteActions, paletteSections, type PaletteTool } from './palette-tools.js';
import en from '$lib/i18n/messages/en/index.js';
import ptBR from '$lib/i18n/messages/pt-BR/index.js';
import es from '$lib/i18n/messages/es/index.js';
import { OPERATIONS, operationMeta } from '$lib/ops/registry.js';
import { groupLabel, localizeMeta } from '$lib/i18n/ops/localize.js';
import type { Locale } from '$lib/i18n/locales.js';

describe('palette order without a query', () => {
	const tools = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));

	it('puts favourites (their order) first, then recents (newest first), then the rest', () => {
		expect(orderForEmptyQuery(tools, ['d', 'b'], ['e', 'b', 'a']).map((t) => t.id)).toEqual(['d', 'b', 'e', 'a', 'c']);
	});

	it('keeps the given order when nothing is stored', () => {
		expect(orderForEmptyQuery(tools, [], []).map((t) => t.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
	});
});

/** The real index of /tools.json in a language (as its endpoint builds it). */
function toolIndex(locale: Locale): PaletteTool[] {
	return OPERATIONS.map((op) => {
		const meta = localizeMeta(operationMeta(op), locale);
		return { id: op.id, title: meta.title, summary: meta.summary, group: groupLabel(op.group, locale), keywords: meta.keywords, runs: op.runs };
	});
}

const MESSAGES = { en, 'pt-BR': ptBR, es } as const;

function list(locale: Locale, query: string, opts: { signedIn?: boolean; recents?: string[]; favourites?: string[] } = {}) {
	const actions = paletteActions(MESSAGES[locale].palette, { locale, theme: 'system', signedIn: opts.signedIn ?? false, online: true });
	return paletteSections(query, { actions, tools: toolIndex(locale), favourites: opts.favourites ?? [], recents: opts.recents ?? [] });
}
const keys = (sections: ReturnType<typeof list>) => flattenSections(sections).map((item) => item.key);

describe('palette actions', () => {
	it('offers the three themes, the other languages, the recipes, the docs, the dashboard and sign in or sign out', () => {
		const signedOut = paletteActions(en.palette, { locale: 'en', theme: 'dark', signedIn: false, online: true });
		expect(signedOut.map((a) => a.id)).toEqual(['theme-light', 'theme-dark', 'theme-system', 'locale-pt-BR', 'locale-es', 'recipes', 'docs', 'dashboard', 'sign-in']);
		expect(signedOut.find((a) => a.current)?.id).toBe('theme-dark');
		const signedIn = paletteActions(ptBR.palette, { locale: 'pt-BR', theme: 'system', signedIn: true, online: true });
		expect(signedIn.map((a) => a.id)).toEqual(['theme-light', 'theme-dark', 'theme-system', 'locale-en', 'locale-es', 'recipes', 'docs', 'dashboard', 'sign-out']);
		// Each language is named in its own language, whatever the page's.
		expect(signedIn.find((a) => a.id === 'locale-es')?.title).toBe('Mudar o idioma para Español');
	});

	it('are found in the page language: "dark", "escuro", "oscuro" put the dark theme first', () => {
		expect(keys(list('en', 'dark'))[0]).toBe('action-theme-dark');
		expect(keys(list('pt-BR', 'escuro'))[0]).toBe('action-theme-dark');
		expect(keys(list('es', 'oscuro'))[0]).toBe('action-theme-dark');
		expect(keys(list('en', 'sign out', { signedIn: true }))[0]).toBe('action-sign-out');
		expect(keys(list('pt-BR', 'sair', { signedIn: true }))[0]).toBe('action-sign-out');
		expect(keys(list('en', 'español'))[0]).toBe('action-locale-es');
		expect(keys(list('es', 'portugues'))[0]).toBe('action-locale-pt-BR');
		expect(keys(list('en', 'api docs'))[0]).toBe('action-docs');
		expect(keys(list('en', 'dashboard'))[0]).toBe('action-dashboard');
	});

	it('only the one that applies: signed out there is no "sign out", signed in no "sign in"', () => {
		expect(keys(list('en', 'sign'))).toContain('action-sign-in');
		expect(keys(list('en', 'sign'))).not.toContain('action-sign-out');
		expect(keys(list('en', 'sign', { signedIn: true }))).not.toContain('action-sign-in');
	});

	it('offline, neither sign in nor sign out: both need the server', () => {
		for (const signedIn of [false, true]) {
			const ids = paletteActions(en.palette, { locale: 'en', theme: 'system', signedIn, online: false }).map((a) => a.id);
			expect(ids).toEqual(['theme-light', 'theme-dark', 'theme-system', 'locale-pt-BR', 'locale-es', 'recipes', 'docs', 'dashboard']);
		}
	});

	it('do not get in the way of tool searches', () => {
		for (const query of ['luhn', 'totp', 'cólour', 'geocoding', 'convrter', 'jwt', 'qr', 'iban', 'hash', 'security', 'valid']) {
			const sections = list('en', query);
			expect(sections.map((s) => s.id), query).toEqual(['tools']);
		}
	});
});

describe('palette groups', () => {
	it('Actions, Recent, Tools in this order; with nothing typed, every action, the recents and favourites first', () => {
		const sections = list('en', '', { recents: ['jwt-decoder', 'hash', 'no-such-tool'], favourites: ['qr-code', 'hash'] });
		expect(sections.map((s) => s.id)).toEqual(['actions', 'recent', 'tools']);
		expect(sections[0].items).toHaveLength(9);
		// Unknown ids are skipped; a recent tool is not repeated under Tools (the favourite hash is in Recent).
		expect(sections[1].items.map((i) => i.key)).toEqual(['recent-jwt-decoder', 'recent-hash']);
		expect(sections[2].items[0].key).toBe('qr-code');
		expect(sections[2].items.map((i) => i.key)).not.toContain('hash');
		expect(sections[2].items).toHaveLength(OPERATIONS.length - 2);
	});

	it('a query keeps only what matches in each group, empty groups left out', () => {
		const sections = list('en', 'jwt decoder', { recents: ['hash', 'jwt-decoder'] });
		expect(sections.map((s) => s.id)).toEqual(['recent']);
		expect(keys(sections)).toEqual(['recent-jwt-decoder']);
		const theme = list('en', 'theme', { recents: ['hash'] });
		expect(theme.map((s) => s.id)).toEqual(['actions']);
		expect(keys(theme)).toEqual(['action-theme-light', 'action-theme-dark', 'action-theme-system']);
	});

	it('at most five recent tools, newest first', () => {
		const recents = ['hash', 'jwt-decoder', 'qr-code', 'iban-validator', 'color-converter', 'geocoding', 'timezone'];
		const sections = list('en', '', { recents });
		expect(sections[1].items.map((i) => i.key)).toEqual(recents.slice(0, 5).map((id) => `recent-${id}`));
		// The older ones are still tools.
		expect(keys(sections)).toContain('geocoding');
	});
});

import { describe, expect, it } from 'vitest';
import countries from '../../ops/country/countries.json' with { type: 'json' };
import { normalize, optionByCode, resolveOption, searchOptions } from './picker-match.js';
import { COUNTRY_CODES, countryOptions, currencyOptions, languageOptions, timezoneOptions } from './picker-options.js';

/**
 * Expected codes come from ISO 3166-1 (DE Germany, BR Brazil, JP Japan, ES Spain, CI Côte
 * d'Ivoire), ISO 639-1 (de German, ja Japanese), ISO 4217 (EUR, BRL, JPY) and the IANA tz
 * database (America/Sao_Paulo, Asia/Tokyo); the names typed are the CLDR names the browser's
 * Intl gives in each language, not anything this code writes.
 */
const first = (list: ReturnType<typeof countryOptions>, query: string) => searchOptions(list, query)[0]?.code;

describe('countries', () => {
	const ptBR = countryOptions('pt-BR');
	const es = countryOptions('es');
	const en = countryOptions('en');

	it('are the ISO codes of the country data the country tool ships', () => {
		expect([...COUNTRY_CODES].sort()).toEqual(countries.map((c) => c.cca2).sort());
	});

	it('are found by their name in the page’s language', () => {
		expect(first(ptBR, 'Alem')).toBe('DE');
		expect(first(ptBR, 'Alemanha')).toBe('DE');
		expect(first(ptBR, 'Brasil')).toBe('BR');
		expect(first(ptBR, 'japao')).toBe('JP');
		expect(first(es, 'Alemania')).toBe('DE');
		expect(first(es, 'España')).toBe('ES');
		expect(first(en, 'Germ')).toBe('DE');
	});

	it('are found by their English name and by their code, in any case', () => {
		expect(first(ptBR, 'Germany')).toBe('DE');
		expect(first(ptBR, 'de')).toBe('DE');
		expect(first(es, 'br')).toBe('BR');
		expect(optionByCode(ptBR, ' de ')?.code).toBe('DE');
	});

	it('ignore accents and punctuation', () => {
		expect(first(en, 'cote d ivoire')).toBe('CI');
		expect(first(ptBR, 'SAO TOME')).toBe('ST');
	});

	it('are named in the page’s language', () => {
		expect(optionByCode(ptBR, 'DE')?.label).toBe(new Intl.DisplayNames(['pt-BR'], { type: 'region' }).of('DE'));
		expect(optionByCode(ptBR, 'DE')?.label).toBe('Alemanha');
		expect(optionByCode(es, 'DE')?.label).toBe('Alemania');
	});

	it('resolve a typed text to a code only when it names exactly one', () => {
		expect(resolveOption(ptBR, 'alemanha')?.code).toBe('DE');
		expect(resolveOption(ptBR, 'Germany')?.code).toBe('DE');
		expect(resolveOption(ptBR, 'dE')?.code).toBe('DE');
		expect(resolveOption(ptBR, 'Alem')).toBeUndefined();
		expect(resolveOption(ptBR, 'Deutschland')).toBeUndefined();
		expect(searchOptions(ptBR, 'Deutschland')).toEqual([]);
	});
});

describe('languages, currencies and time zones', () => {
	it('find a language by its name in the page’s language, in English or by code', () => {
		const ptBR = languageOptions('pt-BR');
		expect(first(ptBR, 'alemão')).toBe('de');
		expect(first(ptBR, 'Japanese')).toBe('ja');
		expect(optionByCode(ptBR, 'PT-br')?.code).toBe('pt-BR');
		expect(optionByCode(languageOptions('es'), 'de')?.label).toBe('Alemán');
	});

	it('find a currency by name or code', () => {
		const ptBR = currencyOptions('pt-BR');
		expect(first(ptBR, 'Real brasileiro')).toBe('BRL');
		expect(first(ptBR, 'iene')).toBe('JPY');
		expect(first(ptBR, 'eur')).toBe('EUR');
	});

	it('find a zone by city, by its localized name and by ID, with its offset now', () => {
		const july = new Date('2026-07-01T12:00:00Z');
		const ptBR = timezoneOptions('pt-BR', july);
		expect(first(ptBR, 'São Paulo')).toBe('America/Sao_Paulo');
		expect(first(ptBR, 'america/sao_paulo')).toBe('America/Sao_Paulo');
		expect(searchOptions(ptBR, 'Japão').map((o) => o.code)).toContain('Asia/Tokyo');
		const tokyo = optionByCode(ptBR, 'asia/tokyo')!;
		expect(tokyo.label).toBe('Tokyo');
		expect(tokyo.detail).toMatch(/^UTC\+09:00/);
		expect(optionByCode(ptBR, 'Europe/Berlin')!.detail).toMatch(/^UTC\+02:00/);
		expect(optionByCode(timezoneOptions('en', new Date('2026-01-15T12:00:00Z')), 'Europe/Berlin')!.detail).toMatch(/^UTC\+01:00/);
		expect(searchOptions(ptBR, 'UTC+09').map((o) => o.code)).toContain('Asia/Tokyo');
	});
});

describe('normalize', () => {
	it('drops accents, case and punctuation', () => {
		expect(normalize('  São Tomé & Príncipe ')).toBe('sao tome principe');
		expect(normalize('America/Sao_Paulo')).toBe('america sao paulo');
	});
});

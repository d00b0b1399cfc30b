import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../ops/registry.js';
import { inputJsonSchema } from '../../server/api/openapi.js';
import { fieldsFromSchema, humanize, type Field, type JsonSchema } from '../../tools/schema-form.js';
import en from '../messages/en/index.js';
import es from '../messages/es/index.js';
import ptBR from '../messages/pt-BR/index.js';
import { LOCALES, type Locale } from '../locales.js';
import { localizeSchema } from './localize.js';

/**
 * The form speaks each operation's words, not its schema's (issue 31): every field a tool page
 * shows, in every language, as the page builds it (localizeSchema, then fieldsFromSchema). A new
 * operation whose property names are not words (`memory_kib`, `lat`, `r`) fails here until its
 * i18n.ts gives the field an English label (`en: { [op]: { [path]: { label } } }`).
 */

const MESSAGES = { en, 'pt-BR': ptBR, es } as const;

/** Abbreviations that make a property name a poor label when it is only humanized. */
const ABBREVIATIONS = new Set(['kib', 'mib', 'kb', 'lat', 'lon', 'lng', 'pem', 'der', 'jwk', 'alg', 'kid', 'typ', 'iat', 'exp', 'nbf', 'aud', 'iss', 'sub', 'ttl', 'tz', 'ts', 'msg', 'num', 'qty', 'src', 'dst', 'img', 'len', 'str', 'obj', 'arr', 'idx', 'cfg', 'pwd', 'addr', 'desc', 'log']);

function allFields(fields: Field[]): Field[] {
	return fields.flatMap((f) => (f.kind === 'object' ? [f, ...allFields(f.fields)] : [f]));
}

function formOf(id: string, locale: Locale): Field[] {
	const op = OPERATIONS.find((o) => o.id === id)!;
	return allFields(fieldsFromSchema(localizeSchema(id, inputJsonSchema(op) as JsonSchema, locale), MESSAGES[locale].tool.form));
}

/**
 * A property name people would not read as words once humanized: a one-letter part or a known
 * abbreviation (`memory_kib` → "Memory kib", `log_n` → "Log n", `r` → "R").
 */
function abbreviated(name: string): boolean {
	return name
		.split(/[_-]+|(?<=[a-z])(?=[A-Z])/)
		.some((part) => part.length === 1 || ABBREVIATIONS.has(part.toLowerCase()));
}

const cases = OPERATIONS.flatMap((op) => LOCALES.map((locale) => [op.id, locale] as const));

describe.each(cases)('the form of %s in %s', (id, locale) => {
	const fields = formOf(id, locale);
	const names = new Set(allFields(fieldsFromSchema(inputJsonSchema(OPERATIONS.find((o) => o.id === id)!) as JsonSchema, en.tool.form)).map((f) => f.name));

	it('labels every field in words, not by its schema name', () => {
		// The label is the humanized property name only where the module gives none (English).
		const bad = fields.filter((f) => !f.label.trim() || (f.label === humanize(f.name) && abbreviated(f.name))).map((f) => `${f.key}: "${f.label}"`);
		expect(bad).toEqual([]);
	});

	it('gives help without RFC section numbers or the API’s names of other fields', () => {
		const bad = fields
			.filter((f) => f.description)
			.filter((f) => /§/.test(f.description!) || [...f.description!.matchAll(/`([^`]+)`/g)].some(([, name]) => names.has(name) || /^[a-z]+_[a-z_]+$/.test(name)) || /\bas \w+_\w+ says\b/.test(f.description!))
			.map((f) => `${f.key}: ${f.description}`);
		expect(bad).toEqual([]);
	});

	it('says what an optional choice left unset does, in the operation’s words', () => {
		const unset = fields.filter((f) => f.kind === 'select' && !f.required && f.default === undefined && !f.unset).map((f) => f.key);
		expect(unset).toEqual([]);
	});
});

describe('the words of a few forms', () => {
	it('are the operation’s own in every language', () => {
		const label = (id: string, key: string, locale: Locale) => formOf(id, locale).find((f) => f.key === key)?.label;
		expect(label('password-hash', 'memory_kib', 'en')).toBe('Memory in KiB (argon2id)');
		expect(label('geocoding', 'lat', 'en')).toBe('Latitude');
		expect(label('x509', 'pem', 'es')).toBe('Certificado, CSR o CRL (PEM)');
		const hash = formOf('hash', 'pt-BR').find((f) => f.key === 'encoding')!;
		expect(hash.unset).toBe('Hexadecimal (o padrão)');
		// The unset choice's words name the default as its option does.
		expect(hash.kind === 'select' && hash.options.map((o) => o.label)).toEqual(['Hexadecimal', 'Base64']);
	});
});

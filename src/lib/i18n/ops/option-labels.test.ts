import { describe, expect, it } from 'vitest';
import { MODULE_TEXTS } from '../../ops/generated/texts.js';
import { OPERATIONS, operationMeta } from '../../ops/registry.js';
import { englishField } from '../../ops/texts.js';
import { inputJsonSchema } from '../../server/api/openapi.js';
import { buildInput, fieldsFromSchema, valuesFromInput, type Field, type JsonSchema } from '../../tools/schema-form.js';
import en from '../messages/en/index.js';
import es from '../messages/es/index.js';
import ptBR from '../messages/pt-BR/index.js';
import { LOCALES, type Locale } from '../locales.js';
import { shownChoices } from '../../../../tests/unit/translation-problems.js';
import { choiceValues, localizeSchema } from './localize.js';
import { OPTION_NAMES, optionName } from './option-names.js';

/**
 * A choice shows people words, never the API's values (issue 31): every option of every
 * operation's input, found by walking the registry's input schemas, is worded by its module in
 * en, pt-BR and es or is a name of the shared table, and the form the page builds (localizeSchema,
 * then fieldsFromSchema) shows those words in each language while sending the API's value.
 */

const MESSAGES = { en, 'pt-BR': ptBR, es } as const;

interface Choice {
	id: string;
	/** The dotted path the form keys the field by (an array's items and a union's branches share it). */
	path: string;
	values: unknown[];
}

/** Every enum and union of constants in a schema, wherever it sits. */
function choicesIn(id: string, node: JsonSchema, path: string, out: Choice[] = []): Choice[] {
	const values = choiceValues(node);
	if (values) out.push({ id, path, values });
	for (const [name, child] of Object.entries(node.properties ?? {})) choicesIn(id, child, path ? `${path}.${name}` : name, out);
	// A union of constants is one choice: its branches are not walked again.
	if (!values) for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) choicesIn(id, branch, path, out);
	if (node.items) choicesIn(id, node.items, path, out);
	return out;
}

const schemaOf = (id: string) => inputJsonSchema(OPERATIONS.find((op) => op.id === id)!) as JsonSchema;
const CHOICES = OPERATIONS.flatMap((op) => choicesIn(op.id, inputJsonSchema(op) as JsonSchema, ''));

/** The module's own words for a choice's options in a language (FieldText.options). */
function ownWords(id: string, path: string, locale: Locale): Record<string, string> | undefined {
	const texts = MODULE_TEXTS[operationMeta(OPERATIONS.find((op) => op.id === id)!).module];
	if (locale !== 'en') return texts[locale][id]?.fields?.[path]?.options;
	const raw = texts.en?.[id]?.[path];
	return raw === undefined ? undefined : englishField(raw).options;
}

function allFields(fields: Field[]): Field[] {
	return fields.flatMap((f) => (f.kind === 'object' ? [f, ...allFields(f.fields)] : [f]));
}

/** The page's form of an operation in a language, as the tool page builds it. */
const formOf = (id: string, locale: Locale) => fieldsFromSchema(localizeSchema(id, schemaOf(id), locale), MESSAGES[locale].tool.form);
const choiceField = (id: string, key: string, locale: Locale) => {
	const field = allFields(formOf(id, locale)).find((f) => f.key === key);
	if (field?.kind !== 'select' && field?.kind !== 'checkboxes') throw new Error(`${id} ${key} is no choice`);
	return field;
};
const labels = (id: string, key: string, locale: Locale) => choiceField(id, key, locale).options.map((o) => o.label);

describe('every choice of every operation', () => {
	it('is found in the registry', () => {
		// The walk finds the choices it should (a nested one, an array's, a union of numbers).
		expect(CHOICES.length).toBeGreaterThan(30);
		expect(CHOICES.map((c) => `${c.id} ${c.path}`)).toEqual(expect.arrayContaining(['data-convert from', 'hash algorithms', 'otp-totp-generate digits', 'ai-chat messages.role']));
	});

	it('has words for each option in en, pt-BR and es, or a shared name (a number reads as itself)', () => {
		const missing = CHOICES.filter((c) => shownChoices(schemaOf(c.id)).has(c.path)).flatMap((c) =>
			c.values
				.filter((value) => typeof value === 'string' && optionName(value) === undefined)
				.flatMap((value) => LOCALES.filter((locale) => !ownWords(c.id, c.path, locale)?.[String(value)]?.trim()).map((locale) => `${c.id} ${c.path} ${JSON.stringify(value)}: no words in ${locale}`))
		);
		expect(missing).toEqual([]);
	});

	it('that the form shows no options of sits inside a field people write as JSON', () => {
		const hidden = CHOICES.filter((c) => !shownChoices(schemaOf(c.id)).has(c.path));
		for (const c of hidden) {
			const fields = allFields(fieldsFromSchema(schemaOf(c.id), en.tool.form));
			const holder = fields.find((f) => c.path === f.key || c.path.startsWith(`${f.key}.`));
			expect(holder?.kind, `${c.id} ${c.path}`).toBe('json');
		}
	});

	it.each(LOCALES)('shows words, not values, on every tool page in %s', (locale) => {
		const raw: string[] = [];
		for (const op of OPERATIONS) {
			for (const field of allFields(formOf(op.id, locale))) {
				if (field.kind !== 'select' && field.kind !== 'checkboxes') continue;
				for (const { value, label } of field.options) {
					const expected = ownWords(op.id, field.key, locale)?.[String(value)] ?? optionName(value) ?? String(value);
					if (label !== expected) raw.push(`${op.id} ${field.key} ${JSON.stringify(value)}: "${label}", expected "${expected}"`);
					// Only a name written as the API writes it (MX, HS256, P-256) or a number reads as its value.
					if (label === String(value) && typeof value === 'string' && optionName(value) !== value) raw.push(`${op.id} ${field.key}: shows the value ${value}`);
				}
			}
		}
		expect(raw).toEqual([]);
	});
});

describe('the words of a few choices', () => {
	it('are the operation’s own where the value is a word, and the shared name where it is a name', () => {
		expect(labels('data-convert', 'from', 'pt-BR').slice(0, 6)).toEqual(['Detectar automaticamente', 'JSON', 'YAML', 'TOML', 'CSV', 'XML']);
		expect(labels('data-convert', 'from', 'es')[0]).toBe('Detectar automáticamente');
		expect(labels('data-convert', 'from', 'en')[0]).toBe('Detect automatically');
		expect(labels('encode', 'direction', 'es')).toEqual(['Codificar', 'Decodificar']);
		expect(labels('encode', 'scheme', 'en').slice(0, 8)).toEqual(['Base64', 'Base64URL', 'Base32', 'Hexadecimal', 'URL encoding', 'HTML entities', 'Base58', 'Base62']);
		expect(labels('encode', 'scheme', 'pt-BR')).toEqual(expect.arrayContaining(['Binário', 'Octal', 'Código Morse', 'Alfabeto da OTAN', 'Braille', 'Punycode', 'Crockford Base32']));
		// FIPS 180-4 and FIPS 202 name the functions SHA-256, SHA-512/256, SHA3-256.
		expect(labels('hash', 'algorithms', 'pt-BR')).toEqual(expect.arrayContaining(['MD5', 'SHA-1', 'SHA-256', 'SHA-512/256', 'SHA3-256', 'CRC-32']));
		expect(labels('jwt-sign', 'algorithm', 'es')).toEqual(['HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA']);
		expect(labels('cron', 'locale', 'pt-BR')).toEqual(['English', 'Português (Brasil)', 'Español']);
		expect(labels('timestamp', 'unit', 'pt-BR')).toEqual(['Detectar automaticamente', 'Segundos', 'Milissegundos', 'Microssegundos', 'Nanossegundos', 'FILETIME do Windows', 'Data serial do Excel']);
		// Numbers read as themselves unless the module names them.
		expect(labels('otp-totp-generate', 'digits', 'es')).toEqual(['6', '8']);
		expect(labels('number-base', 'from', 'pt-BR').filter((l) => /\D/.test(l))).toEqual(expect.arrayContaining(['2 (binário)', '8 (octal)', '10 (decimal)', '16 (hexadecimal)', 'Algarismos romanos', 'Complemento de dois']));
	});

	it('say a choice’s default in its words', () => {
		expect(choiceField('data-convert', 'from', 'pt-BR').hint).toBe('padrão Detectar automaticamente');
		expect(choiceField('text-diff', 'mode', 'es').hint).toBe('por defecto Líneas');
		expect(choiceField('barcode', 'output', 'en').hint).toBe('default PNG');
	});

	it('leave the value the operation receives as the API’s', () => {
		const fields = formOf('data-convert', 'pt-BR');
		const values = valuesFromInput(fields, { input: 'a: 1', from: 'yaml', to: 'toml' });
		expect(buildInput(fields, values, ptBR.tool.form).input).toMatchObject({ from: 'yaml', to: 'toml' });
		const hash = formOf('hash', 'es');
		expect(buildInput(hash, valuesFromInput(hash, { input: 'abc', algorithms: ['sha256', 'sha512-256'] }), es.tool.form).input).toMatchObject({ algorithms: ['sha256', 'sha512-256'] });
	});

	it('come from one shared table that holds only names some tool shows', () => {
		const shown = new Set(CHOICES.filter((c) => shownChoices(schemaOf(c.id)).has(c.path)).flatMap((c) => c.values.filter((v) => !ownWords(c.id, c.path, 'en')?.[String(v)]).map(String)));
		expect(Object.keys(OPTION_NAMES).filter((value) => !shown.has(value))).toEqual([]);
	});
});

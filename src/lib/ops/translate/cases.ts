import type { OperationCase } from '../cases.js';

/**
 * Cases that hold without a translation service: request validation (422) and, for valid
 * requests, the 502 of a server without `TRANSLATE_BASE_URL`. Whether a well-formed code is
 * supported depends on the service's language list, so those answers, and translations, are
 * tested in translate.test.ts and tests/api/translate.test.ts against a fake LibreTranslate.
 */
const DECISION = 'docs/spec/decisions.md "Translate": text required, at most 5,000 characters; to required; 422 otherwise';
const MESSAGES = 'src/lib/ops/translate/README.md "Validation" (message wording)';
const NOT_CONFIGURED = 'docs/spec/decisions.md "Translate" (502 {"detail"} when the upstream fails); src/lib/ops/translate/README.md: unset TRANSLATE_BASE_URL';
const CODE_HINT = 'must be a language code such as "en", "de" or "pt-BR"';

function invalid(name: string, input: unknown, detail: string): OperationCase {
	return { name, op: 'translate', input, expected: { status: 422, body: { detail, code: 'invalid_input' } }, source: `${DECISION}; ${MESSAGES}` };
}

function notConfigured(name: string, input: unknown, source = NOT_CONFIGURED): OperationCase {
	return { name, op: 'translate', input, expected: { status: 502, body: { detail: 'Translation service is not configured', code: 'upstream_not_configured' } }, source };
}

export const cases: OperationCase[] = [
	invalid('nothing given', {}, 'text: is required; to: is required'),
	invalid('to missing', { text: 'Hello' }, 'to: is required'),
	invalid('text missing', { to: 'es' }, 'text: is required'),
	invalid('text not a string', { text: 42, to: 'es' }, 'text: must be a string'),
	invalid('text empty', { text: '', to: 'es' }, 'text: must not be empty'),
	invalid('text only white space', { text: ' \n\t ', to: 'es' }, 'text: must not be empty'),
	invalid('text of 5,001 characters', { text: 'a'.repeat(5_001), to: 'es' }, 'text: must be at most 5,000 characters, got 5,001'),
	invalid('to a language name', { text: 'Hello', to: 'Spanish' }, `to: ${CODE_HINT}`),
	invalid('to "auto"', { text: 'Hello', to: 'auto' }, `to: ${CODE_HINT}`),
	invalid('to empty', { text: 'Hello', to: '' }, `to: ${CODE_HINT}`),
	invalid('to not a string', { text: 'Hello', to: ['es'] }, 'to: must be a string'),
	invalid('from a language name', { text: 'Hello', from: 'English', to: 'es' }, `from: ${CODE_HINT}, or "auto"`),
	invalid('from null', { text: 'Hello', from: null, to: 'es' }, 'from: must be a string'),
	{
		name: 'from and to the same language: the text comes back unchanged',
		op: 'translate',
		input: { text: 'Good morning,\n  world', from: 'en', to: 'en' },
		expected: { status: 200, body: { translated_text: 'Good morning,\n  world', from: 'en', to: 'en' } },
		source: `${DECISION}; src/lib/ops/translate/README.md "Same language" (no service is asked)`
	},
	{
		name: 'same language in another case and with white space: codes as given, trimmed',
		op: 'translate',
		input: { text: 'Olá', from: ' pt-BR', to: 'PT-br ' },
		expected: { status: 200, body: { translated_text: 'Olá', from: 'pt-BR', to: 'PT-br' } },
		source: `${DECISION}; src/lib/ops/translate/README.md "Same language" (codes compared in any case)`
	},
	notConfigured('detect the source language', { text: 'Bonjour', to: 'en' }),
	notConfigured('given source language', { text: 'Hello', from: 'en', to: 'es' }),
	notConfigured('"AUTO" in capitals, codes with subtags', { text: 'Hello', from: 'AUTO', to: 'pt-BR' }, `${NOT_CONFIGURED}; src/lib/ops/translate/README.md: codes in any case`),
	notConfigured('text of 5,000 characters (the limit is inclusive)', { text: 'a'.repeat(5_000), to: 'es' }, `${NOT_CONFIGURED}; ${DECISION}`),
	notConfigured('5,000 emoji are 5,000 characters', { text: '🌍'.repeat(5_000), to: 'es' }, `${NOT_CONFIGURED}; src/lib/ops/translate/README.md: characters are Unicode code points`)
];

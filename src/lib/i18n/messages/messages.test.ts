import { describe, expect, it } from 'vitest';
import en from './en/index.js';
import es from './es/index.js';
import ptBR from './pt-BR/index.js';

/**
 * Words that are the same in every language (names, acronyms, codes; compared in lower case). A pt-BR or es message
 * equal to its English one is otherwise a message someone forgot to translate.
 */
const SAME_IN_EVERY_LANGUAGE = new Set(['api', 'offline', 'ok', 'json', 'url', 'totp', 'jwt', 'qr', 'curl', 'javascript', 'python', '.', '', 'utilkit']);

/** Messages whose right translation happens to be the English text, per language. */
const SAME_BY_DESIGN: Record<string, string[]> = {
	// "E-mail" is the usual Brazilian label; "Total" is the word in both languages.
	'pt-BR': ['account.email', 'account.usage.total'],
	// "plan" is Spanish too ("plan free": the plan's name is the server's).
	es: ['account.plan', 'account.usage.total']
};

type Tree = { [key: string]: string | ((...args: never[]) => string) | Tree };

/** Every message as [path, text], functions called with sample values (1 and 7 for counts). */
function flatten(tree: Tree, prefix = ''): [string, string][] {
	return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
		const path = prefix ? `${prefix}.${key}` : key;
		if (typeof value === 'string') return [[path, value]];
		if (typeof value === 'function') {
			const call = value as (...args: unknown[]) => unknown;
			// Counts are numbers, names are strings: try numbers, then the same values as text.
			const callWith = (n: number) => {
				try {
					return String(call(...Array.from({ length: value.length }, () => n)));
				} catch {
					return String(call(...Array.from({ length: value.length }, () => String(n))));
				}
			};
			return [1, 7].map((n): [string, string] => [`${path}(${n})`, callWith(n)]);
		}
		return flatten(value, path);
	});
}

const english = new Map(flatten(en as unknown as Tree));

describe.each([
	['pt-BR', ptBR],
	['es', es]
])('%s messages', (name, messages) => {
	const translated = new Map(flatten(messages as unknown as Tree));

	it('has exactly the English messages', () => {
		expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
	});

	it('translates every message that is not a name or an acronym', () => {
		const allowed = (path: string) => SAME_BY_DESIGN[name]!.includes(path.replace(/\(\d\)$/, ''));
		const untranslated = [...translated].filter(
			([path, text]) => text === english.get(path) && !SAME_IN_EVERY_LANGUAGE.has(text.trim().toLowerCase()) && !allowed(path)
		);
		expect(untranslated).toEqual([]);
	});

	it('keeps the values a message is given', () => {
		// A message that shows a count in English shows it in the translation too.
		for (const [path, text] of english) {
			const number = /\((\d)\)$/.exec(path)?.[1];
			if (number && text.includes(number)) expect(translated.get(path), path).toContain(number);
		}
	});
});

/**
 * Prettier 3's standalone build with only the plugins a language needs, each imported on its first
 * use (the babel and TypeScript parsers alone are several hundred KB). Prettier's own options stay
 * at their defaults but the indent; whitespace-sensitive HTML formatting is Prettier's default
 * (`htmlWhitespaceSensitivity: css`), so inline text keeps its spaces.
 */
import type { Plugin } from 'prettier';
import { errors } from './errors.js';
import type { Language } from './options.js';

export type PrettierLanguage = Extract<Language, 'html' | 'css' | 'javascript' | 'typescript' | 'json5' | 'yaml' | 'graphql' | 'markdown'>;

const PARSER: Record<PrettierLanguage, string> = {
	html: 'html',
	css: 'css',
	javascript: 'babel',
	typescript: 'typescript',
	json5: 'json5',
	yaml: 'yaml',
	graphql: 'graphql',
	markdown: 'markdown'
};

const NAME: Record<PrettierLanguage, string> = {
	html: 'HTML',
	css: 'CSS',
	javascript: 'JavaScript',
	typescript: 'TypeScript',
	json5: 'JSON5',
	yaml: 'YAML',
	graphql: 'GraphQL',
	markdown: 'Markdown'
};

const asPlugin = (module: unknown) => module as Plugin;

/** The plugins each language's parser and printer live in. */
function plugins(language: PrettierLanguage): Promise<Plugin[]> {
	switch (language) {
		case 'html':
			// Inline <script> and <style> are formatted too, by the babel and postcss plugins.
			return Promise.all([import('prettier/plugins/html'), import('prettier/plugins/babel'), import('prettier/plugins/estree'), import('prettier/plugins/postcss')]).then((all) => all.map(asPlugin));
		case 'css':
			return import('prettier/plugins/postcss').then((m) => [asPlugin(m)]);
		case 'javascript':
		case 'json5':
			return Promise.all([import('prettier/plugins/babel'), import('prettier/plugins/estree')]).then((all) => all.map(asPlugin));
		case 'typescript':
			return Promise.all([import('prettier/plugins/typescript'), import('prettier/plugins/estree')]).then((all) => all.map(asPlugin));
		case 'yaml':
			return import('prettier/plugins/yaml').then((m) => [asPlugin(m)]);
		case 'graphql':
			return import('prettier/plugins/graphql').then((m) => [asPlugin(m)]);
		case 'markdown':
			// Code blocks in a fence are left as they are (embedded formatting needs more plugins).
			return import('prettier/plugins/markdown').then((m) => [asPlugin(m)]);
	}
}

/** Prettier's parse errors carry `loc.start` (line and column from 1) and a code frame after the first line. */
function syntaxError(err: unknown, language: PrettierLanguage) {
	const loc = (err as { loc?: { start?: { line?: number; column?: number } } }).loc?.start;
	const message = String((err as Error).message ?? err).split('\n')[0];
	const at = /\((\d+):(\d+)\)\s*$/.exec(message);
	const line = loc?.line ?? (at ? Number(at[1]) : 1);
	const column = loc?.column ?? (at ? Number(at[2]) : 1);
	const reason = message.replace(/\s*\(\d+:\d+\)\s*$/, '').replace(/^CssSyntaxError: /, '') || 'syntax error';
	return errors.error('syntax', { line: Number.isFinite(line) ? line : 1, column: Number.isFinite(column) ? column : 1, language: NAME[language], reason }, { field: 'input' });
}

export async function formatWithPrettier(text: string, language: PrettierLanguage, indent: number): Promise<string> {
	const [prettier, loaded] = await Promise.all([import('prettier/standalone'), plugins(language)]);
	try {
		return await prettier.format(text, { parser: PARSER[language], plugins: loaded, tabWidth: indent });
	} catch (err) {
		if ((err as Error)?.name === 'SyntaxError' || (err as { loc?: unknown }).loc) throw syntaxError(err, language);
		throw err;
	}
}

/** Checks that `text` parses, as Prettier's parser for `language` reads it (for the minifiers, which are lenient). */
export async function checkSyntax(text: string, language: PrettierLanguage): Promise<void> {
	await formatWithPrettier(text, language, 2);
}

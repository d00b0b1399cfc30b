/**
 * SQL by sql-formatter (its dialects and keyword case). It has no minify: `minify` formats first
 * (which checks the syntax and applies the keyword case) and then collapses the whitespace with
 * the small lexer below, which copies string literals, quoted identifiers and dollar-quoted bodies
 * untouched and drops comments (but MySQL's `/*! … *\/` and optimizer hints `/*+ … *\/`, which run).
 */
import { format, type SqlLanguage } from 'sql-formatter';
import { errors } from './errors.js';
import type { Dialect, KeywordCase } from './options.js';

const LANGUAGE: Record<Dialect, SqlLanguage> = { standard: 'sql', postgresql: 'postgresql', mysql: 'mysql', sqlite: 'sqlite', tsql: 'transactsql' };

export function formatSql(text: string, dialect: Dialect, keywordCase: KeywordCase, indent: number): string {
	try {
		// MySQL's own placeholders are `?`; `:name` binds (PDO, CyberChef's SQL Beautify) are read too.
		const paramTypes = dialect === 'mysql' ? { positional: true, named: [':' as const] } : undefined;
		return format(text, { language: LANGUAGE[dialect], keywordCase, tabWidth: indent, paramTypes });
	} catch (err) {
		const message = String((err as Error).message ?? err);
		const at = /at line (\d+) column (\d+)/.exec(message);
		const reason = message.split('\n')[0].replace(/ at line \d+ column \d+\.?$/, '').replace(/^Parse error:?\s*/, '') || 'parse error';
		throw errors.error('syntax', { line: at ? Number(at[1]) : 1, column: at ? Number(at[2]) : 1, language: 'SQL', reason }, { field: 'input' });
	}
}

/** No space is needed on either side of these. */
const TIGHT = new Set(['(', ',', ';']);
const TIGHT_BEFORE = new Set(['(', ')', ',', ';']);

/** Index just past the quoted text that starts at `start` with `quote`; a doubled closing quote is an escaped one. */
function skipQuoted(text: string, start: number, close: string, backslash: boolean): number {
	let i = start + 1;
	while (i < text.length) {
		const c = text[i];
		if (backslash && c === '\\') i += 2;
		else if (c === close) {
			if (text[i + 1] === close) i += 2;
			else return i + 1;
		} else i++;
	}
	return text.length;
}

export function minifySql(formatted: string, dialect: Dialect): string {
	let out = '';
	let space = false;
	let i = 0;
	const emit = (piece: string) => {
		if (space && out && !TIGHT.has(out[out.length - 1]) && !TIGHT_BEFORE.has(piece[0])) out += ' ';
		out += piece;
		space = false;
	};
	while (i < formatted.length) {
		const c = formatted[i];
		const next = formatted[i + 1];
		let end = i + 1;
		if (/\s/.test(c)) {
			space = true;
			i++;
			continue;
		}
		if ((c === '-' && next === '-') || (c === '#' && dialect === 'mysql')) {
			const newline = formatted.indexOf('\n', i);
			i = newline < 0 ? formatted.length : newline;
			space = true;
			continue;
		}
		if (c === '/' && next === '*') {
			const close = formatted.indexOf('*/', i + 2);
			end = close < 0 ? formatted.length : close + 2;
			if (formatted[i + 2] === '!' || formatted[i + 2] === '+') emit(formatted.slice(i, end));
			else space = true;
			i = end;
			continue;
		}
		if (c === "'" || c === '"') {
			const prev = formatted[i - 1];
			const backslash = dialect === 'mysql' || (c === "'" && (prev === 'E' || prev === 'e') && !/\w/.test(formatted[i - 2] ?? ''));
			end = skipQuoted(formatted, i, c, backslash);
		} else if (c === '`') end = skipQuoted(formatted, i, '`', false);
		else if (c === '[' && (dialect === 'tsql' || dialect === 'sqlite')) end = skipQuoted(formatted, i, ']', false);
		else if (c === '$' && dialect === 'postgresql') {
			const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(formatted.slice(i, i + 64));
			if (tag) {
				const close = formatted.indexOf(tag[0], i + tag[0].length);
				end = close < 0 ? formatted.length : close + tag[0].length;
			}
		} else {
			// A run of ordinary characters up to the next space, quote or tight punctuation.
			while (end < formatted.length && !/[\s'"`[$(),;]/.test(formatted[end]) && !(formatted[end] === '-' && formatted[end + 1] === '-') && !(formatted[end] === '/' && formatted[end + 1] === '*')) end++;
		}
		emit(formatted.slice(i, end));
		i = end;
	}
	return out;
}

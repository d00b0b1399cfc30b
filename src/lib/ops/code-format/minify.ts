/**
 * The minifiers: terser (JavaScript; mangles local names, keeps top-level ones, as a script),
 * css-tree (CSS: its parser's tree written back without whitespace or comments; unlike csso it
 * rewrites no value, so `black` stays `black` and the token stream is the input's) and a JSON5
 * whitespace-and-comment stripper over a text JSON5 has already parsed (re-serializing the parsed
 * value would round big integers to doubles).
 */
import { errors } from './errors.js';

export async function minifyJavaScript(text: string): Promise<string> {
	const { minify } = await import('terser');
	try {
		const result = await minify(text, { compress: true, mangle: true, module: false, format: { comments: false } });
		return result.code ?? '';
	} catch (err) {
		const e = err as { message?: string; line?: number; col?: number };
		if (typeof e.line === 'number') throw errors.error('syntax', { line: e.line, column: (e.col ?? 0) + 1, language: 'JavaScript', reason: e.message ?? 'syntax error' }, { field: 'input' });
		throw err;
	}
}

export async function minifyCss(text: string): Promise<string> {
	const { parse, generate } = await import('css-tree');
	return generate(parse(text));
}

const JSON5_SPACE = /[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;

export async function minifyJson5(text: string): Promise<string> {
	const JSON5 = (await import('json5')).default;
	try {
		JSON5.parse(text);
	} catch (err) {
		const e = err as { message?: string; lineNumber?: number; columnNumber?: number };
		const reason = (e.message ?? 'syntax error').replace(/^JSON5: /, '').replace(/ at \d+:\d+$/, '');
		throw errors.error('syntax', { line: e.lineNumber ?? 1, column: e.columnNumber ?? 1, language: 'JSON5', reason }, { field: 'input' });
	}
	let out = '';
	let i = 0;
	while (i < text.length) {
		const c = text[i];
		if (c === '"' || c === "'") {
			let end = i + 1;
			while (end < text.length && text[end] !== c) end += text[end] === '\\' ? 2 : 1;
			out += text.slice(i, end + 1);
			i = end + 1;
		} else if (c === '/' && text[i + 1] === '/') {
			while (i < text.length && !/[\n\r\u2028\u2029]/.test(text[i])) i++;
		} else if (c === '/' && text[i + 1] === '*') {
			const close = text.indexOf('*/', i + 2);
			i = close < 0 ? text.length : close + 2;
		} else if (JSON5_SPACE.test(c)) i++;
		else {
			out += c;
			i++;
		}
	}
	return out;
}

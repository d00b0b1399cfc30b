import { apiRequest } from './api-request.js';
import { curlCommand, shellQuote } from './curl.js';

/**
 * Ready-to-run API calls for a tool's current input, in the languages the tool page offers. The
 * key is always a placeholder read from the environment (UTILKIT_API_KEY), never a real key: the
 * snippet is on screen and ends up in shared scripts.
 */

export type SnippetLanguage = 'curl' | 'javascript' | 'python';

export interface SnippetTarget {
	method: 'GET' | 'POST';
	path: string;
}

/** The request split the way fetch and requests want it. */
function parts(origin: string, target: SnippetTarget, input: Record<string, unknown>) {
	const { url, body } = apiRequest(target, input);
	const q = url.indexOf('?');
	const path = q < 0 ? url : url.slice(0, q);
	const query = q < 0 ? [] : [...new URLSearchParams(url.slice(q + 1))];
	return { url: origin + url, base: origin + path, query, body: body === undefined ? undefined : (JSON.parse(body) as unknown) };
}

/**
 * JavaScript with fetch (Node 18+, Deno, Bun; `process.env` is Node's). JSON is valid JavaScript
 * (since ES2019 even with U+2028 in strings), so the body literal is JSON.stringify's own output.
 * @example fetchSnippet('https://u.example', { method: 'POST', path: '/hash' }, { input: 'abc' })
 */
export function fetchSnippet(origin: string, target: SnippetTarget, input: Record<string, unknown>): string {
	const { url, body } = parts(origin, target, input);
	const lines = [`const res = await fetch(${JSON.stringify(url)}, {`];
	if (target.method === 'POST') lines.push(`  method: "POST",`);
	lines.push(`  headers: {`, `    "X-API-Key": process.env.UTILKIT_API_KEY${body === undefined ? '' : ','}`);
	if (body !== undefined) lines.push(`    "Content-Type": "application/json"`);
	lines.push(`  }${body === undefined ? '' : ','}`);
	if (body !== undefined) lines.push(`  body: JSON.stringify(${JSON.stringify(body, null, 2).replace(/\n/g, '\n  ')})`);
	lines.push(`});`, `console.log(res.status, await res.json());`);
	return lines.join('\n');
}

/**
 * A Python literal for a JSON value. JSON's string escapes (\" \\ \n \t \uXXXX …) are also
 * Python's, so strings are JSON.stringify's; only true/false/null differ.
 */
export function pythonLiteral(value: unknown, indent = 0): string {
	const pad = ' '.repeat(indent + 4);
	const end = ' '.repeat(indent);
	if (value === null || value === undefined) return 'None';
	if (value === true) return 'True';
	if (value === false) return 'False';
	if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'None';
	if (typeof value === 'string') return JSON.stringify(value);
	if (Array.isArray(value)) {
		if (value.length === 0) return '[]';
		return `[\n${value.map((v) => pad + pythonLiteral(v, indent + 4)).join(',\n')}\n${end}]`;
	}
	const entries = Object.entries(value as Record<string, unknown>);
	if (entries.length === 0) return '{}';
	return `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${pythonLiteral(v, indent + 4)}`).join(',\n')}\n${end}}`;
}

/**
 * Python with requests: query parameters as `params=`, the body as `json=`.
 * @example pythonSnippet('https://u.example', { method: 'GET', path: '/country-info/{code}' }, { code: 'PT' })
 */
export function pythonSnippet(origin: string, target: SnippetTarget, input: Record<string, unknown>): string {
	const { base, query, body } = parts(origin, target, input);
	const args = [`    ${JSON.stringify(base)},`];
	if (query.length) args.push(`    params=${pythonLiteral(Object.fromEntries(query), 4)},`);
	args.push(`    headers={"X-API-Key": os.environ["UTILKIT_API_KEY"]},`);
	if (body !== undefined) args.push(`    json=${pythonLiteral(body, 4)},`);
	args.push(`    timeout=30,`);
	return ['import os', '', 'import requests', '', `res = requests.${target.method.toLowerCase()}(`, ...args, ')', 'print(res.status_code, res.json())'].join('\n');
}

/** The snippet for `language`. */
export function apiSnippet(language: SnippetLanguage, origin: string, target: SnippetTarget, input: Record<string, unknown>): string {
	if (language === 'javascript') return fetchSnippet(origin, target, input);
	if (language === 'python') return pythonSnippet(origin, target, input);
	return curlCommand(origin, target, input);
}

/** The languages of the code samples, in the order the tool page and /docs show them. */
export const SNIPPET_LANGUAGES: SnippetLanguage[] = ['curl', 'javascript', 'python'];

/**
 * Every code sample of one request, by language: what /docs shows for each example, and what
 * tests/api/docs-examples.test.ts runs (its curl commands, with the real curl, as written).
 * @example referenceSnippets('https://u.example', { method: 'POST', path: '/hash' }, { input: 'abc' }).curl
 */
export function referenceSnippets(origin: string, target: SnippetTarget, input: Record<string, unknown>): Record<SnippetLanguage, string> {
	return Object.fromEntries(SNIPPET_LANGUAGES.map((language) => [language, apiSnippet(language, origin, target, input)])) as Record<SnippetLanguage, string>;
}

/** A raw-body request (docs/api.md, "Raw bodies"): its query parameters and headers besides the key. */
export interface RawRequest {
	query: Record<string, string>;
	headers: Record<string, string>;
}

/** The file the raw samples send: the reader's own, by this name. */
export const RAW_FILE = 'file.bin';

/**
 * Every code sample of a raw-body request, by language: the file streamed from disk (curl `-T`,
 * Node's file-backed Blob, requests with a file object), never read whole into memory first.
 * @example rawSnippets('https://u.example', { method: 'POST', path: '/hash' }, { query: { algorithms: 'sha256' }, headers: {} }).curl
 */
export function rawSnippets(origin: string, target: SnippetTarget, raw: RawRequest): Record<SnippetLanguage, string> {
	const query = new URLSearchParams(raw.query).toString().replace(/%2C/g, ',');
	const url = `${origin}/api/v1${target.path}${query ? `?${query}` : ''}`;
	const headers = Object.entries(raw.headers);
	const curl = [`curl -X POST ${shellQuote(url)}`, `-H "X-API-Key: $UTILKIT_API_KEY"`, `-H 'Content-Type: application/octet-stream'`];
	for (const [name, value] of headers) curl.push(`-H ${shellQuote(`${name}: ${value}`)}`);
	curl.push(`-T ${RAW_FILE}`);
	const js = [
		`import { openAsBlob } from "node:fs";`,
		``,
		`const res = await fetch(${JSON.stringify(url)}, {`,
		`  method: "POST",`,
		`  headers: {`,
		`    "X-API-Key": process.env.UTILKIT_API_KEY,`,
		...headers.map(([name, value]) => `    ${JSON.stringify(name)}: ${JSON.stringify(value)},`),
		`    "Content-Type": "application/octet-stream"`,
		`  },`,
		`  body: await openAsBlob(${JSON.stringify(RAW_FILE)})`,
		`});`,
		`console.log(res.status, await res.json());`
	];
	const base = `${origin}/api/v1${target.path}`;
	const py = [
		'import os',
		'',
		'import requests',
		'',
		`with open(${JSON.stringify(RAW_FILE)}, "rb") as body:`,
		`    res = requests.post(`,
		`        ${JSON.stringify(base)},`,
		...(Object.keys(raw.query).length ? [`        params=${pythonLiteral(raw.query, 8)},`] : []),
		`        headers=${pythonLiteral({ 'X-API-Key': '$KEY', ...raw.headers, 'Content-Type': 'application/octet-stream' }, 8).replace('"$KEY"', 'os.environ["UTILKIT_API_KEY"]')},`,
		`        data=body,`,
		`        timeout=300,`,
		`    )`,
		'print(res.status_code, res.json())'
	];
	return { curl: curl.join(' \\\n  '), javascript: js.join('\n'), python: py.join('\n') };
}

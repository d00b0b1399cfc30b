import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { apiSnippet, fetchSnippet, pythonSnippet, RAW_FILE, rawSnippets, type SnippetLanguage } from './snippets.js';

const ORIGIN = 'https://u.example';
const hash = { method: 'POST' as const, path: '/hash' };
const countryInfo = { method: 'GET' as const, path: '/country-info/{code}' };
const countrySearch = { method: 'GET' as const, path: '/country-info' };

/** Strings that break naive quoting in one language or another. */
const NASTY = `it's "quoted" \\ back\nnew line\ttab $HOME \`cmd\` ${'\u0001'} Olá ünï 👋 \u2028 {} %20 & = ?`;

/** What a snippet does when run: the request it makes, with the key from the environment. */
interface Call {
	method: string;
	url: string;
	key: string;
	json?: unknown;
	contentType?: string;
}

/** Runs a fetch snippet with a fake fetch and UTILKIT_API_KEY=K. */
async function runJs(code: string): Promise<Call> {
	let call: Call | undefined;
	const fakeFetch = async (url: string, init: { method?: string; headers: Record<string, string>; body?: string }) => {
		call = {
			method: init.method ?? 'GET',
			url,
			key: init.headers['X-API-Key'],
			contentType: init.headers['Content-Type'],
			...(init.body !== undefined && { json: JSON.parse(init.body) })
		};
		return { status: 200, json: async () => ({}) };
	};
	const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...a: unknown[]) => Promise<void>;
	await new AsyncFunction('fetch', 'process', 'console', code)(fakeFetch, { env: { UTILKIT_API_KEY: 'K' } }, { log() {} });
	return call!;
}

const hasPython = (() => {
	try {
		execFileSync('python3', ['-c', 'pass']);
		return true;
	} catch {
		return false;
	}
})();

/** Runs a requests snippet against a fake `requests` module with UTILKIT_API_KEY=K. */
function runPython(code: string): Call {
	const fake = `
import json, sys, types, urllib.parse
calls = []
class R:
    status_code = 200
    def json(self): return {}
def make(method):
    def f(url, params=None, headers=None, json=None, timeout=None):
        calls.append({"method": method, "url": url + ("?" + urllib.parse.urlencode(params) if params else ""), "key": headers["X-API-Key"], **({"json": json} if json is not None else {})})
        return R()
    return f
requests = types.ModuleType("requests")
requests.get = make("GET")
requests.post = make("POST")
sys.modules["requests"] = requests
import os
os.environ["UTILKIT_API_KEY"] = "K"
exec(compile(sys.stdin.read(), "snippet.py", "exec"), {"print": lambda *a: None})
sys.stdout.write(json.dumps(calls[0]))
`;
	return JSON.parse(execFileSync('python3', ['-c', fake], { input: code, encoding: 'utf8' })) as Call;
}

/** Runs a curl command in bash with a fake curl that prints its arguments, UTILKIT_API_KEY=K. */
function runCurl(code: string): string[] {
	const out = execFileSync('bash', ['-c', `curl() { printf '%s\\0' "$@"; }\n${code}`], { env: { UTILKIT_API_KEY: 'K', PATH: process.env.PATH }, encoding: 'utf8' });
	return out.split('\0').slice(0, -1);
}

describe('fetchSnippet', () => {
	it('writes a POST with the key from the environment', () => {
		expect(fetchSnippet(ORIGIN, hash, { input: 'abc' })).toBe(
			[
				'const res = await fetch("https://u.example/api/v1/hash", {',
				'  method: "POST",',
				'  headers: {',
				'    "X-API-Key": process.env.UTILKIT_API_KEY,',
				'    "Content-Type": "application/json"',
				'  },',
				'  body: JSON.stringify({',
				'    "input": "abc"',
				'  })',
				'});',
				'console.log(res.status, await res.json());'
			].join('\n')
		);
	});

	it('sends exactly the input, whatever its strings hold', async () => {
		const input = { input: NASTY, algorithms: ['sha256', 'md5'], nested: { a: [1, -2.5, 1e21, true, null] } };
		expect(await runJs(fetchSnippet(ORIGIN, hash, input))).toEqual({ method: 'POST', url: `${ORIGIN}/api/v1/hash`, key: 'K', contentType: 'application/json', json: input });
	});

	it('puts GET fields in the path and the query string', async () => {
		expect(await runJs(fetchSnippet(ORIGIN, countryInfo, { code: 'P T/1' }))).toEqual({ method: 'GET', url: `${ORIGIN}/api/v1/country-info/P%20T%2F1`, key: 'K' });
		const call = await runJs(fetchSnippet(ORIGIN, countrySearch, { search: NASTY }));
		expect(new URL(call.url).searchParams.get('search')).toBe(NASTY);
		expect(call.json).toBeUndefined();
	});
});

describe.skipIf(!hasPython)('pythonSnippet (run by python3 against a fake requests)', () => {
	it('writes a POST with the key from os.environ', () => {
		expect(pythonSnippet(ORIGIN, hash, { input: 'abc', lower: true, none: null })).toBe(
			[
				'import os',
				'',
				'import requests',
				'',
				'res = requests.post(',
				'    "https://u.example/api/v1/hash",',
				'    headers={"X-API-Key": os.environ["UTILKIT_API_KEY"]},',
				'    json={',
				'        "input": "abc",',
				'        "lower": True,',
				'        "none": None',
				'    },',
				'    timeout=30,',
				')',
				'print(res.status_code, res.json())'
			].join('\n')
		);
	});

	it('sends exactly the input, whatever its strings hold', () => {
		const input = { input: NASTY, algorithms: ['sha256'], flags: [true, false, null], nested: { n: -2.5, big: 1e21, empty: {}, list: [] } };
		expect(runPython(pythonSnippet(ORIGIN, hash, input))).toEqual({ method: 'POST', url: `${ORIGIN}/api/v1/hash`, key: 'K', json: input });
	});

	it('fills the path and passes the rest as params', () => {
		expect(runPython(pythonSnippet(ORIGIN, countryInfo, { code: 'PT' }))).toEqual({ method: 'GET', url: `${ORIGIN}/api/v1/country-info/PT`, key: 'K' });
		const call = runPython(pythonSnippet(ORIGIN, countrySearch, { search: NASTY }));
		expect(new URL(call.url).searchParams.get('search')).toBe(NASTY);
	});
});

describe('curl (run by bash with a fake curl)', () => {
	it('quotes every body for the shell', () => {
		const input = { input: NASTY, algorithms: ['sha256'] };
		const args = runCurl(apiSnippet('curl', ORIGIN, hash, input));
		expect(args.slice(0, 3)).toEqual(['-X', 'POST', `${ORIGIN}/api/v1/hash`]);
		expect(args).toContain('X-API-Key: K');
		expect(JSON.parse(args[args.indexOf('-d') + 1])).toEqual(input);
	});

	it('sends GET parameters in the URL', () => {
		const [url, ...rest] = runCurl(apiSnippet('curl', ORIGIN, countrySearch, { search: NASTY }));
		expect(new URL(url).searchParams.get('search')).toBe(NASTY);
		expect(rest).toEqual(['-H', 'X-API-Key: K']);
	});
});

describe('apiSnippet', () => {
	it('never carries a real key, only the placeholder', () => {
		for (const lang of ['curl', 'javascript', 'python'] as SnippetLanguage[]) {
			expect(apiSnippet(lang, ORIGIN, hash, { input: 'x' })).toMatch(/UTILKIT_API_KEY/);
		}
	});
});

describe('rawSnippets (a file as the body)', () => {
	const raw = { query: { algorithms: 'sha256,md5' }, headers: { 'X-Utilkit-Hmac-Key': "it's $HOME" } };

	it('writes curl streaming the file with -T, the query as given and every header quoted', () => {
		expect(runCurl(rawSnippets(ORIGIN, hash, raw).curl)).toEqual([
			'-X',
			'POST',
			`${ORIGIN}/api/v1/hash?algorithms=sha256,md5`,
			'-H',
			'X-API-Key: K',
			'-H',
			'Content-Type: application/octet-stream',
			'-H',
			"X-Utilkit-Hmac-Key: it's $HOME",
			'-T',
			RAW_FILE
		]);
	});

	it('writes JavaScript and Python that send the file from disk, not a string', () => {
		const { javascript, python } = rawSnippets(ORIGIN, hash, raw);
		expect(javascript).toContain(`body: await openAsBlob("${RAW_FILE}")`);
		expect(javascript).toContain(`"X-Utilkit-Hmac-Key": "it's $HOME",`);
		expect(python).toContain(`with open("${RAW_FILE}", "rb") as body:`);
		expect(python).toContain('data=body,');
	});
});

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { domainToASCII } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { urlParse } from './index.js';

const fixtures = new URL('../../../../tests/fixtures/', import.meta.url);
const run = (url: string) => executeOperation(urlParse, { url }, { now: () => 0 }) as { status: number; body: Record<string, unknown> };

describe('url-parse cases (replayed through executeOperation)', () => {
	replayCases(cases, [urlParse]);
});

describe('web-platform-tests urltestdata.json (a subset of absolute URLs)', () => {
	type Entry = { input: string; failure?: boolean } & Record<string, string | boolean>;
	const entries = (JSON.parse(readFileSync(new URL('wpt-url/urltestdata-subset.json', fixtures), 'utf8')) as (string | Entry)[]).filter(
		(e): e is Entry => typeof e === 'object'
	);
	it.each(entries.map((e) => [JSON.stringify(e.input), e] as const))('%s', (_, entry) => {
		const { status, body } = run(entry.input);
		if (entry.failure) {
			expect(status).toBe(422);
			return;
		}
		expect(status).toBe(200);
		for (const key of ['href', 'origin', 'protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash']) {
			if (key in entry) expect(body[key], key).toBe(entry[key]);
		}
	});
});

describe("the Public Suffix List's own tests (tests/test_psl.txt)", () => {
	const lines = readFileSync(new URL('psl/test_psl.txt', fixtures), 'utf8')
		.split('\n')
		.map((line) => /^checkPublicSuffix\('([^']*)', (?:'([^']*)'|null)\);/.exec(line))
		.filter((m): m is RegExpExecArray => m !== null);
	it('has the file’s checks', () => expect(lines.length).toBeGreaterThan(70));
	it.each(lines.map((m) => [m[1], m[2] ?? null] as const))('%s → %s', (domain, expected) => {
		const { status, body } = run(`http://${domain}/`);
		if (domain.startsWith('.')) {
			// "http://.com/" is a valid URL whose host starts with an empty label: no registrable domain.
			expect(status === 422 || body.registrable_domain === null).toBe(true);
			return;
		}
		expect(status).toBe(200);
		// The file writes IDN domains in Unicode; the URL's host is their IDNA (ASCII) form.
		expect(body.registrable_domain).toBe(expected === null ? null : domainToASCII(expected));
	});
});

const PYTHON = process.env.REFERENCE_PYTHON ?? 'python3';
const HAS_PYTHON = (() => {
	try {
		execFileSync(PYTHON, ['-c', 'import urllib.parse'], { stdio: 'ignore' });
		return true;
	} catch {
		return false;
	}
})();

describe('against Python’s urllib.parse', () => {
	it.runIf(HAS_PYTHON)('gives the same user, password, host, port, path, query pairs and fragment for plain http(s) URLs', () => {
		const segment = fc.stringMatching(/^[a-z0-9_~-]{1,8}$/);
		const sample = fc.sample(
			fc
				.record({
					scheme: fc.constantFrom('http', 'https'),
					user: fc.option(segment),
					host: fc.array(segment.map((s) => s.replace(/^[-_]+|[-_]+$/g, '') || 'a'), { minLength: 1, maxLength: 4 }),
					tld: fc.constantFrom('com', 'co.uk', 'github.io', 'com.br', 'de'),
					port: fc.option(fc.integer({ min: 1, max: 65535 })),
					path: fc.array(segment, { maxLength: 3 }),
					query: fc.array(fc.tuple(segment, fc.stringMatching(/^[a-z0-9]{0,6}$/)), { maxLength: 3 }),
					hash: fc.option(segment)
				})
				.map(
					(u) =>
						`${u.scheme}://${u.user ? `${u.user}@` : ''}${u.host.join('.')}.${u.tld}${u.port ? `:${u.port}` : ''}/${u.path.join('/')}` +
						`${u.query.length ? `?${u.query.map(([k, v]) => `${k}=${v}`).join('&')}` : ''}${u.hash ? `#${u.hash}` : ''}`
				),
			{ numRuns: 200, seed: 42 }
		);
		const script = `
import json, sys
from urllib.parse import urlsplit, parse_qsl
out = []
for s in json.load(sys.stdin):
    u = urlsplit(s)
    default = {'http': 80, 'https': 443}[u.scheme]
    out.append(dict(username=u.username or '', hostname=u.hostname, port='' if u.port in (None, default) else str(u.port),
        pathname=u.path or '/', query=[dict(key=k, value=v) for k, v in parse_qsl(u.query, keep_blank_values=True)], hash='#' + u.fragment if u.fragment else ''))
print(json.dumps(out))`;
		const theirs = JSON.parse(execFileSync(PYTHON, ['-c', script], { input: JSON.stringify(sample) }).toString()) as Record<string, unknown>[];
		sample.forEach((url, i) => {
			const { status, body } = run(url);
			expect(status, url).toBe(200);
			expect(body, url).toMatchObject(theirs[i]);
		});
	});
});

describe('url-parse properties', () => {
	it('never crashes: any text is a 200 or a 422 naming the field', () => {
		fc.assert(
			fc.property(fc.oneof(fc.string({ maxLength: 80 }), fc.tuple(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string({ maxLength: 20 })).map(([u, tail]) => u + tail)), (text) => {
				const { status, body } = run(text);
				if (status === 422) expect(String(body.detail)).toMatch(/^url: /);
				else expect(status).toBe(200);
			})
		);
	});

	it('href is a fixed point, and the query pairs rebuild the search', () => {
		fc.assert(
			fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true, validSchemes: ['http', 'https', 'ftp', 'ws'] }), (url) => {
				const { status, body } = run(url);
				expect(status).toBe(200);
				const again = run(body.href as string).body;
				expect(again).toEqual(body);
				const pairs = body.query as { key: string; value: string }[];
				const rebuilt = new URLSearchParams(pairs.map((p) => [p.key, p.value]));
				expect([...new URLSearchParams(body.search as string)]).toEqual([...rebuilt]);
				// The registrable domain, when there is one, ends the hostname, after the subdomain.
				if (body.registrable_domain !== null) {
					const sub = body.subdomain as string;
					expect(body.hostname).toBe(sub ? `${sub}.${body.registrable_domain}` : body.registrable_domain);
					expect((body.registrable_domain as string).endsWith(`.${body.public_suffix}`)).toBe(true);
				}
			})
		);
	});
});

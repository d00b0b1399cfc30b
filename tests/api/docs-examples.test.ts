/**
 * Every curl command the /docs page shows, run as written with the real `curl` against the built
 * server. The commands come from the page's own data (docs-data.ts, what the prerendered page is
 * built from) and the page's own generator (`referenceSnippets`), with this server as the origin,
 * as the page does with `location.origin`. The key is read from $UTILKIT_API_KEY, as the
 * commands say; `curl`'s output options come from a config file (CURL_HOME), so not a character
 * of a command is changed.
 *
 * Upstreams are the local stand-ins the other API tests use: a VIES, a LibreTranslate, an
 * OpenAI-compatible server, the ECB's rates, and a DNS server that knows no name (so the e-mail examples find no
 * MX, and the URL checker's examples are unreachable: a 200 with `reachable: false`). The
 * examples that cannot answer 2xx here are listed in EXPECTED_NOT_2XX with the reason.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAW_FILE, rawSnippets, referenceSnippets } from '../../src/lib/tools/snippets';
import { createHash } from 'node:crypto';
import { docsData } from '../../src/routes/[[lang=lang]]/docs/docs-data';
import { getOperation } from '../../src/lib/ops/registry';
import { startDnsPeer, type DnsPeer } from '../peers/dns-peer';
import { startLibreTranslatePeer, type LibreTranslatePeer } from '../peers/libretranslate-peer';
import { startOpenAiPeer, type OpenAiPeer } from '../peers/openai-peer';
import { startViesPeer, type ViesPeer } from '../peers/vies-peer';
import type { HttpPeer } from '../peers/http-peer';
import { startEcbPeer } from '../peers/ecb-peer';
import { startServer, type Server } from './harness';

const run = promisify(execFile);

/**
 * Examples documented to answer something else than 2xx, by operation id and example name, with
 * the status and why. Anything else must answer 2xx.
 */
const EXPECTED_NOT_2XX: Record<string, { status: number; why: string }> = {
	'vat-validator: Check digit mismatch': { status: 422, why: 'the example shows the refusal of a number whose check digit fails (src/lib/ops/vat/README.md)' },
	'social-metadata: A page with Open Graph tags': {
		status: 422,
		why: 'reads a page on the public internet; here no name resolves, and an unreachable page is a 422 (src/lib/ops/social-metadata/README.md); extraction is tested against local sites in web-fetch.test.ts'
	},
	'social-metadata: A plain page': {
		status: 422,
		why: 'reads a page on the public internet; here no name resolves, and an unreachable page is a 422 (src/lib/ops/social-metadata/README.md)'
	},
	'tls: A web site': {
		status: 422,
		why: 'connects to a host on the public internet; here no name resolves, and an unreachable host is a 422 (src/lib/ops/tls/README.md, "TLS certificate checker"); handshakes are tested against local TLS servers in tls.test.ts'
	},
	'tls: Another port (SMTP submission over TLS)': {
		status: 422,
		why: 'connects to a host on the public internet; here no name resolves (src/lib/ops/tls/README.md, "TLS certificate checker")'
	}
};

/**
 * The operations whose examples' recorded answers (OperationExample.answer) come from these
 * stand-ins, each with what this server answers differently: the rates' address is the
 * stand-in's here, the default RATES_URL in the recording.
 */
const RECORDED_AS: Record<string, () => Record<string, unknown>> = {
	'ai-chat': () => ({}),
	currency: () => ({ source: `${ecb.url}/eurofxref-daily.xml` }),
	'vat-validator': () => ({})
};

let server: Server;
let key: string;
let curlHome: string;
let dns: DnsPeer;
let vies: ViesPeer;
let translate: LibreTranslatePeer;
let ai: OpenAiPeer;
let ecb: HttpPeer;

beforeAll(async () => {
	[dns, vies, translate, ai, ecb] = await Promise.all([
		startDnsPeer(() => undefined),
		startViesPeer(),
		startLibreTranslatePeer(),
		startOpenAiPeer(),
		startEcbPeer()
	]);
	server = await startServer({
		DNS_SERVER: dns.server,
		VIES_BASE_URL: `${vies.url}/`,
		TRANSLATE_BASE_URL: translate.url,
		AI_BASE_URL: ai.url,
		RATES_URL: `${ecb.url}/eurofxref-daily.xml`
	});
	key = (await server.cli('keys', 'create', '--email', 'docs@example.com', '--plan', 'unlimited')).trim();
	// curl reads $CURL_HOME/.curlrc first: status on the last line, errors shown, no progress meter.
	curlHome = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-curl-'));
	fs.writeFileSync(path.join(curlHome, '.curlrc'), 'silent\nshow-error\nmax-time = 20\nwrite-out = "\\n%{http_code}"\n');
});
afterAll(async () => {
	await Promise.all([server?.stop(), vies?.close(), translate?.close(), ai?.close(), ecb?.close()]);
	dns?.close();
	if (curlHome) fs.rmSync(curlHome, { recursive: true, force: true });
});

/** Every endpoint's examples as the English page lists them. */
const { reference } = await docsData('en');
const examples = reference.groups.flatMap((g) => g.endpoints.flatMap((ep) => ep.examples.map((ex) => ({ ep, ex, label: `${ep.id}: ${ex.name}` }))));

describe('the curl examples of /docs', () => {
	it('covers every endpoint, every example, each with its own curl command', () => {
		const ids = new Set(reference.groups.flatMap((g) => g.endpoints.map((ep) => ep.id)));
		expect(ids.has('capabilities')).toBe(true);
		expect(new Set(examples.map((e) => e.ep.id))).toEqual(ids);
		for (const label of Object.keys(EXPECTED_NOT_2XX)) expect(examples.map((e) => e.label), label).toContain(label);
	});

	it.each(examples.map((e) => [e.label, e] as const))('%s', async (label, { ep, ex }) => {
		const command = referenceSnippets(server.url, ep, ex.input).curl;
		expect(command.startsWith('curl ')).toBe(true);
		const { stdout } = await run('bash', ['-c', command], { env: { ...process.env, UTILKIT_API_KEY: key, CURL_HOME: curlHome, HOME: curlHome } });
		const cut = stdout.lastIndexOf('\n');
		const status = Number(stdout.slice(cut + 1));
		const body = JSON.parse(stdout.slice(0, cut)) as unknown;
		const expected = EXPECTED_NOT_2XX[label];
		if (expected) expect({ status, body }, expected.why).toMatchObject({ status: expected.status });
		else expect({ status, body }, label).toMatchObject({ status: expect.toSatisfy((s: number) => s >= 200 && s < 300) });
		// An upstream's answer recorded in the operation's example (the API reference shows it) is what
		// these stand-ins answer. (Web pages' and the TLS checker's recordings are replayed by their
		// modules' unit tests, since no name resolves here; a generator's recorded answer is one run's: new values every time.)
		const recorded = ep.id in RECORDED_AS ? getOperation(ep.id)?.examples.find((e) => e.name === ex.name)?.answer : undefined;
		if (recorded) expect(body, `${label}: its recorded answer`).toEqual({ ...recorded, ...RECORDED_AS[ep.id]() });
	});
});

/** python3 with requests, which the Python samples need. */
const hasRequests = (() => {
	try {
		execFileSync('python3', ['-c', 'import requests']);
		return true;
	} catch {
		return false;
	}
})();

describe('the raw-body samples of /docs (a file as the body), run as written', () => {
	const raws = reference.groups.flatMap((g) => g.endpoints.filter((ep) => ep.raw));
	const bytes = Buffer.from('The quick brown fox jumps over the lazy dog\n');

	it.each(raws.flatMap((ep) => (['curl', 'javascript', 'python'] as const).map((language) => [`${ep.id} in ${language}`, ep, language] as const)))(
		'%s',
		async (_label, ep, language) => {
			if (language === 'python' && !hasRequests) return;
			const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-raw-sample-'));
			try {
				fs.writeFileSync(path.join(dir, RAW_FILE), bytes);
				const code = rawSnippets(server.url, ep, ep.raw!)[language];
				const env = { ...process.env, UTILKIT_API_KEY: key, CURL_HOME: curlHome, HOME: curlHome };
				const command = { curl: ['bash', ['-c', code]], javascript: [process.execPath, ['--input-type=module', '-e', code]], python: ['python3', ['-c', code]] }[language] as [string, string[]];
				const { stdout } = await run(command[0], command[1], { cwd: dir, env });
				// curl: the body, then the status on its own line (.curlrc); the others print `status body`.
				const [status, body] =
					language === 'curl'
						? [Number(stdout.slice(stdout.lastIndexOf('\n') + 1)), stdout.slice(0, stdout.lastIndexOf('\n'))]
						: [Number(stdout.slice(0, 3)), stdout.slice(4).trim()];
				expect(status, body).toBe(200);
				expect(body).toContain(String(bytes.length));
				if (ep.id === 'hash') expect(body).toContain(createHash('sha256').update(bytes).digest('hex'));
			} finally {
				fs.rmSync(dir, { recursive: true, force: true });
			}
		}
	);
});

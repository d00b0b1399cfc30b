/**
 * Bounded execution over real HTTP against the built server (docs/security.md, "Bounded
 * execution"): a hostile input to a heavy operation answers its 422 at the time limit, or its
 * 429 past the account's share, while the event loop keeps answering everyone else: a cheap call
 * from another account completes, many times over, while the hostile one is still running. In
 * place, each of these held the whole server (68–127 s for the JSON Schema pattern below).
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSES } from '../../scripts/bench/lib/hostile-classes.js';
import { startServer, type Server } from './harness.js';

let server: Server;
let attacker: string;
let bystander: string;
beforeAll(async () => {
	// Two threads and a share of two whatever the runner's cores (the defaults follow them).
	server = await startServer({ HEAVY_THREADS: '2', HEAVY_PER_ACCOUNT: '2' });
	attacker = (await server.cli('keys', 'create', '--email', 'attacker@example.com', '--plan', 'unlimited')).trim();
	bystander = (await server.cli('keys', 'create', '--email', 'bystander@example.com', '--plan', 'unlimited')).trim();
});
afterAll(async () => {
	await server?.stop();
});

interface Answer {
	status: number;
	headers: Headers;
	body: Record<string, unknown>;
}

async function call(path: string, body: unknown, key: string): Promise<Answer> {
	const res = await server.post(path, body, { 'X-API-Key': key });
	return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

/** CPU time (user + system) of process `pid`'s main thread so far, from Linux's /proc (tid = pid). */
function mainThreadCpuMs(pid: number): number {
	const fields = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
	// utime and stime, fields 14 and 15 of stat(5), in clock ticks of 10 ms (USER_HZ 100).
	return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** SHA-256("abc"), FIPS 180-2 appendix B.1. */
const ABC_SHA256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

/**
 * Sends `hostile` and, until it answers, one cheap call after another from the bystander; the
 * hostile answer and how many cheap calls were answered while it was still running. A server
 * whose event loop the hostile call holds answers none of them meanwhile (at most the one or two
 * it took before it started on the hostile work).
 */
async function beside(path: string, hostile: unknown): Promise<{ answer: Answer; answeredMeanwhile: number }> {
	let done = false;
	const pending = call(path, hostile, attacker).finally(() => (done = true));
	let answeredMeanwhile = 0;
	while (!done) {
		const cheap = await call('/hash', { input: 'abc', algorithms: ['sha256'] }, bystander);
		expect(cheap.status).toBe(200);
		expect((cheap.body.hashes as Record<string, string>).sha256).toBe(ABC_SHA256);
		if (!done) answeredMeanwhile++;
	}
	return { answer: await pending, answeredMeanwhile };
}

describe('heavy operations never hold the event loop', () => {
	// First in the file: the server has not been asked for its OpenAPI document yet.
	it("the first /openapi.json runs every operation's examples (argon2id and scrypt twice each, the gazetteer) in a thread of its own", async () => {
		const mainThreadBefore = mainThreadCpuMs(server.process().pid!);
		const answer = await server.get('/openapi.json');
		expect(answer.status).toBe(200);
		// The work is the examples thread's: the event loop's own thread (from the kernel's
		// account) spends a fraction of it (80 ms measured), where computing them in place took it
		// 2.7–3.1 s of CPU, stalling every other request meanwhile.
		expect(mainThreadCpuMs(server.process().pid!) - mainThreadBefore).toBeLessThan(1000);
		type Doc = { paths: Record<string, { post?: { responses: Record<string, { content: { 'application/json': { examples?: Record<string, { value: unknown }> } } }> } }> };
		const doc = (await answer.json()) as Doc;
		// The repeatable example of a heavy operation, computed in the examples' thread: bcrypt of
		// "U*U" with cost 5 and salt "CCC…" (openwall crypt_blowfish's test vector, there $2a$).
		const examples = doc.paths['/password-hash'].post!.responses['200'].content['application/json'].examples!;
		expect(Object.values(examples).map((e) => e.value)).toContainEqual({ hash: '$2b$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW' });
	});

	it('JSON Schema: a pattern with overlapping alternatives (^(a|a)*$) answers 422 time_limit_exceeded; others are answered meanwhile', async () => {
		const { answer, answeredMeanwhile } = await beside('/json-schema/validate', { schema: { type: 'string', pattern: '^(a|a)*$' }, data: `${'a'.repeat(40)}!` });
		expect(answer.status).toBe(422);
		expect(answer.body.code).toBe('time_limit_exceeded');
		expect(answer.body.detail).toMatch(/time limit of 2,000 ms/);
		expect(answeredMeanwhile).toBeGreaterThanOrEqual(5);
	});

	it('JSON Schema: uniqueItems over 20,000 objects (quadratic) is answered, and others meanwhile', async () => {
		const items = Array.from({ length: 20_000 }, (_, i) => ({ id: i, tag: `t${i % 97}` }));
		const { answer, answeredMeanwhile } = await beside('/json-schema/validate', { schema: { type: 'array', uniqueItems: true }, data: items });
		// Either it finished inside its limit (every item is distinct) or it was stopped there.
		if (answer.status === 200) expect(answer.body.valid).toBe(true);
		else expect(answer.body.code).toBe('time_limit_exceeded');
		expect(answeredMeanwhile).toBeGreaterThanOrEqual(5);
	});

	it('text diff at its input limit runs off the event loop', async () => {
		// Two unrelated 100,000-character texts, word by word: the worst case for Myers' diff.
		const words = (seed: number) => Array.from({ length: 12_500 }, (_, i) => ((i * 7919 + seed) % 10_007).toString(36).padStart(6, 'x')).join(' ').slice(0, 100_000);
		const { answer, answeredMeanwhile } = await beside('/text/diff', { old: words(1), new: words(2), mode: 'words' });
		expect([200, 422]).toContain(answer.status);
		expect(answeredMeanwhile).toBeGreaterThanOrEqual(5);
	});

	// The hostile-load benchmark's inputs (scripts/bench/lib/hostile-classes.js): each held the event loop
	// for 0.5 s to 25 s when it ran in place.
	const benchmarked = ['qr-decode', 'password-strength', 'business-days', 'aztec'].map((name) => CLASSES.find((c) => c.name === name)!);
	it.each(benchmarked.map((c) => [c.what, c] as const))('%s runs off the event loop', async (_, hostile) => {
		const { answer, answeredMeanwhile } = await beside(hostile.path.replace('/api/v1', ''), JSON.parse(hostile.body(0)));
		expect([200, 422]).toContain(answer.status);
		if (answer.status === 422) expect(answer.body.code).toBe('time_limit_exceeded');
		expect(answeredMeanwhile).toBeGreaterThanOrEqual(5);
	});

	it('regex: catastrophic backtracking answers 422 time_limit_exceeded, and the next match runs on a fresh thread', async () => {
		const { answer, answeredMeanwhile } = await beside('/regex', { pattern: '^(a+)+$', input: `${'a'.repeat(40)}!` });
		expect(answer.status).toBe(422);
		expect(answer.body).toEqual({ detail: expect.stringMatching(/^pattern: the match ran longer than the time limit of 1,000 ms/), code: 'time_limit_exceeded' });
		expect(answeredMeanwhile).toBeGreaterThanOrEqual(5);
		const next = await call('/regex', { pattern: '(\\d+)', flags: 'g', input: 'a1b22' }, attacker);
		expect(next.body).toEqual({
			matches: [
				{ match: '1', index: 1, groups: ['1'], named_groups: {} },
				{ match: '22', index: 3, groups: ['22'], named_groups: {} }
			],
			replaced: null
		});
	});
});

describe("one account's share of the pool", () => {
	it('small calls of a heavy operation are light calls: answered while the share is full, where a large one is refused', async () => {
		const key = (await server.cli('keys', 'create', '--email', 'encoder@example.com', '--plan', 'unlimited')).trim();
		// Two calls that end only at their time limit (2,000 ms) hold the key's whole share.
		let holding = 2;
		const hostile = { schema: { type: 'string', pattern: '^(a|a)*$' }, data: `${'a'.repeat(40)}!` };
		const held = Array.from({ length: 2 }, () => call('/json-schema/validate', hostile, key).finally(() => holding--));
		// A large /encode (20,000 characters, over its light-call bound) takes a place in the pool:
		// refused once both places are taken, which is the state the rest of the test needs.
		const large = { input: 'a'.repeat(20_000), scheme: 'base64', direction: 'encode' };
		let refusedLarge: Answer;
		do refusedLarge = await call('/encode', large, key);
		while (refusedLarge.status === 200 && holding === 2);
		expect(refusedLarge.status).toBe(429);
		expect(refusedLarge.body.code).toBe('concurrency_limited');
		// Small ones run on the event loop, in no share: all answered. BASE64("foobar"), RFC 4648 §10.
		const small = await Promise.all(Array.from({ length: 8 }, () => call('/encode', { input: 'foobar', scheme: 'base64', direction: 'encode' }, key)));
		expect(holding, 'the two held calls were still running').toBe(2);
		for (const answer of small) expect(answer).toMatchObject({ status: 200, body: { output: 'Zm9vYmFy' } });
		for (const answer of await Promise.all(held)) expect(answer.body.code).toBe('time_limit_exceeded');
	});

	it('12 parallel scrypt hashes at the maximum (128 MiB each) from one key: two run, the rest 429 concurrency_limited, not counted', async () => {
		const key = (await server.cli('keys', 'create', '--email', 'hasher@example.com', '--plan', 'free')).trim();
		const scrypt = { password: 'correct horse', algorithm: 'scrypt', log_n: 17, r: 8, p: 1 };
		const answers = await Promise.all(Array.from({ length: 12 }, () => call('/password-hash', scrypt, key)));
		const refused = answers.filter((a) => a.status === 429);
		const hashed = answers.filter((a) => a.status === 200);
		expect(refused.length + hashed.length).toBe(12);
		expect(hashed.length).toBeGreaterThanOrEqual(2);
		expect(refused.length).toBeGreaterThanOrEqual(1);
		for (const a of refused) {
			expect(a.body.code).toBe('concurrency_limited');
			expect(Number(a.headers.get('retry-after'))).toBeGreaterThan(0);
		}
		for (const a of hashed) expect(a.body.hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
		// The free plan's 1,000 a month: only the hashes and this call were counted.
		const after = await server.post('/hash', { input: 'abc', algorithms: ['sha256'] }, { 'X-API-Key': key });
		expect(Number(after.headers.get('x-quota-remaining'))).toBe(1000 - hashed.length - 1);
	});

	it("a batch runs its heavy items within the account's share instead of refusing them", async () => {
		const requests = Array.from({ length: 6 }, (_, i) => ({ op: '/regex', input: { pattern: 'b+', input: `a${'b'.repeat(i + 1)}c` } }));
		const batch = await call('/batch', { requests }, attacker);
		expect(batch.status).toBe(200);
		const responses = batch.body.responses as { status: number; body: { matches: { match: string }[] } }[];
		expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
		expect(responses.map((r) => r.body.matches[0].match)).toEqual(['b', 'bb', 'bbb', 'bbbb', 'bbbbb', 'bbbbbb']);
	});
});

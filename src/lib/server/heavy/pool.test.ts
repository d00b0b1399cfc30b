import { describe, expect, it } from 'vitest';
import { settledSoon, usePools } from '../../../../tests/unit/heavy-pools.js';
import { getOperation } from '../../ops/registry.js';
import { MiB } from './pool.js';

const regex = getOperation('regex')!;
const passwordHash = getOperation('password-hash')!;
/** Catastrophic backtracking: exponential in the a's, far past the 1 s limit. */
const BACKTRACKING = { pattern: '^(a+)+$', input: `${'a'.repeat(40)}!` };
const QUICK = { pattern: 'a+', input: 'caaab', flags: 'g' };
/** scrypt at the operation's maximum work: 128 × r × N = 128 MiB of blocks. */
const SCRYPT_MAX = { password: 'pw', algorithm: 'scrypt', log_n: 17, r: 8, p: 1 };

const pool = usePools();

/** Waits for a state of the pool (never a fixed time). */
async function until(check: () => boolean): Promise<void> {
	while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('the heavy pool', () => {
	it('answers a quick call, and reuses its thread for the next', async () => {
		const p = pool();
		expect(await p.run(regex, QUICK, Date.now(), 'acct')).toMatchObject({ status: 200, body: { matches: [{ match: 'aaa', index: 1 }] } });
		expect(await p.run(regex, QUICK, Date.now(), 'acct')).toMatchObject({ status: 200 });
		expect(p.stats()).toMatchObject({ threads: 1, running: 0, waiting: 0 });
	});

	it('hands on what the app says from an answer: an error\'s words, a 200 answer\'s words by pointer', async () => {
		const p = pool();
		const schema = getOperation('json-schema-validate')!;
		const invalid = await p.run(schema, { schema: { minimum: 0 }, data: -1 }, Date.now(), 'acct');
		expect(invalid).toMatchObject({ status: 200, body: { valid: false, errors: [{ path: '', message: '-1 is less than 0.' }] } });
		expect(invalid.answerWords).toEqual({ '/errors/0/message': { module: 'json-schema', id: 'below_minimum', values: { value: '-1', limit: '0' }, text: '-1 is less than 0.' } });
		const refused = await p.run(regex, { pattern: '(', input: 'x' }, Date.now(), 'acct');
		expect(refused).toMatchObject({ status: 422, words: { module: 'regex' } });
	});

	it('stops a run at its time limit without holding the event loop, then runs the next call on a fresh thread', async () => {
		const p = pool();
		const hostile = p.run(regex, BACKTRACKING, Date.now(), 'attacker');
		// In place, the match would hold this thread until it ended: here the loop turns at once.
		expect(await settledSoon(hostile)).toBe(false);
		expect(await hostile).toEqual({ status: 422, body: { detail: regex.timeLimit!.detail, code: 'time_limit_exceeded' } });
		expect(await p.run(regex, QUICK, Date.now(), 'attacker')).toMatchObject({ status: 200 });
		expect(p.stats().refused).toEqual({ time_limit_exceeded: 1, memory_limit_exceeded: 0, concurrency_limited: 0, server_busy: 0 });
	});

	it("passes on what an answer says by message id, as a call in place gives it", async () => {
		const p = pool();
		// ECMA-262 22.2.3.1: an unterminated group is an early error (V8 words it as below).
		const refused = await p.run(regex, { pattern: '(a', input: 'a' }, Date.now(), 'acct');
		expect(refused).toEqual({
			status: 422,
			body: { detail: 'pattern: Invalid regular expression: /(a/: Unterminated group', code: 'invalid_input' },
			words: { module: 'regex', id: 'bad_pattern', values: { reason: 'Invalid regular expression: /(a/: Unterminated group' }, field: 'pattern', text: 'Invalid regular expression: /(a/: Unterminated group' }
		});
		// A message inside a 200 answer: the JSON reader's reason for a text that is not JSON (RFC 8259: a value cannot be empty).
		const format = getOperation('json-format')!;
		const answer = await p.run(format, { input: '{"a": }' }, Date.now(), 'acct');
		expect(answer).toMatchObject({ status: 200, body: { valid: false }, answerWords: { '/error/message': { module: '_shared' } } });
		expect(answer.answerWords!['/error/message'].text).toBe((answer.body as { error: { message: string } }).error.message);
	});

	it('validates the input before it takes a thread', async () => {
		const p = pool();
		const answer = await p.run(regex, { input: 'x' }, Date.now(), 'acct');
		expect(answer).toMatchObject({ status: 422, body: { code: 'invalid_input' } });
		expect(p.stats().threads).toBe(0);
	});

	it('gives one account at most its share: past it 429 concurrency_limited with Retry-After, other accounts still run', async () => {
		const p = pool({ threads: 2, perAccount: 1 });
		const first = p.run(regex, BACKTRACKING, Date.now(), 'attacker');
		const second = await p.run(regex, QUICK, Date.now(), 'attacker');
		expect(second).toMatchObject({ status: 429, body: { code: 'concurrency_limited' } });
		expect(second.retryAfter).toBeGreaterThan(0);
		expect(await p.run(regex, QUICK, Date.now(), 'someone-else')).toMatchObject({ status: 200 });
		expect(await first).toMatchObject({ status: 422, body: { code: 'time_limit_exceeded' } });
		// The share is given back when the call ends.
		expect(await p.run(regex, QUICK, Date.now(), 'attacker')).toMatchObject({ status: 200 });
	});

	it('queues at most `queue` calls: past it 503 server_busy; the waiting one runs when the thread is free', async () => {
		const p = pool({ threads: 1, queue: 1 });
		const running = p.run(regex, BACKTRACKING, Date.now(), 'a');
		const waiting = p.run(regex, QUICK, Date.now(), 'b');
		const refused = await p.run(regex, QUICK, Date.now(), 'c');
		expect(refused).toMatchObject({ status: 503, body: { code: 'server_busy' } });
		expect(refused.retryAfter).toBeGreaterThan(0);
		expect(await running).toMatchObject({ status: 422 });
		expect(await waiting).toMatchObject({ status: 200 });
	});

	it('answers 503 to a call that waited longer than queueWaitMs', async () => {
		const p = pool({ threads: 1, queueWaitMs: 50 });
		const running = p.run(regex, BACKTRACKING, Date.now(), 'a');
		const waited = await p.run(regex, QUICK, Date.now(), 'b');
		expect(waited).toMatchObject({ status: 503, body: { code: 'server_busy' } });
		// The long run was still going when the waiting call gave up.
		expect(p.stats().running).toBe(1);
		await running;
	});

	it('keeps memory-hard calls inside the memory budget: the second waits while the first holds 128 MiB', async () => {
		const p = pool({ threads: 2, memoryBudget: 200 * MiB });
		const first = p.run(passwordHash, SCRYPT_MAX, Date.now(), 'a');
		const second = p.run(passwordHash, SCRYPT_MAX, Date.now(), 'b');
		await until(() => p.stats().running === 1);
		expect(p.stats()).toMatchObject({ running: 1, waiting: 1, memoryInUse: 128 * MiB + 128 * 8 });
		expect(await first).toMatchObject({ status: 200, body: { hash: expect.stringMatching(/^\$scrypt\$ln=17,r=8,p=1\$/) } });
		expect(await second).toMatchObject({ status: 200 });
		expect(p.stats().memoryInUse).toBe(0);
	});

	it('refuses parameters that need more memory than the whole budget (422 memory_limit_exceeded)', async () => {
		const p = pool({ memoryBudget: 64 * MiB });
		expect(await p.run(passwordHash, SCRYPT_MAX, Date.now(), 'a')).toMatchObject({ status: 422, body: { code: 'memory_limit_exceeded' } });
		expect(await p.run(passwordHash, { ...SCRYPT_MAX, log_n: 15 }, Date.now(), 'a')).toMatchObject({ status: 200 });
	});

	it('answers 503 to every call in flight or waiting when it closes', async () => {
		const p = pool({ threads: 1 });
		const running = p.run(regex, BACKTRACKING, Date.now(), 'a');
		const waiting = p.run(regex, QUICK, Date.now(), 'b');
		await until(() => p.stats().running === 1);
		await p.close();
		expect(await running).toMatchObject({ status: 503, body: { code: 'server_busy' } });
		expect(await waiting).toMatchObject({ status: 503, body: { code: 'server_busy' } });
	});
});

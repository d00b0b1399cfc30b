import { describe, expect, it } from 'vitest';
import { createRunInApp, type AppRunDeps } from './run-in-app.js';
import type { RunOutcome, RunTarget } from './run-tool.js';

const server = { id: 'url-checker', module: 'url-checker', runs: 'server', method: 'POST', path: '/url-checker', title: 'URL checker' } satisfies RunTarget & { title: string };
const browser = { id: 'hash', module: 'hash', runs: 'anywhere', method: 'POST', path: '/hash', title: 'Hash' } satisfies RunTarget & { title: string };

/** A fake app: records what the rules did, answers what each test sets. */
function fakeApp(overrides: Partial<AppRunDeps> & { answer?: RunOutcome } = {}) {
	const log: string[] = [];
	const failures = new WeakSet<RunOutcome>();
	const waiting = new Set<string>();
	let next = 1;
	const deps: AppRunDeps = {
		send: async (target, input) => {
			log.push(`send ${target.id} ${JSON.stringify(input)}`);
			return overrides.answer ?? { status: 200, body: { ok: true } };
		},
		isNetworkFailure: (outcome) => failures.has(outcome),
		online: () => true,
		unavailable: () => undefined,
		answerOffline: async () => null,
		keepForOffline: async (id, body) => void log.push(`keep ${id} ${JSON.stringify(body)}`),
		enqueue: async (target) => {
			const id = `entry-${next++}`;
			waiting.add(id);
			log.push(`enqueue ${target.id} ${id}`);
			return id;
		},
		waiting: (id) => waiting.has(id),
		signedOut: () => void log.push('signedOut'),
		...overrides
	};
	return { deps, log, failures, waiting };
}

describe('runInApp', () => {
	it('runs a browser operation in the worker and answers what it said, whatever the network', async () => {
		const app = fakeApp({ online: () => false, answer: { status: 422, body: { detail: 'no' } } });
		expect(await createRunInApp(app.deps)(browser, { input: 'abc' })).toEqual({ kind: 'answer', outcome: { status: 422, body: { detail: 'no' } }, from: 'worker' });
		expect(app.log).toEqual(['send hash {"input":"abc"}']);
	});

	it('sends a server operation online and keeps what a 200 answer leaves for offline use', async () => {
		const app = fakeApp({ answer: { status: 200, body: { rate: 2 } } });
		expect(await createRunInApp(app.deps)(server, { url: 'https://a.example' })).toEqual({ kind: 'answer', outcome: { status: 200, body: { rate: 2 } }, from: 'server' });
		expect(app.log).toEqual(['send url-checker {"url":"https://a.example"}', 'keep url-checker {"rate":2}']);
	});

	it('keeps nothing of an answer that is not a 200', async () => {
		const app = fakeApp({ answer: { status: 422, body: { detail: 'blocked' } } });
		expect((await createRunInApp(app.deps)(server, {})).kind).toBe('answer');
		expect(app.log.filter((line) => line.startsWith('keep'))).toEqual([]);
	});

	it('asks to sign in on a 401, with the server’s answer, and has the session asked again', async () => {
		const unauthorised = { status: 401, body: { detail: 'Sign in' } };
		const app = fakeApp({ answer: unauthorised });
		expect(await createRunInApp(app.deps)(server, {})).toEqual({ kind: 'signIn', outcome: unauthorised });
		expect(app.log).toEqual(['send url-checker {}', 'signedOut']);
	});

	it('spends no request on an operation this server has no upstream for', async () => {
		const app = fakeApp({ unavailable: (id) => (id === 'url-checker' ? 'not_configured' : undefined) });
		expect(await createRunInApp(app.deps)(server, {})).toEqual({ kind: 'notConfigured' });
		expect(app.log).toEqual([]);
	});

	it('still sends when the upstream failed just now (unreachable is not a refusal)', async () => {
		const app = fakeApp({ unavailable: () => 'unreachable' });
		expect((await createRunInApp(app.deps)(server, {})).kind).toBe('answer');
	});

	it('offline, answers from what was kept, without sending or queuing', async () => {
		const kept = { status: 200, body: { amount: 10 } };
		const app = fakeApp({ online: () => false, answerOffline: async () => kept });
		expect(await createRunInApp(app.deps)(server, { amount: 5 })).toEqual({ kind: 'answer', outcome: kept, from: 'kept' });
		expect(app.log).toEqual([]);
	});

	it('offline with nothing kept, queues in the outbox, before looking at what the server can answer', async () => {
		const app = fakeApp({ online: () => false, unavailable: () => 'not_configured' });
		expect(await createRunInApp(app.deps)(server, { url: 'x' })).toEqual({ kind: 'queued', entryId: 'entry-1' });
		expect(app.log).toEqual(['enqueue url-checker entry-1']);
	});

	it('a request that never reached the server answers from what was kept, or queues', async () => {
		const app = fakeApp();
		app.deps.send = async () => {
			const failure = { status: 503, body: { detail: 'unreachable' } };
			app.failures.add(failure);
			return failure;
		};
		const runInApp = createRunInApp(app.deps);
		expect(await runInApp(server, {})).toEqual({ kind: 'queued', entryId: 'entry-1' });
		app.deps.answerOffline = async () => ({ status: 200, body: 'kept' });
		expect(await runInApp(server, {})).toEqual({ kind: 'answer', outcome: { status: 200, body: 'kept' }, from: 'kept' });
	});

	it('does not queue the same request twice while it waits, and queues it again once it was sent', async () => {
		const app = fakeApp({ online: () => false });
		const runInApp = createRunInApp(app.deps);
		expect(await runInApp(server, { url: 'a' })).toEqual({ kind: 'queued', entryId: 'entry-1' });
		expect(await runInApp(server, { url: 'a' })).toEqual({ kind: 'queued', entryId: 'entry-1' });
		expect(await runInApp(server, { url: 'b' })).toEqual({ kind: 'queued', entryId: 'entry-2' });
		app.waiting.delete('entry-1');
		expect(await runInApp(server, { url: 'a' })).toEqual({ kind: 'queued', entryId: 'entry-3' });
		// Another page's runner knows nothing of this one's queue.
		expect(await createRunInApp(app.deps)(server, { url: 'b' })).toEqual({ kind: 'queued', entryId: 'entry-4' });
	});
});

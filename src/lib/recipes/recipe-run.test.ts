import { describe, expect, it } from 'vitest';
import { OPERATIONS, operationMeta } from '../ops/registry.js';
import type { AppRun, RunInApp } from '../run/run-in-app.js';
import { isRefusal, prepareRecipe } from '../engine/recipe.js';
import type { RecipeOp } from './recipe-ops.js';
import { runRecipeInApp } from './recipe-run.js';
import { opFinder } from './recipe-steps.js';

const ops: RecipeOp[] = OPERATIONS.map((op) => ({ meta: operationMeta(op), group: op.group, inputSchema: {}, outputSchema: {}, example: {} }));
const words = { queued: (n: number, title: string) => `step ${n} (${title}) waits`, notConfigured: 'no upstream here' };

function prepared(steps: unknown[]) {
	const recipe = prepareRecipe({ steps }, opFinder(ops));
	if (isRefusal(recipe)) throw new Error(recipe.body.detail);
	return recipe;
}

/** A runInApp that answers each operation as `answers` says, recording the calls. */
function fakeRunInApp(answers: Record<string, AppRun>) {
	const calls: [string, Record<string, unknown>][] = [];
	const run: RunInApp = async (target, input) => {
		calls.push([target.id, input]);
		return answers[target.id];
	};
	return { run, calls };
}

const emailStep = { op: '/email-validation', input: { email: 'someone@example.com' } };

describe('runRecipeInApp', () => {
	it('runs each step through runInApp, path parameters over the input, and answers the last output', async () => {
		const app = fakeRunInApp({
			'country-info': { kind: 'answer', outcome: { status: 200, body: { name: 'Portugal' } }, from: 'server' },
			hash: { kind: 'answer', outcome: { status: 200, body: { hex: 'ab' } }, from: 'worker' }
		});
		const run = await runRecipeInApp(prepared([{ op: '/country-info/PT', input: { code: 'XX' } }, { op: '/hash', from: { input: '/name' } }]), app.run, words);
		expect(app.calls).toEqual([
			['country-info', { code: 'PT' }],
			['hash', { input: 'Portugal' }]
		]);
		expect(run.outcome.status).toBe(200);
		expect(run.outcome.body).toMatchObject({ output: { hex: 'ab' } });
		expect([run.queuedStep, run.signInStep]).toEqual([null, null]);
	});

	it('stops at a step queued offline, saying which', async () => {
		const app = fakeRunInApp({ 'email-validation': { kind: 'queued', entryId: 'e1' } });
		const run = await runRecipeInApp(prepared([emailStep, { op: '/hash', from: { input: '/email' } }]), app.run, words);
		expect(app.calls.map(([id]) => id)).toEqual(['email-validation']);
		expect(run.queuedStep).toEqual({ n: 1, title: ops.find((op) => op.meta.id === 'email-validation')!.meta.title });
		expect(run.outcome).toMatchObject({ status: 503, ran: 1, body: { code: 'offline_queued', step: 1 } });
		expect((run.outcome.body as { detail: string }).detail).toBe(`step 1 (/email-validation): ${words.queued(1, run.queuedStep!.title)}`);
	});

	it('stops at a step the server refused with a 401, keeping its answer', async () => {
		const app = fakeRunInApp({ 'email-validation': { kind: 'signIn', outcome: { status: 401, body: { detail: 'Sign in first', code: 'unauthorized' } } } });
		const run = await runRecipeInApp(prepared([emailStep]), app.run, words);
		expect(run.signInStep).toBe(1);
		expect(run.outcome).toMatchObject({ status: 401, body: { steps: [{ op: '/email-validation', status: 401, body: { detail: 'Sign in first' } }] } });
	});

	it('answers a step this server has no upstream for as the server would, without a request', async () => {
		const app = fakeRunInApp({ 'email-validation': { kind: 'notConfigured' } });
		const run = await runRecipeInApp(prepared([emailStep]), app.run, words);
		expect(run.outcome).toMatchObject({ status: 502, body: { code: 'upstream_not_configured', detail: 'step 1 (/email-validation): no upstream here' } });
		expect([run.queuedStep, run.signInStep]).toEqual([null, null]);
	});
});

import type { RunInApp } from '../run/run-in-app.js';
import type { RunOutcome } from '../run/run-tool.js';
import { runRecipe, type PreparedRecipe, type RecipeOutcome } from '../engine/recipe.js';
import type { RecipeOp } from './recipe-ops.js';
import type { Said } from '../i18n/ops/say.js';

/** A recipe run on the recipe page, and why it stopped when a server step could not answer. */
export interface RecipeRunInApp {
	outcome: RecipeOutcome;
	/** The step (1-based) queued in the outbox because it needs the server and the app is offline. */
	queuedStep: { n: number; title: string } | null;
	/** The step (1-based) the server refused with a 401: the user must sign in. */
	signInStep: number | null;
	/** Each step's messages in the page's language (RunOutcome.said), by step from 0, where it has any. */
	said: (Said | undefined)[];
}

/** The words of a step that did not reach an answer, in the page's language. */
export interface RecipeRunWords {
	queued(n: number, title: string): string;
	notConfigured: string;
}

/**
 * Runs a prepared recipe on the recipe page: the one recipe runner (recipe.ts) that the API and
 * MCP use, each step through `runInApp` (lib/run), so a server step follows the tool page's
 * rules (offline answers, the outbox, sign-in). A step that gave no answer stops the recipe with
 * an error body of its own, as a failed step does.
 */
export async function runRecipeInApp(
	prepared: PreparedRecipe<{ op: RecipeOp; params: Readonly<Record<string, string>> }>,
	runInApp: RunInApp,
	words: RecipeRunWords
): Promise<RecipeRunInApp> {
	let queuedStep: RecipeRunInApp['queuedStep'] = null;
	let signInStep: number | null = null;
	const said: (Said | undefined)[] = [];
	const outcome = await runRecipe(prepared, async ({ op, params }, input, n): Promise<RunOutcome> => {
		// Path parameters win over the input, as on the server (the API's recipe runner).
		const result = await runInApp(op.meta, { ...input, ...params });
		switch (result.kind) {
			case 'answer':
				said[n - 1] = result.outcome.said;
				return result.outcome;
			case 'signIn':
				signInStep = n;
				return result.outcome;
			case 'queued':
				queuedStep = { n, title: op.meta.title };
				return { status: 503, body: { detail: words.queued(n, op.meta.title), code: 'offline_queued' } };
			case 'notConfigured':
				// What the server itself answers for an operation without its upstream.
				return { status: 502, body: { detail: words.notConfigured, code: 'upstream_not_configured' } };
		}
	});
	return { outcome, queuedStep, signInStep, said };
}

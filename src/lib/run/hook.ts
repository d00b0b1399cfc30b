import { runOperation, type RunOutcome } from './worker-client.js';
import { callApi } from './api-client.js';
import { runTool, type RunTarget } from './run-tool.js';

/** The documented power-user hook: `await utilkit.run('hash', { input: 'abc' })` in the console. */
export interface UtilkitHook {
	/** Runs an operation as the app does; `now` (ms) fixes the clock of worker runs. */
	run(opId: string, input: unknown, now?: number): Promise<RunOutcome>;
	/**
	 * Runs a recipe (`{"steps": [...]}`, docs/api.md "Recipes") as the app does, each step in the
	 * worker or, for a server operation, through the API: the answer `POST /recipes/run` gives.
	 */
	recipe(recipe: unknown, now?: number): Promise<RunOutcome>;
}

declare global {
	interface Window {
		utilkit?: UtilkitHook;
	}
}

/** Installs `window.utilkit` for the given operations. */
export function installHook(targets: RunTarget[]): void {
	const byId = new Map(targets.map((t) => [t.id, t]));
	window.utilkit = {
		run(opId, input, now) {
			const target = byId.get(opId);
			if (!target) return Promise.resolve({ status: 404, body: { detail: `Unknown operation: ${opId}` } });
			if (target.runs === 'anywhere') return runOperation(target.id, target.module, input, now);
			return callApi(target, (input ?? {}) as Record<string, unknown>);
		},
		async recipe(body, now) {
			// Loaded on first use: no page pays for the recipe runner (and zod) before it is asked for.
			await import('../recipes/zod-jitless.js');
			const [{ prepareRecipe, runRecipe, isRefusal }, { createRouter }] = await Promise.all([import('../engine/recipe.js'), import('../engine/router.js')]);
			const prepared = prepareRecipe(body, createRouter(targets).find);
			if (isRefusal(prepared)) return { status: prepared.status, body: prepared.body };
			const { status, body: answer } = await runRecipe(prepared, ({ op, params }, input) => runTool(op, { ...input, ...params }, now));
			return { status, body: answer };
		}
	};
}

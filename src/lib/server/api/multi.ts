/**
 * The calls that run several operations in one request: `POST /recipes/run` (docs/api.md,
 * "Recipes") and `POST /batch` ("Batch"). Their bodies are read once the caller is known (a
 * recipe's units are its steps); each step or item runs as the operation's own call would.
 */
import type { createRouter } from '../../engine/router.js';
import type { Operation } from '../../engine/define.js';
import type { UsageMeter } from '../limits/usage-meter.js';
import { isRefusal, prepareBatch, prepareRecipe, runRecipe, type PreparedRecipe, type RecipeOutcome } from '../../engine/recipe.js';
import { LIMIT_HEADERS } from './admission.js';
import { bodyWithWords, readJson, respond } from './answers.js';
import type { Invoke } from './invoke.js';
import { BATCH_CONCURRENCY, type Answer, type ApiRequest, type ApiResponse, type BatchCall, type DirectCall, type RecipeCall, type Step } from './types.js';

export interface MultiDeps {
	router: ReturnType<typeof createRouter<Operation>>;
	meter: UsageMeter;
	invoke: Invoke;
	/** One direct call through admission and the operation (a batch's item). */
	runDirect(call: DirectCall): Answer;
	/** The heavy pool's share of one account (Infinity without a pool). */
	heavyShare: number;
}

/** One answer in a batch's `responses`. */
interface BatchItemAnswer {
	status: number;
	body: unknown;
}

export function createMulti(deps: MultiDeps) {
	const { router, meter, invoke } = deps;

	/** Reads a recipe (the body, or a direct call's `json`) and sets its units; the 415/422 answer when it cannot. */
	function prepareRecipeCall(call: RecipeCall): ApiResponse | undefined {
		if (call.req !== undefined) {
			const refused = readJson(call as RecipeCall & { req: ApiRequest });
			if (refused) return refused;
		}
		const recipe = prepareRecipe(call.json, router.find);
		if (isRefusal(recipe)) return respond(recipe.status, call.headers, call.req ? bodyWithWords(call.req, recipe) : recipe.body);
		call.recipe = recipe;
		call.units = recipe.steps.length;
		return undefined;
	}

	/**
	 * Runs an admitted recipe: one unit per step, all admitted before the first runs; what a
	 * step's answer earns is what the same single call earns (a 5xx gives its unit back), and the
	 * steps that never ran give theirs back too.
	 */
	function runRecipeCall(call: RecipeCall): Answer {
		const recipe = call.recipe!;
		let outcome: RecipeOutcome | Promise<RecipeOutcome>;
		try {
			outcome = runRecipe(recipe, ({ op, params }, input) => invoke.execute(op, { ...input, ...params }, call.at, call.principal!));
		} catch (err) {
			return invoke.failed(call, err, call.units);
		}
		if (!(outcome instanceof Promise)) return recipeAnswer(call, recipe, outcome);
		return outcome.then(
			(settled) => recipeAnswer(call, recipe, settled),
			(err) => invoke.failed(call, err, call.units)
		);
	}

	/** A recipe's answer; each step that answered counts as its single call would, the others' units go back. */
	function recipeAnswer(call: RecipeCall, recipe: PreparedRecipe<Step>, outcome: RecipeOutcome): ApiResponse {
		const { accountId, keyId } = call.principal!;
		let used = 0;
		outcome.body.steps.forEach((step, i) => {
			// A 5xx, or the heavy pool's 429 (an operation never answers 429), is not counted.
			if (step.status >= 500 || step.status === 429) return;
			meter.record(accountId, keyId, recipe.targets[i].op.id, call.at);
			used++;
		});
		invoke.giveBack(call, call.units - used);
		if (call.req === undefined) return { status: outcome.status, headers: call.headers, body: '', value: outcome.body };
		// With the app's header, a failure's message ids too (the frame around the step's own; docs/api.md, "The app's message ids").
		return respond(outcome.status, call.headers, bodyWithWords(call.req, outcome));
	}

	/** Reads a batch; it takes no units of its own (each item takes its own). */
	function prepareBatchCall(call: BatchCall): ApiResponse | undefined {
		const refused = readJson(call);
		if (refused) return refused;
		const batch = prepareBatch(call.json);
		if (isRefusal(batch)) return respond(batch.status, call.headers, batch.body);
		call.batch = batch;
		call.units = 0;
		return undefined;
	}

	/**
	 * Runs a batch: each item is a single call of its own (its own limits, its own status),
	 * answered in order; up to BATCH_CONCURRENCY run at once, admitted in order.
	 */
	function runBatchCall(call: BatchCall): Answer {
		const { requests } = call.batch!;
		const responses: BatchItemAnswer[] = new Array(requests.length);
		let last: Record<string, string> | null = null;
		// Items are started in order, so they are admitted in order; one that answers at once (an
		// operation that runs anywhere, counted in memory) is done before the next starts, and
		// up to BATCH_CONCURRENCY of those that wait (an upstream, Redis) wait together.
		const waiting = new Set<Promise<void>>();
		const finish = () => {
			if (last) for (const name of LIMIT_HEADERS) if (last[name] !== undefined) call.headers[name] = last[name];
			return respond(200, call.headers, { responses });
		};
		const start = (i: number): void | Promise<void> => {
			const { op, input } = requests[i];
			const found = router.find(op);
			if (!found) {
				responses[i] = { status: 404, body: { detail: `${op} is not an operation`, code: 'not_found' } };
				return;
			}
			const item: DirectCall = {
				kind: 'direct',
				op: found.op,
				params: found.params,
				input: input ?? {},
				headers: { 'x-request-id': call.trace.requestId },
				at: call.at,
				trace: call.trace,
				units: 1,
				principal: call.principal,
				month: call.month
			};
			last = item.headers;
			const answer = deps.runDirect(item);
			if (!(answer instanceof Promise)) {
				responses[i] = itemAnswer(answer);
				return;
			}
			const heavy = found.op.cost === 'heavy';
			const done: Promise<void> = answer.then((settled) => {
				responses[i] = itemAnswer(settled);
				waiting.delete(done);
				if (heavy) heavyRunning.delete(done);
			});
			waiting.add(done);
			if (heavy) heavyRunning.add(done);
			return waiting.size >= BATCH_CONCURRENCY ? Promise.race(waiting) : undefined;
		};
		// The heavy items in flight: a batch holds at most its account's share of the pool at once,
		// so the pool never refuses a batch's own items (429) for the items before them.
		const heavyRunning = new Set<Promise<void>>();
		const from = (first: number): Answer => {
			for (let i = first; i < requests.length; i++) {
				if (heavyRunning.size >= deps.heavyShare && router.find(requests[i].op)?.op.cost === 'heavy') return Promise.race(heavyRunning).then(() => from(i));
				const full = start(i);
				if (full) return full.then(() => from(i + 1));
			}
			return waiting.size ? Promise.all(waiting).then(finish) : finish();
		};
		return from(0);
	}

	return { prepareRecipeCall, runRecipeCall, prepareBatchCall, runBatchCall };
}

/** A batch item's answer: its body as the operation gave it, or an error answer's (429, 402, 422 …). */
function itemAnswer(answer: ApiResponse): BatchItemAnswer {
	return { status: answer.status, body: answer.value !== undefined ? answer.value : JSON.parse(answer.body) };
}

/**
 * Recipes and batches (docs/api.md, "Recipes" and "Batch"): the request shapes, their limits and
 * the one runner that chains operations. Pure, like the operations: the API (server/api/core.ts),
 * the MCP server and the app's worker all run a recipe through `runRecipe`, each with its own way
 * to execute one step, so a recipe gives the same answer wherever it runs.
 */
import { z } from 'zod';
import type { ErrorCode } from './error-codes.js';
import { describeIssues, fieldIssues, type FieldIssue, type OperationResult } from './execute.js';
import { isJsonPointer, lookupPointer } from './json-pointer.js';
import { errors } from './recipe-errors.js';
import type { Words } from './words.js';

export const MAX_RECIPE_STEPS = 20;
export const MAX_BATCH_REQUESTS = 100;

const opPath = z
	.string()
	.min(1)
	.max(200)
	.regex(/^\//, { error: errors.zod('op_path') })
	.describe('The operation\'s API path, as in the API reference: "/hash", "/encode", "/country-info/BR"');
// An object of any fields (the operation validates them): looseObject, not record(), which checks
// every key and costs several times more per step (docs/performance.md, "Recipes and batches").
const stepInput = z.looseObject({}).describe("The step's own input fields, as the operation's request body");

export const recipeStepSchema = z.strictObject({
	op: opPath,
	input: stepInput.optional(),
	from: z
		.record(
			z.string().min(1).max(100),
			z.string().max(1000).refine(isJsonPointer, { error: errors.zod('json_pointer') })
		)
		.optional()
		.describe("Input fields taken from the previous step's answer: field name → JSON Pointer (RFC 6901) into that answer")
});

/** A problem the recipe schema words itself: the English text, and its words for the app (as a catalog's `zod` error map leaves them). */
const wordedIssue = (path: (string | number)[], words: Words) => ({ code: 'custom' as const, path, message: words.text, params: { words } });

export const recipeSchema = z
	.strictObject({ steps: z.array(recipeStepSchema).min(1).max(MAX_RECIPE_STEPS) })
	.superRefine((recipe, ctx) => {
		recipe.steps.forEach((step, i) => {
			if (!step.from) return;
			if (i === 0 && Object.keys(step.from).length > 0) {
				ctx.addIssue(wordedIssue(['steps', 0, 'from'], errors.words('first_step_from')));
			}
			for (const field of Object.keys(step.from)) {
				if (step.input && field in step.input) {
					ctx.addIssue(wordedIssue(['steps', i, 'from', field], errors.words('given_twice', { field })));
				}
			}
		});
	});

export const batchSchema = z.strictObject({
	requests: z.array(z.strictObject({ op: opPath, input: stepInput.optional() })).min(1).max(MAX_BATCH_REQUESTS)
});

export type RecipeStep = z.infer<typeof recipeStepSchema>;
export type Recipe = z.infer<typeof recipeSchema>;
export type Batch = z.infer<typeof batchSchema>;

/** One step's answer as the recipe's answer lists it. */
export interface StepAnswer {
	op: string;
	status: number;
	body: unknown;
}

/**
 * A recipe's whole answer: 200 with the last output, or the first failing step's status. Beside
 * the body, never in it (the API sends them only when asked: docs/api.md, "The app's message
 * ids"), what the failure says by message id (engine/words.ts), for the app to say it in its
 * language: `words`, the frame `step N (/op): …` around the step's own message (its words, when
 * it has them), and `issues`, the failing step's validation problems, which that frame's value
 * `message` then stands for.
 */
export interface RecipeOutcome {
	status: number;
	body: { output: unknown; steps: StepAnswer[] } | { detail: string; code: ErrorCode | string; step: number; steps: StepAnswer[] };
	/** How many steps ran (the failing one included). */
	ran: number;
	words?: Words;
	issues?: FieldIssue[];
}

/**
 * A request's body refused before anything ran: 422 `{detail, code}` (and the step, when one is
 * at fault); beside it, its words (an unknown operation) or its problems by field (a body the
 * schema refuses), as an operation's refusal carries them.
 */
export interface Refusal {
	status: 422;
	body: { detail: string; code: 'invalid_input'; step?: number };
	words?: Words;
	issues?: FieldIssue[];
}

/** A recipe whose every step names an operation, ready to run. */
export interface PreparedRecipe<T> {
	steps: RecipeStep[];
	targets: T[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** A step or batch item's `op`, as `opPath` takes it. */
const isOpPath = (value: unknown): value is string => typeof value === 'string' && value.length >= 1 && value.length <= 200 && value.startsWith('/');

/**
 * The common, well-formed body, checked without zod (which copies every object it passes): every
 * body this accepts, the schema accepts unchanged (recipe.test.ts checks both on random bodies);
 * anything else goes to the schema, which says what is wrong. A batch of 100 items checks in a
 * fraction of the schema's time (docs/performance.md, "Recipes and batches").
 */
function isPlainRecipe(body: unknown): body is Recipe {
	if (!isPlainObject(body) || Object.keys(body).length !== 1 || !Array.isArray(body.steps)) return false;
	const { steps } = body;
	if (steps.length < 1 || steps.length > MAX_RECIPE_STEPS) return false;
	for (let i = 0; i < steps.length; i++) {
		const step = steps[i];
		if (!isPlainObject(step) || !isOpPath(step.op)) return false;
		for (const key in step) if (key !== 'op' && key !== 'input' && key !== 'from') return false;
		if (step.input !== undefined && !isPlainObject(step.input)) return false;
		if (step.from === undefined) continue;
		if (i === 0 || !isPlainObject(step.from)) return false;
		for (const field in step.from) {
			const pointer = step.from[field];
			if (field.length < 1 || field.length > 100 || typeof pointer !== 'string' || pointer.length > 1000 || !isJsonPointer(pointer)) return false;
			if (step.input !== undefined && field in step.input) return false;
		}
	}
	return true;
}

function isPlainBatch(body: unknown): body is Batch {
	if (!isPlainObject(body) || Object.keys(body).length !== 1 || !Array.isArray(body.requests)) return false;
	const { requests } = body;
	if (requests.length < 1 || requests.length > MAX_BATCH_REQUESTS) return false;
	for (const item of requests) {
		if (!isPlainObject(item) || !isOpPath(item.op)) return false;
		for (const key in item) if (key !== 'op' && key !== 'input') return false;
		if (item.input !== undefined && !isPlainObject(item.input)) return false;
	}
	return true;
}

/** For tests: the checks without the schema. */
export const plainBodyChecks = { isPlainRecipe, isPlainBatch };

/**
 * Validates a recipe request body and finds each step's operation (`find` maps an API path to
 * whatever runs it, null when no operation has that path); nothing runs yet, so a caller can
 * count the steps against its limits first.
 */
export function prepareRecipe<T>(body: unknown, find: (path: string) => T | null): PreparedRecipe<T> | Refusal {
	let recipe: Recipe;
	if (isPlainRecipe(body)) recipe = body;
	else {
		const parsed = recipeSchema.safeParse(body);
		if (!parsed.success) return { status: 422, body: { detail: describeIssues(parsed.error), code: 'invalid_input' }, issues: fieldIssues(parsed.error) };
		recipe = parsed.data;
	}
	const targets: T[] = [];
	for (const [i, step] of recipe.steps.entries()) {
		const target = find(step.op);
		if (target === null) {
			const words = errors.words('not_an_operation', { step: i + 1, op: step.op });
			return { status: 422, body: { detail: words.text, code: 'invalid_input', step: i + 1 }, words };
		}
		targets.push(target);
	}
	return { steps: recipe.steps, targets };
}

/** Validates a batch request body (each item's operation is looked up as it runs). */
export function prepareBatch(body: unknown): Batch | Refusal {
	if (isPlainBatch(body)) return body;
	const parsed = batchSchema.safeParse(body);
	return parsed.success ? parsed.data : { status: 422, body: { detail: describeIssues(parsed.error), code: 'invalid_input' }, issues: fieldIssues(parsed.error) };
}

export function isRefusal(value: unknown): value is Refusal {
	return (value as Refusal).status === 422 && 'body' in (value as Refusal);
}

/** Runs one step: the operation behind `target` with this input; `step` counts from 1. */
export type ExecuteStep<T> = (target: T, input: Record<string, unknown>, step: number) => OperationResult | Promise<OperationResult>;

/**
 * Runs the steps in order, each with its own input plus the fields `from` takes out of the
 * previous step's answer. The first step that does not answer 200 ends the run with its status
 * and `{detail: "step N (/op): …", code, step, steps}`; a pointer that finds nothing in the
 * previous answer ends it with 422. Synchronous while the steps answer synchronously (a recipe
 * of operations that run anywhere allocates no promise), like a single call.
 */
export function runRecipe<T>(recipe: PreparedRecipe<T>, execute: ExecuteStep<T>): RecipeOutcome | Promise<RecipeOutcome> {
	return new RecipeRun(recipe, execute).from(0, undefined);
}

class RecipeRun<T> {
	readonly steps: StepAnswer[] = [];

	constructor(
		private readonly recipe: PreparedRecipe<T>,
		private readonly execute: ExecuteStep<T>
	) {}

	/** Runs step `i` (from 0) and the rest, `previous` being the answer of the step before. */
	from(i: number, previous: unknown): RecipeOutcome | Promise<RecipeOutcome> {
		const { steps } = this;
		for (; i < this.recipe.steps.length; i++) {
			const step = this.recipe.steps[i];
			const n = i + 1;
			let input = step.input ?? {};
			if (step.from) {
				input = { ...input };
				for (const field in step.from) {
					const found = lookupPointer(previous, step.from[field]);
					if (!found.found) {
						const missing = errors.words('pointer_not_found', { pointer: JSON.stringify(step.from[field]), step: n - 1 }, `from.${field}`);
						const words = errors.words('step_failed', { step: n, op: step.op, message: missing });
						return { status: 422, body: { detail: words.text, code: 'invalid_input', step: n, steps }, ran: n - 1, words };
					}
					input[field] = found.value;
				}
			}
			const result = this.execute(this.recipe.targets[i], input, n);
			if (result instanceof Promise) return result.then((settled) => this.answered(i, settled) ?? this.from(i + 1, settled.body));
			const end = this.answered(i, result);
			if (end) return end;
			previous = result.body;
		}
		return { status: 200, body: { output: previous, steps }, ran: steps.length };
	}

	/** Records step `i`'s answer: the outcome when it ends the run, else null. */
	private answered(i: number, result: OperationResult): RecipeOutcome | null {
		const op = this.recipe.steps[i].op;
		this.steps.push({ op, status: result.status, body: result.body });
		if (result.status === 200) return null;
		const { message, code } = failureOf(result.body);
		// The detail is the step's own English, as it always was; the words carry the step's own
		// words in its place when it has them, or stand for its validation problems (`issues`).
		const words = errors.words('step_failed', { step: i + 1, op, message });
		if (result.words) words.values = { ...words.values, message: result.words };
		const outcome: RecipeOutcome = { status: result.status, body: { detail: words.text, code, step: i + 1, steps: this.steps }, ran: i + 1, words };
		if (!result.words && result.issues?.length) outcome.issues = result.issues;
		return outcome;
	}
}

/** The message and code of an error body (`{detail}` or, for some operations, `{error}`). */
function failureOf(body: unknown): { message: string; code: string } {
	const fields = (body ?? {}) as Record<string, unknown>;
	const message = typeof fields.detail === 'string' ? fields.detail : typeof fields.error === 'string' ? fields.error : JSON.stringify(body);
	return { message, code: typeof fields.code === 'string' ? fields.code : 'internal_error' };
}

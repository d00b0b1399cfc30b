import { z } from 'zod';
import type { Operation } from '../../engine/define.js';
import { executeOperation } from '../../engine/execute.js';
import { isRefusal, prepareRecipe, runRecipe, batchSchema, MAX_BATCH_REQUESTS, MAX_RECIPE_STEPS, recipeSchema } from '../../engine/recipe.js';
import { createRouter } from '../../engine/router.js';
import type { ErrorCode } from '../../engine/error-codes.js';

/** The tag of the endpoints that run several operations in one request. */
export const MULTI_TAG = 'Recipes and batches';

const stepAnswer = {
	type: 'object',
	required: ['op', 'status', 'body'],
	properties: { op: { type: 'string' }, status: { type: 'integer' }, body: { description: "The step's answer, as its own call would give it" } }
};

const error = (codes: ErrorCode[], extra: Record<string, unknown> = {}) => ({
	type: 'object',
	required: ['detail', 'code'],
	properties: { detail: { type: 'string' }, code: { type: 'string', enum: codes }, ...extra }
});

const json = (schema: unknown) => ({ 'application/json': { schema } });

function requestSchema(schema: z.ZodType): Record<string, unknown> {
	const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>;
	return rest;
}

/** Answers both endpoints share with every operation (the API's order: 401, 403, 413, 415, 422 on the body, then 429 and 402). */
const shared = {
	401: { description: 'API key missing, malformed, unknown or revoked', content: json(error(['missing_api_key', 'invalid_api_key', 'session_expired'])) },
	403: { description: 'Account deactivated', content: json(error(['account_deactivated'])) },
	413: { description: 'Body larger than 1 MiB', content: json(error(['payload_too_large'])) },
	415: { description: 'POST body is not application/json', content: json(error(['unsupported_media_type'])) },
	503: { description: 'The database cannot be reached; safe to retry after Retry-After (5) seconds, not counted', content: json(error(['store_unavailable'])) }
};

const ENCODE_THEN_HASH = {
	steps: [
		{ op: '/encode', input: { input: 'hello', scheme: 'base64', direction: 'encode' } },
		{ op: '/hash', input: { algorithms: ['sha256'] }, from: { input: '/output' } }
	]
};

const TWO_HASHES_AND_A_COLOUR = { requests: [{ op: '/hash', input: { input: 'a' } }, { op: '/hash', input: { input: 'b' } }, { op: '/color-converter', input: { hex: '#336699' } }] };

/**
 * The answers to the two request examples, computed as the API computes them (each step or item
 * through executeOperation, as the operation's own call; the examples use only operations that
 * run anywhere), by operation id, for responseExamples (openapi.ts).
 */
export async function multiCallAnswers(ops: Operation[], now: () => number): Promise<Record<string, { body: unknown; name: string; input: unknown }>> {
	const router = createRouter(ops);
	const call = (op: Operation, input: Record<string, unknown>, params: Readonly<Record<string, string>> = {}) => executeOperation(op, { ...input, ...params }, { now });
	const recipe = prepareRecipe(ENCODE_THEN_HASH, (path) => router.find(path));
	if (isRefusal(recipe)) throw new Error(`the recipe example is refused: ${recipe.body.detail}`);
	const outcome = await runRecipe(recipe, (found, input) => call(found.op, input, found.params));
	const responses = await Promise.all(
		TWO_HASHES_AND_A_COLOUR.requests.map(async ({ op, input }) => {
			const found = router.find(op);
			if (!found) throw new Error(`the batch example names no operation: ${op}`);
			const { status, body } = await call(found.op, input, found.params);
			return { status, body };
		})
	);
	return {
		'recipes-run': { body: outcome.body, name: 'Base64, then its SHA-256', input: ENCODE_THEN_HASH },
		batch: { body: { responses }, name: 'Two hashes and a colour', input: TWO_HASHES_AND_A_COLOUR }
	};
}

/** `POST /recipes/run` and `POST /batch` in the OpenAPI document (docs/api.md, "Recipes" and "Batch"). */
export function multiCallPaths(): Record<string, Record<string, unknown>> {
	return {
		'/recipes/run': {
			post: {
				operationId: 'recipes-run',
				summary: 'Run a recipe',
				description:
					`Runs up to ${MAX_RECIPE_STEPS} operations in order, each step taking fields of the previous step's answer (\`from\`: field → JSON Pointer). ` +
					'Each step counts one request against the per-minute limit and the monthly quota, all admitted before the first step runs (a recipe that does not fit is refused whole); ' +
					'steps that never run give their unit back. The first step that does not answer 200 ends the run with its status.',
				tags: [MULTI_TAG],
				'x-tool': false,
				requestBody: { required: true, content: { 'application/json': { schema: requestSchema(recipeSchema), examples: { example1: { summary: 'Base64, then its SHA-256', value: ENCODE_THEN_HASH } } } } },
				responses: {
					200: {
						description: "Every step answered 200: the last step's answer and every step's",
						content: json({ type: 'object', required: ['output', 'steps'], properties: { output: { description: "The last step's answer" }, steps: { type: 'array', items: stepAnswer } } })
					},
					...shared,
					402: { description: 'The recipe needs more requests than the month has left', content: json(error(['quota_exceeded'])) },
					422: {
						description: 'Not a recipe (no steps, more than 20, an unknown operation, a bad pointer), or a step ended the run with 422 (its own answer under `steps`)',
						content: json(error(['invalid_input', 'empty_body', 'invalid_json'], { step: { type: 'integer', description: 'The step at fault, from 1' }, steps: { type: 'array', items: stepAnswer } }))
					},
					429: { description: 'The recipe needs more requests than the minute has left (Retry-After: 60)', content: json(error(['rate_limited'])) },
					default: {
						description: "A step answered another status (400, 404, 502 …): the run ended there with that step's status",
						content: json(error(['invalid_input', 'no_match', 'url_blocked', 'url_unreachable', 'upstream_not_configured', 'upstream_error', 'internal_error'], { step: { type: 'integer' }, steps: { type: 'array', items: stepAnswer } }))
					}
				}
			}
		},
		'/batch': {
			post: {
				operationId: 'batch',
				summary: 'Run several calls at once',
				description:
					`Up to ${MAX_BATCH_REQUESTS} independent calls in one request, answered in order. Each item is a single call of its own: its own status and body, ` +
					'its own request against the per-minute limit and the monthly quota (an item past a limit answers 429 or 402 in its place; an unknown operation 404, not counted). ' +
					"The answer's limit headers are the last item's.",
				tags: [MULTI_TAG],
				'x-tool': false,
				requestBody: {
					required: true,
					content: {
						'application/json': {
							schema: requestSchema(batchSchema),
							examples: { example1: { summary: 'Two hashes and a colour', value: TWO_HASHES_AND_A_COLOUR } }
						}
					}
				},
				responses: {
					200: {
						description: 'One answer per request, in order',
						content: json({
							type: 'object',
							required: ['responses'],
							properties: { responses: { type: 'array', items: { type: 'object', required: ['status', 'body'], properties: { status: { type: 'integer' }, body: {} } } } }
						})
					},
					...shared,
					422: { description: 'Not a batch (no requests, more than 100, an item without `op`)', content: json(error(['invalid_input', 'empty_body', 'invalid_json'])) }
				}
			}
		}
	};
}

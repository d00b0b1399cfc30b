/**
 * The MCP server's tools (docs/api.md, "MCP server"): one per operation of the registry plus
 * `run_recipe`, and how a tool call becomes a call of the API core (`ApiCore.call`), so that it
 * is limited, counted, logged and measured exactly like the same API request.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Operation } from '../../engine/define.js';
import { recipeSchema } from '../../engine/recipe.js';
import { inputJsonSchema, outputJsonSchema } from '../api/openapi.js';
import { RECIPES_PATH, type ApiResponse } from '../api/core.js';

export const RUN_RECIPE_TOOL = 'run_recipe';

/** Where a tool's calls go in the API: the operation (or RECIPES_PATH), its method and its path (with `{name}` parameters). */
export interface ToolTarget {
	id: string;
	method: 'GET' | 'POST';
	path: string;
	/** The tool declares an outputSchema: a 200 answer is also its structuredContent. */
	structured: boolean;
}

export interface ToolSet {
	/** The tools/list answer, built once. */
	list: { tools: Tool[] };
	/** The same as JSON text, serialized once: what every tools/list answer holds (`withToolList`). */
	listJson: string;
	byName: Map<string, ToolTarget>;
}

/**
 * What the tools/list handler answers in place of the list. The SDK serializes every answer with
 * JSON.stringify (Node 20 has no JSON.rawJSON to hand it text), and the list is about 118 KB of
 * JSON Schemas: serializing it per call held the event loop for seconds under parallel batches.
 * The handler answers this stand-in, and the HTTP layer puts the text serialized once in its
 * place. Its token is random per process and never sent, so no caller's data can hold it.
 */
export const TOOL_LIST_STAND_IN = { tools: `utilkit-tool-list-${randomBytes(16).toString('hex')}` } as const;
const STAND_IN_JSON = JSON.stringify(TOOL_LIST_STAND_IN);

/** An answer's JSON text with every tools/list stand-in replaced by the list's JSON. */
export function withToolList(text: string, tools: ToolSet): string {
	return text.includes(STAND_IN_JSON) ? text.split(STAND_IN_JSON).join(tools.listJson) : text;
}

/** A JSON Schema without `$schema` (MCP clients compile it with their own draft). */
function bare(schema: Record<string, unknown>): Tool['inputSchema'] {
	const { $schema: _ignored, ...rest } = schema;
	return rest as Tool['inputSchema'];
}

/** MCP requires `type: "object"` at the root of an output schema; unions (oneOf/anyOf) get none. */
function objectSchema(schema: Record<string, unknown>): Tool['outputSchema'] | undefined {
	return schema.type === 'object' ? (bare(schema) as Tool['outputSchema']) : undefined;
}

function operationTool(op: Operation): Tool {
	const description = `${op.title}. ${op.summary}${op.attribution ? ` Data: ${op.attribution}` : ''}`;
	const input = inputJsonSchema(op);
	// Every operation's input is an object today; a future one that is not still gets a valid tool.
	const inputSchema = input.type === 'object' ? bare(input) : { type: 'object' as const };
	const outputSchema = objectSchema(outputJsonSchema(op));
	return {
		name: op.id,
		title: op.title,
		description,
		inputSchema,
		...(outputSchema && { outputSchema }),
		// GET operations only read; POST ones compute an answer too, but none changes anything.
		annotations: { title: op.title, readOnlyHint: true, openWorldHint: op.runs === 'server' }
	};
}

const recipeTool: Tool = {
	name: RUN_RECIPE_TOOL,
	title: 'Run a recipe',
	description:
		'Runs up to 20 operations in order (POST /api/v1/recipes/run). Each step names an operation by its API path ("/hash", ' +
		'"/country-info/BR") with its own input; `from` takes input fields out of the previous step\'s answer by JSON Pointer (RFC 6901), ' +
		'e.g. {"input": "/output"}. Answers the last step\'s output and every step\'s answer; the first failing step ends the run. ' +
		'Each step counts as one API call.',
	inputSchema: bare(z.toJSONSchema(recipeSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>),
	outputSchema: {
		type: 'object',
		required: ['output', 'steps'],
		properties: {
			output: { description: "The last step's answer" },
			steps: {
				type: 'array',
				items: { type: 'object', required: ['op', 'status', 'body'], properties: { op: { type: 'string' }, status: { type: 'integer' }, body: {} } }
			}
		}
	},
	annotations: { title: 'Run a recipe', readOnlyHint: true, openWorldHint: true }
};

/** The tools of these operations (plus run_recipe). */
export function buildToolSet(ops: Operation[]): ToolSet {
	const tools = [...ops.map(operationTool), recipeTool];
	const byName = new Map<string, ToolTarget>(
		ops.map((op) => [op.id, { id: op.id, method: op.method, path: op.path, structured: objectSchema(outputJsonSchema(op)) !== undefined }])
	);
	byName.set(RUN_RECIPE_TOOL, { id: RECIPES_PATH, method: 'POST', path: RECIPES_PATH, structured: true });
	const list = { tools };
	return { list, listJson: JSON.stringify(list), byName };
}

/** Query string values: scalars as they print; anything else as JSON (no GET operation takes one today). */
function queryValue(value: unknown): string {
	return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/**
 * The input a tool call stands for: a POST operation's arguments as they are (run_recipe's
 * `{"steps"}` is a recipe already); a GET operation's as its path and query string would carry
 * them, every value a string (objects as JSON), none of them null. A missing path parameter is
 * answered here (a string): the API would not find the operation at a path without it.
 */
export function toolInput(target: ToolTarget, args: Record<string, unknown>): Record<string, unknown> | string {
	if (target.method === 'POST') return args;
	const input: Record<string, unknown> = {};
	for (const [name, value] of Object.entries(args)) if (value !== undefined && value !== null) input[name] = queryValue(value);
	for (const [, name] of target.path.matchAll(/\{(\w+)\}/g)) {
		const value = args[name];
		if (value === undefined || value === null || value === '') return `Missing required argument "${name}"`;
	}
	return input;
}

/**
 * The tool result of the core's answer: 200 → the body as JSON text (and as structuredContent
 * when the tool has an output schema); anything else → isError with the body's `detail` (or
 * `error`), the same message an API client reads (429, 402, 422…). The core's answer to a direct
 * call holds the operation's body as `value`; its own refusals (429, 402) are written as JSON.
 */
export function toolResult(target: Pick<ToolTarget, 'structured'>, answer: ApiResponse): CallToolResult {
	let body: unknown = answer.value;
	if (body === undefined) {
		try {
			body = JSON.parse(answer.body);
		} catch {
			body = answer.body;
		}
	}
	if (answer.status === 200) {
		return {
			content: [{ type: 'text', text: answer.value === undefined ? answer.body : JSON.stringify(answer.value) }],
			...(target.structured && typeof body === 'object' && body !== null && { structuredContent: body as Record<string, unknown> })
		};
	}
	const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
	const message = typeof fields.detail === 'string' ? fields.detail : typeof fields.error === 'string' ? fields.error : `HTTP ${answer.status}`;
	return { isError: true, content: [{ type: 'text', text: message }] };
}

/** A tool error answered before the core (a missing path parameter). */
export function errorResult(message: string): CallToolResult {
	return { isError: true, content: [{ type: 'text', text: message }] };
}

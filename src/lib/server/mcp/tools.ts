/**
 * The MCP server's tools (docs/api.md, "MCP server"): one per operation of the registry plus
 * `run_recipe`, and how a tool call becomes an ordinary API request for the core, so that it is
 * authenticated, limited, counted, logged and measured exactly like one.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Operation } from '../../engine/define.js';
import { OPERATIONS } from '../../ops/registry.js';
import { recipeSchema } from '../../engine/recipe.js';
import { inputJsonSchema, outputJsonSchema } from '../api/openapi.js';
import type { ApiRequest, ApiResponse } from '../api/core.js';

export const RUN_RECIPE_TOOL = 'run_recipe';

/** Where a tool's calls go in the API: the method and the path (with `{name}` parameters). */
export interface ToolTarget {
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
	const byName = new Map<string, ToolTarget>(ops.map((op) => [op.id, { method: op.method, path: op.path, structured: objectSchema(outputJsonSchema(op)) !== undefined }]));
	byName.set(RUN_RECIPE_TOOL, { method: 'POST', path: '/recipes/run', structured: true });
	const list = { tools };
	return { list, listJson: JSON.stringify(list), byName };
}

let processTools: ToolSet | undefined;

/** The registry's tools, computed on first use and kept for the life of the process (~70 JSON Schemas). */
export function registryTools(): ToolSet {
	return (processTools ??= buildToolSet(OPERATIONS));
}

const JSON_TYPE = 'application/json';

/** Query string values: scalars as they print; anything else as JSON (no GET operation takes one today). */
function queryValue(value: unknown): string {
	return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/**
 * The API request a tool call stands for: POST with the arguments as its JSON body (run_recipe's
 * `{"steps"}` is one already), GET with path parameters filled in and the rest as the query
 * string. The only headers are the caller's key and the body's type: no Accept, so never a stream.
 * A missing path parameter is answered here (a string) rather than sent as a path that means another operation.
 */
export function toolRequest(target: ToolTarget, args: Record<string, unknown>, key: string): ApiRequest | string {
	const headers: Record<string, string> = { 'x-api-key': key };
	if (target.method === 'POST') {
		headers['content-type'] = JSON_TYPE;
		return { method: 'POST', path: target.path, search: '', header: (name) => headers[name], body: JSON.stringify(args), bodyTooLarge: false };
	}
	const rest = { ...args };
	let missing: string | null = null;
	const path = target.path.replace(/\{(\w+)\}/g, (_, name: string) => {
		const value = rest[name];
		delete rest[name];
		if (value === undefined || value === null || value === '') missing ??= name;
		return encodeURIComponent(queryValue(value));
	});
	if (missing !== null) return `Missing required argument "${missing}"`;
	const search = new URLSearchParams(
		Object.entries(rest)
			.filter(([, v]) => v !== undefined && v !== null)
			.map(([k, v]) => [k, queryValue(v)])
	).toString();
	return { method: 'GET', path, search, header: (name) => headers[name], body: null, bodyTooLarge: false };
}

/**
 * The tool result of an API answer: 200 → the body as JSON text (and as structuredContent when
 * the tool has an output schema); anything else → isError with the body's `detail` (or `error`),
 * the same message an API client reads (429, 402, 422…).
 */
export function toolResult(target: ToolTarget, answer: ApiResponse): CallToolResult {
	let body: unknown;
	try {
		body = JSON.parse(answer.body);
	} catch {
		body = answer.body;
	}
	if (answer.status === 200) {
		return {
			content: [{ type: 'text', text: answer.body }],
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

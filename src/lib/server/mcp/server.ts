import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type ListToolsResult } from '@modelcontextprotocol/sdk/types.js';
import { BATCH_CONCURRENCY, type ApiCore } from '../api/core.js';
import type { Principal } from '../store/types.js';
import { VERSION } from '../version.js';
import { errorResult, TOOL_LIST_STAND_IN, toolInput, toolResult, type ToolSet } from './tools.js';

/**
 * A gate that lets at most `limit` tasks run at once; the others wait their turn, in the order
 * they came (a freed place goes straight to the next one).
 */
export function concurrencyGate(limit: number): <T>(task: () => T | Promise<T>) => Promise<T> {
	let running = 0;
	const waiting: (() => void)[] = [];
	return async (task) => {
		if (running < limit) running++;
		else await new Promise<void>((resolve) => waiting.push(resolve));
		try {
			return await task();
		} finally {
			const next = waiting.shift();
			if (next) next();
			else running--;
		}
	};
}

/**
 * One MCP server for one HTTP request (stateless mode) of one authenticated caller; the
 * handler's one `schemaValidator` (http.ts) serves them all. The low-level
 * `Server` is used rather than McpServer: its tools/list answer is the precomputed ToolSet,
 * so a request registers two handlers instead of ~70 tools with their schemas.
 */
export function createMcpServer(core: Pick<ApiCore, 'call'>, tools: ToolSet, principal: Principal, schemaValidator: AjvJsonSchemaValidator): Server {
	const server = new Server(
		{ name: 'utilkit', title: 'Utilkit', version: VERSION },
		{
			capabilities: { tools: { listChanged: false } },
			jsonSchemaValidator: schemaValidator,
			instructions: 'Utilkit utility operations (hashing, encoding, validation, conversion, lookups). Every tool call counts as one API call of your key (run_recipe: one per step).'
		}
	);
	// The HTTP layer writes the list's JSON, serialized once, in place of this (tools.ts).
	server.setRequestHandler(ListToolsRequestSchema, () => TOOL_LIST_STAND_IN as unknown as ListToolsResult);
	// The tool calls of one request (a batch holds up to 20) run as the API's POST /batch items
	// do: at most BATCH_CONCURRENCY at once, so one request holds that many upstream connections at most.
	const gate = concurrencyGate(BATCH_CONCURRENCY);
	server.setRequestHandler(CallToolRequestSchema, async (request) => {
		const target = tools.byName.get(request.params.name);
		// The same error McpServer gives for an unknown tool.
		if (!target) throw new McpError(ErrorCode.InvalidParams, `Tool ${request.params.name} not found`);
		const input = toolInput(target, request.params.arguments ?? {});
		if (typeof input === 'string') return errorResult(input);
		return gate(async () => toolResult(target, await core.call(principal, target.id, input)));
	});
	return server;
}

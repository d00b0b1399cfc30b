import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { ApiCore } from '../api/core.js';
import { VERSION } from '../version.js';
import { errorResult, toolRequest, toolResult, type ToolSet } from './tools.js';

/**
 * One MCP server for one HTTP request (stateless mode) of one caller's key. The low-level
 * `Server` is used rather than McpServer: its tools/list answer is the precomputed ToolSet,
 * so a request registers two handlers instead of ~70 tools with their schemas.
 */
export function createMcpServer(core: ApiCore, tools: ToolSet, key: string): Server {
	const server = new Server(
		{ name: 'utilkit', title: 'Utilkit', version: VERSION },
		{
			capabilities: { tools: { listChanged: false } },
			instructions: 'Utilkit utility operations (hashing, encoding, validation, conversion, lookups). Every tool call counts as one API call of your key (run_recipe: one per step).'
		}
	);
	server.setRequestHandler(ListToolsRequestSchema, () => tools.list);
	server.setRequestHandler(CallToolRequestSchema, async (request) => {
		const target = tools.byName.get(request.params.name);
		// The same error McpServer gives for an unknown tool.
		if (!target) throw new McpError(ErrorCode.InvalidParams, `Tool ${request.params.name} not found`);
		const apiRequest = toolRequest(target, request.params.arguments ?? {}, key);
		if (typeof apiRequest === 'string') return errorResult(apiRequest);
		return toolResult(target, await core.handle(apiRequest));
	});
	return server;
}

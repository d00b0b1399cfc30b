/**
 * What /mcp reads of a POST's JSON-RPC messages before the SDK handles them (docs/api.md, "MCP
 * server"): whether a batch is allowed, and how many protocol messages it holds for their limit.
 */
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';

/**
 * The most messages one batch may hold. The SDK takes up to 100, and 100 `tools/list` are
 * 11.8 MB of answer; clients hardly batch at all (the SDK's own client never does).
 */
export const MAX_BATCH_MESSAGES = 20;

/**
 * The first protocol version without JSON-RPC batching (its changelog: "Remove support for
 * JSON-RPC batching"); 2025-03-26 added them. Versions are dates, so they compare as strings.
 */
export const BATCHES_REMOVED_IN = '2025-06-18';

/** JSON-RPC 2.0 "Invalid Request". */
export const INVALID_REQUEST = -32600;
/** The SDK's code for a transport-level refusal (JSON-RPC's implementation-defined server errors). */
export const SERVER_ERROR = -32000;

/**
 * Whether a client on `version` (the `MCP-Protocol-Version` header) may send a batch. Without the
 * header the transport assumes 2025-03-26 (the spec's rule, and the SDK's), which allowed them.
 * A version the SDK does not support is left to the SDK, which answers 400 before any message.
 */
export function batchesAllowed(version: string | null): boolean {
	if (version === null || !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return true;
	return version < BATCHES_REMOVED_IN;
}

/** Why a batch (a JSON array body) is refused with 400, or null for anything else. */
export function batchRefusal(body: unknown, version: string | null): string | null {
	if (!Array.isArray(body)) return null;
	if (!batchesAllowed(version)) return `Invalid Request: protocol version ${version} has no JSON-RPC batches; send one message per request`;
	// JSON-RPC 2.0, section 6: an empty array is an invalid request.
	if (body.length === 0) return 'Invalid Request: an empty batch';
	if (body.length > MAX_BATCH_MESSAGES) return `Invalid Request: a batch holds at most ${MAX_BATCH_MESSAGES} messages, this one ${body.length}`;
	return null;
}

const isToolCall = (message: unknown) => typeof message === 'object' && message !== null && (message as { method?: unknown }).method === 'tools/call';

/**
 * How many protocol messages a body holds: every message but `tools/call` (each of those is an
 * API call, limited by the plan). A body that is not JSON counts one: the SDK still reads it.
 */
export function protocolMessages(body: unknown): number {
	if (!Array.isArray(body)) return isToolCall(body) ? 0 : 1;
	let count = 0;
	for (const message of body) if (!isToolCall(message)) count++;
	return count;
}

/** The body, parsed; undefined when it is none or not JSON (the SDK answers that one itself). */
export function parseBody(text: string | null): unknown {
	if (text === null) return undefined;
	try {
		return JSON.parse(text);
	} catch {
		return undefined;
	}
}

/**
 * A JSON-RPC error as the whole answer, as the SDK's transport gives its own refusals: the
 * request's id when the body is one request, else null (JSON-RPC 2.0, section 5).
 */
export function jsonRpcError(status: number, code: number, message: string, body: unknown, headers: Record<string, string> = {}): Response {
	const id = !Array.isArray(body) && typeof body === 'object' && body !== null && 'id' in body ? (body as { id: unknown }).id : null;
	const safeId = typeof id === 'string' || typeof id === 'number' ? id : null;
	return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: safeId }), {
		status,
		headers: { 'content-type': 'application/json', ...headers }
	});
}

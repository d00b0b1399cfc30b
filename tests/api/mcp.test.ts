/**
 * The MCP server (/mcp) against the built server, through the SDK's own client over Streamable
 * HTTP: the tool list, one tool per group (expected answers from independent references), the
 * key checks before any MCP handling, and tool calls counted like API calls (429 and 402 at
 * exactly the plan's limits).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { OPERATIONS } from '../../src/lib/ops/registry';
import { GROUPS } from '../../src/lib/ops/define';
import { startServer, type Server } from './harness';

let server: Server;
let key: string;

beforeAll(async () => {
	server = await startServer();
	key = (await server.cli('keys', 'create', '--email', 'mcp@example.com', '--plan', 'unlimited')).trim();
});
afterAll(() => server?.stop());

/** A connected SDK client sending these headers on every request. */
async function connect(headers: Record<string, string>): Promise<Client> {
	const client = new Client({ name: 'utilkit-test', version: '1.0.0' });
	await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers } }));
	return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
	return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

const text = (result: CallToolResult) => (result.content[0] as { type: 'text'; text: string }).text;

/** A JSON-RPC initialize request as a client's first POST. */
const INITIALIZE = {
	jsonrpc: '2.0',
	id: 1,
	method: 'initialize',
	params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } }
};

function post(headers: Record<string, string>, body: unknown = INITIALIZE): Promise<Response> {
	return fetch(`${server.url}/mcp`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
		body: typeof body === 'string' ? body : JSON.stringify(body)
	});
}

describe('tools', () => {
	it('lists one tool per operation plus run_recipe, with their schemas', async () => {
		const client = await connect({ 'x-api-key': key });
		try {
			const { tools } = await client.listTools();
			expect(tools).toHaveLength(OPERATIONS.length + 1);
			expect(new Set(tools.map((t) => t.name))).toEqual(new Set([...OPERATIONS.map((o) => o.id), 'run_recipe']));
			for (const tool of tools) {
				expect(tool.inputSchema.type, tool.name).toBe('object');
				expect(tool.description, tool.name).toBeTruthy();
				if (tool.outputSchema) expect(tool.outputSchema.type, tool.name).toBe('object');
			}
			const hash = tools.find((t) => t.name === 'hash')!;
			expect(hash.inputSchema.properties).toHaveProperty('input');
			expect(hash.outputSchema?.properties).toHaveProperty('hashes');
			// A union at the root (IBAN: valid or not) has no output schema: MCP wants an object.
			expect(tools.find((t) => t.name === 'iban-validator')!.outputSchema).toBeUndefined();
			expect(tools.find((t) => t.name === 'run_recipe')!.inputSchema.required).toEqual(['steps']);
		} finally {
			await client.close();
		}
	});

	it('calls one tool of every group; answers match independent references', async () => {
		const client = await connect({ 'x-api-key': key });
		try {
			const checked = new Set<string>();
			const expectOk = async (name: string, args: Record<string, unknown>, expected: Record<string, unknown>) => {
				const result = await call(client, name, args);
				expect(result.isError, `${name}: ${text(result)}`).toBeFalsy();
				expect(JSON.parse(text(result))).toMatchObject(expected);
				if (result.structuredContent) expect(result.structuredContent).toEqual(JSON.parse(text(result)));
				checked.add(OPERATIONS.find((o) => o.id === name)!.group);
				return result;
			};
			// security: node:crypto.
			const hashed = await expectOk('hash', { input: 'abc', algorithms: ['sha256'] }, { hashes: { sha256: createHash('sha256').update('abc').digest('hex') } });
			expect(hashed.structuredContent).toBeDefined();
			// data: RFC 4648 section 10.
			await expectOk('encode', { input: 'foobar', scheme: 'base64', direction: 'encode' }, { output: 'Zm9vYmFy' });
			// text: Python int('ff', 16) = 255.
			await expectOk('number-base', { value: 'ff', from: 16, to: [10] }, { results: { '10': '255' } });
			// geo-time, a GET with a path parameter: ISO 3166-1 (BR / BRA is Brazil).
			await expectOk('country-info', { code: 'br' }, { cca2: 'BR', cca3: 'BRA', name: 'Brazil' });
			// validation: 4111 1111 1111 1111 is the Luhn-valid Visa test number.
			await expectOk('credit-card-validator', { number: '4111 1111 1111 1111' }, { valid: true, luhn_valid: true });
			// generation: CSS Color 4 named colour coral = rgb(255, 127, 80).
			await expectOk('color-converter', { hex: '#FF7F50' }, { rgb: { r: 255, g: 127, b: 80 } });
			// web: RFC 1918 192.168.1.10/24 → 192.168.1.0-192.168.1.255 (Python ipaddress).
			await expectOk('ip', { address: '192.168.1.10/24' }, { network: '192.168.1.0/24', first_address: '192.168.1.0', last_address: '192.168.1.255' });
			// ai: no AI_BASE_URL here, so the documented 502 (docs/spec/decisions.md) as a tool error.
			const chat = await call(client, 'ai-chat', { messages: [{ role: 'user', content: 'hi' }] });
			expect(chat).toMatchObject({ isError: true, content: [{ type: 'text', text: 'AI service is not configured' }] });
			checked.add('ai');
			expect(checked).toEqual(new Set(Object.keys(GROUPS)));
		} finally {
			await client.close();
		}
	});

	it('invalid input is a tool error with the API\'s 422 detail; an unknown tool is a protocol error', async () => {
		const client = await connect({ 'x-api-key': key });
		try {
			const result = await call(client, 'hash', { algorithms: ['sha256'] });
			expect(result).toMatchObject({ isError: true, content: [{ type: 'text', text: 'input: is required' }] });
			await expect(client.callTool({ name: 'no-such-tool', arguments: {} })).rejects.toThrow(/Tool no-such-tool not found/);
		} finally {
			await client.close();
		}
	});
});

describe('authentication before any MCP handling', () => {
	it('401 missing_api_key without a key', async () => {
		const res = await post({});
		expect(res.status).toBe(401);
		expect(await res.json()).toEqual({ detail: 'Missing API key: include the X-API-Key header', code: 'missing_api_key' });
		await expect(connect({})).rejects.toThrow();
	});

	it('401 invalid_api_key with a wrong key, in either header', async () => {
		for (const headers of [{ 'x-api-key': 'ukit_wrong' }, { authorization: 'Bearer ukit_wrong' }] as Record<string, string>[]) {
			const res = await post(headers);
			expect(res.status).toBe(401);
			expect(await res.json()).toEqual({ detail: 'Invalid or revoked API key: include a valid X-API-Key header', code: 'invalid_api_key' });
		}
	});

	it('Authorization: Bearer works like X-API-Key', async () => {
		const client = await connect({ authorization: `Bearer ${key}` });
		try {
			const result = await call(client, 'hash', { input: 'abc', algorithms: ['md5'] });
			expect(JSON.parse(text(result)).hashes.md5).toBe(createHash('md5').update('abc').digest('hex'));
		} finally {
			await client.close();
		}
	});

	it('GET and DELETE are 405 (stateless server); bodies over 1 MiB are 413', async () => {
		for (const method of ['GET', 'DELETE']) {
			const res = await fetch(`${server.url}/mcp`, { method, headers: { 'x-api-key': key, accept: 'text/event-stream' } });
			expect(res.status).toBe(405);
			expect(res.headers.get('allow')).toBe('POST');
			expect(await res.json()).toMatchObject({ code: 'method_not_allowed' });
		}
		const big = await post({ 'x-api-key': key }, JSON.stringify({ ...INITIALIZE, pad: 'x'.repeat(1_100_000) }));
		expect(big.status).toBe(413);
		expect(await big.json()).toEqual({ detail: 'Request body is larger than 1048576 bytes', code: 'payload_too_large' });
	});
});

describe('tool calls count as API calls', () => {
	it('a 3-per-minute plan: 3 calls succeed, the 4th is the API\'s 429; listing tools does not count', async () => {
		await server.cli('plans', 'set', 'mcp-three-a-minute', '--per-minute', '3', '--per-month', '1000');
		const limited = (await server.cli('keys', 'create', '--email', 'mcp-rate@example.com', '--plan', 'mcp-three-a-minute')).trim();
		const client = await connect({ 'x-api-key': limited });
		try {
			await client.listTools();
			for (let i = 1; i <= 3; i++) expect((await call(client, 'hash', { input: 'abc' })).isError, `call ${i}`).toBeFalsy();
			const refused = await call(client, 'hash', { input: 'abc' });
			expect(refused).toMatchObject({ isError: true, content: [{ type: 'text', text: 'Rate limit exceeded: retry in 60 seconds' }] });
			// The same minute for the plain API: the MCP calls used it up.
			expect((await server.post('/hash', { input: 'abc' }, { 'x-api-key': limited })).status).toBe(429);
		} finally {
			await client.close();
		}
	});

	it('a 2-per-month plan: 2 calls succeed (a 422 counts), the 3rd is the API\'s 402', async () => {
		await server.cli('plans', 'set', 'mcp-two-a-month', '--per-minute', '100', '--per-month', '2');
		const small = (await server.cli('keys', 'create', '--email', 'mcp-quota@example.com', '--plan', 'mcp-two-a-month')).trim();
		const client = await connect({ 'x-api-key': small });
		try {
			expect((await call(client, 'hash', { input: 'abc' })).isError).toBeFalsy();
			expect((await call(client, 'hash', {})).isError).toBe(true);
			const refused = await call(client, 'hash', { input: 'abc' });
			expect(refused).toMatchObject({
				isError: true,
				content: [{ type: 'text', text: 'Monthly quota exceeded: upgrade the plan or wait for the next period' }]
			});
		} finally {
			await client.close();
		}
	});
});

describe('run_recipe', () => {
	it('chains steps through POST /recipes/run', async () => {
		const client = await connect({ 'x-api-key': key });
		try {
			const result = await call(client, 'run_recipe', {
				steps: [
					{ op: '/encode', input: { input: 'foobar', scheme: 'base64', direction: 'encode' } },
					{ op: '/hash', input: { algorithms: ['sha256'] }, from: { input: '/output' } }
				]
			});
			expect(result.isError, text(result)).toBeFalsy();
			// RFC 4648: base64("foobar") = "Zm9vYmFy"; its SHA-256 from node:crypto.
			expect(result.structuredContent).toMatchObject({
				output: { hashes: { sha256: createHash('sha256').update('Zm9vYmFy').digest('hex') } },
				steps: [{ op: '/encode', status: 200 }, { op: '/hash', status: 200 }]
			});
			const failing = await call(client, 'run_recipe', { steps: [{ op: '/hash', input: {} }] });
			expect(failing.isError).toBe(true);
			expect(text(failing)).toMatch(/^step 1 \(\/hash\): /);
		} finally {
			await client.close();
		}
	});
});

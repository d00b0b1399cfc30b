/**
 * The MCP server (/mcp) against the built server, through the SDK's own client over Streamable
 * HTTP: the tool list, one tool per group (expected answers from independent references), the
 * key checks before any MCP handling, and tool calls counted like API calls (429 and 402 at
 * exactly the plan's limits). Then, with raw requests where the SDK's client cannot send them
 * (it never batches, never sends Origin or another Host): batches by protocol version, the batch
 * cap, a batch's tool calls at most 8 at once against a local site, the protocol messages'
 * per-minute limit, and the Origin and Host checks of the Streamable HTTP transport.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { OPERATIONS } from '../../src/lib/ops/registry';
import { GROUPS } from '../../src/lib/engine/define';
import { startedTogether, startServer, type Server } from './harness';

let server: Server;
let key: string;
/** User URLs may reach loopback (the local site), 5 protocol messages a minute, one CORS origin. */
let open: Server;
let openKey: string;
const CORS_ORIGIN = 'https://agent.example';

beforeAll(async () => {
	[server, open] = await startedTogether([
		startServer(),
		startServer({ OUTBOUND_ALLOW_PRIVATE: '1', MCP_PROTOCOL_PER_MINUTE: '5', CORS_ORIGINS: CORS_ORIGIN })
	] as const);
	key = (await server.cli('keys', 'create', '--email', 'mcp@example.com', '--plan', 'unlimited')).trim();
	openKey = (await open.cli('keys', 'create', '--email', 'mcp-open@example.com', '--plan', 'unlimited')).trim();
});
afterAll(() => Promise.all([server?.stop(), open?.stop()]));

/** A connected SDK client sending these headers on every request. */
async function connect(headers: Record<string, string>, to: Server = server): Promise<Client> {
	const client = new Client({ name: 'utilkit-test', version: '1.0.0' });
	await client.connect(new StreamableHTTPClientTransport(new URL(`${to.url}/mcp`), { requestInit: { headers } }));
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

function post(headers: Record<string, string>, body: unknown = INITIALIZE, to: Server = server): Promise<Response> {
	return fetch(`${to.url}/mcp`, {
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

const ping = (id: number) => ({ jsonrpc: '2.0', id, method: 'ping' });

describe('JSON-RPC batches', () => {
	it('refused (400, JSON-RPC -32600) for protocol version 2025-06-18 and later, which removed them', async () => {
		for (const version of ['2025-06-18', '2025-11-25']) {
			const res = await post({ 'x-api-key': key, 'mcp-protocol-version': version }, [ping(1), { jsonrpc: '2.0', id: 2, method: 'tools/list' }]);
			expect(res.status, version).toBe(400);
			expect(await res.json(), version).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600, message: expect.stringContaining('no JSON-RPC batches') } });
		}
	});

	it('2025-03-26 (which had them): 20 messages answered, 21 refused', async () => {
		const headers = { 'x-api-key': key, 'mcp-protocol-version': '2025-03-26' };
		const full = await post(headers, Array.from({ length: 20 }, (_, i) => ping(i + 1)));
		expect(full.status).toBe(200);
		expect(((await full.json()) as { id: number }[]).map((a) => a.id).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
		const over = await post(headers, Array.from({ length: 21 }, (_, i) => ping(i + 1)));
		expect(over.status).toBe(400);
		expect(await over.json()).toMatchObject({ id: null, error: { code: -32600, message: 'Invalid Request: a batch holds at most 20 messages, this one 21' } });
	});

	it("a batch of 20 url-checker calls holds at most 8 connections to the site at once (the API's /batch concurrency)", async () => {
		const CALLS = 20;
		let inFlight = 0;
		let most = 0;
		let answered = 0;
		const held: http.ServerResponse[] = [];
		// Holds each request until as many as may run together are here (8, or all that are left),
		// then answers them. A request counts from its arrival until its answer is written.
		const site = http.createServer((req, res) => {
			most = Math.max(most, ++inFlight);
			held.push(res);
			if (held.length === Math.min(8, CALLS - answered)) {
				// A moment for any request past 8 to arrive too (it would be counted): nothing waits on this.
				setTimeout(() => {
					for (const r of held.splice(0)) {
						inFlight--;
						answered++;
						r.writeHead(200, { 'content-type': 'text/html', connection: 'close' }).end('<title>held</title>');
					}
				}, 100);
			}
		});
		await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
		const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
		try {
			const calls = Array.from({ length: CALLS }, (_, i) => ({
				jsonrpc: '2.0',
				id: i + 1,
				method: 'tools/call',
				params: { name: 'url-checker', arguments: { url: `${base}/page/${i}` } }
			}));
			const res = await post({ 'x-api-key': openKey, 'mcp-protocol-version': '2025-03-26' }, calls, open);
			expect(res.status).toBe(200);
			const answers = (await res.json()) as { id: number; result: CallToolResult }[];
			expect(answers).toHaveLength(CALLS);
			for (const answer of answers) expect(answer.result.structuredContent, `call ${answer.id}`).toMatchObject({ reachable: true, status_code: 200, title: 'held' });
			expect(answered).toBe(CALLS);
			expect(most).toBe(8);
		} finally {
			site.closeAllConnections();
			await new Promise((r) => site.close(r));
		}
	});
});

describe('protocol messages per minute (MCP_PROTOCOL_PER_MINUTE=5)', () => {
	it('the 6th is 429 with Retry-After and a JSON-RPC error; tool calls still go through', async () => {
		const limited = (await open.cli('keys', 'create', '--email', 'mcp-protocol@example.com', '--plan', 'unlimited')).trim();
		for (let i = 1; i <= 5; i++) expect((await post({ 'x-api-key': limited }, ping(i), open)).status, `ping ${i}`).toBe(200);
		const refused = await post({ 'x-api-key': limited }, ping(6), open);
		expect(refused.status).toBe(429);
		const retryAfter = Number(refused.headers.get('retry-after'));
		expect(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`).toBe(true);
		expect(await refused.json()).toMatchObject({ jsonrpc: '2.0', id: 6, error: { code: -32000, message: expect.stringMatching(/^Too many MCP protocol messages: at most 5 a minute/) } });
		// The SDK's client cannot even start (initialize is a protocol message).
		await expect(connect({ 'x-api-key': limited }, open)).rejects.toThrow(/429|Too many MCP protocol messages/);
		// A tool call is an API call: the plan's limit, not this one.
		const call = await post({ 'x-api-key': limited }, { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'hash', arguments: { input: 'abc', algorithms: ['md5'] } } }, open);
		expect(call.status).toBe(200);
		// RFC 1321, appendix A.5: MD5("abc").
		expect((await call.json()).result.structuredContent).toMatchObject({ hashes: { md5: '900150983cd24fb0d6963f7d28e17f72' } });
	});
});

/** A raw POST /mcp with these headers (node:http: fetch sets Host itself). */
function rawPost(to: Server, headers: Record<string, string>): Promise<{ status: number; body: string }> {
	const url = new URL(`${to.url}/mcp`);
	return new Promise((resolve, reject) => {
		const req = http.request(
			{ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers } },
			(res) => {
				let body = '';
				res.on('data', (d) => (body += d));
				res.on('end', () => resolve({ status: res.statusCode!, body }));
			}
		);
		req.on('error', reject);
		req.end(JSON.stringify(ping(1)));
	});
}

// MCP 2025-11-25, Streamable HTTP, "Security Warning": servers MUST validate the Origin header
// and answer 403 to an invalid one (DNS rebinding); local servers SHOULD bind to 127.0.0.1.
describe('Origin and Host (DNS rebinding)', () => {
	it('a foreign Origin is 403 {detail, code}; the app\'s own origin (ORIGIN) and a CORS_ORIGINS one are answered', async () => {
		const foreign = await post({ 'x-api-key': key, origin: 'http://rebind.example' }, ping(1));
		expect(foreign.status).toBe(403);
		expect(await foreign.json()).toEqual({ detail: "Origin http://rebind.example is not allowed to call /mcp: only the app's own origin and CORS_ORIGINS are", code: 'origin_not_allowed' });
		// The harness sets ORIGIN to the server's own URL.
		expect(server.env.ORIGIN).toBe(server.url);
		expect((await post({ 'x-api-key': key, origin: server.url }, ping(2))).status).toBe(200);
		const cors = await post({ 'x-api-key': openKey, origin: CORS_ORIGIN }, ping(3), open);
		expect(cors.status).toBe(200);
		expect(cors.headers.get('access-control-allow-origin')).toBe(CORS_ORIGIN);
		expect((await post({ 'x-api-key': openKey, origin: 'http://rebind.example' }, ping(4), open)).status).toBe(403);
	});

	it('bound to 127.0.0.1: Host rebind.example:PORT is 403 host_not_allowed; 127.0.0.1 and localhost with the port are answered', async () => {
		expect(server.env.HOST).toBe('127.0.0.1');
		const port = new URL(server.url).port;
		const rebound = await rawPost(server, { host: `rebind.example:${port}`, 'x-api-key': key });
		expect(rebound.status).toBe(403);
		expect(JSON.parse(rebound.body)).toMatchObject({ code: 'host_not_allowed' });
		for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
			const answered = await rawPost(server, { host, 'x-api-key': key });
			expect(answered.status, host).toBe(200);
			expect(JSON.parse(answered.body), host).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
		}
	});
});

/**
 * The MX resolver against a real DNS peer on 127.0.0.1: a minimal UDP responder written here
 * from RFC 1035 §4.1 (header, question, resource records; §4.1.4 name compression), answering
 * MX queries from a table, NXDOMAIN for unknown names, SERVFAIL on request, or nothing at all.
 */
import dgram from 'node:dgram';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations as emailValidation } from '../../ops/email-validation/index.js';
import { createApiCore } from '../api/core.js';
import { generateApiKey, hashApiKey, keyHint } from '../auth/api-keys.js';
import { Authenticator } from '../auth/authenticator.js';
import { createMemoryRateLimiter } from '../limits/rate-limiter.js';
import { UsageMeter } from '../limits/usage-meter.js';
import { createStore } from '../store/index.js';
import { createMxResolver, DNS_TIMEOUT_MS, DnsLookupError } from './dns.js';

const TYPE_MX = 15;
const CLASS_IN = 1;
const RCODE = { NOERROR: 0, SERVFAIL: 2, NXDOMAIN: 3, REFUSED: 5 } as const;

/** Names the responder knows: MX records (in a deliberately unsorted order), or an rcode. */
const ZONE: Record<string, { mx?: [number, string][]; rcode?: number }> = {
	'example.test': { mx: [[20, 'mx2.example.test'], [10, 'mx1.example.test'], [30, 'backup.example.net']] },
	'single.test': { mx: [[0, 'mail.single.test']] },
	'nomx.test': { mx: [] },
	'nullmx.test': { mx: [[0, '']] },
	'broken.test': { rcode: RCODE.SERVFAIL },
	'refused.test': { rcode: RCODE.REFUSED }
};

/** A domain name as RFC 1035 labels: length-prefixed, ending in the zero-length root. */
function encodeName(name: string): Buffer {
	const labels = name === '' ? [] : name.split('.');
	return Buffer.concat([...labels.map((l) => Buffer.concat([Buffer.from([l.length]), Buffer.from(l, 'ascii')])), Buffer.from([0])]);
}

/** The question's name and the offset just past QTYPE and QCLASS. */
function readQuestion(msg: Buffer): { name: string; type: number; end: number } {
	let offset = 12;
	const labels: string[] = [];
	while (msg[offset] !== 0) {
		const len = msg[offset];
		labels.push(msg.toString('ascii', offset + 1, offset + 1 + len));
		offset += 1 + len;
	}
	offset += 1;
	return { name: labels.join('.').toLowerCase(), type: msg.readUInt16BE(offset), end: offset + 4 };
}

/** The answer to one query: same id and question, QR and RA set, RD copied, the table's records. */
function answer(query: Buffer): Buffer {
	const { name, type, end } = readQuestion(query);
	const entry = ZONE[name];
	const rcode = entry ? (entry.rcode ?? RCODE.NOERROR) : RCODE.NXDOMAIN;
	const records = rcode === RCODE.NOERROR && type === TYPE_MX ? (entry?.mx ?? []) : [];
	const header = Buffer.alloc(12);
	header.writeUInt16BE(query.readUInt16BE(0), 0); // ID
	header.writeUInt16BE(0x8000 | (query.readUInt16BE(2) & 0x0100) | 0x0080 | rcode, 2); // QR, RD, RA, RCODE
	header.writeUInt16BE(1, 4); // QDCOUNT
	header.writeUInt16BE(records.length, 6); // ANCOUNT (NSCOUNT, ARCOUNT 0)
	const rrs = records.map(([preference, exchange]) => {
		const exchangeName = encodeName(exchange);
		const rr = Buffer.alloc(12 + 2);
		rr.writeUInt16BE(0xc00c, 0); // NAME: pointer to the question's name at offset 12
		rr.writeUInt16BE(TYPE_MX, 2);
		rr.writeUInt16BE(CLASS_IN, 4);
		rr.writeUInt32BE(300, 6); // TTL
		rr.writeUInt16BE(2 + exchangeName.length, 10); // RDLENGTH
		rr.writeUInt16BE(preference, 12); // PREFERENCE
		return Buffer.concat([rr, exchangeName]);
	});
	return Buffer.concat([header, query.subarray(12, end), ...rrs]);
}

let responder: dgram.Socket;
let silent: dgram.Socket;
let server: string;
let silentServer: string;
const queries: string[] = [];

function bind(socket: dgram.Socket): Promise<string> {
	return new Promise((resolve) => socket.bind(0, '127.0.0.1', () => resolve(`127.0.0.1:${socket.address().port}`)));
}

beforeAll(async () => {
	responder = dgram.createSocket('udp4');
	responder.on('message', (msg, peer) => {
		queries.push(readQuestion(msg).name);
		responder.send(answer(msg), peer.port, peer.address);
	});
	silent = dgram.createSocket('udp4'); // reads queries and never answers
	[server, silentServer] = await Promise.all([bind(responder), bind(silent)]);
});
afterAll(() => {
	responder?.close();
	silent?.close();
});

describe('createMxResolver against a local DNS server', () => {
	it('returns the MX records sorted by priority, without trailing dots', async () => {
		const resolveMx = createMxResolver({ server });
		expect(await resolveMx('example.test')).toEqual([
			{ priority: 10, exchange: 'mx1.example.test' },
			{ priority: 20, exchange: 'mx2.example.test' },
			{ priority: 30, exchange: 'backup.example.net' }
		]);
		expect(await resolveMx('single.test')).toEqual([{ priority: 0, exchange: 'mail.single.test' }]);
		expect(queries).toContain('example.test');
	});

	it('resolves NXDOMAIN and a name without MX records to []', async () => {
		const resolveMx = createMxResolver({ server });
		expect(await resolveMx('unknown.test')).toEqual([]);
		expect(await resolveMx('nomx.test')).toEqual([]);
	});

	it('passes a null MX (RFC 7505) through with the root as exchange', async () => {
		expect(await createMxResolver({ server })('nullmx.test')).toEqual([{ priority: 0, exchange: '' }]);
	});

	it('rejects SERVFAIL and REFUSED with a readable DnsLookupError', async () => {
		const resolveMx = createMxResolver({ server });
		await expect(resolveMx('broken.test')).rejects.toThrow(new DnsLookupError('the DNS server failed to answer (SERVFAIL)', 'ESERVFAIL'));
		await expect(resolveMx('refused.test')).rejects.toThrow('the DNS server refused the query');
	});

	it(
		'gives up on a server that never answers within the 3 s bound',
		async () => {
			const resolveMx = createMxResolver({ server: silentServer });
			const started = performance.now();
			const error = await resolveMx('example.test').catch((e: unknown) => e);
			const elapsed = performance.now() - started;
			expect(error).toBeInstanceOf(DnsLookupError);
			expect((error as DnsLookupError).code).toBe('ETIMEOUT');
			expect((error as Error).message).toBe('the DNS server did not answer within 3 s');
			expect(elapsed).toBeGreaterThanOrEqual(DNS_TIMEOUT_MS - 50);
			expect(elapsed).toBeLessThan(DNS_TIMEOUT_MS + 500);
		},
		10_000
	);

	it('honours a shorter bound', async () => {
		const started = performance.now();
		await expect(createMxResolver({ server: silentServer, timeoutMs: 300 })('example.test')).rejects.toThrow(
			'did not answer within 0.3 s'
		);
		expect(performance.now() - started).toBeLessThan(800);
	});

	it('keeps concurrent lookups independent (one timing out does not cancel the other)', async () => {
		const slow = createMxResolver({ server: silentServer, timeoutMs: 200 });
		const fast = createMxResolver({ server });
		const [a, b] = await Promise.allSettled([slow('example.test'), fast('single.test')]);
		expect(a.status).toBe('rejected');
		expect(b).toEqual({ status: 'fulfilled', value: [{ priority: 0, exchange: 'mail.single.test' }] });
	});

	it('refuses a DNS_SERVER that is not an IP address at creation', () => {
		expect(() => createMxResolver({ server: 'dns.example:53' })).toThrow(/DNS_SERVER must be an IP address/);
		expect(() => createMxResolver({ server: '[::1]:5353' })).not.toThrow();
		expect(() => createMxResolver({ server: '192.0.2.53' })).not.toThrow();
	});
});

describe('POST /email-validation through the API core, with this resolver in its context', () => {
	it('answers from the DNS server: MX sorted, NXDOMAIN as mx false, SERVFAIL as 502', async () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-dns-'));
		const store = await createStore({ dataDir: dir, databaseUrl: null });
		try {
			const account = await store.createAccount('dns@example.com', 'unlimited');
			const key = generateApiKey();
			await store.createApiKey({ accountId: account.id, keyHash: hashApiKey(key), hint: keyHint(key), name: null });
			const api = createApiCore({
				operations: emailValidation,
				authenticator: new Authenticator(store),
				limiter: createMemoryRateLimiter(),
				meter: new UsageMeter(store),
				logger: pino({ level: 'silent' }),
				corsOrigins: [],
				openApiJson: '{}',
				services: { resolveMx: createMxResolver({ server }) }
			});
			const post = async (email: string) => {
				const answer = await api.handle({
					method: 'POST',
					path: '/email-validation',
					search: '',
					header: (name) => ({ 'x-api-key': key, 'content-type': 'application/json' })[name],
					body: JSON.stringify({ email }),
					bodyTooLarge: false
				});
				return { status: answer.status, body: JSON.parse(answer.body) };
			};
			expect(await post('Postmaster@Example.TEST')).toEqual({
				status: 200,
				body: {
					email: 'Postmaster@Example.TEST',
					valid: true,
					checks: { format: true, mx: true, role: true },
					mx_records: [
						{ priority: 10, exchange: 'mx1.example.test' },
						{ priority: 20, exchange: 'mx2.example.test' },
						{ priority: 30, exchange: 'backup.example.net' }
					],
					suggestion: null
				}
			});
			expect((await post('jane@unknown.test')).body).toMatchObject({ valid: false, checks: { format: true, mx: false }, mx_records: [] });
			expect((await post('jane@nullmx.test')).body).toMatchObject({ valid: false, checks: { mx: false }, mx_records: [{ priority: 0, exchange: '.' }] });
			expect(await post('jane@broken.test')).toEqual({
				status: 502,
				body: { detail: 'MX lookup for broken.test failed: the DNS server failed to answer (SERVFAIL)' }
			});
		} finally {
			await store.close();
			fs.rmSync(dir, { recursive: true, force: true });
		}
	});
});

import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config.js';
import { LINGER_MS, lingerOnClose, requestTimeoutOptions } from './http-limits.js';

describe('HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS', () => {
	it('default to 15 s and 60 s, far below node:http’s own 60 s and 300 s', () => {
		const config = loadConfig({});
		expect([config.headersTimeoutMs, config.requestTimeoutMs]).toEqual([15_000, 60_000]);
	});

	it('refuse a headers timeout longer than the request’s (node:http would throw at start)', () => {
		expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '4000' })).toThrow(/HEADERS_TIMEOUT_MS/);
		expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '1.5s' })).toThrow(/HEADERS_TIMEOUT_MS/);
	});

	it('a long headers timeout alone raises the request timeout’s default with it', () => {
		expect(loadConfig({ HEADERS_TIMEOUT_MS: '90000' }).requestTimeoutMs).toBe(90_000);
	});

	it('check for expired requests often enough that a timeout overshoots by at most a quarter (and 5 s)', () => {
		expect(requestTimeoutOptions({ headersTimeoutMs: 15_000, requestTimeoutMs: 60_000 })).toEqual({
			headersTimeout: 15_000,
			requestTimeout: 60_000,
			connectionsCheckingInterval: 3_750
		});
		expect(requestTimeoutOptions({ headersTimeoutMs: 60_000, requestTimeoutMs: 60_000 }).connectionsCheckingInterval).toBe(5_000);
		expect(requestTimeoutOptions({ headersTimeoutMs: 200, requestTimeoutMs: 200 }).connectionsCheckingInterval).toBe(100);
	});
});

describe('lingerOnClose', () => {
	/**
	 * A server that refuses every upload at once with a 413 that closes the connection, and notes
	 * how long each connection stayed open after its answer was written.
	 */
	async function refusingServer(linger: boolean): Promise<{ port: number; server: http.Server; openAfterAnswerMs: number[] }> {
		const openAfterAnswerMs: number[] = [];
		const server = http.createServer((req, res) => {
			const body = JSON.stringify({ detail: 'too large' });
			res.writeHead(413, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), connection: 'close' }).end(body);
			res.once('finish', () => {
				const answered = performance.now();
				req.socket.once('close', () => openAfterAnswerMs.push(performance.now() - answered));
			});
		});
		if (linger) server.on('request', lingerOnClose);
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
		return { port: (server.address() as AddressInfo).port, server, openAfterAnswerMs };
	}

	const clients = new Set<net.Socket>();

	interface Upload {
		answer: string;
		/** The server's FIN arrived (it half-closed after answering). */
		ended: boolean;
		/** What the client's socket failed with (EPIPE, ECONNRESET: the server reset the connection). */
		error: string | null;
		/** From the server's FIN to the connection's close, in ms. */
		lingeredMs: number;
	}

	/**
	 * Declares a 1 GiB body and keeps sending until the server's FIN arrives, then `afterFin`
	 * more (ending its side when `endAfter` is set) and waits for the connection to close.
	 */
	function upload(port: number, { afterFin, endAfter }: { afterFin: number; endAfter: boolean }): Promise<Upload> {
		return new Promise((resolve) => {
			// allowHalfOpen: the server's FIN does not end the client's side, so it can keep sending.
			const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
			clients.add(socket);
			const chunk = Buffer.alloc(64 * 1024, 'a');
			const result: Upload = { answer: '', ended: false, error: null, lingeredMs: 0 };
			let finAt = 0;
			let extra = 0;
			socket.on('data', (d) => (result.answer += d.toString('latin1')));
			socket.on('error', (err: NodeJS.ErrnoException) => (result.error ??= err.code ?? err.message));
			socket.on('end', () => {
				result.ended = true;
				finAt = performance.now();
			});
			socket.on('close', () => {
				result.lingeredMs = finAt ? performance.now() - finAt : 0;
				resolve(result);
			});
			socket.write('POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\nContent-Length: 1073741824\r\n\r\n');
			const pump = () => {
				while (!socket.destroyed && (!result.ended || extra < afterFin)) {
					if (result.ended) extra += chunk.length;
					if (!socket.write(chunk)) return void socket.once('drain', pump);
				}
				if (endAfter && !socket.destroyed) socket.end();
			};
			pump();
		});
	}

	it('after a closing answer the server half-closes and keeps reading: no reset while the client still sends, closed when the client ends', async () => {
		const { port, server } = await refusingServer(true);
		try {
			const uploads = await Promise.all(Array.from({ length: 8 }, () => upload(port, { afterFin: 4 * 1024 * 1024, endAfter: true })));
			for (const u of uploads) {
				expect(u.answer).toMatch(/^HTTP\/1\.1 413 /);
				expect(u.ended).toBe(true);
				expect(u.error).toBeNull();
				expect(u.lingeredMs).toBeLessThan(LINGER_MS);
			}
		} finally {
			server.close();
		}
	});

	it('a client that goes quiet without ending its side is cut after LINGER_MS', async () => {
		const { port, server, openAfterAnswerMs } = await refusingServer(true);
		try {
			// The client sends 64 KiB more after the server's FIN, then nothing, and never ends.
			void upload(port, { afterFin: 64 * 1024, endAfter: false });
			await vi.waitFor(() => expect(openAfterAnswerMs).toHaveLength(1), { timeout: LINGER_MS + 3_000, interval: 50 });
			expect(openAfterAnswerMs[0]).toBeGreaterThanOrEqual(LINGER_MS - 50);
			expect(openAfterAnswerMs[0]).toBeLessThan(LINGER_MS + 1_500);
		} finally {
			for (const client of clients) client.destroy();
			server.close();
		}
	});

	it('without it node:http resets a connection whose client is still sending (what the test above guards against)', async () => {
		const { port, server } = await refusingServer(false);
		try {
			const uploads = await Promise.all(Array.from({ length: 8 }, () => upload(port, { afterFin: 4 * 1024 * 1024, endAfter: true })));
			expect(uploads.some((u) => u.error !== null)).toBe(true);
		} finally {
			server.close();
		}
	});
});

import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { drainServer, trackConnections } from './shutdown.js';

/** A server on a free loopback port; `slowMs` delays every answer; `received` is its first request's arrival. */
async function listening(slowMs = 0): Promise<{ server: http.Server; port: number; received: Promise<void> }> {
	let arrived!: () => void;
	const received = new Promise<void>((resolve) => (arrived = resolve));
	const server = http.createServer((_req, res) => {
		arrived();
		setTimeout(() => res.end('ok'), slowMs);
	});
	trackConnections(server);
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return { server, port: (server.address() as AddressInfo).port, received };
}

/** Resolves once the server holds `count` connections or more. */
function connections(server: http.Server, count: number): Promise<void> {
	return new Promise<void>(function wait(resolve) {
		server.getConnections((_err, n) => (n >= count ? resolve() : setTimeout(() => wait(resolve), 10)));
	});
}

/** A TCP connection that says nothing: a browser's preconnect, a port probe. */
function silentConnection(port: number): Promise<net.Socket> {
	return new Promise((resolve, reject) => {
		const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
		socket.on('error', () => {}); // the drain resets it
		socket.once('error', reject);
	});
}

describe('drainServer', () => {
	it('does not wait for a connection that never sent a byte (it would until the deadline)', async () => {
		const { server, port } = await listening();
		const silent = await silentConnection(port);
		await connections(server, 1); // accepted: the drain must count it
		const closed = new Promise((resolve) => silent.once('close', resolve));
		// Drained (true) means every connection closed before the deadline; node:http alone keeps
		// this one until then (false).
		expect(await drainServer(server, 20_000)).toBe(true);
		await closed;
	});

	it('lets a request in flight finish, then closes its connection', async () => {
		const { server, port, received } = await listening(300);
		const answer = fetch(`http://127.0.0.1:${port}/`).then((res) => res.text());
		await received; // in flight: the server is working on it
		const drained = drainServer(server, 60_000);
		expect(await answer).toBe('ok');
		expect(await drained).toBe(true);
	});

	it('gives up at the deadline on a request that does not end, and says so', async () => {
		const { server, port, received } = await listening(60_000);
		const answer = fetch(`http://127.0.0.1:${port}/`).catch(() => 'cut');
		await received;
		expect(await drainServer(server, 200)).toBe(false);
		expect(await answer).toBe('cut');
	});
});

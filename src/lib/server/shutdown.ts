import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** How often connections that went idle during a drain are closed. */
const IDLE_SWEEP_MS = 50;

/** The connections of each server drainServer may have to close (see trackConnections). */
const connectionsOf = new WeakMap<Server, Set<Socket>>();

/**
 * Keeps the set of `server`'s open connections, for drainServer: node:http's own idle sweep
 * (`closeIdleConnections`) leaves alone a connection that has not sent a byte yet (it counts as
 * a request waiting for its headers), so a browser's preconnect or a port probe would hold a
 * drain until its deadline. Call once, before the server listens.
 */
export function trackConnections(server: Server): void {
	const open = new Set<Socket>();
	connectionsOf.set(server, open);
	server.on('connection', (socket: Socket) => {
		open.add(socket);
		socket.once('close', () => open.delete(socket));
	});
}

/**
 * Stops `server` gracefully: no new connections (the listening socket closes at once), requests
 * in flight run to their end, keep-alive connections are closed as soon as they are idle (an
 * answer sent during the drain also says `Connection: close`, see the server entry), and
 * connections that never sent anything are closed at once (with trackConnections). Resolves
 * `true` when every connection has closed, `false` when `timeoutMs` passed first; the remaining
 * connections are then destroyed.
 */
export function drainServer(server: Server, timeoutMs: number): Promise<boolean> {
	return new Promise((resolve) => {
		let settled = false;
		const done = (drained: boolean) => {
			if (settled) return;
			settled = true;
			clearInterval(sweep);
			clearTimeout(deadline);
			resolve(drained);
		};
		// Connections that had read nothing at the previous sweep: silent for a sweep's interval.
		let silentBefore = new Set<Socket>();
		const closeIdle = () => {
			server.closeIdleConnections();
			// No byte read, at this sweep and the one before: no request has begun on it, so none
			// can be cut. (One sweep alone could catch a request whose bytes are still on their way
			// from the kernel to the parser.)
			const silent = new Set<Socket>();
			for (const socket of connectionsOf.get(server) ?? []) {
				if (socket.bytesRead !== 0) continue;
				if (silentBefore.has(socket)) socket.destroy();
				else silent.add(socket);
			}
			silentBefore = silent;
		};
		const sweep = setInterval(closeIdle, IDLE_SWEEP_MS);
		const deadline = setTimeout(() => {
			server.closeAllConnections();
			done(false);
		}, timeoutMs);
		server.close(() => done(true));
		closeIdle();
	});
}

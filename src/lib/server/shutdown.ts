import type { Server } from 'node:http';

/** How often connections that went idle during a drain are closed. */
const IDLE_SWEEP_MS = 50;

/**
 * Stops `server` gracefully: no new connections (the listening socket closes at once), requests
 * in flight run to their end, keep-alive connections are closed as soon as they are idle (an
 * answer sent during the drain also says `Connection: close`, see the server entry). Resolves
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
		const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
		const deadline = setTimeout(() => {
			server.closeAllConnections();
			done(false);
		}, timeoutMs);
		server.close(() => done(true));
		server.closeIdleConnections();
	});
}

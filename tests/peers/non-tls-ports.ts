/**
 * Ports on 127.0.0.1 where no TLS handshake can complete, each the way a real host's port can
 * fail one: nothing listening, a listener that never speaks, one that closes or resets at once, a
 * plain HTTP server and an SSH server. The TLS checker must tell a caller the same for every one
 * (src/lib/ops/tls/README.md, "TLS certificate checker").
 */
import net from 'node:net';

export const NON_TLS_KINDS = ['refused', 'silent', 'closes', 'resets', 'http', 'ssh'] as const;
export type NonTlsKind = (typeof NON_TLS_KINDS)[number];

export const NON_TLS_DESCRIPTIONS: Record<NonTlsKind, string> = {
	refused: 'nothing listening (refused)',
	silent: 'accepts and never answers (the deadline)',
	closes: 'accepts and closes at once',
	resets: 'accepts and resets at once',
	http: 'a plain HTTP server answering 400',
	ssh: 'an SSH server, banner first'
};

export interface NonTlsPorts {
	port: Record<NonTlsKind, number>;
	close(): Promise<void>;
}

const handlers: Record<Exclude<NonTlsKind, 'refused'>, (socket: net.Socket) => void> = {
	silent: () => {},
	closes: (socket) => socket.end(),
	resets: (socket) => socket.resetAndDestroy(),
	// A plain HTTP server reads the ClientHello as a malformed request (Node's own answer to it).
	http: (socket) => socket.once('data', () => socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')),
	// An SSH server speaks first (RFC 4253 section 4.2), then drops a client that is not SSH.
	ssh: (socket) => {
		socket.write('SSH-2.0-OpenSSH_9.2p1 Debian-2+deb12u3\r\n');
		socket.once('data', () => socket.end('Invalid SSH identification string.\r\n'));
	}
};

export async function startNonTlsPorts(): Promise<NonTlsPorts> {
	const servers: net.Server[] = [];
	const sockets = new Set<net.Socket>();
	const listen = async (handler: (socket: net.Socket) => void) => {
		const server = net.createServer((socket) => {
			sockets.add(socket);
			socket.once('close', () => sockets.delete(socket));
			socket.on('error', () => {});
			handler(socket);
		});
		servers.push(server);
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
		return (server.address() as net.AddressInfo).port;
	};
	const port = {} as Record<NonTlsKind, number>;
	for (const [kind, handler] of Object.entries(handlers)) port[kind as NonTlsKind] = await listen(handler);
	// A port that was just listened on and closed: nothing listens there now.
	const closed = net.createServer();
	await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
	port.refused = (closed.address() as net.AddressInfo).port;
	await new Promise<void>((resolve) => closed.close(() => resolve()));
	return {
		port,
		close: async () => {
			for (const socket of sockets) socket.destroy();
			await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
		}
	};
}

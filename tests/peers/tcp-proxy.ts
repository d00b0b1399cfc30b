/**
 * A TCP proxy for fault tests: listens on 127.0.0.1:<free port> and forwards every connection to
 * `target`. `cut()` destroys every open connection and refuses new ones (the port stays bound, so
 * clients see ECONNRESET / ECONNREFUSED-like failures at once, like a database that went down);
 * `hang()` keeps connections open but forwards nothing (a network partition: clients only notice
 * through their own timeouts). `restore()` accepts again (connections hung meanwhile are reset).
 */
import net from 'node:net';

export interface TcpProxy {
	port: number;
	/** Connections accepted so far (forwarded, or refused while cut). */
	readonly accepted: number;
	cut(): void;
	hang(): void;
	restore(): void;
	close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
	const open = new Set<net.Socket>();
	let down = false;
	let hung = false;
	let accepted = 0;
	const server = net.createServer((client) => {
		accepted++;
		if (down) {
			client.resetAndDestroy();
			return;
		}
		if (hung) {
			// Held open, never answered.
			open.add(client);
			client.on('error', () => client.destroy()).on('close', () => open.delete(client));
			return;
		}
		const upstream = net.connect(target);
		open.add(client);
		open.add(upstream);
		const drop = () => {
			client.destroy();
			upstream.destroy();
			open.delete(client);
			open.delete(upstream);
		};
		client.on('error', drop).on('close', drop);
		upstream.on('error', drop).on('close', drop);
		client.pipe(upstream);
		upstream.pipe(client);
	});
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => resolve());
	});
	const { port } = server.address() as net.AddressInfo;
	return {
		port,
		get accepted() {
			return accepted;
		},
		cut() {
			down = true;
			for (const socket of open) socket.resetAndDestroy();
			open.clear();
		},
		hang() {
			hung = true;
			for (const socket of open) {
				socket.unpipe();
				socket.pause();
			}
		},
		restore() {
			if (hung) {
				for (const socket of open) socket.resetAndDestroy();
				open.clear();
			}
			hung = false;
			down = false;
		},
		close() {
			down = true;
			for (const socket of open) socket.destroy();
			open.clear();
			return new Promise((resolve) => server.close(() => resolve()));
		}
	};
}

/**
 * Which cluster worker holds a client's connection, read from Linux's /proc: the kernel's own
 * account, since the server names no process (/healthz answers only its status). The server end
 * of the TCP connection (local port = the server's, remote port = the client's) is a socket inode
 * in /proc/net/tcp or tcp6, and the worker is the child of the primary with a file descriptor on
 * that inode. Ask only after an answer came on the connection: until a worker has taken it, the
 * connection is the primary's (or still in the listen queue).
 */
import fs from 'node:fs';
import type net from 'node:net';

/** The pid of the worker (a child of `primaryPid`) that holds the server end of `socket`. */
export function workerHolding(primaryPid: number, socket: net.Socket): number {
	const serverPort = socket.remotePort;
	const clientPort = socket.localPort;
	if (serverPort === undefined || clientPort === undefined) throw new Error('the socket is not connected');
	const inode = serverEndInode(serverPort, clientPort);
	const link = `socket:[${inode}]`;
	for (const pid of childrenOf(primaryPid)) {
		const dir = `/proc/${pid}/fd`;
		for (const fd of readdirOrEmpty(dir)) {
			if (readlinkOrNull(`${dir}/${fd}`) === link) return pid;
		}
	}
	throw new Error(`no child of ${primaryPid} holds the connection from port ${clientPort} to port ${serverPort}`);
}

/** The inode of the established connection whose local port is `serverPort` and remote port `clientPort`. */
function serverEndInode(serverPort: number, clientPort: number): string {
	const port = (address: string) => parseInt(address.slice(address.lastIndexOf(':') + 1), 16);
	for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
		// sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode …
		for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
			const fields = line.trim().split(/\s+/);
			if (fields.length < 10) continue;
			const [, local, remote, state, , , , , , inode] = fields;
			// 01: TCP_ESTABLISHED.
			if (state === '01' && port(local) === serverPort && port(remote) === clientPort) return inode;
		}
	}
	throw new Error(`no established connection from port ${clientPort} to port ${serverPort} in /proc/net`);
}

function childrenOf(parent: number): number[] {
	const children: number[] = [];
	for (const entry of readdirOrEmpty('/proc')) {
		if (!/^\d+$/.test(entry)) continue;
		let stat: string;
		try {
			stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
		} catch {
			continue; // gone meanwhile
		}
		// pid (comm) state ppid …; comm may hold spaces and parentheses, so read after the last ')'.
		const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
		if (ppid === parent) children.push(Number(entry));
	}
	return children;
}

function readdirOrEmpty(dir: string): string[] {
	try {
		return fs.readdirSync(dir);
	} catch {
		return [];
	}
}

function readlinkOrNull(file: string): string | null {
	try {
		return fs.readlinkSync(file);
	} catch {
		return null;
	}
}

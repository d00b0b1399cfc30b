/**
 * A real DNS server for tests, on 127.0.0.1 (UDP and TCP on one free port): a minimal responder
 * written from RFC 1035 §4.1 (header, question, resource records; §4.1.4 name compression),
 * §3.3 (CNAME, NS, PTR, SOA, TXT, MX), §4.2.2 (TCP: a two-byte length before each message),
 * RFC 3596 (AAAA), RFC 2782 (SRV) and RFC 8659 §4.1 (CAA). Written by hand on purpose: the
 * resolver under test decodes with dns-packet, so the peer must not encode with it.
 * It answers from a zone function, so a test can give a name different answers over time.
 */
import dgram from 'node:dgram';
import net from 'node:net';

export const TYPE = { A: 1, NS: 2, CNAME: 5, SOA: 6, PTR: 12, MX: 15, TXT: 16, AAAA: 28, SRV: 33, CAA: 257 } as const;
export const RCODE = { NOERROR: 0, FORMERR: 1, SERVFAIL: 2, NXDOMAIN: 3, NOTIMP: 4, REFUSED: 5 } as const;
const CLASS_IN = 1;

/** One record; `ttl` defaults to 0 (no resolver may cache it). TXT `strings` are the record's character-strings. */
export type Record_ = { ttl?: number } & (
	| { type: 'A'; address: string }
	| { type: 'AAAA'; address: string }
	| { type: 'MX'; priority: number; exchange: string }
	| { type: 'NS' | 'CNAME' | 'PTR'; target: string }
	| { type: 'TXT'; strings: string[] }
	| { type: 'SOA'; mname: string; rname: string; serial: number; refresh: number; retry: number; expire: number; minimum: number }
	| { type: 'CAA'; flags: number; tag: string; value: string }
	| { type: 'SRV'; priority: number; weight: number; port: number; target: string }
);

/**
 * What the zone says about one question: records of any type (filtered by the query's), or an
 * rcode. `truncate`: over UDP, an empty answer with TC set (the full one over TCP). `wrongId`:
 * over UDP, first an answer with another id and then one for another question (both must be
 * ignored), then the right one. `silent`: no answer at all for this name.
 */
export type ZoneEntry = { rcode?: number; records?: Record_[]; truncate?: boolean; wrongId?: boolean; silent?: boolean };
export type Zone = (name: string, type: number) => ZoneEntry | undefined;

export interface DnsPeer {
	/** `127.0.0.1:port`, what DNS_SERVER takes. */
	server: string;
	/** Every question received, as `name TYPE` (UDP and TCP alike). */
	queries: string[];
	/** The questions that came over TCP, as `name TYPE`. */
	tcpQueries: string[];
	close(): void;
}

/** A domain name as RFC 1035 labels: length-prefixed, ending in the zero-length root. */
function encodeName(name: string): Buffer {
	const labels = name === '' || name === '.' ? [] : name.split('.');
	return Buffer.concat([...labels.map((l) => Buffer.concat([Buffer.from([l.length]), Buffer.from(l, 'ascii')])), Buffer.from([0])]);
}

/** The question's name and type, and the offset just past QTYPE and QCLASS. */
export function readQuestion(msg: Buffer): { name: string; type: number; end: number } {
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

function ipv6Bytes(address: string): Buffer {
	// Hex groups with at most one "::" (no dotted IPv4 tail: the tests do not need one).
	const [head, tail = ''] = address.split('::');
	const left = head ? head.split(':') : [];
	const right = address.includes('::') && tail ? tail.split(':') : [];
	const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
	const out = Buffer.alloc(16);
	groups.forEach((g, i) => out.writeUInt16BE(parseInt(g, 16), i * 2));
	return out;
}

const u16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);
const u32 = (n: number) => {
	const b = Buffer.alloc(4);
	b.writeUInt32BE(n >>> 0);
	return b;
};
/** A <character-string>: one length octet, then at most 255 octets (RFC 1035 §3.3). */
const characterString = (text: string) => {
	const bytes = Buffer.from(text, 'utf8');
	return Buffer.concat([Buffer.from([bytes.length]), bytes]);
};

function rdata(record: Record_): Buffer {
	switch (record.type) {
		case 'A':
			return Buffer.from(record.address.split('.').map(Number));
		case 'AAAA':
			return ipv6Bytes(record.address);
		case 'MX':
			return Buffer.concat([u16(record.priority), encodeName(record.exchange)]);
		case 'NS':
		case 'CNAME':
		case 'PTR':
			return encodeName(record.target);
		case 'TXT':
			return Buffer.concat(record.strings.map(characterString));
		case 'SOA':
			return Buffer.concat([
				encodeName(record.mname),
				encodeName(record.rname),
				...[record.serial, record.refresh, record.retry, record.expire, record.minimum].map(u32)
			]);
		case 'CAA': {
			const tag = Buffer.from(record.tag, 'ascii');
			return Buffer.concat([Buffer.from([record.flags, tag.length]), tag, Buffer.from(record.value, 'utf8')]);
		}
		case 'SRV':
			return Buffer.concat([u16(record.priority), u16(record.weight), u16(record.port), encodeName(record.target)]);
	}
}

/** The answer to one query: same id and question, QR and RA set, RD copied, the zone's records (or TC and none). */
function answer(query: Buffer, entry: ZoneEntry | undefined, options: { truncated?: boolean; id?: number } = {}): Buffer {
	const { type, end } = readQuestion(query);
	const rcode = entry ? (entry.rcode ?? RCODE.NOERROR) : RCODE.NXDOMAIN;
	const records = rcode === RCODE.NOERROR && !options.truncated ? (entry?.records ?? []).filter((r) => TYPE[r.type] === type) : [];
	const header = Buffer.alloc(12);
	header.writeUInt16BE(options.id ?? query.readUInt16BE(0), 0); // ID
	const tc = options.truncated ? 0x0200 : 0;
	header.writeUInt16BE(0x8000 | tc | (query.readUInt16BE(2) & 0x0100) | 0x0080 | rcode, 2); // QR, TC, RD, RA, RCODE
	header.writeUInt16BE(1, 4); // QDCOUNT
	header.writeUInt16BE(records.length, 6); // ANCOUNT (NSCOUNT, ARCOUNT 0)
	const rrs = records.map((record) => {
		const data = rdata(record);
		const rr = Buffer.alloc(12);
		rr.writeUInt16BE(0xc00c, 0); // NAME: pointer to the question's name at offset 12
		rr.writeUInt16BE(TYPE[record.type], 2);
		rr.writeUInt16BE(CLASS_IN, 4);
		rr.writeUInt32BE(record.ttl ?? 0, 6);
		rr.writeUInt16BE(data.length, 10); // RDLENGTH
		return Buffer.concat([rr, data]);
	});
	return Buffer.concat([header, query.subarray(12, end), ...rrs]);
}

/** The query with its question's name replaced (an answer to a question nobody asked). */
function otherQuestion(query: Buffer): Buffer {
	const { end } = readQuestion(query);
	return Buffer.concat([query.subarray(0, 12), encodeName('other.invalid'), query.subarray(end - 4, end)]);
}

function label(query: Buffer): string {
	const q = readQuestion(query);
	const typeName = Object.entries(TYPE).find(([, v]) => v === q.type)?.[0] ?? String(q.type);
	return `${q.name} ${typeName}`;
}

/** What a resolver connected to the internet knows of the root zone: its name servers (one is enough). */
const ROOT: ZoneEntry = { records: [{ type: 'NS', target: 'a.root-servers.net', ttl: 518400 }] };

/**
 * Starts a responder; `zone` undefined for a name means NXDOMAIN. `silent` reads and never answers.
 * Unless the zone says otherwise, it knows the root zone's NS as a real resolver does; `root: false`
 * makes it a resolver cut off from the internet, NXDOMAIN for every name the zone leaves out.
 */
export async function startDnsPeer(zone: Zone, options: { silent?: boolean; root?: boolean } = {}): Promise<DnsPeer> {
	const queries: string[] = [];
	const tcpQueries: string[] = [];
	const lookup = (query: Buffer) => {
		const q = readQuestion(query);
		return zone(q.name, q.type) ?? (q.name === '' && options.root !== false ? ROOT : undefined);
	};

	const udp = dgram.createSocket('udp4');
	udp.on('message', (msg, peer) => {
		queries.push(label(msg));
		const entry = lookup(msg);
		if (options.silent || entry?.silent) return;
		const send = (reply: Buffer) => udp.send(reply, peer.port, peer.address);
		if (entry?.wrongId) {
			send(answer(msg, entry, { id: (msg.readUInt16BE(0) + 1) & 0xffff }));
			send(answer(otherQuestion(msg), entry));
		}
		send(answer(msg, entry, { truncated: entry?.truncate }));
	});

	const tcp = net.createServer((socket) => {
		let buffered = Buffer.alloc(0);
		socket.on('error', () => undefined);
		socket.on('data', (chunk) => {
			buffered = Buffer.concat([buffered, chunk]);
			while (buffered.length >= 2 && buffered.length >= 2 + buffered.readUInt16BE(0)) {
				const msg = buffered.subarray(2, 2 + buffered.readUInt16BE(0));
				buffered = buffered.subarray(2 + msg.length);
				queries.push(label(msg));
				tcpQueries.push(label(msg));
				const entry = lookup(msg);
				if (options.silent || entry?.silent) continue;
				const reply = answer(msg, entry);
				socket.write(Buffer.concat([u16(reply.length), reply]));
			}
		});
	});
	const sockets = new Set<net.Socket>();
	tcp.on('connection', (s) => {
		sockets.add(s);
		s.on('close', () => sockets.delete(s));
	});

	// One port for both transports: TCP picks a free one, UDP takes the same (tried a few times).
	for (let attempt = 0; ; attempt++) {
		await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', () => resolve()));
		const port = (tcp.address() as net.AddressInfo).port;
		const bound = await new Promise<boolean>((resolve) => {
			udp.once('error', () => resolve(false));
			udp.bind(port, '127.0.0.1', () => resolve(true));
		});
		if (bound) break;
		await new Promise<void>((resolve) => tcp.close(() => resolve()));
		if (attempt === 10) throw new Error('no free port for UDP and TCP');
	}
	const port = (tcp.address() as net.AddressInfo).port;
	return {
		server: `127.0.0.1:${port}`,
		queries,
		tcpQueries,
		close: () => {
			udp.close();
			for (const s of sockets) s.destroy();
			tcp.close();
		}
	};
}

/** A zone from a table: name → records (or an rcode). */
export function tableZone(table: Record<string, ZoneEntry>): Zone {
	return (name) => table[name];
}

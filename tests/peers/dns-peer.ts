/**
 * A real DNS server for tests, on 127.0.0.1 (UDP, a free port): a minimal responder written from
 * RFC 1035 §4.1 (header, question, resource records; §4.1.4 name compression) and RFC 3596 (AAAA).
 * It answers from a zone function, so a test can give a name different answers over time.
 */
import dgram from 'node:dgram';

export const TYPE = { A: 1, MX: 15, AAAA: 28 } as const;
export const RCODE = { NOERROR: 0, SERVFAIL: 2, NXDOMAIN: 3, REFUSED: 5 } as const;
const CLASS_IN = 1;

export type Record_ = { type: 'A'; address: string } | { type: 'AAAA'; address: string } | { type: 'MX'; priority: number; exchange: string };

/** What the zone says about one question: records of any type (filtered by the query's), or an rcode. */
export type Zone = (name: string, type: number) => { rcode?: number; records?: Record_[] } | undefined;

export interface DnsPeer {
	/** `127.0.0.1:port`, what DNS_SERVER takes. */
	server: string;
	/** Every question received, as `name TYPE`. */
	queries: string[];
	close(): void;
}

/** A domain name as RFC 1035 labels: length-prefixed, ending in the zero-length root. */
function encodeName(name: string): Buffer {
	const labels = name === '' ? [] : name.split('.');
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

function rdata(record: Record_): Buffer {
	if (record.type === 'A') return Buffer.from(record.address.split('.').map(Number));
	if (record.type === 'AAAA') return ipv6Bytes(record.address);
	const pref = Buffer.alloc(2);
	pref.writeUInt16BE(record.priority, 0);
	return Buffer.concat([pref, encodeName(record.exchange)]);
}

/** The answer to one query: same id and question, QR and RA set, RD copied, the zone's records. */
function answer(query: Buffer, zone: Zone): Buffer {
	const { name, type, end } = readQuestion(query);
	const entry = zone(name, type);
	const rcode = entry ? (entry.rcode ?? RCODE.NOERROR) : RCODE.NXDOMAIN;
	const records = rcode === RCODE.NOERROR ? (entry?.records ?? []).filter((r) => TYPE[r.type] === type) : [];
	const header = Buffer.alloc(12);
	header.writeUInt16BE(query.readUInt16BE(0), 0); // ID
	header.writeUInt16BE(0x8000 | (query.readUInt16BE(2) & 0x0100) | 0x0080 | rcode, 2); // QR, RD, RA, RCODE
	header.writeUInt16BE(1, 4); // QDCOUNT
	header.writeUInt16BE(records.length, 6); // ANCOUNT (NSCOUNT, ARCOUNT 0)
	const rrs = records.map((record) => {
		const data = rdata(record);
		const rr = Buffer.alloc(12);
		rr.writeUInt16BE(0xc00c, 0); // NAME: pointer to the question's name at offset 12
		rr.writeUInt16BE(TYPE[record.type], 2);
		rr.writeUInt16BE(CLASS_IN, 4);
		rr.writeUInt32BE(0, 6); // TTL 0: no resolver may cache it
		rr.writeUInt16BE(data.length, 10); // RDLENGTH
		return Buffer.concat([rr, data]);
	});
	return Buffer.concat([header, query.subarray(12, end), ...rrs]);
}

/** Starts a responder; `zone` undefined for a name means NXDOMAIN. `silent` reads and never answers. */
export async function startDnsPeer(zone: Zone, options: { silent?: boolean } = {}): Promise<DnsPeer> {
	const socket = dgram.createSocket('udp4');
	const queries: string[] = [];
	socket.on('message', (msg, peer) => {
		const q = readQuestion(msg);
		const typeName = Object.entries(TYPE).find(([, v]) => v === q.type)?.[0] ?? String(q.type);
		queries.push(`${q.name} ${typeName}`);
		if (!options.silent) socket.send(answer(msg, zone), peer.port, peer.address);
	});
	await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', () => resolve()));
	return { server: `127.0.0.1:${socket.address().port}`, queries, close: () => socket.close() };
}

/** A zone from a table: name → records (or an rcode). */
export function tableZone(table: Record<string, { rcode?: number; records?: Record_[] }>): Zone {
	return (name) => table[name];
}

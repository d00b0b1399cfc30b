import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { parseAsn1, type Asn1Node } from './asn1.js';
import { cases } from './cases.js';

describe('asn1 cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

function hasOpenssl(): boolean {
	try {
		execFileSync('openssl', ['version'], { stdio: 'ignore' });
		return true;
	} catch {
		return false;
	}
}

/** One line of `openssl asn1parse -i`: offset, depth, header length, length, cons/prim, tag text, printed value. */
interface Line {
	offset: number;
	depth: number;
	hl: number;
	length: number | null;
	constructed: boolean;
	tag: string;
	printed: string | null;
}

/** openssl's lines, their tag names mapped to /asn1's (OBJECT → OBJECT IDENTIFIER, `cont [ 0 ]` → `context [0]`). */
export function parseOpensslLines(text: string): Line[] {
	return text
		.split('\n')
		.filter((line) => line.trim() !== '')
		.map((line) => {
			const m = /^\s*(\d+):d=(\d+)\s+hl=(\d+) l=\s*(\d+|inf)\s+(prim|cons): *(.*)$/.exec(line);
			if (!m) throw new Error(`not an asn1parse line: ${line}`);
			const rest = m[6];
			const colon = rest.indexOf(':');
			let tag = (colon < 0 ? rest : rest.slice(0, colon)).replace('[HEX DUMP]', '').trim();
			const cls = /^(cont|appl|priv) \[ (\d+) \]$/.exec(tag);
			if (cls) tag = `${{ cont: 'context', appl: 'application', priv: 'private' }[cls[1]]} [${cls[2]}]`;
			if (tag === 'OBJECT') tag = 'OBJECT IDENTIFIER';
			return {
				offset: Number(m[1]),
				depth: Number(m[2]),
				hl: Number(m[3]),
				length: m[4] === 'inf' ? null : Number(m[4]),
				constructed: m[5] === 'cons',
				tag,
				printed: colon < 0 ? null : rest.slice(colon + 1)
			};
		});
}

function flatten(node: Asn1Node, depth = 0, out: Array<Asn1Node & { depth: number }> = []) {
	out.push({ ...node, depth });
	for (const child of node.children) flatten(child, depth + 1, out);
	return out;
}

/** A random element: `budget` caps its size, tags of every class and length forms short and long. */
function randomElement(rand: () => number, depth: number): number[] {
	const pick = <T>(items: T[]) => items[Math.floor(rand() * items.length)];
	const lengthBytes = (n: number) => (n < 128 ? [n] : n < 256 ? [0x81, n] : [0x82, n >> 8, n & 0xff]);
	const constructed = depth < 6 && rand() < 0.4;
	if (constructed) {
		const body: number[] = [];
		const count = Math.floor(rand() * 5);
		for (let i = 0; i < count; i++) body.push(...randomElement(rand, depth + 1));
		const tag = pick([0x30, 0x31, 0xa0, 0xa1, 0xa3, 0x61, 0xe2]);
		return [tag, ...lengthBytes(body.length), ...body];
	}
	const kind = pick(['int', 'oid', 'utf8', 'printable', 'octets', 'bits', 'null', 'bool', 'ctx', 'bigint']);
	const bytes = (n: number) => Array.from({ length: n }, () => Math.floor(rand() * 256));
	switch (kind) {
		case 'int':
			return [0x02, 1, Math.floor(rand() * 256)];
		case 'bigint': {
			const body = bytes(1 + Math.floor(rand() * 40));
			return [0x02, ...lengthBytes(body.length), ...body];
		}
		case 'oid':
			return pick([
				[0x06, 0x03, 0x55, 0x04, 0x03],
				[0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b],
				[0x06, 0x04, 0x2a, 0x03, 0x04, 0x05],
				[0x06, 0x03, 0x2b, 0x65, 0x70]
			]);
		case 'utf8': {
			const text = [...new TextEncoder().encode(pick(['ação', 'hello', 'Zürich', '']))];
			return [0x0c, text.length, ...text];
		}
		case 'printable':
			return [0x13, 3, 0x41, 0x42, 0x43];
		case 'octets': {
			const body = bytes(Math.floor(rand() * 300));
			return [0x04, ...lengthBytes(body.length), ...body];
		}
		case 'bits': {
			const body = [0, ...bytes(Math.floor(rand() * 20))];
			return [0x03, body.length, ...body];
		}
		case 'null':
			return [0x05, 0];
		case 'bool':
			return [0x01, 1, pick([0, 0xff])];
		default: {
			const body = bytes(Math.floor(rand() * 6));
			return [pick([0x80, 0x82, 0x86]), body.length, ...body];
		}
	}
}

describe.skipIf(!hasOpenssl())('against openssl asn1parse -i (random DER)', () => {
	it('every line: offset, depth, header length, length, tag and the value openssl prints', () => {
		let seed = 20261206;
		const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
		for (let round = 0; round < 40; round++) {
			const body: number[] = [];
			for (let i = 0; i < 1 + Math.floor(rand() * 6); i++) body.push(...randomElement(rand, 1));
			const len = body.length;
			const der = Uint8Array.from([0x30, ...(len < 128 ? [len] : len < 256 ? [0x81, len] : [0x82, len >> 8, len & 0xff]), ...body]);
			const lines = parseOpensslLines(execFileSync('openssl', ['asn1parse', '-i', '-inform', 'DER'], { input: der }).toString('latin1'));
			const nodes = flatten(parseAsn1(der));
			expect(nodes.length, `round ${round}`).toBe(lines.length);
			lines.forEach((line, i) => {
				const node = nodes[i];
				const where = `round ${round}, offset ${line.offset}`;
				expect({ offset: node.offset, depth: node.depth, hl: node.header_length, length: node.length, constructed: node.constructed, tag: node.tag }, where).toEqual({
					offset: line.offset,
					depth: line.depth,
					hl: line.hl,
					length: line.length,
					constructed: line.constructed,
					tag: line.tag
				});
				if (line.printed === null) return;
				if (node.tag === 'INTEGER') expect(BigInt(node.value!), where).toBe(line.printed.startsWith('-') ? -BigInt('0x' + line.printed.slice(1)) : BigInt('0x' + line.printed));
				else if (node.tag === 'OBJECT IDENTIFIER') expect(node.name ?? node.value, where).toBe(line.printed);
				else if (node.tag === 'BOOLEAN') expect(node.value, where).toBe(line.printed === '0' ? 'false' : 'true');
				else if (node.tag === 'OCTET STRING') expect(node.value, where).toBe(/^[0-9A-F]*$/.test(line.printed) && line.printed.length === node.length! * 2 ? line.printed.toLowerCase() : Buffer.from(line.printed, 'latin1').toString('hex'));
				else if (node.tag === 'UTF8STRING') expect(node.value, where).toBe(Buffer.from(line.printed, 'latin1').toString('utf8'));
				else expect(node.value, where).toBe(line.printed);
			});
		}
	});
});

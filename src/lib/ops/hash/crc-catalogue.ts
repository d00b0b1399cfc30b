/**
 * More CRCs of `/hash`: the common ones of the CRC catalogue (Greg Cook's "Catalogue of
 * parametrised CRC algorithms", the names crcmod, CyberChef's CRC Checksum and "Generate all
 * checksums" use), each as its Rocksoft model — width, poly, init, reflected in and out, final XOR
 * — with the catalogue's check value (the CRC of "123456789"). One table-driven engine serves
 * every width from 8 to 32 bits (a register in one 32-bit number) and 64 bits (two halves), so a
 * new model is one line. Each is a Hasher like checksums.ts's; the digest is the value's
 * ⌈width/8⌉ bytes big-endian, so its hex is the number as the catalogue and crcmod print it.
 */
import type { Running } from './checksums.js';

interface Model {
	width: 8 | 16 | 24 | 32 | 64;
	poly: bigint;
	init: bigint;
	/** Reflected input and output (every model here has both or neither). */
	reflected: boolean;
	xorout: bigint;
	/** The CRC of the ASCII bytes "123456789", as the catalogue gives it. */
	check: bigint;
}

/** The models, by the operation's algorithm name; their catalogue names in the comments. */
export const CRC_MODELS = {
	/** CRC-8/SMBUS (CyberChef's "CRC-8"). */
	crc8: { width: 8, poly: 0x07n, init: 0n, reflected: false, xorout: 0n, check: 0xf4n },
	/** CRC-8/MAXIM-DOW (Dallas 1-Wire). */
	'crc8-maxim': { width: 8, poly: 0x31n, init: 0n, reflected: true, xorout: 0n, check: 0xa1n },
	/** CRC-16/ARC (CyberChef's "CRC-16", also CRC-16/IBM and CRC-16/LHA). */
	'crc16-arc': { width: 16, poly: 0x8005n, init: 0n, reflected: true, xorout: 0n, check: 0xbb3dn },
	/** CRC-16/MODBUS. */
	'crc16-modbus': { width: 16, poly: 0x8005n, init: 0xffffn, reflected: true, xorout: 0n, check: 0x4b37n },
	/** CRC-16/USB. */
	'crc16-usb': { width: 16, poly: 0x8005n, init: 0xffffn, reflected: true, xorout: 0xffffn, check: 0xb4c8n },
	/** CRC-16/XMODEM (also ZMODEM, ACORN, LTE, V-41-MSB). */
	'crc16-xmodem': { width: 16, poly: 0x1021n, init: 0n, reflected: false, xorout: 0n, check: 0x31c3n },
	/** CRC-16/KERMIT (also CCITT, CCITT-TRUE, V-41-LSB). */
	'crc16-kermit': { width: 16, poly: 0x1021n, init: 0n, reflected: true, xorout: 0n, check: 0x2189n },
	/** CRC-16/IBM-SDLC (also ISO-HDLC, X-25, CRC-16/B). */
	'crc16-x25': { width: 16, poly: 0x1021n, init: 0xffffn, reflected: true, xorout: 0xffffn, check: 0x906en },
	/** CRC-24/OPENPGP (RFC 4880 section 6.1). */
	'crc24-openpgp': { width: 24, poly: 0x864cfbn, init: 0xb704cen, reflected: false, xorout: 0n, check: 0x21cf02n },
	/** CRC-32/BZIP2 (also AAL5, DECT-B). */
	'crc32-bzip2': { width: 32, poly: 0x04c11db7n, init: 0xffffffffn, reflected: false, xorout: 0xffffffffn, check: 0xfc891918n },
	/** CRC-32/MPEG-2. */
	'crc32-mpeg2': { width: 32, poly: 0x04c11db7n, init: 0xffffffffn, reflected: false, xorout: 0n, check: 0x0376e6e7n },
	/** CRC-32/CKSUM (POSIX `cksum`'s CRC before it appends the length). */
	'crc32-posix': { width: 32, poly: 0x04c11db7n, init: 0n, reflected: false, xorout: 0xffffffffn, check: 0x765e7680n },
	/** CRC-32/JAMCRC (CRC-32 without the final XOR). */
	'crc32-jamcrc': { width: 32, poly: 0x04c11db7n, init: 0xffffffffn, reflected: true, xorout: 0n, check: 0x340bc6d9n },
	/** CRC-64/ECMA-182. */
	'crc64-ecma': { width: 64, poly: 0x42f0e1eba9ea3693n, init: 0n, reflected: false, xorout: 0n, check: 0x6c40df5f0b497347n },
	/** CRC-64/XZ (also CRC-64/GO-ECMA). */
	'crc64-xz': { width: 64, poly: 0x42f0e1eba9ea3693n, init: 0xffffffffffffffffn, reflected: true, xorout: 0xffffffffffffffffn, check: 0x995dc9bbdf1939fan },
	/** CRC-64/GO-ISO. */
	'crc64-go-iso': { width: 64, poly: 0x1bn, init: 0xffffffffffffffffn, reflected: true, xorout: 0xffffffffffffffffn, check: 0xb90956c775a41001n }
} as const satisfies Record<string, Model>;

export type CatalogueCrc = keyof typeof CRC_MODELS;

function reflect(value: bigint, bits: number): bigint {
	let out = 0n;
	for (let i = 0; i < bits; i++) if ((value >> BigInt(i)) & 1n) out |= 1n << BigInt(bits - 1 - i);
	return out;
}

/**
 * The model's byte table as 64-bit values in a 64-bit register: reflected models keep the
 * register right-aligned (the reflected poly), the others left-aligned (the poly shifted to the
 * top), so one shift direction serves every width.
 */
function tableOf(model: Model): bigint[] {
	const mask64 = (1n << 64n) - 1n;
	const table: bigint[] = [];
	if (model.reflected) {
		const poly = reflect(model.poly, model.width);
		for (let n = 0n; n < 256n; n++) {
			let c = n;
			for (let k = 0; k < 8; k++) c = c & 1n ? (c >> 1n) ^ poly : c >> 1n;
			table.push(c);
		}
	} else {
		const poly = model.poly << BigInt(64 - model.width);
		const top = 1n << 63n;
		for (let n = 0n; n < 256n; n++) {
			let c = n << 56n;
			for (let k = 0; k < 8; k++) c = c & top ? ((c << 1n) ^ poly) & mask64 : (c << 1n) & mask64;
			table.push(c);
		}
	}
	return table;
}

/** The register as two 32-bit halves (high, low): the engine's hot loop stays on small integers. */
function crcHasher(model: Model) {
	let tables: { hi: Uint32Array; lo: Uint32Array } | undefined;
	const split = (value: bigint) => [Number(value >> 32n) >>> 0, Number(value & 0xffffffffn) >>> 0] as const;
	// The register starts at `init`, aligned as the table is.
	const start = model.reflected ? reflect(model.init, model.width) : model.init << BigInt(64 - model.width);
	const bytes = Math.ceil(model.width / 8);
	const create = (): Running => {
		if (!tables) {
			const all = tableOf(model);
			tables = { hi: Uint32Array.from(all, (v) => split(v)[0]), lo: Uint32Array.from(all, (v) => split(v)[1]) };
		}
		const { hi: tHi, lo: tLo } = tables;
		let [hi, lo] = split(start);
		return {
			update(data) {
				if (model.reflected) {
					for (let i = 0; i < data.length; i++) {
						const index = (lo ^ data[i]) & 0xff;
						lo = ((lo >>> 8) | (hi << 24)) ^ tLo[index];
						hi = (hi >>> 8) ^ tHi[index];
					}
				} else {
					for (let i = 0; i < data.length; i++) {
						const index = ((hi >>> 24) ^ data[i]) & 0xff;
						hi = ((hi << 8) | (lo >>> 24)) ^ tHi[index];
						lo = (lo << 8) ^ tLo[index];
					}
				}
				return this;
			},
			digest() {
				const register = (BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0);
				const value = (model.reflected ? register : register >> BigInt(64 - model.width)) ^ model.xorout;
				const out = new Uint8Array(bytes);
				for (let i = 0; i < bytes; i++) out[i] = Number((value >> BigInt(8 * (bytes - 1 - i))) & 0xffn);
				return out;
			}
		};
	};
	return Object.assign((data: Uint8Array): Uint8Array => create().update(data).digest(), { create });
}

/** A hasher per model, tables built on first use. */
export const CATALOGUE_CRCS = Object.fromEntries(Object.entries(CRC_MODELS).map(([name, model]) => [name, crcHasher(model)])) as Record<CatalogueCrc, ReturnType<typeof crcHasher>>;

/**
 * CRC-32 (ISO-HDLC: the one of zlib, gzip, PNG and Ethernet; reflected polynomial 0xEDB88320,
 * initial value and final XOR 0xFFFFFFFF): check value of "123456789" = cbf43926. A checksum,
 * not cryptography; noble has none, and a table of 256 words is all it takes. The digest is the
 * 32-bit value big-endian, so its hex is the familiar `cbf43926`.
 */
const TABLE = (() => {
	const table = new Uint32Array(256);
	for (let n = 0; n < 256; n++) {
		let c = n;
		for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
		table[n] = c >>> 0;
	}
	return table;
})();

function update(crc: number, bytes: Uint8Array): number {
	let c = crc;
	for (let i = 0; i < bytes.length; i++) c = TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
	return c;
}

function toBytes(crc: number): Uint8Array {
	const value = (crc ^ 0xffffffff) >>> 0;
	return new Uint8Array([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);
}

/** The CRC-32 of `bytes` as 4 bytes, big-endian; `crc32.create()` for slices, like noble's hashes. */
export const crc32 = Object.assign((bytes: Uint8Array): Uint8Array => toBytes(update(0xffffffff, bytes)), {
	create() {
		let crc = 0xffffffff;
		return {
			update(bytes: Uint8Array) {
				crc = update(crc, bytes);
				return this;
			},
			digest: () => toBytes(crc)
		};
	}
});

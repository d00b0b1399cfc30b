import { zlibSync } from 'fflate';

/** An sRGB colour with 8-bit channels; `a` 255 is opaque. */
export interface Rgba {
	r: number;
	g: number;
	b: number;
	a: number;
}

/** CRC-32 (ISO 3309, the polynomial PNG uses, 0xEDB88320 reflected), table built once. */
const CRC_TABLE = (() => {
	const table = new Uint32Array(256);
	for (let n = 0; n < 256; n++) {
		let c = n;
		for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
		table[n] = c >>> 0;
	}
	return table;
})();

/** CRC-32 of `bytes`, as PNG computes it over a chunk's type and data. */
export function crc32(bytes: Uint8Array): number {
	let c = 0xffffffff;
	for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
	return (c ^ 0xffffffff) >>> 0;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** One chunk: length, type, data, CRC of type + data (PNG spec section 5.3). */
function chunk(type: string, data: Uint8Array): Uint8Array {
	const out = new Uint8Array(12 + data.length);
	const view = new DataView(out.buffer);
	view.setUint32(0, data.length);
	for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
	out.set(data, 8);
	view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
	return out;
}

/**
 * Encodes a two-colour image as a PNG: colour type 3 (palette), bit depth 1, so a pixel costs one
 * bit and both colours are exact palette entries (no colour management, no rounding). Palette
 * index 0 is `light`, 1 is `dark`; a tRNS chunk is added only when a colour is not opaque.
 * `rows` holds the filtered scanlines (filter byte + packed bits per row, see packRow), which the
 * caller builds so that identical rows are computed once. Compressed with fflate (pure JS), so
 * Node and browsers produce the same bytes.
 *
 * @example encodeBilevelPng(300, 300, rows, { r: 255, g: 255, b: 255, a: 255 }, { r: 0, g: 0, b: 0, a: 255 })
 */
export function encodeBilevelPng(width: number, height: number, rows: Uint8Array, light: Rgba, dark: Rgba): Uint8Array {
	const ihdr = new Uint8Array(13);
	const view = new DataView(ihdr.buffer);
	view.setUint32(0, width);
	view.setUint32(4, height);
	ihdr[8] = 1; // bit depth
	ihdr[9] = 3; // colour type: indexed
	// compression 0 (deflate), filter method 0, interlace 0: already zero.
	const plte = Uint8Array.of(light.r, light.g, light.b, dark.r, dark.g, dark.b);
	const chunks = [chunk('IHDR', ihdr), chunk('PLTE', plte)];
	if (light.a < 255 || dark.a < 255) chunks.push(chunk('tRNS', Uint8Array.of(light.a, dark.a)));
	chunks.push(chunk('IDAT', zlibSync(rows, { level: 9 })), chunk('IEND', new Uint8Array(0)));

	const total = SIGNATURE.length + chunks.reduce((sum, c) => sum + c.length, 0);
	const png = new Uint8Array(total);
	png.set(SIGNATURE, 0);
	let offset = SIGNATURE.length;
	for (const c of chunks) {
		png.set(c, offset);
		offset += c.length;
	}
	return png;
}

/** Bytes of one scanline of a 1-bit image: the filter-type byte (0, None) and ceil(width / 8). */
export const rowBytes = (width: number) => 1 + Math.ceil(width / 8);

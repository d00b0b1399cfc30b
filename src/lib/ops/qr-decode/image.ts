import { Unzlib } from 'fflate';
import { decode as decodePng, type DecodedPng } from 'fast-png';
import { decode as decodeJpeg } from 'jpeg-js';
import { WordedError } from '../../engine/words.js';
import { errors } from './errors.js';

/** Raised for an image the operation cannot or will not read; the message is for the `image` field. */
export class ImageError extends WordedError {}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The largest image read: 16 megapixels (a 4,000 × 4,000 photo), checked from the header. */
export const MAX_PIXELS = 16_000_000;

/** RGBA, 8 bits a channel, composited on white (what jsQR reads). */
export interface Rgba {
	width: number;
	height: number;
	data: Uint8ClampedArray;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function sniff(bytes: Uint8Array): 'png' | 'jpeg' | null {
	if (PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'png';
	if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
	return null;
}

function checkSize(width: number, height: number): void {
	if (width < 1 || height < 1) throw new ImageError(errors.words('no_pixels'));
	if (width * height > MAX_PIXELS) {
		throw new ImageError(errors.words('too_many_pixels', { width, height, max: MAX_PIXELS }));
	}
}

/** Width and height of a JPEG from its first SOFn segment (ITU-T T.81 B.2.2), or null. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
	let i = 2;
	while (i + 9 < bytes.length) {
		if (bytes[i] !== 0xff) return null;
		const marker = bytes[i + 1];
		if (marker === 0xff) {
			i++; // fill byte
			continue;
		}
		const length = (bytes[i + 2] << 8) | bytes[i + 3];
		// SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC).
		if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
			return { height: (bytes[i + 5] << 8) | bytes[i + 6], width: (bytes[i + 7] << 8) | bytes[i + 8] };
		}
		if (marker === 0xda || marker === 0xd9) return null;
		i += 2 + length;
	}
	return null;
}

/**
 * The size the PNG's image data must inflate to (PNG spec 7.2 and 8.2: a filter byte per row,
 * for every Adam7 pass when interlaced). fast-png inflates every IDAT without a bound, so a
 * small file that inflates to gigabytes (a "decompression bomb") is measured here first, in
 * small steps, and refused as soon as it outgrows its header.
 */
function expectedPngBytes(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
	const rowBytes = (w: number) => (w === 0 ? 0 : 1 + Math.ceil((w * bitsPerPixel) / 8));
	if (!interlaced) return height * rowBytes(width);
	const passes = [
		[0, 0, 8, 8],
		[4, 0, 8, 8],
		[0, 4, 4, 8],
		[2, 0, 4, 4],
		[0, 2, 2, 4],
		[1, 0, 2, 2],
		[0, 1, 1, 2]
	];
	let total = 0;
	for (const [x0, y0, dx, dy] of passes) {
		const w = Math.max(0, Math.ceil((width - x0) / dx));
		const h = Math.max(0, Math.ceil((height - y0) / dy));
		if (w > 0) total += h * rowBytes(w);
	}
	return total;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function checkPng(bytes: Uint8Array): void {
	const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	if (bytes.length < 33 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') throw new ImageError(errors.words('png_no_ihdr'));
	const width = view.getUint32(16);
	const height = view.getUint32(20);
	checkSize(width, height);
	const depth = bytes[24];
	const channels = CHANNELS[bytes[25]];
	if (!channels || ![1, 2, 4, 8, 16].includes(depth)) throw new ImageError(errors.words('png_type'));
	const limit = expectedPngBytes(width, height, depth * channels, bytes[28] === 1);

	let produced = 0;
	const inflate = new Unzlib((chunk) => {
		produced += chunk.length;
	});
	let offset = 8;
	try {
		while (offset + 8 <= bytes.length) {
			const length = view.getUint32(offset);
			const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
			if (type === 'IEND') break;
			if (type === 'IDAT') {
				const data = bytes.subarray(offset + 8, Math.min(bytes.length, offset + 8 + length));
				// 1 KiB of deflate inflates to at most about 1 MiB, so one step never overshoots by more.
				for (let i = 0; i < data.length && produced <= limit; i += 1024) inflate.push(data.subarray(i, i + 1024));
				if (produced > limit) throw new ImageError(errors.words('png_bomb'));
			}
			offset += 12 + length;
		}
	} catch (error) {
		if (error instanceof ImageError) throw error;
		throw new ImageError(errors.words('png_unreadable', { reason: reasonOf(error) }));
	}
}

/** Any fast-png result to RGBA on white: palettes, grey, alpha, tRNS, 1- to 16-bit samples. */
function pngToRgba(png: DecodedPng): Rgba {
	const { width, height, depth, channels } = png;
	const pixels = width * height;
	const out = new Uint8ClampedArray(pixels * 4);
	const max = (1 << depth) - 1;
	const rowBits = width * channels * depth;
	const rowBytes = Math.ceil(rowBits / 8);
	const data = png.data;
	/** Sample `s` (0-based across the row) of row y, as 0–max. */
	const sample = (y: number, s: number): number => {
		if (depth === 8 || depth === 16) return data[y * width * channels + s];
		const bit = s * depth;
		const byte = data[y * rowBytes + (bit >> 3)];
		return (byte >> (8 - depth - (bit & 7))) & max;
	};
	const to8 = (v: number) => (depth === 16 ? v >> 8 : Math.round((v * 255) / max));
	const palette = png.palette;
	const key = png.transparency;
	for (let y = 0; y < height; y++) {
		for (let x = 0; x < width; x++) {
			let r: number, g: number, b: number, a: number;
			if (palette) {
				const entry = palette[sample(y, x)] ?? [0, 0, 0, 255];
				[r, g, b] = entry;
				a = entry[3] ?? 255;
			} else if (channels <= 2) {
				const v = sample(y, x * channels);
				r = g = b = to8(v);
				a = channels === 2 ? to8(sample(y, x * 2 + 1)) : key && v === key[0] ? 0 : 255;
			} else {
				const [vr, vg, vb] = [sample(y, x * channels), sample(y, x * channels + 1), sample(y, x * channels + 2)];
				[r, g, b] = [to8(vr), to8(vg), to8(vb)];
				a = channels === 4 ? to8(sample(y, x * 4 + 3)) : key && vr === key[0] && vg === key[1] && vb === key[2] ? 0 : 255;
			}
			// On white: a transparent background reads as light, as it shows on a page.
			const i = (y * width + x) * 4;
			out[i] = r + ((255 - r) * (255 - a)) / 255;
			out[i + 1] = g + ((255 - g) * (255 - a)) / 255;
			out[i + 2] = b + ((255 - b) * (255 - a)) / 255;
			out[i + 3] = 255;
		}
	}
	return { width, height, data: out };
}

/** Decodes a PNG or JPEG to RGBA on white, refusing anything over MAX_PIXELS before decoding it. */
export function decodeImage(bytes: Uint8Array): Rgba {
	const kind = sniff(bytes);
	if (kind === 'png') {
		checkPng(bytes);
		let png: DecodedPng;
		try {
			png = decodePng(bytes);
		} catch (error) {
			throw new ImageError(errors.words('png_unreadable', { reason: reasonOf(error) }));
		}
		return pngToRgba(png);
	}
	if (kind === 'jpeg') {
		const size = jpegSize(bytes);
		if (!size) throw new ImageError(errors.words('jpeg_no_frame'));
		checkSize(size.width, size.height);
		try {
			const jpeg = decodeJpeg(bytes, {
				useTArray: true,
				formatAsRGBA: true,
				maxResolutionInMP: MAX_PIXELS / 1e6,
				// RGBA output plus the decoder's component buffers: about 8 bytes a pixel at most.
				maxMemoryUsageInMB: Math.ceil((size.width * size.height * 8) / (1024 * 1024)) + 16
			});
			return { width: jpeg.width, height: jpeg.height, data: new Uint8ClampedArray(jpeg.data.buffer, jpeg.data.byteOffset, jpeg.data.byteLength) };
		} catch (error) {
			throw new ImageError(errors.words('jpeg_unreadable', { reason: reasonOf(error) }));
		}
	}
	throw new ImageError(errors.words('not_an_image'));
}

// The package's public API (its browser build in the worker, its Node build on the server).
import { create } from 'qrcode';
import type { OperationError } from '../../engine/define.js';
import { errors } from './errors.js';
import { encodeBilevelPng, rowBytes, type Rgba } from './png.js';

import { HEX_COLOUR, LEVELS, type Level } from './options.js';

export type { Rgba } from './png.js';
export { HEX_COLOUR, LEVELS, MAX_DATA_CHARACTERS, type Level } from './options.js';

/** Light modules around the symbol on every side (ISO/IEC 18004: a quiet zone 4X wide). */
export const QUIET_ZONE = 4;

/**
 * What the largest symbol, version 40, holds at each level: digits, alphanumeric characters
 * (0-9 A-Z space $ % * + - . / :) and bytes. ISO/IEC 18004:2015 table 7.
 */
export const VERSION_40_CAPACITY: Record<Level, { numeric: number; alphanumeric: number; bytes: number }> = {
	L: { numeric: 7089, alphanumeric: 4296, bytes: 2953 },
	M: { numeric: 5596, alphanumeric: 3391, bytes: 2331 },
	Q: { numeric: 3993, alphanumeric: 2420, bytes: 1663 },
	H: { numeric: 3057, alphanumeric: 1852, bytes: 1273 }
};

/** A QR symbol as a grid of modules, quiet zone not included. */
export interface QrMatrix {
	/** Modules per side: 21 (version 1) to 177 (version 40). */
	size: number;
	/** `size` × `size`, row-major, 1 = dark. */
	modules: Uint8Array;
	version: number;
}

/** The symbol, or null when no version holds `data` at `level`. */
function encode(data: string, level: Level) {
	try {
		return create(data, { errorCorrectionLevel: level });
	} catch (err) {
		if (err instanceof Error && /too big to be stored/.test(err.message)) return null;
		throw err;
	}
}

/**
 * The detail of the 422 for data that no version holds at `level`: the version-40 limits, and the
 * highest lower level that does hold it, if any (`fits` says which one does).
 */
export function tooLongError(level: Level, fits: Level | null): OperationError {
	const capacity = { level, ...VERSION_40_CAPACITY[level] };
	return fits ? errors.error('too_long_fits', { ...capacity, fits }, { field: 'data' }) : errors.error('too_long', capacity, { field: 'data' });
}

/**
 * The module grid of `data` at `level`, in the smallest version that holds it (qrcode's encoder:
 * mixed numeric, alphanumeric and byte segments, byte mode in UTF-8 without an ECI header).
 * Data that does not fit in version 40 is a 422 naming the limits and a level that would do.
 */
export function qrMatrix(data: string, level: Level): QrMatrix {
	const symbol = encode(data, level);
	if (!symbol) {
		const lower = LEVELS.slice(0, LEVELS.indexOf(level)).reverse();
		throw tooLongError(level, lower.find((l) => encode(data, l)) ?? null);
	}
	return { size: symbol.modules.size, modules: symbol.modules.data, version: symbol.version };
}

/**
 * `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (CSS Color 4 section 5.2; short forms double each
 * digit), any case. Null for anything else.
 */
export function parseHexColour(text: string): Rgba | null {
	if (!HEX_COLOUR.test(text)) return null;
	let hex = text.slice(1);
	if (hex.length <= 4) hex = [...hex].map((d) => d + d).join('');
	if (hex.length === 6) hex += 'ff';
	const byte = (i: number) => parseInt(hex.slice(i * 2, i * 2 + 2), 16);
	return { r: byte(0), g: byte(1), b: byte(2), a: byte(3) };
}

/** True when two colours would paint the same thing, so no code could be read. */
export function indistinguishable(x: Rgba, y: Rgba): boolean {
	if (x.a === 0 && y.a === 0) return true;
	return x.r === y.r && x.g === y.g && x.b === y.b && x.a === y.a;
}

/** Modules per side including the quiet zone. */
export const withQuietZone = (matrix: QrMatrix) => matrix.size + 2 * QUIET_ZONE;

/** Where the symbol goes in a `pixels`-wide image: whole pixels per module, and the left/top margin. */
export interface Placement {
	/** Pixels per module, at least 1. */
	scale: number;
	/** Pixels before the symbol's first module (quiet zone plus the share of the leftover). */
	offset: number;
}

/**
 * Whole pixels per module, as many as fit with the 4-module quiet zone, and the symbol centred:
 * the pixels left over (fewer than one module's worth per module) widen the quiet zone. This is
 * what ZXing's QRCodeWriter does. Stretching modules to fractional widths would fill the image,
 * but modules of uneven width defeat decoders (jsQR failed on most fractional scales of large
 * versions in our tests). Null when not even one pixel per module fits.
 */
export function placement(matrix: QrMatrix, pixels: number): Placement | null {
	const scale = Math.floor(pixels / withQuietZone(matrix));
	if (scale < 1) return null;
	return { scale, offset: Math.floor((pixels - scale * matrix.size) / 2) };
}

/**
 * The QR code as a `pixels` × `pixels` PNG, laid out by `placement`. Needs at least one pixel per
 * module (quiet zone included), else a 422.
 */
export function renderPng(matrix: QrMatrix, pixels: number, light: Rgba, dark: Rgba): Uint8Array {
	const place = placement(matrix, pixels);
	if (!place) {
		const total = withQuietZone(matrix);
		throw errors.error('too_small', { pixels, version: matrix.version, total }, { field: 'size' });
	}
	const { scale, offset } = place;
	const n = matrix.size;
	const stride = rowBytes(pixels);
	// Zeros are filter type 0 and palette index 0 (light): the quiet zone needs no work.
	const rows = new Uint8Array(stride * pixels);
	for (let row = 0; row < n; row++) {
		const first = (offset + row * scale) * stride;
		const base = row * n;
		for (let col = 0; col < n; col++) {
			if (!matrix.modules[base + col]) continue;
			for (let x = offset + col * scale, end = x + scale; x < end; x++) rows[first + 1 + (x >> 3)] |= 0x80 >> (x & 7);
		}
		// The module's other pixel rows are copies of its first.
		for (let k = 1; k < scale; k++) rows.copyWithin(first + k * stride, first, first + stride);
	}
	return encodeBilevelPng(pixels, pixels, rows, light, dark);
}

/** `fill="#rrggbb"`, plus `fill-opacity` when the colour is not opaque. */
function fill({ r, g, b, a }: Rgba): string {
	const hex = '#' + [r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('');
	return a === 255 ? `fill="${hex}"` : `fill="${hex}" fill-opacity="${Number((a / 255).toFixed(3))}"`;
}

/**
 * The QR code as SVG: the viewBox counts modules (quiet zone included), `pixels` sets width and
 * height, one rect paints the light background (left out when `light` is fully transparent) and
 * one path fills the dark modules: each horizontal run of n dark modules is a 1-module-high
 * rectangle `h{n}v1h-{n}z`, reached by `M{x} {y}` for a row's first run and by a relative
 * `m{dx} 0` from the previous run's start for the others.
 */
export function renderSvg(matrix: QrMatrix, pixels: number, light: Rgba, dark: Rgba): string {
	const n = matrix.size;
	const total = withQuietZone(matrix);
	let d = '';
	for (let y = 0; y < n; y++) {
		let previous = -1;
		let x = 0;
		while (x < n) {
			if (!matrix.modules[y * n + x]) {
				x++;
				continue;
			}
			const start = x;
			while (x < n && matrix.modules[y * n + x]) x++;
			const run = x - start;
			d += previous < 0 ? `M${start + QUIET_ZONE} ${y + QUIET_ZONE}` : `m${start - previous} 0`;
			d += `h${run}v1h-${run}z`;
			previous = start;
		}
	}
	const background = light.a === 0 ? '' : `<rect width="${total}" height="${total}" ${fill(light)}/>`;
	return (
		`<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${total} ${total}" shape-rendering="crispEdges">` +
		`${background}<path ${fill(dark)} d="${d}"/></svg>`
	);
}

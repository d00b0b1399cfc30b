import {
	azteccode,
	code128,
	code39,
	datamatrix,
	drawingSVG,
	ean13,
	interleaved2of5,
	pdf417,
	upca,
	type DrawingContext,
	type RenderOptions
} from 'bwip-js/generic';
import { encodeBilevelPng, rowBytes } from '../qr-code/png.js';
import { bitmapDrawing, type Bitmap } from './bitmap-drawing.js';
import type { BarcodeFormat } from './options.js';
import { WordedError } from '../../engine/words.js';
import { errors } from './errors.js';

export { FORMATS, type BarcodeFormat } from './options.js';

/**
 * One of bwip-js's per-symbology renderers. They are imported by name, not through `render` or
 * `toSVG` (which look the symbology up in a table of all of them): the bundler then keeps only
 * these eight encoders, 84 KB gzip in the worker instead of 249 KB.
 */
type Encoder = <T>(options: RenderOptions, drawing: DrawingContext<T>) => T;

interface FormatRule {
	/** bwip-js's `bcid` and its renderer. */
	bcid: string;
	encode: Encoder;
	/** Human name, as the standards write it. */
	name: string;
	/** Longest `text`, in characters (code points). */
	maxLength: number;
	/**
	 * The quiet zone on each side, in bwip-js's units (bwip-js multiplies them by the scale): a
	 * linear code's bar module is 1 unit wide, a Data Matrix or Aztec module 2 units, a PDF417
	 * module 1 unit.
	 */
	quiet: { left: number; right: number; vertical: number };
	/** Characters the format cannot hold at all, caught before bwip-js (which would mangle them). */
	charset?: { accepts(text: string): boolean; rule: 'ascii_only' };
}

/**
 * Quiet zones are the standards' minima: EAN-13 11X left and 7X right, UPC-A 9X each side
 * (GS1 General Specifications 5.2.3.4); Code 128 10X (ISO/IEC 15417 4.3.4.3); Code 39 10X
 * (ISO/IEC 16388 4.4.1); ITF 10X (ISO/IEC 16390 4.4.1); Data Matrix 1 module (ISO/IEC 16022
 * 5.1.3); PDF417 2X (ISO/IEC 15438 5.8); Aztec needs none (ISO/IEC 24778 5.2) and gets one module
 * so that it stands apart from what surrounds it.
 *
 * Lengths: linear codes at most 80 characters (a longer bar code is wider than a scanner's field
 * of view; GS1-128 itself stops at 48); EAN-13 and UPC-A are fixed lengths that bwip-js checks.
 * The 2-D codes at most 1,000 characters (Aztec 500, its encoder being the slowest), below each
 * symbology's capacity, so that one request's encoding stays within about 0.3 s (src/lib/ops/barcode/README.md).
 */
export const RULES: Record<BarcodeFormat, FormatRule> = {
	code128: {
		bcid: 'code128',
		encode: code128 as Encoder,
		name: 'Code 128',
		maxLength: 80,
		quiet: { left: 10, right: 10, vertical: 0 },
		// Code 128's character set is ASCII (ISO/IEC 15417 4.1); bwip-js would encode other text as UTF-8 bytes.
		charset: { accepts: (text) => [...text].every((c) => c.charCodeAt(0) < 0x80), rule: 'ascii_only' }
	},
	ean13: { bcid: 'ean13', encode: ean13 as Encoder, name: 'EAN-13', maxLength: 13, quiet: { left: 11, right: 7, vertical: 0 } },
	upca: { bcid: 'upca', encode: upca as Encoder, name: 'UPC-A', maxLength: 12, quiet: { left: 9, right: 9, vertical: 0 } },
	code39: { bcid: 'code39', encode: code39 as Encoder, name: 'Code 39', maxLength: 80, quiet: { left: 10, right: 10, vertical: 0 } },
	itf: { bcid: 'interleaved2of5', encode: interleaved2of5 as Encoder, name: 'ITF (Interleaved 2 of 5)', maxLength: 80, quiet: { left: 10, right: 10, vertical: 0 } },
	datamatrix: { bcid: 'datamatrix', encode: datamatrix as Encoder, name: 'Data Matrix', maxLength: 1000, quiet: { left: 2, right: 2, vertical: 2 } },
	pdf417: { bcid: 'pdf417', encode: pdf417 as Encoder, name: 'PDF417', maxLength: 1000, quiet: { left: 2, right: 2, vertical: 2 } },
	aztec: { bcid: 'azteccode', encode: azteccode as Encoder, name: 'Aztec Code', maxLength: 500, quiet: { left: 2, right: 2, vertical: 2 } }
};

/** The largest image drawn (16 megapixels); the formats' limits keep every code well below it. */
export const MAX_PIXELS = 16_000_000;

/** Why a text cannot be encoded, in words for the `text` field (no bwip-js internals). */
export class NotEncodable extends WordedError {}

/** GS1 mod-10 check digit of the digits before it (GS1 General Specifications 7.9.1). */
export function gs1CheckDigit(digits: string): number {
	let sum = 0;
	for (let i = 0; i < digits.length; i++) {
		const weight = (digits.length - i) % 2 === 1 ? 3 : 1;
		sum += Number(digits[i]) * weight;
	}
	return (10 - (sum % 10)) % 10;
}

/** bwip-js errors read "bwipp.ean13badCheckDigit#6915: Incorrect EAN-13 check digit provided". */
const BWIPP_ERROR = /^bwipp\.(\w+)#\d+: (.*)$/s;

/** Turns bwip-js's reason into a sentence for `text`; anything else is not ours to explain. */
function readable(error: unknown, format: BarcodeFormat, text: string): NotEncodable {
	const match = error instanceof Error ? BWIPP_ERROR.exec(error.message) : null;
	if (!match) throw error;
	const [, code, reason] = match;
	let sentence = errors.words('bwipp', { code, reason });
	if (/badCheckDigit$/.test(code) && /^\d+$/.test(text)) {
		const body = text.slice(0, -1);
		sentence = errors.words('bwipp_check_digit', { code, reason, body, digit: gs1CheckDigit(body) });
	}
	if (/TooLong|TooMuchData|NoValidSymbol/i.test(code)) {
		sentence = errors.words('bwipp_too_long', { code, name: RULES[format].name, reason: sentence });
	}
	return new NotEncodable(sentence);
}

function options(format: BarcodeFormat, text: string, scale: number): RenderOptions {
	const rule = RULES[format];
	return {
		bcid: rule.bcid,
		text,
		scale,
		paddingleft: rule.quiet.left,
		paddingright: rule.quiet.right,
		paddingtop: rule.quiet.vertical,
		paddingbottom: rule.quiet.vertical,
		backgroundcolor: 'ffffff'
	};
}

/** Checks what bwip-js would not: the length limit and the character set. */
export function checkText(format: BarcodeFormat, text: string): void {
	const rule = RULES[format];
	const length = [...text].length;
	if (length > rule.maxLength) {
		throw new NotEncodable(errors.words('too_many_characters', { max: rule.maxLength, name: rule.name, got: length }));
	}
	if (rule.charset && !rule.charset.accepts(text)) throw new NotEncodable(errors.words(rule.charset.rule));
}

/** The code as a bitmap, bars and modules dark (bwip-js's geometry, see bitmap-drawing.ts). */
export function drawBitmap(format: BarcodeFormat, text: string, scale: number): Bitmap {
	checkText(format, text);
	try {
		return RULES[format].encode(options(format, text, scale), bitmapDrawing(MAX_PIXELS));
	} catch (error) {
		throw readable(error, format, text);
	}
}

/** Black on white, 1 bit per pixel (the QR generator's PNG writer: the same bytes in Node and the worker). */
export function bitmapToPng(bitmap: Bitmap): Uint8Array {
	const stride = rowBytes(bitmap.width);
	const rows = new Uint8Array(stride * bitmap.height);
	for (let y = 0; y < bitmap.height; y++) {
		const row = y * stride;
		// Filter byte 0 (None) is already there; bits are packed most significant first.
		for (let x = 0; x < bitmap.width; x++) {
			if (bitmap.dark[y * bitmap.width + x]) rows[row + 1 + (x >> 3)] |= 0x80 >> (x & 7);
		}
	}
	const white = { r: 255, g: 255, b: 255, a: 255 };
	const black = { r: 0, g: 0, b: 0, a: 255 };
	return encodeBilevelPng(bitmap.width, bitmap.height, rows, white, black);
}

/**
 * The code as SVG text from bwip-js's own SVG drawing, with `width` and `height` added to its
 * root so that the file has a natural size (the PNG's, in pixels).
 */
export function drawSvg(format: BarcodeFormat, text: string, scale: number): { svg: string; width: number; height: number } {
	checkText(format, text);
	let svg: string;
	try {
		svg = RULES[format].encode(options(format, text, scale), drawingSVG());
	} catch (error) {
		throw readable(error, format, text);
	}
	const box = /^<svg viewBox="0 0 (\d+) (\d+)"/.exec(svg);
	if (!box) throw new Error('bwip-js SVG without a viewBox');
	const [width, height] = [Number(box[1]), Number(box[2])];
	return { svg: svg.replace('<svg ', `<svg width="${width}" height="${height}" `), width, height };
}

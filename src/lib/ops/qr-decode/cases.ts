import type { OperationCase } from '../cases.js';
import { EXAMPLE_PNG } from './example.js';
import { BOMB_PNG, EAN13_PNG, FIXTURE_TEXT, GIF, HUGE_JPEG, HUGE_PNG, INVERTED_PNG, ROTATED_JPEG, TRANSPARENT_PNG, ZXING_PNG } from './fixtures.js';

const CONTRACT = 'docs/spec/toolbox.md Part 2 (/qr-code/decode: text, format qr_code; no code found → 422)';
const ZXING = 'encoded by zxing-cpp 1.4 (ZXingWriter), an independent QR encoder, from FIXTURE_TEXT (fixtures.ts)';

const read = (name: string, image: string, text: string, source: string): OperationCase => ({
	name,
	op: 'qr-code-decode',
	input: { image },
	expected: { status: 200, body: { text, format: 'qr_code' } },
	source
});

const invalid = (name: string, input: unknown, detail: string, source = CONTRACT, code = 'invalid_input'): OperationCase => ({
	name: `${name} → 422`,
	op: 'qr-code-decode',
	input,
	expected: { status: 422, body: { detail, code } },
	source
});

export const cases: OperationCase[] = [
	read('ZXing’s 8-bit grey PNG, UTF-8 text with ECI', ZXING_PNG, FIXTURE_TEXT, ZXING),
	read('the same PNG as a data: URL', `data:image/png;base64,${ZXING_PNG}`, FIXTURE_TEXT, `${ZXING}; RFC 2397 data URL`),
	read('rotated 20°, scaled, JPEG at quality 0.6', ROTATED_JPEG, FIXTURE_TEXT, `${ZXING}; rotated and JPEG-encoded by Chromium’s canvas`),
	read('light on dark (inverted colours)', INVERTED_PNG, FIXTURE_TEXT, `${ZXING}; inverted by Chromium’s canvas (ISO/IEC 18004:2015 6.2: reflectance reversal)`),
	read(
		'transparent background read on white',
		TRANSPARENT_PNG,
		FIXTURE_TEXT,
		`${ZXING}; light pixels made transparent black by Chromium’s canvas (PNG spec 12.4: alpha composited on a background)`
	),
	read(
		'the QR generator’s 1-bit palette PNG of a URL',
		EXAMPLE_PNG,
		'https://example.com/',
		'encoded by the qrcode npm package (through POST /qr-code), an encoder independent of jsQR’s decoder'
	),
	invalid('a bar code but no QR code', { image: EAN13_PNG }, 'image: no QR code found in the image', `${CONTRACT}; ZXingWriter’s EAN-13 image`, 'no_match'),
	invalid('image missing', {}, 'image: is required'),
	invalid('image empty', { image: '   ' }, 'image: must not be empty'),
	invalid('image not a string', { image: 42 }, 'image: must be a string'),
	invalid(
		'image of 1,000,001 characters',
		{ image: 'A'.repeat(1_000_001) },
		'image: must be at most 1,000,000 characters, got 1,000,001',
		'src/lib/ops/qr-decode/README.md (the limit sits under the 1 MiB body cap of docs/spec/decisions.md)'
	),
	invalid('image not base64', { image: 'not base64!' }, 'image: must be base64 (RFC 4648) or a data: URL of a PNG or JPEG', 'RFC 4648 section 4 alphabet'),
	invalid('a data: URL that is not base64', { image: 'data:image/png,%89PNG' }, 'image: a data URL must be base64 (data:image/png;base64,…)', 'RFC 2397'),
	invalid(
		'a GIF',
		{ image: GIF },
		'image: must be a PNG or JPEG image (its first bytes are neither signature)',
		'PNG spec 5.2 signature 89 50 4E 47 0D 0A 1A 0A; JPEG SOI FF D8 (ITU-T T.81 B.1.1.3); GIF89a signature'
	),
	invalid('base64 of plain text', { image: 'aGVsbG8gd29ybGQ=' }, 'image: must be a PNG or JPEG image (its first bytes are neither signature)', 'RFC 4648: "hello world"'),
	invalid(
		'a PNG header of 20,000 × 20,000 pixels',
		{ image: HUGE_PNG },
		'image: 20000 × 20000 pixels is over the limit of 16,000,000 pixels (16 megapixels); use a smaller image',
		'PNG spec 11.2.2 (IHDR width and height); the limit in src/lib/ops/qr-decode/README.md'
	),
	invalid(
		'a JPEG frame header of 5,000 × 5,000 pixels',
		{ image: HUGE_JPEG },
		'image: 5000 × 5000 pixels is over the limit of 16,000,000 pixels (16 megapixels); use a smaller image',
		'ITU-T T.81 B.2.2 (SOF0 height and width); the limit in src/lib/ops/qr-decode/README.md'
	),
	invalid(
		'a PNG whose data inflates past its header (decompression bomb)',
		{ image: BOMB_PNG },
		'image: the PNG’s image data is larger than its header says (a decompression bomb?)',
		'PNG spec 7.2 (100 rows of 1 + 100 bytes = 10,100 bytes expected; the stream holds 5,000,000)'
	)
];

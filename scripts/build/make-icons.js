#!/usr/bin/env node
// Draws the app icons (static/icons/*.png) with plain Node: no image library, no network.
// The logo is a white "U" stroke on a #0f766e rounded square, the same shape as static/favicon.svg.
// Run `node scripts/build/make-icons.js` after changing the design; the PNGs are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'static', 'icons');
const TEAL = [0x0f, 0x76, 0x6e];
const WHITE = [0xff, 0xff, 0xff];

/** The glyph in a 100×100 box, as in favicon.svg: path M34 28 V56 A16 16 0 0 0 66 56 V28, width 14. */
const GLYPH = { left: 34, right: 66, top: 28, arcY: 56, radius: 16, half: 7 };

/** Signed distance (in box units) from (x, y) to the U stroke; negative inside. */
function glyphDistance(x, y) {
	const { left, right, top, arcY, radius, half } = GLYPH;
	const cx = (left + right) / 2;
	let d;
	if (y <= arcY) {
		// The two vertical strokes (with round caps above `top`).
		const dy = y < top ? top - y : 0;
		d = Math.min(Math.hypot(x - left, dy), Math.hypot(x - right, dy));
	} else {
		d = Math.abs(Math.hypot(x - cx, y - arcY) - radius);
	}
	return d - half;
}

/** Signed distance to a rounded square filling the box with corner radius `r`. */
function squareDistance(x, y, r) {
	const qx = Math.abs(x - 50) - (50 - r);
	const qy = Math.abs(y - 50) - (50 - r);
	return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}

/**
 * Renders one icon as RGBA rows.
 * `maskable` fills the whole square (the platform applies its own mask) and shrinks the glyph
 * into the central safe zone (a circle of 40% radius).
 */
function render(size, maskable) {
	const unit = 100 / size; // box units per pixel
	const glyphScale = maskable ? 0.72 : 1;
	const cover = (d) => Math.min(1, Math.max(0, 0.5 - d / unit));
	const rows = [];
	for (let py = 0; py < size; py++) {
		const row = Buffer.alloc(1 + size * 4); // filter byte 0 (None), then RGBA pixels
		for (let px = 0; px < size; px++) {
			const x = (px + 0.5) * unit;
			const y = (py + 0.5) * unit;
			const bg = maskable ? 1 : cover(squareDistance(x, y, 22));
			const gx = 50 + (x - 50) / glyphScale;
			const gy = 50 + (y - 50) / glyphScale;
			const fg = Math.min(1, Math.max(0, 0.5 - (glyphDistance(gx, gy) * glyphScale) / unit));
			const o = 1 + px * 4;
			for (let c = 0; c < 3; c++) row[o + c] = Math.round(TEAL[c] * (1 - fg) + WHITE[c] * fg);
			row[o + 3] = Math.round(255 * bg);
		}
		rows.push(row);
	}
	return Buffer.concat(rows);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
	let c = n;
	for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
	return c >>> 0;
});

function crc32(buf) {
	let c = 0xffffffff;
	for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
	return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
	const length = Buffer.alloc(4);
	length.writeUInt32BE(data.length);
	const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
	const crc = Buffer.alloc(4);
	crc.writeUInt32BE(crc32(body));
	return Buffer.concat([length, body, crc]);
}

function png(size, maskable) {
	const header = Buffer.alloc(13);
	header.writeUInt32BE(size, 0);
	header.writeUInt32BE(size, 4);
	header[8] = 8; // bit depth
	header[9] = 6; // colour type RGBA
	return Buffer.concat([
		Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		chunk('IHDR', header),
		chunk('IDAT', deflateSync(render(size, maskable), { level: 9 })),
		chunk('IEND', Buffer.alloc(0))
	]);
}

mkdirSync(OUT, { recursive: true });
const icons = [
	['icon-192.png', 192, false],
	['icon-512.png', 512, false],
	['icon-maskable-512.png', 512, true],
];
for (const [name, size, maskable] of icons) {
	writeFileSync(join(OUT, name), png(size, maskable));
	console.log(`static/icons/${name} ${size}×${size}${maskable ? ' (maskable)' : ''}`);
}

import { describe, expect, it } from 'vitest';
import { sniffImageType } from './link-image.js';

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('sniffImageType: the first bytes each format’s specification fixes', () => {
	it.each([
		// PNG: RFC 2083 §3.1 signature.
		['image/png', bytes([0x89], 'PNG\r\n', [0x1a, 0x0a], [0, 0, 0, 13], 'IHDR')],
		// JPEG: SOI then an APP0 (JFIF) marker.
		['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], [0, 16], 'JFIF')],
		// GIF: "GIF87a" / "GIF89a" (GIF89a specification, Header block).
		['image/gif', bytes('GIF89a', [1, 0, 1, 0])],
		['image/gif', bytes('GIF87a', [1, 0, 1, 0])],
		// WebP: a RIFF container whose form type is WEBP (RFC 9649 §2.5).
		['image/webp', bytes('RIFF', [26, 0, 0, 0], 'WEBPVP8 ')],
		// AVIF: an ISO BMFF ftyp box with the avif / avis brand.
		['image/avif', bytes([0, 0, 0, 28], 'ftypavif', [0, 0, 0, 0], 'mif1')],
		// ICO: reserved 0, type 1 (icon).
		['image/x-icon', bytes([0, 0, 1, 0, 1, 0])]
	])('%s', (type, data) => expect(sniffImageType(data)).toBe(type));

	it.each([
		['SVG (can carry script)', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
		['HTML', bytes('<!doctype html>')],
		['a RIFF that is not WebP (WAVE)', bytes('RIFF', [26, 0, 0, 0], 'WAVEfmt ')],
		['a truncated PNG signature', bytes([0x89], 'PNG')],
		['nothing', bytes()]
	])('null for %s', (_, data) => expect(sniffImageType(data)).toBeNull());
});

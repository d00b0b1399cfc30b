import { catalog } from '../../engine/words.js';

type Capacity = { level: string; numeric: number; alphanumeric: number; bytes: number };
const tooLong = ({ level, numeric, alphanumeric, bytes }: Capacity) =>
	`too long for a QR code at error correction level ${level}: the largest code (version 40-${level}) ` +
	`holds at most ${numeric} digits, ${alphanumeric} characters of 0-9 A-Z space $%*+-./: or ${bytes} bytes of other text (UTF-8); `;

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('qr-code', {
	hex_colour: 'must be a hex colour: #RGB, #RRGGBB, #RGBA or #RRGGBBAA',
	too_many_characters: ({ max }: { max: number }) => `Too big: expected string to have <=${max} characters`,
	lone_surrogate: 'must be valid Unicode text (it holds an unpaired surrogate)',
	same_colours: 'must differ from dark, or the code cannot be seen',
	too_long: (v: Capacity) => `${tooLong(v)}shorten data: no error correction level holds it`,
	too_long_fits: (v: Capacity & { fits: string }) => `${tooLong(v)}shorten data or choose error_correction ${v.fits}, which holds it`,
	too_small: ({ pixels, version, total }: { pixels: number; version: number; total: number }) =>
		`${pixels} pixels is too small for this QR code (version ${version}: ${total} modules across ` +
		`with the quiet zone, at least 1 pixel each); use size ${total} or more, or shorter data`
});

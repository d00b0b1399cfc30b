export interface Rgb {
	r: number;
	g: number;
	b: number;
}
export interface Hsl {
	h: number;
	s: number;
	l: number;
}
export interface Cmyk {
	c: number;
	m: number;
	y: number;
	k: number;
}

/** An sRGB colour with its alpha in 8 bits, as `#RRGGBBAA` holds it: 0 transparent, 255 opaque. */
export interface Rgba extends Rgb {
	a: number;
}

/**
 * `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (CSS Color 4 section 5.2; the `#` optional) to RGBA,
 * alpha 255 when the code has none; null when it is not a hex colour.
 */
export function parseHex(hex: string): Rgba | null {
	const match = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim());
	if (!match) return null;
	const digits = match[1].length <= 4 ? [...match[1]].map((c) => c + c).join('') : match[1];
	const byte = (i: number) => Number.parseInt(digits.slice(2 * i, 2 * i + 2), 16);
	return { r: byte(0), g: byte(1), b: byte(2), a: digits.length === 8 ? byte(3) : 255 };
}

/** `#RRGGBB` upper case, or `#RRGGBBAA` when the colour has an alpha under 255. */
export function toHex({ r, g, b, a = 255 }: Rgb & { a?: number }): string {
	const bytes = a < 255 ? [r, g, b, a] : [r, g, b];
	return '#' + bytes.map((v) => v.toString(16).padStart(2, '0')).join('').toUpperCase();
}

/** An alpha of 0 to 1 (clamped) in 8 bits, rounded half up. */
export function alphaByte(alpha: number): number {
	return round(Math.min(1, Math.max(0, alpha)) * 255);
}

/**
 * An 8-bit alpha as a number from 0 to 1, as CSSOM section 6.7.2 serialises it: the two-decimal
 * value whose 8 bits are the same when there is one (128 → 0.5), else three decimals (136 → 0.533).
 */
export function alphaNumber(byte: number): number {
	// Only the hundredth nearest byte / 2.55 can round to it (|p × 2.55 − byte| ≤ 0.5): no need to try all 101.
	const percent = Math.round(byte / 2.55);
	if (round((percent * 255) / 100) === byte) return percent / 100;
	return round(byte / 0.255) / 1000;
}

/** HSL (h in degrees, s and l in percent) to RGB, as CSS Color 4 section 7.1 defines it. */
export function hslToRgb({ h, s, l }: Hsl): Rgb {
	const sat = s / 100;
	const light = l / 100;
	const f = (n: number) => {
		const k = (n + h / 30) % 12;
		const a = sat * Math.min(light, 1 - light);
		return round(255 * (light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
	};
	return { r: f(0), g: f(8), b: f(4) };
}

/** RGB to HSL rounded to whole degrees and percent. */
export function rgbToHsl({ r, g, b }: Rgb): Hsl {
	const [rn, gn, bn] = [r / 255, g / 255, b / 255];
	const max = Math.max(rn, gn, bn);
	const min = Math.min(rn, gn, bn);
	const delta = max - min;
	const l = (max + min) / 2;
	let h = 0;
	let s = 0;
	if (delta !== 0) {
		s = delta / (1 - Math.abs(2 * l - 1));
		if (max === rn) h = 60 * (((gn - bn) / delta) % 6);
		else if (max === gn) h = 60 * ((bn - rn) / delta + 2);
		else h = 60 * ((rn - gn) / delta + 4);
	}
	return { h: round(h < 0 ? h + 360 : h) % 360, s: round(s * 100), l: round(l * 100) };
}

/** RGB to naive (device-independent) CMYK in whole percent. */
export function rgbToCmyk({ r, g, b }: Rgb): Cmyk {
	const k = 1 - Math.max(r, g, b) / 255;
	if (k === 1) return { c: 0, m: 0, y: 0, k: 100 };
	const part = (v: number) => round(((1 - v / 255 - k) / (1 - k)) * 100);
	return { c: part(r), m: part(g), y: part(b), k: round(k * 100) };
}

/**
 * Rounds half up after removing floating-point noise: 2 × 4.25 must give 8.5 → 9, not
 * 8.499999 → 8 (CSS rounds halves up; about 1 colour in 500 hit this with a bare Math.round).
 */
export function round(x: number): number {
	return Math.round(Math.round(x * 1e9) / 1e9);
}

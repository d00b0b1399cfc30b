/**
 * The common CSS colour text as people type it in the app's forms (the colour fields' swatches, the
 * colour converter's notations): `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` (with or without `#`), the
 * 148 named colours of CSS Color 4 ("rebeccapurple"), `rgb()`/`rgba()` and `hsl()`/`hsla()` in the
 * comma or space syntax, with their alpha. Small, so every tool page's form can carry it; the rest of
 * CSS Color 4 (oklch(), lab(), color() …) is colour-text.ts (culori), which the operations use and
 * the form loads when it meets one (src/lib/tools/notation-fields.ts).
 *
 * @example parseCssColour('rebeccapurple') // { r: 102, g: 51, b: 153, a: 255 }
 */
import { alphaByte, alphaNumber, hslToRgb, parseHex, rgbToHsl, toHex, type Hsl, type Rgb, type Rgba } from './color.js';

/**
 * CSS Color 4 §6.1 named colours (the table of the color-name package 2.1.1, MIT, which
 * copies the specification's), as `name:rrggbb`.
 */
const NAMED_TABLE =
	'aliceblue:f0f8ff antiquewhite:faebd7 aqua:00ffff aquamarine:7fffd4 azure:f0ffff beige:f5f5dc bisque:ffe4c4 ' +
	'black:000000 blanchedalmond:ffebcd blue:0000ff blueviolet:8a2be2 brown:a52a2a burlywood:deb887 ' +
	'cadetblue:5f9ea0 chartreuse:7fff00 chocolate:d2691e coral:ff7f50 cornflowerblue:6495ed cornsilk:fff8dc ' +
	'crimson:dc143c cyan:00ffff darkblue:00008b darkcyan:008b8b darkgoldenrod:b8860b darkgray:a9a9a9 ' +
	'darkgreen:006400 darkgrey:a9a9a9 darkkhaki:bdb76b darkmagenta:8b008b darkolivegreen:556b2f darkorange:ff8c00 ' +
	'darkorchid:9932cc darkred:8b0000 darksalmon:e9967a darkseagreen:8fbc8f darkslateblue:483d8b ' +
	'darkslategray:2f4f4f darkslategrey:2f4f4f darkturquoise:00ced1 darkviolet:9400d3 deeppink:ff1493 ' +
	'deepskyblue:00bfff dimgray:696969 dimgrey:696969 dodgerblue:1e90ff firebrick:b22222 floralwhite:fffaf0 ' +
	'forestgreen:228b22 fuchsia:ff00ff gainsboro:dcdcdc ghostwhite:f8f8ff gold:ffd700 goldenrod:daa520 ' +
	'gray:808080 green:008000 greenyellow:adff2f grey:808080 honeydew:f0fff0 hotpink:ff69b4 indianred:cd5c5c ' +
	'indigo:4b0082 ivory:fffff0 khaki:f0e68c lavender:e6e6fa lavenderblush:fff0f5 lawngreen:7cfc00 ' +
	'lemonchiffon:fffacd lightblue:add8e6 lightcoral:f08080 lightcyan:e0ffff lightgoldenrodyellow:fafad2 ' +
	'lightgray:d3d3d3 lightgreen:90ee90 lightgrey:d3d3d3 lightpink:ffb6c1 lightsalmon:ffa07a lightseagreen:20b2aa ' +
	'lightskyblue:87cefa lightslategray:778899 lightslategrey:778899 lightsteelblue:b0c4de lightyellow:ffffe0 ' +
	'lime:00ff00 limegreen:32cd32 linen:faf0e6 magenta:ff00ff maroon:800000 mediumaquamarine:66cdaa ' +
	'mediumblue:0000cd mediumorchid:ba55d3 mediumpurple:9370db mediumseagreen:3cb371 mediumslateblue:7b68ee ' +
	'mediumspringgreen:00fa9a mediumturquoise:48d1cc mediumvioletred:c71585 midnightblue:191970 mintcream:f5fffa ' +
	'mistyrose:ffe4e1 moccasin:ffe4b5 navajowhite:ffdead navy:000080 oldlace:fdf5e6 olive:808000 olivedrab:6b8e23 ' +
	'orange:ffa500 orangered:ff4500 orchid:da70d6 palegoldenrod:eee8aa palegreen:98fb98 paleturquoise:afeeee ' +
	'palevioletred:db7093 papayawhip:ffefd5 peachpuff:ffdab9 peru:cd853f pink:ffc0cb plum:dda0dd ' +
	'powderblue:b0e0e6 purple:800080 rebeccapurple:663399 red:ff0000 rosybrown:bc8f8f royalblue:4169e1 ' +
	'saddlebrown:8b4513 salmon:fa8072 sandybrown:f4a460 seagreen:2e8b57 seashell:fff5ee sienna:a0522d ' +
	'silver:c0c0c0 skyblue:87ceeb slateblue:6a5acd slategray:708090 slategrey:708090 snow:fffafa ' +
	'springgreen:00ff7f steelblue:4682b4 tan:d2b48c teal:008080 thistle:d8bfd8 tomato:ff6347 turquoise:40e0d0 ' +
	'violet:ee82ee wheat:f5deb3 white:ffffff whitesmoke:f5f5f5 yellow:ffff00 yellowgreen:9acd32'
;

let named: Map<string, string> | undefined;
function namedColours(): Map<string, string> {
	named ??= new Map(NAMED_TABLE.split(' ').map((entry) => entry.split(':') as [string, string]));
	return named;
}

/** A CSS number or percentage; `scale` is what 100 % means. NaN when it is neither. */
function amount(text: string, scale: number): number {
	const t = text.trim();
	if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?%?$/i.test(t)) return NaN;
	return t.endsWith('%') ? (parseFloat(t) / 100) * scale : parseFloat(t);
}

/** A hue in degrees (`deg`, `turn`, `rad`, `grad` or a bare number). */
function hue(text: string): number {
	const match = /^([+-]?(?:\d+\.?\d*|\.\d+))(deg|turn|rad|grad)?$/i.exec(text.trim());
	if (!match) return NaN;
	const n = parseFloat(match[1]);
	const unit = (match[2] ?? 'deg').toLowerCase();
	const degrees = unit === 'turn' ? n * 360 : unit === 'rad' ? (n * 180) / Math.PI : unit === 'grad' ? n * 0.9 : n;
	return ((degrees % 360) + 360) % 360;
}

/** The three channels and the alpha (undefined when absent) of `name(a, b, c[, alpha])` or `name(a b c[ / alpha])`, or null. */
function channels(text: string, names: string[]): { parts: string[]; alpha?: string } | null {
	const match = new RegExp(`^(?:${names.join('|')})\\((.*)\\)$`, 'i').exec(text);
	if (!match) return null;
	const body = match[1].trim();
	if (body.includes(',')) {
		const parts = body.split(',').map((p) => p.trim());
		if (parts.length !== 3 && parts.length !== 4) return null;
		return { parts: parts.slice(0, 3), alpha: parts[3] };
	}
	const [colour, alpha, ...more] = body.split('/');
	const parts = colour.trim().split(/\s+/);
	if (parts.length !== 3 || more.length) return null;
	return { parts, alpha: alpha?.trim() };
}

/** An alpha as written (a number 0–1 or a percentage) in 8 bits; 255 when absent, NaN when unreadable. */
function alphaOf(text: string | undefined): number {
	if (text === undefined) return 255;
	const a = amount(text, 1);
	return Number.isNaN(a) ? NaN : alphaByte(a);
}

const clamp = (n: number, max: number) => Math.min(max, Math.max(0, n));

/** RGBA of a CSS colour string (alpha in 8 bits); null when it is not one this form understands. */
export function parseCssColour(input: string): Rgba | null {
	const text = input.trim().toLowerCase();
	if (text === '') return null;
	const hex = parseHex(text);
	if (hex) return hex;
	if (text === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
	const byName = namedColours().get(text);
	if (byName) return parseHex(byName);
	const rgb = channels(text, ['rgb', 'rgba']);
	if (rgb) {
		const [r, g, b] = rgb.parts.map((p) => amount(p, 255));
		const a = alphaOf(rgb.alpha);
		if ([r, g, b, a].some(Number.isNaN)) return null;
		return { r: Math.round(clamp(r, 255)), g: Math.round(clamp(g, 255)), b: Math.round(clamp(b, 255)), a };
	}
	const hsl = channels(text, ['hsl', 'hsla']);
	if (hsl) {
		const h = hue(hsl.parts[0]);
		const [s, l] = hsl.parts.slice(1).map((p) => amount(p.endsWith('%') ? p : `${p}%`, 100));
		const a = alphaOf(hsl.alpha);
		if ([h, s, l, a].some(Number.isNaN)) return null;
		return { ...hslToRgb({ h, s: clamp(s, 100), l: clamp(l, 100) }), a };
	}
	return null;
}

/** One colour in the notations the converter's form shows. */
export interface Notations {
	/** `#RRGGBB`, or `#RRGGBBAA` when translucent. */
	hex: string;
	rgb: Rgb;
	hsl: Hsl;
	/** The alpha as the form's `a` fields show it: '' when opaque (the field's default), else 0–1. */
	alpha: string;
	/** CSS text for the colour: `rgb(r g b)`, with ` / a` when translucent. */
	css: string;
}

export function notationsOf({ a = 255, ...rgb }: Rgb & { a?: number }): Notations {
	const alpha = a < 255 ? String(alphaNumber(a)) : '';
	const css = `rgb(${rgb.r} ${rgb.g} ${rgb.b}${alpha ? ` / ${alpha}` : ''})`;
	return { hex: toHex({ ...rgb, a }), rgb, hsl: rgbToHsl(rgb), alpha, css };
}

/**
 * Any colour CSS Color 4 can write, read by culori (docs/dependencies.md): the 148 names and
 * `transparent`, hex (`#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, the `#` optional), `rgb()`/`rgba()` and
 * `hsl()`/`hsla()` (comma or space syntax, `/ alpha`), `hwb()`, `lab()`, `lch()`, `oklab()`,
 * `oklch()` and `color()` in the predefined spaces (srgb, srgb-linear, display-p3, a98-rgb,
 * prophoto-rgb, rec2020, xyz, xyz-d50, xyz-d65). The answer is 8-bit sRGB with an 8-bit alpha:
 * what the colour converter reports and the contrast checker measures.
 *
 * Only the colour modules and their tools import this (culori is about 10 KB gzipped): the
 * generic form reads the common syntaxes with css-colour.ts and loads this one on demand.
 *
 * @example readCssColour('oklch(50% 0.2 0)') // { rgba: { r: 180, g: 6, b: 95, a: 255 }, gamutMapped: false }
 */
import {
	converter,
	modeA98,
	modeHsl,
	modeHwb,
	modeLab,
	modeLch,
	modeLrgb,
	modeOklab,
	modeOklch,
	modeP3,
	modeProphoto,
	modeRec2020,
	modeRgb,
	modeXyz50,
	modeXyz65,
	parse,
	toGamut,
	useMode,
	type Color
} from 'culori/fn';
import { alphaByte, round, type Rgba } from './color.js';

for (const mode of [modeRgb, modeHsl, modeHwb, modeLab, modeLch, modeOklab, modeOklch, modeLrgb, modeP3, modeA98, modeProphoto, modeRec2020, modeXyz50, modeXyz65]) {
	useMode(mode);
}

const toRgb = converter('rgb');
/** CSS Color 4 section 13.2: lower the chroma in OKLCh until the colour fits sRGB (within a JND). */
const mapToSrgb = toGamut('rgb', 'oklch');
/** Half an 8-bit step: a colour this close to sRGB rounds to the same 8 bits as its clipped self. */
const TOLERANCE = 0.5 / 255;
/** The sRGB syntaxes clamp out-of-range channels where they are parsed (CSS Color 4 sections 5.1, 7, 8). */
const CLAMPED_MODES = new Set(['rgb', 'hsl', 'hwb']);

export interface ReadColour {
	rgba: Rgba;
	/** The colour was outside sRGB and CSS Color 4's gamut mapping chose the sRGB colour reported. */
	gamutMapped: boolean;
}

const BARE_HEX = /^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

const byte = (channel: number | undefined) => round(Math.min(1, Math.max(0, channel ?? 0)) * 255);

/** The colour CSS text names, in 8-bit sRGB; null when it is not a colour (or names none: `currentcolor`). */
export function readCssColour(text: string): ReadColour | null {
	let colour: Color | undefined;
	const trimmed = text.trim();
	try {
		// A hex code without its `#` ("1e90ff80"), as the converter's hex field takes it: no CSS name is all hex digits.
		colour = parse(BARE_HEX.test(trimmed) ? `#${trimmed}` : trimmed);
	} catch {
		return null;
	}
	if (!colour) return null;
	const rgb = toRgb(colour);
	const channels = [rgb.r, rgb.g, rgb.b].map((c) => c ?? 0);
	const outside = channels.some((c) => c < -TOLERANCE || c > 1 + TOLERANCE);
	const gamutMapped = outside && !CLAMPED_MODES.has(colour.mode);
	const srgb = gamutMapped ? mapToSrgb(colour) : rgb;
	return {
		rgba: { r: byte(srgb.r), g: byte(srgb.g), b: byte(srgb.b), a: alphaByte(colour.alpha ?? 1) },
		gamutMapped
	};
}

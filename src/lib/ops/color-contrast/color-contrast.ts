import { round, type Rgb, type Rgba } from '../color/color.js';

/** WCAG 2.x relative luminance of an sRGB colour (0 for black, 1 for white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
	// WCAG 2.x prints 0.03928 as the threshold (from an old sRGB draft); the sRGB standard's
	// 0.04045 gives the same result for every 8-bit channel value (none lies between them).
	const linear = (channel: number) => {
		const c = channel / 255;
		return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
	};
	return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** (L1 + 0.05) / (L2 + 0.05), the lighter luminance over the darker: 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
	const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
	return (hi + 0.05) / (lo + 0.05);
}

export interface ContrastVerdict {
	ratio: number;
	aa_normal: boolean;
	aa_large: boolean;
	aaa_normal: boolean;
	aaa_large: boolean;
}

/**
 * The ratio rounded to 2 decimals and the WCAG 2.x success criteria 1.4.3 (AA: 4.5, large text 3)
 * and 1.4.6 (AAA: 7, large text 4.5), judged on the unrounded ratio (4.499 fails AA, as WCAG
 * says ratios are not rounded).
 */
export function contrastVerdict(foreground: Rgb, background: Rgb): ContrastVerdict {
	const ratio = contrastRatio(foreground, background);
	return {
		ratio: Math.round(ratio * 100) / 100,
		aa_normal: ratio >= 4.5,
		aa_large: ratio >= 3,
		aaa_normal: ratio >= 7,
		aaa_large: ratio >= 4.5
	};
}

/** `top` painted over `bottom` (source-over in sRGB, as browsers composite), rounded to 8 bits like a pixel. */
function over(top: Rgba, bottom: Rgb): Rgb {
	const a = top.a / 255;
	const mix = (t: number, b: number) => round(t * a + b * (1 - a));
	return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b) };
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/**
 * The two colours as a reader sees them: a translucent background over a white page, then a
 * translucent foreground over that background. Opaque colours come back as they are.
 */
export function shownColours(foreground: Rgba, background: Rgba): { foreground: Rgb; background: Rgb } {
	const shownBackground = over(background, WHITE);
	return { foreground: over(foreground, shownBackground), background: shownBackground };
}

import type { OperationCase } from '../cases.js';

/**
 * Named colours from CSS Color Module Level 4, section 6.1 (Named Colors): keyword, hex and
 * rgb are exact there. color.test.ts checks each through the operation, taking HSL and CMYK
 * from the `color-convert` package (an independent implementation).
 */
export const NAMED_COLOURS: { name: string; hex: string; rgb: [number, number, number] }[] = [
	{ name: 'aliceblue', hex: '#F0F8FF', rgb: [240, 248, 255] },
	{ name: 'antiquewhite', hex: '#FAEBD7', rgb: [250, 235, 215] },
	{ name: 'aqua', hex: '#00FFFF', rgb: [0, 255, 255] },
	{ name: 'black', hex: '#000000', rgb: [0, 0, 0] },
	{ name: 'blue', hex: '#0000FF', rgb: [0, 0, 255] },
	{ name: 'blueviolet', hex: '#8A2BE2', rgb: [138, 43, 226] },
	{ name: 'brown', hex: '#A52A2A', rgb: [165, 42, 42] },
	{ name: 'chocolate', hex: '#D2691E', rgb: [210, 105, 30] },
	{ name: 'coral', hex: '#FF7F50', rgb: [255, 127, 80] },
	{ name: 'cornflowerblue', hex: '#6495ED', rgb: [100, 149, 237] },
	{ name: 'crimson', hex: '#DC143C', rgb: [220, 20, 60] },
	{ name: 'darkgoldenrod', hex: '#B8860B', rgb: [184, 134, 11] },
	{ name: 'darkolivegreen', hex: '#556B2F', rgb: [85, 107, 47] },
	{ name: 'darkslategray', hex: '#2F4F4F', rgb: [47, 79, 79] },
	{ name: 'deeppink', hex: '#FF1493', rgb: [255, 20, 147] },
	{ name: 'dodgerblue', hex: '#1E90FF', rgb: [30, 144, 255] },
	{ name: 'firebrick', hex: '#B22222', rgb: [178, 34, 34] },
	{ name: 'fuchsia', hex: '#FF00FF', rgb: [255, 0, 255] },
	{ name: 'gold', hex: '#FFD700', rgb: [255, 215, 0] },
	{ name: 'gray', hex: '#808080', rgb: [128, 128, 128] },
	{ name: 'green', hex: '#008000', rgb: [0, 128, 0] },
	{ name: 'hotpink', hex: '#FF69B4', rgb: [255, 105, 180] },
	{ name: 'indigo', hex: '#4B0082', rgb: [75, 0, 130] },
	{ name: 'lavender', hex: '#E6E6FA', rgb: [230, 230, 250] },
	{ name: 'lime', hex: '#00FF00', rgb: [0, 255, 0] },
	{ name: 'maroon', hex: '#800000', rgb: [128, 0, 0] },
	{ name: 'mediumseagreen', hex: '#3CB371', rgb: [60, 179, 113] },
	{ name: 'navy', hex: '#000080', rgb: [0, 0, 128] },
	{ name: 'olive', hex: '#808000', rgb: [128, 128, 0] },
	{ name: 'orange', hex: '#FFA500', rgb: [255, 165, 0] },
	{ name: 'orchid', hex: '#DA70D6', rgb: [218, 112, 214] },
	{ name: 'purple', hex: '#800080', rgb: [128, 0, 128] },
	{ name: 'rebeccapurple', hex: '#663399', rgb: [102, 51, 153] },
	{ name: 'red', hex: '#FF0000', rgb: [255, 0, 0] },
	{ name: 'salmon', hex: '#FA8072', rgb: [250, 128, 114] },
	{ name: 'silver', hex: '#C0C0C0', rgb: [192, 192, 192] },
	{ name: 'steelblue', hex: '#4682B4', rgb: [70, 130, 180] },
	{ name: 'teal', hex: '#008080', rgb: [0, 128, 128] },
	{ name: 'tomato', hex: '#FF6347', rgb: [255, 99, 71] },
	{ name: 'white', hex: '#FFFFFF', rgb: [255, 255, 255] },
	{ name: 'yellow', hex: '#FFFF00', rgb: [255, 255, 0] },
	{ name: 'yellowgreen', hex: '#9ACD32', rgb: [154, 205, 50] }
];

type Triple = [number, number, number];

/** The 2.13 response for an opaque colour, with the css strings formatted as the contract shows them. */
function body(hex: string, [r, g, b]: Triple, [h, s, l]: Triple, [c, m, y, k]: [number, number, number, number], gamutMapped = false) {
	return {
		hex,
		rgb: { r, g, b },
		hsl: { h, s, l },
		cmyk: { c, m, y, k },
		alpha: 1,
		gamut_mapped: gamutMapped,
		css: { hex, rgb: `rgb(${r}, ${g}, ${b})`, hsl: `hsl(${h}, ${s}%, ${l}%)` }
	};
}

/**
 * The same colour with an alpha under 1: `alpha` as CSSOM section 6.7.2 serialises an 8-bit alpha
 * (written here by hand), the css strings in the legacy forms with alpha (`rgba()`, `hsla()`,
 * `#RRGGBBAA`), which is how browsers serialise a translucent sRGB colour.
 */
function translucent(opaque: ReturnType<typeof body>, alpha: number, alphaHex: string) {
	const { r, g, b } = opaque.rgb;
	const { h, s, l } = opaque.hsl;
	return {
		...opaque,
		alpha,
		css: { hex: opaque.hex + alphaHex, rgb: `rgba(${r}, ${g}, ${b}, ${alpha})`, hsl: `hsla(${h}, ${s}%, ${l}%, ${alpha})` }
	};
}

const CSS_NAMED = 'CSS Color 4 section 6.1 (named colours: hex and rgb)';
/**
 * HSL worked by hand with CSS Color 4 section 7 (L = (max+min)/2, S = (max-min)/(1-|2L-1|),
 * H from the max channel); CMYK by the naive conversion of CSS Color 5 device-cmyk()
 * (K = 1 - max, C = (1 - R - K)/(1 - K), ...); every value rounded half up to an integer.
 */
const BY_HAND = 'hand-derived HSL (CSS Color 4 section 7) and naive CMYK (CSS Color 5 device-cmyk), rounded half up';
const CONTRACT = 'docs/spec/utility-api.md 2.13 and section 4 (/color-converter: 422 unless exactly one of hex, rgb, hsl; css is our addition)';
/** web-platform-tests css/css-color: each test pairs a colour with the sRGB one it must paint as. */
const WPT = 'web-platform-tests css/css-color';
/** CSSOM section 6.7.2: an 8-bit alpha is written with two decimals when they round-trip to the same 8 bits, else three. */
const CSSOM_ALPHA = 'CSSOM 6.7.2 (alpha serialisation), worked by hand';


/**
 * The sixteen CSS basic colours. With channels 0, 128, 192 or 255 the arithmetic is exact:
 * 128/255 = 50.2 %, half of it 25.1 % → 25; 192/255 = 75.3 % → 75; K of 128 = 127/255 = 49.8 % → 50.
 */
const BASIC: [string, string, Triple, Triple, [number, number, number, number]][] = [
	['black', '#000000', [0, 0, 0], [0, 0, 0], [0, 0, 0, 100]],
	['silver', '#C0C0C0', [192, 192, 192], [0, 0, 75], [0, 0, 0, 25]], // K = 63/255 = 24.7 % → 25
	['gray', '#808080', [128, 128, 128], [0, 0, 50], [0, 0, 0, 50]],
	['white', '#FFFFFF', [255, 255, 255], [0, 0, 100], [0, 0, 0, 0]],
	['maroon', '#800000', [128, 0, 0], [0, 100, 25], [0, 100, 100, 50]], // S = 50.2/50.2 = 100 %
	['red', '#FF0000', [255, 0, 0], [0, 100, 50], [0, 100, 100, 0]],
	['purple', '#800080', [128, 0, 128], [300, 100, 25], [0, 100, 0, 50]],
	['fuchsia', '#FF00FF', [255, 0, 255], [300, 100, 50], [0, 100, 0, 0]],
	['green', '#008000', [0, 128, 0], [120, 100, 25], [100, 0, 100, 50]],
	['lime', '#00FF00', [0, 255, 0], [120, 100, 50], [100, 0, 100, 0]],
	['olive', '#808000', [128, 128, 0], [60, 100, 25], [0, 0, 100, 50]],
	['yellow', '#FFFF00', [255, 255, 0], [60, 100, 50], [0, 0, 100, 0]],
	['navy', '#000080', [0, 0, 128], [240, 100, 25], [100, 100, 0, 50]],
	['blue', '#0000FF', [0, 0, 255], [240, 100, 50], [100, 100, 0, 0]],
	['teal', '#008080', [0, 128, 128], [180, 100, 25], [100, 0, 0, 50]],
	['aqua', '#00FFFF', [0, 255, 255], [180, 100, 50], [100, 0, 0, 0]]
];

/**
 * coral #FF7F50 = rgb(255, 127, 80): max 1, min 80/255, L = 335/510 = 65.7 % → 66;
 * S = (175/255) / (1 - |670/510 - 1|) = (175/255) / (175/255) = 100 %;
 * H = 60 × (127 - 80) / 175 = 16.1° → 16. K = 0, M = 128/255 = 50.2 % → 50, Y = 175/255 = 68.6 % → 69.
 */
const CORAL = body('#FF7F50', [255, 127, 80], [16, 100, 66], [0, 50, 69, 0]);

/**
 * hsl(210, 100%, 56%) by CSS Color 4 section 7.1 (hslToRgb sample code): a = 1 × min(.56, .44) = .44;
 * R: k = (0 + 7) mod 12 = 7, f = .56 - .44 × max(-1, min(4, 2, 1)) = .12 → 30.6 → 31;
 * G: k = 3, f = .56 - .44 × 0 = .56 → 142.8 → 143; B: k = 11, f = .56 + .44 = 1 → 255.
 * #1F8FFF; C = 224/255 = 87.8 % → 88, M = 112/255 = 43.9 % → 44, Y = 0, K = 0.
 */
const HSL_210 = body('#1F8FFF', [31, 143, 255], [210, 100, 56], [88, 44, 0, 0]);

/** dodgerblue (CSS Color 4 6.1) rgb(30, 144, 255); HSL and CMYK as color.test.ts checks them against color-convert. */
const DODGERBLUE = body('#1E90FF', [30, 144, 255], [210, 100, 56], [88, 44, 0, 0]);
const GREEN = body('#008000', [0, 128, 0], [120, 100, 25], [100, 0, 100, 50]);
const LIME = body('#00FF00', [0, 255, 0], [120, 100, 50], [100, 0, 100, 0]);
const RED = body('#FF0000', [255, 0, 0], [0, 100, 50], [0, 100, 100, 0]);
const BLACK = body('#000000', [0, 0, 0], [0, 0, 0], [0, 0, 0, 100]);
/**
 * oklch(50% 0.2 0) paints as rgb(70.492% 2.351% 37.073%) (WPT oklch-004-ref) = 179.75, 5.995, 94.54
 * → rgb(180, 6, 95). HSL: L = (180 + 6) / 510 = 36.5 % → 36 (.3647); S = 174/255 ÷ (1 − |2L − 1|) =
 * .68235 / .72941 = 93.5 % → 94; H = 60 × ((6 − 95) / 174) + 360 = 329.3 → 329. CMYK: K = 75/255 = 29.4 % → 29,
 * C = 0, M = 174/180 = 96.7 % → 97, Y = 85/180 = 47.2 % → 47.
 */
const OKLCH_004 = body('#B4065F', [180, 6, 95], [329, 94, 36], [0, 97, 47, 29]);
/**
 * oklch(80% 0.15 160) paints as rgb(32.022% 85.805% 61.147%) (WPT oklch-006-ref) = 81.66, 218.80, 155.92
 * → rgb(82, 219, 156). HSL: L = 301/510 = 59.0 % → 59; S = 137/255 ÷ (1 − |2L − 1|) = .53725 / .81961 =
 * 65.6 % → 66; H = 60 × ((156 − 82) / 137 + 2) = 152.4 → 152. CMYK: K = 36/255 = 14.1 % → 14,
 * C = 137/219 = 62.6 % → 63, M = 0, Y = 63/219 = 28.8 % → 29.
 */
const OKLCH_006 = body('#52DB9C', [82, 219, 156], [152, 66, 59], [63, 0, 29, 14]);
/**
 * hwb(120 20% 30%) paints as rgb(20% 70% 20%) (WPT hwb-004-ref) = 51, 178.5, 51 → rgb(51, 179, 51).
 * HSL: L = 230/510 = 45.1 % → 45; S = 128/255 ÷ (1 − |2L − 1|) = .50196 / .90196 = 55.7 % → 56; H = 120.
 * CMYK: K = 76/255 = 29.8 % → 30, C = Y = 128/179 = 71.5 % → 72, M = 0.
 */
const HWB_004 = body('#33B333', [51, 179, 51], [120, 56, 45], [72, 0, 72, 30]);
/** rebeccapurple = #663399 = hsl(270 50% 40%) (CSS Color 4 6.1 and 7); CMYK: K = 40, C = 51/153 → 33, M = 102/153 → 67. */
const REBECCAPURPLE = body('#663399', [102, 51, 153], [270, 50, 40], [33, 67, 0, 40]);

const css = (name: string, text: string, expected: unknown, source: string): OperationCase => ({
	name: `css ${name}`,
	op: 'color-converter',
	input: { css: text },
	expected: { status: 200, body: expected },
	source
});

const invalid = (name: string, input: unknown, detail: string, why = CONTRACT): OperationCase => ({
	name: `${name} → 422`,
	op: 'color-converter',
	input,
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source: why
});

export const cases: OperationCase[] = [
	...BASIC.map(
		([name, hex, rgb, hsl, cmyk]): OperationCase => ({
			name: `basic colour ${name} from hex`,
			op: 'color-converter',
			input: { hex },
			expected: { status: 200, body: body(hex, rgb, hsl, cmyk) },
			source: `${CSS_NAMED} (CSS Color 3 4.1 basic colours); ${BY_HAND}`
		})
	),
	...BASIC.map(
		([name, hex, [r, g, b], hsl, cmyk]): OperationCase => ({
			name: `basic colour ${name} from rgb`,
			op: 'color-converter',
			input: { rgb: { r, g, b } },
			expected: { status: 200, body: body(hex, [r, g, b], hsl, cmyk) },
			source: `${CSS_NAMED}; ${BY_HAND}`
		})
	),
	{
		name: 'coral from hex (lower case in, upper case out)',
		op: 'color-converter',
		input: { hex: '#ff7f50' },
		expected: { status: 200, body: CORAL },
		source: `${CSS_NAMED}: coral; ${BY_HAND}; contract 2.13: hex upper case`
	},
	{
		name: 'shorthand #F00 is red',
		op: 'color-converter',
		input: { hex: '#F00' },
		expected: { status: 200, body: body('#FF0000', [255, 0, 0], [0, 100, 50], [0, 100, 100, 0]) },
		source: 'CSS Color 4 section 5.2 (#RGB: each digit doubled); ' + BY_HAND
	},
	{
		name: 'shorthand #0f0 (lower case) is lime',
		op: 'color-converter',
		input: { hex: '#0f0' },
		expected: { status: 200, body: body('#00FF00', [0, 255, 0], [120, 100, 50], [100, 0, 100, 0]) },
		source: 'CSS Color 4 section 5.2; ' + BY_HAND
	},
	{
		name: 'hsl(0, 100%, 50%) is red',
		op: 'color-converter',
		input: { hsl: { h: 0, s: 100, l: 50 } },
		expected: { status: 200, body: body('#FF0000', [255, 0, 0], [0, 100, 50], [0, 100, 100, 0]) },
		source: 'CSS Color 4 section 7 (hsl(0 100% 50%) = red); ' + BY_HAND
	},
	{
		name: 'hsl(120, 100%, 25%) is green #008000 (255 × .5 = 127.5 rounds up)',
		op: 'color-converter',
		input: { hsl: { h: 120, s: 100, l: 25 } },
		expected: { status: 200, body: body('#008000', [0, 128, 0], [120, 100, 25], [100, 0, 100, 50]) },
		source: 'CSS Color 3 section 4.2.4 example hsl(120, 100%, 25%) "dark green"; value worked by hand; ' + BY_HAND
	},
	{
		name: 'hsl(240, 100%, 50%) is blue',
		op: 'color-converter',
		input: { hsl: { h: 240, s: 100, l: 50 } },
		expected: { status: 200, body: body('#0000FF', [0, 0, 255], [240, 100, 50], [100, 100, 0, 0]) },
		source: 'MDN CSS value serialization: hsl(240 100% 50%) reads back as rgb(0, 0, 255); ' + BY_HAND
	},
	{
		name: 'hsl(360, 100%, 50%) is red; hue 360 is reported as 0',
		op: 'color-converter',
		input: { hsl: { h: 360, s: 100, l: 50 } },
		expected: { status: 200, body: body('#FF0000', [255, 0, 0], [0, 100, 50], [0, 100, 100, 0]) },
		source: 'CSS Color 4 section 7 (hue angles are taken modulo 360); ' + BY_HAND
	},
	{
		name: 'hsl(0, 0%, 50%) is #808080 (127.5 rounds up)',
		op: 'color-converter',
		input: { hsl: { h: 0, s: 0, l: 50 } },
		expected: { status: 200, body: body('#808080', [128, 128, 128], [0, 0, 50], [0, 0, 0, 50]) },
		source: BY_HAND
	},
	{
		name: 'hsl(210, 100%, 56%) (the example in the registry)',
		op: 'color-converter',
		input: { hsl: { h: 210, s: 100, l: 56 } },
		expected: { status: 200, body: HSL_210 },
		source: 'CSS Color 4 section 7.1 hslToRgb, worked by hand; CMYK by hand (CSS Color 5 naive)'
	},
	{
		name: 'rgb(255, 127, 80) is coral',
		op: 'color-converter',
		input: { rgb: { r: 255, g: 127, b: 80 } },
		expected: { status: 200, body: CORAL },
		source: `${CSS_NAMED}: coral; ${BY_HAND}`
	},
	{
		name: '#RRGGBBAA: dodgerblue at alpha 0x80 = 128 → 0.5 (50 × 2.55 = 127.5 → 128)',
		op: 'color-converter',
		input: { hex: '#1e90ff80' },
		expected: { status: 200, body: translucent(DODGERBLUE, 0.5, '80') },
		source: `CSS Color 4 5.2 (#RRGGBBAA); ${CSSOM_ALPHA}; ${CSS_NAMED}: dodgerblue`
	},
	{
		name: '#RGBA #0F08 is lime at 0x88 = 136 → 0.533 (no two-decimal value gives 136)',
		op: 'color-converter',
		input: { hex: '#0F08' },
		expected: { status: 200, body: translucent(LIME, 0.533, '88') },
		source: `CSS Color 4 5.2 (#RGBA: each digit doubled); ${CSSOM_ALPHA}: 53 × 2.55 = 135.15, 54 × 2.55 = 137.7; 136 / 0.255 = 533.3 → 0.533`
	},
	{
		name: 'rgb with a = 0.375: 95.625 → 96 in 8 bits, written 0.376',
		op: 'color-converter',
		input: { rgb: { r: 255, g: 0, b: 0, a: 0.375 } },
		expected: { status: 200, body: translucent(RED, 0.376, '60') },
		source: `${CSSOM_ALPHA}: no two-decimal value gives 96; 96 / 0.255 = 376.47 → 0.376`
	},
	{
		name: 'hsl with a = 0 is fully transparent',
		op: 'color-converter',
		input: { hsl: { h: 0, s: 100, l: 50, a: 0 } },
		expected: { status: 200, body: translucent(RED, 0, '00') },
		source: CSSOM_ALPHA
	},
	{
		name: 'rgb with a = 1 is the opaque answer',
		op: 'color-converter',
		input: { rgb: { r: 0, g: 128, b: 0, a: 1 } },
		expected: { status: 200, body: GREEN },
		source: CSSOM_ALPHA
	},
	css('oklch(50% 0.2 0)', 'oklch(50% 0.2 0)', OKLCH_004, `${WPT}/oklch-004; ${BY_HAND}`),
	css('oklch(80% 0.15 160)', 'oklch(80% 0.15 160)', OKLCH_006, `${WPT}/oklch-006; ${BY_HAND}`),
	css('oklch with chroma as a percentage is green', 'oklch(51.975% 44.215% 142.495)', GREEN, `${WPT}/oklch-011 (green #008000 in OKLCH)`),
	css('oklab() is green', 'oklab(51.975% -0.1403 0.10768)', GREEN, `${WPT}/oklab-001 (green #008000 in OKLab)`),
	css('oklab() with a and b as percentages is green', 'oklab(51.975% -35.075% 26.92%)', GREEN, `${WPT}/oklab-009`),
	css('oklab(0% 0 0) is black', 'oklab(0% 0 0)', BLACK, `${WPT}/oklab-002`),
	css(
		'oklch(100% 110 60) is white (gamut mapped: lightness 100 % is white)',
		'oklch(100% 110 60)',
		body('#FFFFFF', [255, 255, 255], [0, 0, 100], [0, 0, 0, 0], true),
		`${WPT}/oklch-009; CSS Color 4 13.2 (gamut mapping: lightness ≥ 100 % → white)`
	),
	css(
		'oklch with alpha 0.75 (191.25 → 191, written 0.75)',
		'oklch(50% 0.2 0 / 0.75)',
		translucent(OKLCH_004, 0.75, 'BF'),
		`${WPT}/oklch-004; ${CSSOM_ALPHA}: 75 × 2.55 = 191.25 → 191`
	),
	css('hwb()', 'hwb(120 20% 30%)', HWB_004, `${WPT}/hwb-004; ${BY_HAND}`),
	css('a named colour in any case', 'RebeccaPurple', REBECCAPURPLE, `${CSS_NAMED}; CSS Color 4 7 (rebeccapurple = hsl(270 50% 40%))`),
	css('rgb() with / alpha', 'rgb(30 144 255 / 50%)', translucent(DODGERBLUE, 0.5, '80'), `CSS Color 4 5.1 (rgb() space syntax with / alpha); ${CSSOM_ALPHA}`),
	css('rgba() comma syntax', 'rgba(30, 144, 255, 0.5)', translucent(DODGERBLUE, 0.5, '80'), `CSS Color 4 5.1 (legacy rgba()); ${CSSOM_ALPHA}`),
	css('hsl() space syntax', 'hsl(120deg 100% 25%)', GREEN, 'CSS Color 3 4.2.4 / CSS Color 4 7: hsl(120, 100%, 25%) is dark green #008000'),
	css('transparent', 'transparent', translucent(BLACK, 0, '00'), 'CSS Color 4 6.2 (transparent = rgb(0 0 0 / 0))'),
	invalid('none of hex, rgb, hsl, css', {}, 'Provide exactly one of hex, rgb, hsl or css (got none)'),
	invalid('hex and rgb both given', { hex: '#FF0000', rgb: { r: 255, g: 0, b: 0 } }, 'Provide exactly one of hex, rgb, hsl or css (got hex, rgb)'),
	invalid('hex and css both given', { hex: '#FF0000', css: 'red' }, 'Provide exactly one of hex, rgb, hsl or css (got hex, css)'),
	invalid(
		'all three given',
		{ hex: '#FF0000', rgb: { r: 255, g: 0, b: 0 }, hsl: { h: 0, s: 100, l: 50 } },
		'Provide exactly one of hex, rgb, hsl or css (got hex, rgb, hsl)'
	),
	invalid('hex "#12"', { hex: '#12' }, 'hex: must be #RGB, #RGBA, #RRGGBB or #RRGGBBAA', `${CONTRACT}; CSS Color 4 5.2 hex lengths`),
	invalid('hex "#12345" (5 digits)', { hex: '#12345' }, 'hex: must be #RGB, #RGBA, #RRGGBB or #RRGGBBAA', 'CSS Color 4 5.2: 3, 4, 6 or 8 digits'),
	invalid('hex "#GGGGGG"', { hex: '#GGGGGG' }, 'hex: must be #RGB, #RGBA, #RRGGBB or #RRGGBBAA', `${CONTRACT}; CSS Color 4 5.2 hex digits`),
	invalid(
		'css "currentcolor" (names no colour by itself)',
		{ css: 'currentcolor' },
		'css: not a colour (a name, hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() or color())',
		'CSS Color 4 6.4: currentcolor is the element’s color property, not a colour of its own'
	),
	invalid(
		'css "oklch(50% 0.2)" (a channel missing)',
		{ css: 'oklch(50% 0.2)' },
		'css: not a colour (a name, hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() or color())',
		'CSS Color 4 9.2: oklch() takes three channels'
	),
	invalid('rgb r 256', { rgb: { r: 256, g: 0, b: 0 } }, 'rgb.r: Too big: expected number to be <=255', `${CONTRACT}: integers 0-255`),
	invalid('rgb g -1', { rgb: { r: 0, g: -1, b: 0 } }, 'rgb.g: Too small: expected number to be >=0', `${CONTRACT}: integers 0-255`),
	invalid('rgb b 12.5', { rgb: { r: 0, g: 0, b: 12.5 } }, 'rgb.b: must be an integer', `${CONTRACT}: integers 0-255`),
	invalid('rgb a 1.5', { rgb: { r: 0, g: 0, b: 0, a: 1.5 } }, 'rgb.a: Too big: expected number to be <=1', 'alpha 0-1 (CSS Color 4 4.2)'),
	invalid('hsl s 101', { hsl: { h: 0, s: 101, l: 50 } }, 'hsl.s: Too big: expected number to be <=100', `${CONTRACT}: s 0-100`),
	invalid('hsl h 361', { hsl: { h: 361, s: 50, l: 50 } }, 'hsl.h: Too big: expected number to be <=360', `${CONTRACT}: h 0-360`),
	invalid('hsl l -1', { hsl: { h: 0, s: 50, l: -1 } }, 'hsl.l: Too small: expected number to be >=0', `${CONTRACT}: l 0-100`)
];

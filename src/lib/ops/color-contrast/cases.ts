import type { OperationCase } from '../cases.js';

const WCAG = 'WCAG 2.2, definitions of "contrast ratio" and "relative luminance" (black on white is 21:1), and Understanding SC 1.4.3 (4.5:1 AA, 3:1 large) and 1.4.6 (7:1 AAA, 4.5:1 large)';
const KNOWN = 'The well-known examples: #777 on white 4.48:1 (fails AA by a hair), #767676 on white 4.54:1 (the lightest grey that passes AA), #595959 on white 7.00:1, pure red on white 4.00:1 (3.998, fails AA); ratios recomputed with an independent python3 implementation of the WCAG formula';
const NAMED = 'CSS Color 4 §6.1 named colours (rebeccapurple = #663399, white = #ffffff); ratio from the python3 WCAG implementation';
const CSS = 'CSS Color 4: rgb(119 119 119) and hsl(0 0% 46.7%) name #777777 (hsl lightness 46.67 % rounds to 119)';

const OKLCH = 'oklch(50% 0.2 0) paints as rgb(70.492% 2.351% 37.073%) = rgb(180, 6, 95) (web-platform-tests css/css-color oklch-004-ref)';
const OVER = 'Source-over compositing (Compositing and Blending 1, 5.1: co = cs × αs + cb × (1 − αs)) with the 8-bit alpha (50 % = 128/255), rounded to 8 bits: 255 × 127/255 = 127';

const verdict = (ratio: number) => ({ ratio, aa_normal: ratio >= 4.5, aa_large: ratio >= 3, aaa_normal: ratio >= 7, aaa_large: ratio >= 4.5 });
const ok = (name: string, foreground: string, background: string, body: Record<string, unknown>, source: string): OperationCase => ({
	name,
	op: 'color-contrast',
	input: { foreground, background },
	expected: { status: 200, body },
	source
});

export const cases: OperationCase[] = [
	ok('Black on white is 21', '#000', '#fff', verdict(21), WCAG),
	ok('White on black is 21 too', 'white', 'black', verdict(21), WCAG),
	ok('#777 on white is 4.48: AA large only', '#777', '#ffffff', { ratio: 4.48, aa_normal: false, aa_large: true, aaa_normal: false, aaa_large: false }, KNOWN),
	ok('#767676 on white passes AA', '#767676', 'white', { ratio: 4.54, aa_normal: true, aa_large: true, aaa_normal: false, aaa_large: true }, KNOWN),
	ok('#595959 on white passes AAA', '#595959', '#FFFFFF', { ratio: 7, aa_normal: true, aa_large: true, aaa_normal: true, aaa_large: true }, KNOWN),
	ok('Red on white rounds to 4 but fails AA (3.998)', 'red', 'white', { ratio: 4, aa_normal: false, aa_large: true, aaa_normal: false, aaa_large: false }, KNOWN),
	ok('White on rebeccapurple', 'white', 'rebeccapurple', { ratio: 8.41, aa_normal: true, aa_large: true, aaa_normal: true, aaa_large: true }, NAMED),
	ok('rgb() and hsl() notations', 'rgb(119 119 119)', 'hsl(0, 0%, 100%)', { ratio: 4.48, aa_normal: false, aa_large: true, aaa_normal: false, aaa_large: false }, `${CSS}; ${KNOWN}`),
	ok('Same colour is 1', 'hsl(0 0% 46.7%)', '#777', verdict(1), `${CSS}; ${WCAG}`),
	{
		name: 'Not a colour',
		op: 'color-contrast',
		input: { foreground: 'blurple', background: '#fff' },
		expected: {
			status: 422,
			body: { detail: 'foreground: not a colour (a name, hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() or color())', code: 'invalid_input' }
		},
		source: 'docs/spec/toolbox.md Part 1, /color/contrast: hex, rgb(), hsl() or CSS named colour (and CSS Color 4’s other syntaxes)'
	},
	ok(
		'oklch() text on white',
		'oklch(50% 0.2 0)',
		'white',
		{ ratio: 6.71, aa_normal: true, aa_large: true, aaa_normal: false, aaa_large: true },
		`${OKLCH}; ratio of rgb(180, 6, 95) on white from the python3 WCAG implementation (6.705)`
	),
	ok('Black at 50 % on white is grey #7F7F7F: 4.00', 'rgb(0 0 0 / 50%)', '#fff', verdict(4), `${OVER}; ratio of #7F7F7F on white from the python3 WCAG implementation (4.004)`),
	ok('#RRGGBBAA text on black', '#1e90ff80', 'black', { ratio: 2.26, aa_normal: false, aa_large: false, aaa_normal: false, aaa_large: false }, `${OVER}: 30, 144, 255 × 128/255 = 15, 72, 128; ratio from python3 (2.259)`),
	ok('A translucent background lies on white: white on 50 % black is 4.00', 'white', '#00000080', verdict(4), `${OVER}: the background over white is #7F7F7F; python3 (4.004)`)
];

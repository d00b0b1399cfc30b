import type { OperationCase } from '../cases.js';

const WCAG = 'WCAG 2.2, definitions of "contrast ratio" and "relative luminance" (black on white is 21:1), and Understanding SC 1.4.3 (4.5:1 AA, 3:1 large) and 1.4.6 (7:1 AAA, 4.5:1 large)';
const KNOWN = 'The well-known examples: #777 on white 4.48:1 (fails AA by a hair), #767676 on white 4.54:1 (the lightest grey that passes AA), #595959 on white 7.00:1, pure red on white 4.00:1 (3.998, fails AA); ratios recomputed with an independent python3 implementation of the WCAG formula';
const NAMED = 'CSS Color 4 §6.1 named colours (rebeccapurple = #663399, white = #ffffff); ratio from the python3 WCAG implementation';
const CSS = 'CSS Color 4: rgb(119 119 119) and hsl(0 0% 46.7%) name #777777 (hsl lightness 46.67 % rounds to 119)';

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
		expected: { status: 422, body: { detail: 'foreground: not a colour (hex, rgb(), hsl() or a CSS named colour)', code: 'invalid_input' } },
		source: 'docs/spec/toolbox.md Part 1, /color/contrast: hex, rgb(), hsl() or CSS named colour'
	}
];

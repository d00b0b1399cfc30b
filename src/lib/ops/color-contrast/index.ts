import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { CSS_SYNTAXES as SYNTAXES } from '../color/errors.js';
import { errors } from './errors.js';
import { formHints } from '../form-hints.js';
import { lazyModule } from '../../engine/lazy.js';
import { contrastVerdict, shownColours } from './color-contrast.js';

// culori reads CSS colours: loaded on the first call, not at server start (about 10 MiB resident).
const cssColours = lazyModule(() => import('../color/colour-text.js'));

const colour = (what: string) =>
	z
		.string()
		.max(64)
		.describe(`${what}: any CSS colour (${SYNTAXES}); a translucent one is laid over the background (the background over white)`)
		.meta(formHints({ widget: 'color', monospace: true }));

export const colorContrast = defineOperation({
	id: 'color-contrast',
	group: 'validation',
	title: 'Colour contrast checker',
	summary: 'The WCAG 2.x contrast ratio of text on a background, and whether it passes AA and AAA for normal and large text.',
	keywords: ['contrast', 'wcag', 'accessibility', 'a11y', 'color', 'colour', 'aa', 'aaa', 'luminance', 'readability'],
	method: 'POST',
	path: '/color/contrast',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({ foreground: colour('Text colour'), background: colour('Background colour') }),
	output: z.object({
		ratio: z.number().describe('WCAG 2.x contrast ratio (1 to 21), rounded to 2 decimals'),
		aa_normal: z.boolean().describe('At least 4.5:1 (unrounded), WCAG 1.4.3'),
		aa_large: z.boolean().describe('At least 3:1, WCAG 1.4.3 large text (18 pt, or 14 pt bold)'),
		aaa_normal: z.boolean().describe('At least 7:1, WCAG 1.4.6'),
		aaa_large: z.boolean().describe('At least 4.5:1, WCAG 1.4.6 large text')
	}),
	errors: [{ status: 422, when: `a colour that is not a CSS colour (${SYNTAXES})` }],
	examples: [
		{ name: 'Grey on white', input: { foreground: '#777777', background: '#ffffff' } },
		{ name: 'Named colours', input: { foreground: 'white', background: 'rebeccapurple' } },
		{ name: 'Translucent text', input: { foreground: 'rgb(0 0 0 / 50%)', background: '#ffffff' } }
	],
	prepare: cssColours.load,
	run(input) {
		const foreground = cssColours.get().readCssColour(input.foreground);
		if (!foreground) throw errors.error('not_a_colour', {}, { field: 'foreground' });
		const background = cssColours.get().readCssColour(input.background);
		if (!background) throw errors.error('not_a_colour', {}, { field: 'background' });
		const shown = shownColours(foreground.rgba, background.rgba);
		return contrastVerdict(shown.foreground, shown.background);
	}
});

export const operations = [colorContrast];

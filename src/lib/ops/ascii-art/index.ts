import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { formHints } from '../form-hints.js';
import { integer, stringOfAtMost } from '../_shared/schemas.js';
import { render } from './figlet.js';
import { FONT_INFO, loadFont } from './fonts.js';
import { DEFAULT_WIDTH, FONTS, MAX_TEXT, MAX_WIDTH, MIN_WIDTH } from './limits.js';

const fmt = (n: number) => n.toLocaleString('en-US');
const CREDIT = 'FIGlet 2.2.5 and its fonts (BSD licence): Glenn Chappell, Ian Chai, John Cowan, Christiaan Keet, Claudio Matsuoka; banner font by Ryan Youck';

export const asciiArt = defineOperation({
	id: 'ascii-art',
	group: 'generation',
	title: 'ASCII art text',
	summary: 'Draws text in big letters made of ASCII characters, exactly as FIGlet does, in the standard, slant, banner, big or small font.',
	keywords: ['ascii art', 'figlet', 'banner', 'text art', 'big letters', 'font', 'slant', 'text to ascii', 'ascii', 'toilet'],
	method: 'POST',
	path: '/ascii-art',
	runs: 'anywhere',
	// Linear in the text (each letter is placed once, a wrapped line twice) and the text is capped.
	cost: 'light',
	input: z.object({
		text: stringOfAtMost(MAX_TEXT)
			.describe(`The text to draw; a line break starts a new line of art. Characters the font lacks are left out. At most ${fmt(MAX_TEXT)} characters`)
			.meta(formHints({ multiline: 2, placeholder: 'Hello' })),
		font: z.enum(FONTS).default('standard').describe('The FIGlet font: standard, slant, banner, big or small'),
		width: integer()
			.min(MIN_WIDTH)
			.max(MAX_WIDTH)
			.default(DEFAULT_WIDTH)
			.describe(`figlet's -w: the screen width; lines of art hold at most width − 1 columns and wrap at a space (${MIN_WIDTH}–${fmt(MAX_WIDTH)}, default ${DEFAULT_WIDTH})`)
	}),
	output: z.object({
		output: z.string().describe('The art, byte for byte what `figlet -f FONT -w WIDTH` prints for the text: every row ends with a line break, trailing spaces kept')
	}),
	errors: [{ status: 422, when: `\`text\` over ${fmt(MAX_TEXT)} characters; \`width\` outside ${MIN_WIDTH}–${fmt(MAX_WIDTH)}; an unknown \`font\`` }],
	attribution: CREDIT,
	examples: [
		{ name: 'Hello in the standard font', input: { text: 'Hello' } },
		{ name: 'Slanted letters', input: { text: 'Utilkit', font: 'slant' } },
		{ name: 'Banner wrapped at 40 columns', input: { text: 'Hi there', font: 'banner', width: 40 } }
	],
	async run(input) {
		const font = await loadFont(input.font);
		return { output: render(font, input.text, input.width) };
	}
});

export const asciiArtFonts = defineOperation({
	id: 'ascii-art-fonts',
	group: 'generation',
	title: 'ASCII art fonts',
	summary: 'The FIGlet fonts the ASCII art tool draws with, with their height and authors.',
	keywords: ['ascii art', 'figlet', 'fonts', 'list'],
	method: 'GET',
	path: '/ascii-art/fonts',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({}),
	output: z.object({
		fonts: z
			.array(
				z.object({
					name: z.enum(FONTS).describe('The value of `font` in POST /ascii-art'),
					height: z.int().describe('Rows of art each line of text takes'),
					credit: z.string().describe("The font's author, from its own comment lines"),
					default: z.boolean().describe('True for the font used when none is asked for')
				})
			)
			.describe('Every font, in the order of the contract')
	}),
	errors: [],
	attribution: CREDIT,
	examples: [{ name: 'All fonts', input: {} }],
	run: () => ({ fonts: FONTS.map((name) => ({ name, ...FONT_INFO[name], default: name === 'standard' })) })
});

export const operations = [asciiArt, asciiArtFonts];

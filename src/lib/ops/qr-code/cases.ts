import type { OperationCase } from '../cases.js';

const CONTRACT = 'docs/spec/utility-api.md 2.7, section 4 (/qr-code) and section 8 (data max 4296 characters, size 100 to 1000)';

/**
 * "HELLO WORLD" at level Q: version 1 (21 × 21; 11 alphanumeric characters need 4 + 9 + 61 = 74
 * bits, version 1-Q holds 13 data codewords = 104 bits, ISO/IEC 18004:2015 table 7), mask 6.
 * The grid is what the `qrcode` package's own SVG renderer (lib/renderer/svg-tag.js, a different
 * renderer from ours) draws, read back row by row; qr-code.test.ts compares it with that renderer
 * at test time and decodes it with jsQR. Checked by hand: the format information along row 8
 * (columns 0-5, 7, 8) and column 8 (rows 7, 5-0) reads 010111011011010, the format string of
 * level Q with mask pattern 6 in ISO/IEC 18004:2015 table C.1; the finder, separator and timing
 * patterns are in their fixed places.
 */
export const HELLO_WORLD_Q_GRID = [
	'#######....#..#######',
	'#.....#.##..#.#.....#',
	'#.###.#..#.##.#.###.#',
	'#.###.#.#####.#.###.#',
	'#.###.#.##.#..#.###.#',
	'#.....#..#..#.#.....#',
	'#######.#.#.#.#######',
	'........##.##........',
	'.#.####.##..###.##.#.',
	'#.####.#....####.###.',
	'..#.#.##...#..##.....',
	'#.##.#...#.##...##...',
	'##.########.###.#####',
	'........#...#..#.#...',
	'#######..##..##..####',
	'#.....#.#.#..#..#.###',
	'#.###.#.##.#..#...###',
	'#.###.#.#.###...#.#..',
	'#.###.#..#....#....##',
	'#.....#.###..###..##.',
	'#######..#.#.......#.'
];

/**
 * The grid above in the documented path format (src/lib/ops/qr-code/README.md): the quiet zone shifts
 * every module by 4; per row, `M{x} {y}` to the first run of dark modules, `m{dx} 0` from one
 * run's start to the next, and `h{n}v1h-{n}z` for a run of n. Row 0: runs at columns 0 (7),
 * 11 (1) and 14 (7) → M4 4h7v1h-7z m11 0h1v1h-1z m3 0h7v1h-7z; and so on, row by row.
 */
const HELLO_WORLD_Q_PATH =
	'M4 4h7v1h-7zm11 0h1v1h-1zm3 0h7v1h-7z' +
	'M4 5h1v1h-1zm6 0h1v1h-1zm2 0h2v1h-2zm4 0h1v1h-1zm2 0h1v1h-1zm6 0h1v1h-1z' +
	'M4 6h1v1h-1zm2 0h3v1h-3zm4 0h1v1h-1zm3 0h1v1h-1zm2 0h2v1h-2zm3 0h1v1h-1zm2 0h3v1h-3zm4 0h1v1h-1z' +
	'M4 7h1v1h-1zm2 0h3v1h-3zm4 0h1v1h-1zm2 0h5v1h-5zm6 0h1v1h-1zm2 0h3v1h-3zm4 0h1v1h-1z' +
	'M4 8h1v1h-1zm2 0h3v1h-3zm4 0h1v1h-1zm2 0h2v1h-2zm3 0h1v1h-1zm3 0h1v1h-1zm2 0h3v1h-3zm4 0h1v1h-1z' +
	'M4 9h1v1h-1zm6 0h1v1h-1zm3 0h1v1h-1zm3 0h1v1h-1zm2 0h1v1h-1zm6 0h1v1h-1z' +
	'M4 10h7v1h-7zm8 0h1v1h-1zm2 0h1v1h-1zm2 0h1v1h-1zm2 0h7v1h-7z' +
	'M12 11h2v1h-2zm3 0h2v1h-2z' +
	'M5 12h1v1h-1zm2 0h4v1h-4zm5 0h2v1h-2zm4 0h3v1h-3zm4 0h2v1h-2zm3 0h1v1h-1z' +
	'M4 13h1v1h-1zm2 0h4v1h-4zm5 0h1v1h-1zm5 0h4v1h-4zm5 0h3v1h-3z' +
	'M6 14h1v1h-1zm2 0h1v1h-1zm2 0h2v1h-2zm5 0h1v1h-1zm3 0h2v1h-2z' +
	'M4 15h1v1h-1zm2 0h2v1h-2zm3 0h1v1h-1zm4 0h1v1h-1zm2 0h2v1h-2zm5 0h2v1h-2z' +
	'M4 16h2v1h-2zm3 0h8v1h-8zm9 0h3v1h-3zm4 0h5v1h-5z' +
	'M12 17h1v1h-1zm4 0h1v1h-1zm3 0h1v1h-1zm2 0h1v1h-1z' +
	'M4 18h7v1h-7zm9 0h2v1h-2zm4 0h2v1h-2zm4 0h4v1h-4z' +
	'M4 19h1v1h-1zm6 0h1v1h-1zm2 0h1v1h-1zm2 0h1v1h-1zm3 0h1v1h-1zm3 0h1v1h-1zm2 0h3v1h-3z' +
	'M4 20h1v1h-1zm2 0h3v1h-3zm4 0h1v1h-1zm2 0h2v1h-2zm3 0h1v1h-1zm3 0h1v1h-1zm4 0h3v1h-3z' +
	'M4 21h1v1h-1zm2 0h3v1h-3zm4 0h1v1h-1zm2 0h1v1h-1zm2 0h3v1h-3zm6 0h1v1h-1zm2 0h1v1h-1z' +
	'M4 22h1v1h-1zm2 0h3v1h-3zm4 0h1v1h-1zm3 0h1v1h-1zm5 0h1v1h-1zm5 0h2v1h-2z' +
	'M4 23h1v1h-1zm6 0h1v1h-1zm2 0h3v1h-3zm5 0h3v1h-3zm5 0h2v1h-2z' +
	'M4 24h7v1h-7zm9 0h1v1h-1zm2 0h1v1h-1zm8 0h1v1h-1z';

/** 21 modules + 2 × 4 quiet zone = 29 in the viewBox. */
const svg = (size: number, background: string, fill: string) =>
	`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 29 29" shape-rendering="crispEdges">` +
	`${background}<path ${fill} d="${HELLO_WORLD_Q_PATH}"/></svg>`;

const HELLO_SOURCE =
	'module grid from the qrcode package’s own SVG renderer (svg-tag.js), checked at test time and format bits checked by hand (ISO/IEC 18004 table C.1: Q, mask 6); SVG layout as documented in src/lib/ops/qr-code/README.md';

const invalid = (name: string, input: unknown, detail: string, why = CONTRACT): OperationCase => ({
	name: `${name} → 422`,
	op: 'qr-code',
	input,
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source: why
});

const COLOUR_RULE = 'must be a hex colour: #RGB, #RRGGBB, #RGBA or #RRGGBBAA';

export const cases: OperationCase[] = [
	{
		name: 'HELLO WORLD at Q as SVG, default colours and size',
		op: 'qr-code',
		input: { data: 'HELLO WORLD', format: 'svg', error_correction: 'Q' },
		expected: {
			status: 200,
			body: {
				format: 'svg',
				data: 'HELLO WORLD',
				qr: svg(300, '<rect width="29" height="29" fill="#ffffff"/>', 'fill="#000000"'),
				error_correction: 'Q'
			}
		},
		source: HELLO_SOURCE
	},
	{
		name: 'HELLO WORLD at Q as SVG, size 100, #1D3557 on a transparent background (#FFF0)',
		op: 'qr-code',
		input: { data: 'HELLO WORLD', format: 'svg', error_correction: 'Q', size: 100, dark: '#1D3557', light: '#FFF0' },
		expected: {
			status: 200,
			body: { format: 'svg', data: 'HELLO WORLD', qr: svg(100, '', 'fill="#1d3557"'), error_correction: 'Q' }
		},
		source: `${HELLO_SOURCE}; CSS Color 4 section 5.2 (#RGBA: alpha 0 is transparent, so no background rect)`
	},
	{
		name: 'HELLO WORLD at Q as SVG, half-transparent colours',
		op: 'qr-code',
		input: { data: 'HELLO WORLD', format: 'svg', error_correction: 'Q', size: 1000, dark: '#00008080', light: '#ffffcc' },
		expected: {
			status: 200,
			body: {
				format: 'svg',
				data: 'HELLO WORLD',
				// 0x80 = 128; 128 / 255 = 0.50196… → 0.502.
				qr: svg(1000, '<rect width="29" height="29" fill="#ffffcc"/>', 'fill="#000080" fill-opacity="0.502"'),
				error_correction: 'Q'
			}
		},
		source: `${HELLO_SOURCE}; CSS Color 4 section 5.2 (#RRGGBBAA); opacity = alpha / 255 to 3 decimals`
	},
	invalid('data missing', { format: 'svg' }, 'data: is required', `${CONTRACT}: 422 when data missing`),
	invalid('data empty', { data: '' }, 'data: must not be empty'),
	invalid('data not a string', { data: 42 }, 'data: Invalid input: expected string, received number'),
	invalid('data of 4297 characters', { data: '1'.repeat(4297) }, 'data: Too big: expected string to have <=4296 characters'),
	invalid(
		'data with an unpaired surrogate',
		{ data: 'a\uD800b' },
		'data: must be valid Unicode text (it holds an unpaired surrogate)',
		'Unicode 15 chapter 3 (D76, D92): UTF-8 encodes scalar values only, so an unpaired surrogate has no UTF-8 form'
	),
	invalid(
		'4296 upper-case letters at M (alphanumeric capacity of 40-M is 3391)',
		{ data: 'A'.repeat(4296), error_correction: 'M' },
		'data: too long for a QR code at error correction level M: the largest code (version 40-M) holds at most 5596 digits, ' +
			'3391 characters of 0-9 A-Z space $%*+-./: or 2331 bytes of other text (UTF-8); shorten data or choose error_correction L, which holds it',
		'ISO/IEC 18004:2015 table 7, version 40 capacities (40-L holds 4296 alphanumeric characters)'
	),
	invalid(
		'2954 lower-case letters at L (byte capacity of 40-L is 2953)',
		{ data: 'a'.repeat(2954), error_correction: 'L', format: 'svg' },
		'data: too long for a QR code at error correction level L: the largest code (version 40-L) holds at most 7089 digits, ' +
			'4296 characters of 0-9 A-Z space $%*+-./: or 2953 bytes of other text (UTF-8); shorten data: no error correction level holds it',
		'ISO/IEC 18004:2015 table 7, version 40 capacities'
	),
	invalid(
		'4296 digits at H (numeric capacity of 40-H is 3057)',
		{ data: '7'.repeat(4296), error_correction: 'H' },
		'data: too long for a QR code at error correction level H: the largest code (version 40-H) holds at most 3057 digits, ' +
			'1852 characters of 0-9 A-Z space $%*+-./: or 1273 bytes of other text (UTF-8); shorten data or choose error_correction M, which holds it',
		'ISO/IEC 18004:2015 table 7, version 40 capacities (numeric: 40-Q holds 3993, 40-M 5596)'
	),
	invalid(
		'PNG of 100 pixels for 1000 bytes (version 22, 105 + 8 modules)',
		{ data: 'a'.repeat(1000), error_correction: 'L', size: 100 },
		'size: 100 pixels is too small for this QR code (version 22: 113 modules across with the quiet zone, at least 1 pixel each); use size 113 or more, or shorter data',
		'ISO/IEC 18004:2015 table 7 (byte capacity at L: version 21 holds 929, version 22 holds 1003) and its symbol sizes (version v is 4v + 17 modules across): 105 + 2 × 4 = 113'
	),
	invalid('size 99', { data: 'x', size: 99 }, 'size: Too small: expected number to be >=100'),
	invalid('size 1001', { data: 'x', size: 1001 }, 'size: Too big: expected number to be <=1000'),
	invalid('size 300.5', { data: 'x', size: 300.5 }, 'size: must be an integer'),
	invalid('size as a string', { data: 'x', size: '300' }, 'size: must be an integer'),
	invalid('format jpg', { data: 'x', format: 'jpg' }, 'format: must be png or svg'),
	invalid('error_correction X', { data: 'x', error_correction: 'X' }, 'error_correction: must be one of L, M, Q, H'),
	invalid('error_correction in lower case', { data: 'x', error_correction: 'q' }, 'error_correction: must be one of L, M, Q, H'),
	invalid('dark "red" (a name, not hex)', { data: 'x', dark: 'red' }, `dark: ${COLOUR_RULE}`),
	invalid('dark "#12345" (five digits)', { data: 'x', dark: '#12345' }, `dark: ${COLOUR_RULE}`),
	invalid('light "ffffff" (no #)', { data: 'x', light: 'ffffff' }, `light: ${COLOUR_RULE}`),
	invalid('light "#GGG"', { data: 'x', light: '#GGG' }, `light: ${COLOUR_RULE}`),
	invalid('dark and light the same colour', { data: 'x', dark: '#fff', light: '#FFFFFF' }, 'light: must differ from dark, or the code cannot be seen'),
	invalid('dark and light both transparent', { data: 'x', dark: '#0000', light: '#ffffff00' }, 'light: must differ from dark, or the code cannot be seen')
];

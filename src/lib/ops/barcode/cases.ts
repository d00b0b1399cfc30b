import type { OperationCase } from '../cases.js';

const CONTRACT = 'docs/spec/toolbox.md Part 2 (/barcode: format, output, data; text not encodable → 422)';
const GS1 = 'GS1 General Specifications 5.2.1 (EAN-13 and UPC-A: 95 modules) and 5.2.3.4 (quiet zones: EAN-13 11X left and 7X right, UPC-A 9X each)';

const drawn = (name: string, input: Record<string, unknown>, body: Record<string, unknown>, source: string): OperationCase => ({
	name,
	op: 'barcode',
	input,
	expected: { status: 200, body, partial: true },
	source
});

const invalid = (name: string, input: unknown, detail: string, source = CONTRACT): OperationCase => ({
	name: `${name} → 422`,
	op: 'barcode',
	input,
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source
});

export const cases: OperationCase[] = [
	drawn(
		'EAN-13 of GS1’s example 5901234123457, PNG at scale 2',
		{ text: '5901234123457', format: 'ean13' },
		{ format: 'ean13', output: 'png', mime_type: 'image/png', width: 226, text: '5901234123457' },
		`${GS1}: (95 + 18) × 2 pixels; the number is GS1’s own example; barcode.test.ts reads the bars back with the GS1 tables and with zxing-cpp`
	),
	drawn(
		'UPC-A 036000291452 as SVG at scale 4',
		{ text: '036000291452', format: 'upca', output: 'svg', scale: 4 },
		{ format: 'upca', output: 'svg', mime_type: 'image/svg+xml', width: 452, text: '036000291452' },
		`${GS1}: (95 + 18) × 4; the check digit 2 per GS1 7.9.1 (3×(0+6+0+2+1+5) + (3+0+0+9+4) = 58, 10 − 8 = 2)`
	),
	drawn(
		'Code 128 of "Hello" at scale 3',
		{ text: 'Hello', format: 'code128', scale: 3 },
		{ format: 'code128', output: 'png', width: 330, text: 'Hello' },
		'ISO/IEC 15417 (start B, 5 data characters and the check character of 11 modules each, stop of 13: 90 modules) and 4.3.4.3 (quiet zones 10X each side): 110 × 3'
	),
	drawn(
		'Data Matrix of "Hello" at scale 3',
		{ text: 'Hello', format: 'datamatrix', scale: 3 },
		{ format: 'datamatrix', output: 'png', width: 84, height: 84, text: 'Hello' },
		'ISO/IEC 16022 table 7 (5 ASCII codewords fit the 12 × 12 symbol) and 5.1.3 (a 1-module quiet zone): 14 modules of 2 × 3 pixels (bwip-js draws a 2-D module as 2 units)'
	),
	invalid(
		'EAN-13 with a wrong check digit',
		{ text: '5901234123458', format: 'ean13' },
		'text: Incorrect EAN-13 check digit provided (the check digit of 590123412345 is 7; or leave it out and it is added)',
		`${CONTRACT}; GS1 General Specifications 7.9.1: the check digit of 590123412345 is 7`
	),
	invalid(
		'UPC-A with a wrong check digit',
		{ text: '036000291453', format: 'upca' },
		'text: Incorrect UPC check digit provided (the check digit of 03600029145 is 2; or leave it out and it is added)',
		`${CONTRACT}; GS1 General Specifications 7.9.1: the check digit of 03600029145 is 2`
	),
	invalid('letters in an EAN-13', { text: '59012341234A', format: 'ean13' }, 'text: EAN-13 must contain only digits', `${CONTRACT}; GS1 General Specifications 5.2.1 (digits only)`),
	invalid('an EAN-13 of 11 digits', { text: '59012341234', format: 'ean13' }, 'text: EAN-13 must be 12 or 13 digits', 'GS1 General Specifications 5.2.1: 12 digits and the check digit'),
	invalid('an EAN-13 of 14 digits', { text: '59012341234570', format: 'ean13' }, 'text: at most 13 characters for EAN-13, got 14', 'GS1 General Specifications 5.2.1; src/lib/ops/barcode/README.md'),
	invalid('a UPC-A of 10 digits', { text: '0360002914', format: 'upca' }, 'text: UPC-A must be 11 or 12 digits', 'GS1 General Specifications 5.2.1: 11 digits and the check digit'),
	invalid(
		'lower-case letters in Code 39',
		{ text: 'abc', format: 'code39' },
		'text: Code 39 must contain only digits, capital letters, spaces and the symbols -.$/+%',
		'ISO/IEC 16388 table 1: 43 characters (0-9, A-Z, space, - . $ / + %)'
	),
	invalid('letters in ITF', { text: '12a4', format: 'itf' }, 'text: Interleaved 2 of 5 must contain only digits', 'ISO/IEC 16390 4.1: digits only'),
	invalid('an accented letter in Code 128', { text: 'Olá', format: 'code128' }, 'text: Code 128 holds ASCII characters only', 'ISO/IEC 15417 4.1 (ASCII); src/lib/ops/barcode/README.md'),
	invalid('Code 128 of 81 characters', { text: 'A'.repeat(81), format: 'code128' }, 'text: at most 80 characters for Code 128, got 81', 'src/lib/ops/barcode/README.md (the operation’s limit)'),
	invalid('Aztec of 501 characters', { text: '1'.repeat(501), format: 'aztec' }, 'text: at most 500 characters for Aztec Code, got 501', 'src/lib/ops/barcode/README.md (the operation’s limit)'),
	invalid(
		'PDF417 of 1,000 bytes of UTF-8 over its capacity',
		{ text: 'é'.repeat(1000), format: 'pdf417' },
		'text: too long for PDF417: The data is too long',
		'ISO/IEC 15438 table 2: at most 1,108 bytes in byte compaction (2,000 bytes here, UTF-8)'
	),
	invalid(
		'text with an unpaired surrogate',
		{ text: 'x\uDC00y', format: 'pdf417' },
		'text: must be valid Unicode text (it holds an unpaired surrogate)',
		'Unicode 15 chapter 3 (D76, D92): UTF-8 encodes scalar values only, so an unpaired surrogate has no UTF-8 form'
	),
	invalid('text missing', { format: 'ean13' }, 'text: is required'),
	invalid('text empty', { text: '', format: 'code128' }, 'text: must not be empty'),
	invalid('format missing', { text: '123' }, 'format: must be one of code128, ean13, upca, code39, itf, datamatrix, pdf417, aztec'),
	invalid('format qr', { text: '123', format: 'qr' }, 'format: must be one of code128, ean13, upca, code39, itf, datamatrix, pdf417, aztec'),
	invalid('output jpg', { text: '123', format: 'code128', output: 'jpg' }, 'output: must be png or svg'),
	invalid('scale 0', { text: '123', format: 'code128', scale: 0 }, 'scale: Too small: expected number to be >=1'),
	invalid('scale 11', { text: '123', format: 'code128', scale: 11 }, 'scale: Too big: expected number to be <=10'),
	invalid('scale 2.5', { text: '123', format: 'code128', scale: 2.5 }, 'scale: must be an integer')
];

/**
 * Microsoft Script Decoder (CyberChef's "Microsoft Script Decoder"; Windows' scrdec): undoes
 * screnc's JScript.Encode / VBScript.Encode. An encoded block is `#@~^` + 6 characters (the length) +
 * `==` + the data + 6 characters (a checksum) + `==^#~@`; each printable ASCII character of the data
 * is swapped through one of three tables, the table chosen by its place (a 64-step cycle).
 */
import { fromUnits } from './classical.js';
import { CipherInputError } from './input-error.js';

/** What each character 32-127 decodes to under table 0, 1 and 2 (the tables of Didier Stevens' decode-vbe.py, public domain). */
const DECODED_BY_TABLE = [
	'.GzVBj/&IA42[vrC89pEhqO\tbD#uJ~J^@wJa]"KoN;LPg*}tT+-,0nkf5%!dMRc?{x)(sY3\x7fmUS|:_eFX1ilZH\'\\=$y7`Q 6',
	'-uR`q^I\\b})6 |z\x7fkc3+hQfv1dTCL:L~LE,*t\'7DyY/o&rj9{?8wgSG4x]0#Z[lHUpi.L!$NP\tVs5aKX;W"mM%(FJ2A=_OBe',
	'20!)[83=X:5e9\\VsfNEkbYx^}JmqA`AS@B\'Hru17MR"TjGd- \x7f.L]~loytC&v%$+(#A4\t*D?w;UiacPgQIOFh|6pnz/_KZ,W',
];
/** A tab decodes too (the one control character the encoder swaps). */
const TAB_DECODED = 'Wn{';
/** Which table the n-th ASCII character of the data uses (n mod 64). */
const TABLE_OF_POSITION = '0120121221210212021200122102122100212120200120210212001220012021';

/** The data of one block: the escapes undone (@& LF, @# CR, @* >, @! <, @$ @), then each character swapped. */
export function decodeScriptData(data: string): string {
	const unescaped = data.replace(/@&/g, '\n').replace(/@#/g, '\r').replace(/@\*/g, '>').replace(/@!/g, '<').replace(/@\$/g, '@');
	const out = new Uint16Array(unescaped.length);
	let index = -1;
	for (let i = 0; i < unescaped.length; i++) {
		const code = unescaped.charCodeAt(i);
		// Only ASCII characters move along the cycle (a character past ASCII, either half of a
		// surrogate pair included, is kept); < > @ stand for themselves (they came from escapes).
		if (code < 128) index++;
		const table = TABLE_OF_POSITION.charCodeAt(index & 63) - 0x30;
		if (code === 9) out[i] = TAB_DECODED.charCodeAt(table);
		else if (code > 31 && code < 128 && code !== 60 && code !== 62 && code !== 64) out[i] = DECODED_BY_TABLE[table].charCodeAt(code - 32);
		else out[i] = code;
	}
	return fromUnits(out);
}

/** Every encoded block of `text` replaced by its script; the text around the blocks is kept. No block: an error. */
export function decodeScript(text: string): string {
	let found = false;
	// `.` stops at a line break, as in CyberChef and decode-vbe.py: the encoder writes line breaks as @#@&.
	const out = text.replace(/#@~\^.{6}==(.+?).{6}==\^#~@/g, (_, data: string) => {
		found = true;
		return decodeScriptData(data);
	});
	if (!found) throw new CipherInputError('script_block', {});
	return out;
}

/**
 * Text written in signs: Morse code (ITU-R M.1677-1, with the punctuation CyberChef's table has),
 * the NATO/ICAO spelling alphabet and six-dot Unicode braille (CyberChef's table, North American
 * computer braille). Letters are read without case and decoded as capitals, as CyberChef does; a
 * character a table lacks is a 422 naming it rather than being dropped, so decoding gives back
 * what was encoded. Line breaks are kept.
 */
import { EncodingError } from '../bytes.js';
import { errors } from '../errors.js';

const MORSE: Record<string, string> = {
	A: '.-', B: '-...', C: '-.-.', D: '-..', E: '.', F: '..-.', G: '--.', H: '....', I: '..', J: '.---', K: '-.-', L: '.-..', M: '--',
	N: '-.', O: '---', P: '.--.', Q: '--.-', R: '.-.', S: '...', T: '-', U: '..-', V: '...-', W: '.--', X: '-..-', Y: '-.--', Z: '--..',
	'1': '.----', '2': '..---', '3': '...--', '4': '....-', '5': '.....', '6': '-....', '7': '--...', '8': '---..', '9': '----.', '0': '-----',
	'.': '.-.-.-', ',': '--..--', ':': '---...', ';': '-.-.-.', '!': '-.-.--', '?': '..--..', "'": '.----.', '"': '.-..-.', '/': '-..-.',
	'-': '-....-', '+': '.-.-.', '(': '-.--.', ')': '-.--.-', '@': '.--.-.', '=': '-...-', '&': '.-...', _: '..--.-', $: '...-..-'
};

const NATO: Record<string, string> = {
	A: 'Alfa', B: 'Bravo', C: 'Charlie', D: 'Delta', E: 'Echo', F: 'Foxtrot', G: 'Golf', H: 'Hotel', I: 'India', J: 'Juliett', K: 'Kilo', L: 'Lima', M: 'Mike',
	N: 'November', O: 'Oscar', P: 'Papa', Q: 'Quebec', R: 'Romeo', S: 'Sierra', T: 'Tango', U: 'Uniform', V: 'Victor', W: 'Whiskey', X: 'X-ray', Y: 'Yankee', Z: 'Zulu',
	'0': 'Zero', '1': 'One', '2': 'Two', '3': 'Three', '4': 'Four', '5': 'Five', '6': 'Six', '7': 'Seven', '8': 'Eight', '9': 'Nine',
	',': 'Comma', '/': 'Fraction bar', '.': 'Full stop'
};
/** Other spellings people write, read when decoding: the common "Alpha", "Juliet", ICAO's "Niner", "Tree", "Fife", "Decimal". */
const NATO_ALIASES: Record<string, string> = { ALPHA: 'A', JULIET: 'J', NINER: '9', TREE: '3', FIFE: '5', DECIMAL: '.', STOP: '.' };
/** A NATO word as a key: capitals, without spaces or hyphens ("X-ray", "Full stop"). */
const natoKey = (word: string) => word.toUpperCase().replace(/[\s-]+/g, '');
/** Upper case for ASCII only: "ı" or "ſ" must not pass for I or S. */
const upper = (c: string) => (c < '\x80' ? c.toUpperCase() : c);

type SignScheme = 'morse' | 'nato';
const TABLES: Record<SignScheme, Record<string, string>> = { morse: MORSE, nato: NATO };
const READ: Record<SignScheme, Map<string, string>> = {
	morse: new Map(Object.entries(MORSE).map(([c, code]) => [code, c])),
	nato: new Map([...Object.entries(NATO).map(([c, word]) => [natoKey(word), c] as [string, string]), ...Object.entries(NATO_ALIASES)])
};

/** Each character as its sign, one space between signs and "/" for a space, line by line. */
export function toSigns(text: string, scheme: SignScheme): string {
	const table = TABLES[scheme];
	return text
		.split(/\r?\n/)
		.map((line) =>
			[...line]
				.map((c) => {
					if (c === ' ') return '/';
					const sign = table[upper(c)];
					if (sign === undefined) throw new EncodingError(errors.words('no_symbol', { scheme: scheme === 'morse' ? 'Morse' : 'NATO', char: c }));
					return sign;
				})
				.join(' ')
		)
		.join('\n');
}

/** Signs separated by whitespace ("/" or "|" for a space), line by line, back to capitals. */
export function fromSigns(text: string, scheme: SignScheme): string {
	const read = READ[scheme];
	return text
		.split(/\r?\n/)
		.map((line) => {
			let out = '';
			// "Full stop" and "Fraction bar" are two words each (and "X ray" when written apart).
			const joined = scheme === 'nato' ? line.replace(/\b(full)\s+(stop)\b|\b(fraction)\s+(bar)\b|\b(x)\s+(ray)\b/gi, '$1$3$5$2$4$6') : line;
			const tokens = joined.split(/\s+/).filter(Boolean);
			for (let token of tokens) {
				if (token === '/' || token === '|') {
					out += ' ';
					continue;
				}
				token = scheme === 'morse' ? token.replace(/[·•]/g, '.').replace(/[_−–—]/g, '-') : natoKey(token);
				const char = read.get(token);
				if (char === undefined) throw new EncodingError(errors.words('unknown_symbol', { scheme: scheme === 'morse' ? 'Morse' : 'NATO', symbol: token.slice(0, 20) }));
				out += char;
			}
			return out;
		})
		.join('\n');
}

const BRAILLE_ASCII = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=";

/** Six-dot braille cells (U+2800–U+283F) for CyberChef's table; line breaks stay. */
export function toBraille(text: string): string {
	let out = '';
	for (const c of text) {
		if (c === '\n' || c === '\r') {
			out += c;
			continue;
		}
		const index = BRAILLE_ASCII.indexOf(upper(c));
		if (index < 0) throw new EncodingError(errors.words('no_symbol', { scheme: 'braille', char: c }));
		out += String.fromCharCode(0x2800 + index);
	}
	return out;
}

export function fromBraille(text: string): string {
	let out = '';
	for (const c of text) {
		const code = c.charCodeAt(0);
		if (c === '\n' || c === '\r') out += c;
		else if (code >= 0x2800 && code < 0x2840) out += BRAILLE_ASCII[code - 0x2800];
		else throw new EncodingError(errors.words('unknown_symbol', { scheme: 'braille', symbol: c }));
	}
	return out;
}

/** Every character outside printable ASCII, and the backslash itself, as \uXXXX (lower case; astral ones as their UTF-16 surrogate pair). */
export function unicodeEscape(text: string): string {
	return text.toWellFormed().replace(/[^\x20-\x5b\x5d-\x7e]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

/** \uXXXX (any case) back to characters; everything else stays. A lone surrogate is not text: 422. */
export function unicodeUnescape(text: string): string {
	const out = text.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
	if (!out.isWellFormed()) throw new EncodingError(errors.words('not_in_scheme', { scheme: 'unicode-escape' }));
	return out;
}

/**
 * A port of FIGlet 2.2.5's layout (figlet.c: readfont, smushem, smushamt, addchar, splitline,
 * putstring and main's word-break loop), left to right, left-justified, with the font's own
 * smushing rules and no control files: what `figlet -f FONT -w WIDTH` prints, character for
 * character. Written from figlet.c rather than taken from the figlet npm package, whose layout
 * keeps the blank column that FIGlet smushes away at the start of a line.
 */

const SM_EQUAL = 1;
const SM_LOWLINE = 2;
const SM_HIERARCHY = 4;
const SM_PAIR = 8;
const SM_BIGX = 16;
const SM_HARDBLANK = 32;
const SM_KERN = 64;
const SM_SMUSH = 128;

/** The seven Latin-1 letters every FIGfont carries after `~`, in the order of the file. */
const DEUTSCH = [196, 214, 220, 228, 246, 252, 223];

export interface FigFont {
	hardblank: string;
	height: number;
	smushMode: number;
	/** Code point → rows (endmarks and trailing blanks removed, as readfontchar does). */
	chars: Map<number, string[]>;
}

/** Parses a FIGfont (flf2a) file as figlet.c's readfont does. */
export function parseFont(text: string): FigFont {
	const lines = text.split('\n');
	let at = 0;
	const next = () => (at < lines.length ? lines[at++] : null);
	const header = next() ?? '';
	const m = /^flf2.(\S) +(-?\d+) +-?\d+ +(-?\d+) +(-?\d+) +(-?\d+)(?: +(-?\d+))?(?: +(-?\d+))?/.exec(header);
	if (!m) throw new Error('not a FIGlet 2 font');
	const hardblank = m[1];
	const height = Math.max(1, Number(m[2]));
	const smush = Number(m[4]);
	const comments = Number(m[5]);
	let smush2 = m[7] === undefined ? undefined : Number(m[7]);
	if (smush2 === undefined) smush2 = smush === 0 ? SM_KERN : smush < 0 ? 0 : (smush & 31) | SM_SMUSH;
	at += comments;
	const chars = new Map<number, string[]>();
	chars.set(0, Array.from({ length: height }, () => ''));
	const readChar = (ord: number) => {
		const rows: string[] = [];
		for (let r = 0; r < height; r++) {
			let line = next() ?? '';
			line = line.replace(/[ \t\n\v\f\r]+$/, '');
			if (line.length > 0) {
				const end = line[line.length - 1];
				let k = line.length - 1;
				while (k >= 0 && line[k] === end) k--;
				line = line.slice(0, k + 1);
			}
			rows.push(line);
		}
		chars.set(ord, rows);
	};
	for (let ord = 32; ord <= 126; ord++) readChar(ord);
	for (const ord of DEUTSCH) readChar(ord);
	for (;;) {
		const line = next();
		if (line === null) break;
		const code = /^\s*([+-]?(?:0[xX][0-9a-fA-F]+|0[0-7]*|[1-9]\d*))/.exec(line);
		if (!code) break;
		const s = code[1];
		const neg = s.startsWith('-');
		const body = s.replace(/^[+-]/, '');
		const value = /^0[xX]/.test(body) ? parseInt(body.slice(2), 16) : body.length > 1 && body.startsWith('0') ? parseInt(body, 8) : parseInt(body, 10);
		readChar(neg ? -value : value);
	}
	return { hardblank, height, smushMode: smush2, chars };
}

const inSet = (set: string, ch: string) => ch !== '' && set.includes(ch);

/**
 * Renders `text` as `figlet -w width` does with `font`. Characters are Unicode code points (what
 * `figlet -C utf8` reads; for ASCII the same as plain `figlet`). Returns the printed text, one
 * `\n` after every row.
 */
export function render(font: FigFont, text: string, width: number): string {
	const { hardblank, height: charheight, smushMode: smushmode, chars } = font;
	const outputwidth = width;
	const outlinelenlimit = outputwidth - 1;
	const inchrlinelenlimit = outputwidth * 4 + 100;
	const out: string[] = [];
	let outputline: string[] = [];
	let outlinelen = 0;
	let inchrline: number[] = [];
	let currchar: string[] = [];
	let currcharwidth = 0;
	let previouscharwidth = 0;

	const clearline = () => {
		outputline = Array.from({ length: charheight }, () => '');
		outlinelen = 0;
		inchrline = [];
	};
	const getletter = (c: number) => {
		currchar = chars.get(c) ?? (chars.get(0) as string[]);
		previouscharwidth = currcharwidth;
		currcharwidth = currchar[0].length;
	};
	/** '' stands for C's '\0'. */
	const smushem = (lch: string, rch: string): string => {
		if (lch === ' ') return rch;
		if (rch === ' ') return lch;
		if (previouscharwidth < 2 || currcharwidth < 2) return '';
		if ((smushmode & SM_SMUSH) === 0) return '';
		if ((smushmode & 63) === 0) {
			if (lch === hardblank) return rch;
			if (rch === hardblank) return lch;
			return rch;
		}
		if (smushmode & SM_HARDBLANK) {
			if (lch === hardblank && rch === hardblank) return lch;
		}
		if (lch === hardblank || rch === hardblank) return '';
		if (smushmode & SM_EQUAL) {
			if (lch === rch) return lch;
		}
		if (smushmode & SM_LOWLINE) {
			if (lch === '_' && inSet('|/\\[]{}()<>', rch)) return rch;
			if (rch === '_' && inSet('|/\\[]{}()<>', lch)) return lch;
		}
		if (smushmode & SM_HIERARCHY) {
			if (lch === '|' && inSet('/\\[]{}()<>', rch)) return rch;
			if (rch === '|' && inSet('/\\[]{}()<>', lch)) return lch;
			if (inSet('/\\', lch) && inSet('[]{}()<>', rch)) return rch;
			if (inSet('/\\', rch) && inSet('[]{}()<>', lch)) return lch;
			if (inSet('[]', lch) && inSet('{}()<>', rch)) return rch;
			if (inSet('[]', rch) && inSet('{}()<>', lch)) return lch;
			if (inSet('{}', lch) && inSet('()<>', rch)) return rch;
			if (inSet('{}', rch) && inSet('()<>', lch)) return lch;
			if (inSet('()', lch) && inSet('<>', rch)) return rch;
			if (inSet('()', rch) && inSet('<>', lch)) return lch;
		}
		if (smushmode & SM_PAIR) {
			if (lch === '[' && rch === ']') return '|';
			if (rch === '[' && lch === ']') return '|';
			if (lch === '{' && rch === '}') return '|';
			if (rch === '{' && lch === '}') return '|';
			if (lch === '(' && rch === ')') return '|';
			if (rch === '(' && lch === ')') return '|';
		}
		if (smushmode & SM_BIGX) {
			if (lch === '/' && rch === '\\') return '|';
			if (rch === '/' && lch === '\\') return 'Y';
			if (lch === '>' && rch === '<') return 'X';
		}
		return '';
	};
	const smushamt = (): number => {
		if ((smushmode & (SM_SMUSH | SM_KERN)) === 0) return 0;
		let maxsmush = currcharwidth;
		for (let row = 0; row < charheight; row++) {
			const line = outputline[row];
			const ch = currchar[row];
			let linebd = line.length;
			let ch1 = '';
			for (;;) {
				ch1 = line[linebd] ?? '';
				if (!(linebd > 0 && (ch1 === '' || ch1 === ' '))) break;
				linebd--;
			}
			let charbd = 0;
			let ch2 = '';
			for (;;) {
				ch2 = ch[charbd] ?? '';
				if (ch2 !== ' ') break;
				charbd++;
			}
			let amt = charbd + outlinelen - 1 - linebd;
			if (ch1 === '' || ch1 === ' ') amt++;
			else if (ch2 !== '') {
				if (smushem(ch1, ch2) !== '') amt++;
			}
			if (amt < maxsmush) maxsmush = amt;
		}
		return maxsmush;
	};
	const addchar = (c: number): boolean => {
		getletter(c);
		const smushamount = smushamt();
		if (outlinelen + currcharwidth - smushamount > outlinelenlimit || inchrline.length + 1 > inchrlinelenlimit) return false;
		for (let row = 0; row < charheight; row++) {
			let line = outputline[row];
			for (let k = 0; k < smushamount; k++) {
				const column = Math.max(0, outlinelen - smushamount + k);
				const s = smushem(line[column] ?? '', currchar[row][k] ?? '');
				// A C string: '\0' ends it where it is written.
				if (s === '') line = line.slice(0, column);
				else if (column < line.length) line = line.slice(0, column) + s + line.slice(column + 1);
				else if (column === line.length) line += s;
			}
			outputline[row] = line + currchar[row].slice(smushamount);
		}
		outlinelen = outputline[0].length;
		inchrline.push(c);
		return true;
	};
	const putstring = (s: string) => {
		let len = s.length;
		if (outputwidth > 1 && len > outputwidth - 1) len = outputwidth - 1;
		out.push(s.slice(0, len).split(hardblank).join(' '), '\n');
	};
	const printline = () => {
		for (let i = 0; i < charheight; i++) putstring(outputline[i]);
		clearline();
	};
	const splitline = () => {
		let gotspace = false;
		let lastspace = inchrline.length - 1;
		let i: number;
		for (i = inchrline.length - 1; i >= 0; i--) {
			if (!gotspace && inchrline[i] === 32) {
				gotspace = true;
				lastspace = i;
			}
			if (gotspace && inchrline[i] !== 32) break;
		}
		const part1 = inchrline.slice(0, i + 1);
		const part2 = inchrline.slice(lastspace + 1);
		clearline();
		for (const c of part1) addchar(c);
		printline();
		for (const c of part2) addchar(c);
	};

	clearline();
	let wordbreakmode = 0;
	for (const chr of text) {
		let c = chr.codePointAt(0) as number;
		// isascii && isspace: tab and space are blanks, \n \v \f \r line breaks.
		if (c === 9 || c === 32) c = 32;
		else if (c >= 10 && c <= 13) c = 10;
		if ((c > 0 && c < 32 && c !== 10) || c === 127) continue;
		let charNotAdded: boolean;
		do {
			charNotAdded = false;
			if (wordbreakmode === -1) {
				if (c === 32) break;
				else if (c === 10) {
					wordbreakmode = 0;
					break;
				}
				wordbreakmode = 0;
			}
			if (c === 10) {
				printline();
				wordbreakmode = 0;
			} else if (addchar(c)) {
				if (c !== 32) wordbreakmode = wordbreakmode >= 2 ? 3 : 1;
				else wordbreakmode = wordbreakmode > 0 ? 2 : 0;
			} else if (outlinelen === 0) {
				for (let i = 0; i < charheight; i++) putstring(currchar[i]);
				wordbreakmode = -1;
			} else if (c === 32) {
				if (wordbreakmode === 2) splitline();
				else printline();
				wordbreakmode = -1;
			} else {
				if (wordbreakmode >= 2) splitline();
				else printline();
				wordbreakmode = wordbreakmode === 3 ? 1 : 0;
				charNotAdded = true;
			}
		} while (charNotAdded);
	}
	if (outlinelen !== 0) printline();
	return out.join('');
}

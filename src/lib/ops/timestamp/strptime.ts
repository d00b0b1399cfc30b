/**
 * `parse_format`: reading `value` with a strptime pattern (CyberChef's Parse DateTime and the
 * input half of Translate DateTime Format). A greedy left-to-right scanner, as glibc's strptime:
 * each number takes as many digits as its directive allows, never backtracking, so the work is
 * linear in the text whatever the pattern (a backtracking regex, as python's, is not).
 */

import { errors, TimestampError } from './errors.js';
import { DAY_NAMES, MONTH_NAMES } from './strftime.js';

/** What a pattern read: a wall time (ms read as UTC) with its offset if the text had one, or an instant (%s). */
export type Parsed = { wallMs: number; offsetSeconds: number | null } | { instantMs: number };

/** Numeric directives: [field, most digits]. */
const NUMBERS: Record<string, [string, number]> = {
	Y: ['year', 4], y: ['year2', 2], m: ['month', 2], d: ['day', 2], e: ['day', 2], H: ['hour', 2], k: ['hour', 2],
	I: ['hour12', 2], l: ['hour12', 2], M: ['minute', 2], S: ['second', 2], j: ['yday', 3], f: ['fraction', 9]
};
const COMPOSITE: Record<string, string> = { T: '%H:%M:%S', F: '%Y-%m-%d', D: '%m/%d/%y', R: '%H:%M', c: '%a %b %e %H:%M:%S %Y', x: '%m/%d/%y', X: '%H:%M:%S', r: '%I:%M:%S %p' };

const fail = (): never => {
	throw new TimestampError(errors.words('parse_mismatch'));
};

/** Reads `text` with `pattern`; TimestampError when the pattern has an unknown directive or the text does not fit. */
export function strptime(text: string, pattern: string): Parsed {
	const expanded = pattern.replace(/%([TFDRcxXr])/g, (_, c: string) => COMPOSITE[c]);
	const got: Record<string, number> = {};
	let pm: boolean | null = null;
	let offset: number | null = null;
	let pos = 0;
	const digits = (most: number, signed = false) => {
		const start = pos;
		if (signed && (text[pos] === '-' || text[pos] === '+')) pos++;
		const first = pos;
		while (pos < text.length && pos - first < most && text[pos] >= '0' && text[pos] <= '9') pos++;
		if (pos === first) fail();
		return text.slice(start, pos);
	};
	const name = (names: string[], short: boolean) => {
		const rest = text.slice(pos).toLowerCase();
		const index = names.findIndex((n) => rest.startsWith((short ? n.slice(0, 3) : n).toLowerCase()));
		if (index < 0) fail();
		pos += short ? 3 : names[index].length;
		return index;
	};
	for (let i = 0; i < expanded.length; i++) {
		const ch = expanded[i];
		if (/\s/.test(ch)) {
			// Whitespace in the pattern matches any run of whitespace, none included (as strptime).
			while (pos < text.length && /\s/.test(text[pos])) pos++;
			continue;
		}
		if (ch !== '%') {
			if (text[pos] !== ch) fail();
			pos++;
			continue;
		}
		const noPad = expanded[i + 1] === '-';
		if (noPad) i++;
		const c = expanded[++i];
		if (c === undefined) throw new TimestampError(errors.words('format_trailing_percent'));
		const number = NUMBERS[c];
		if (number) {
			const read = digits(number[1]);
			got[number[0]] = c === 'f' ? Number((read + '00000000').slice(0, 9)) : Number(read);
		} else if (c === 'b' || c === 'h' || c === 'B') got.month = name(MONTH_NAMES, c !== 'B') + 1;
		else if (c === 'a' || c === 'A') name(DAY_NAMES, c === 'a');
		else if (c === 'p' || c === 'P') {
			const ampm = text.slice(pos, pos + 2).toLowerCase();
			if (ampm !== 'am' && ampm !== 'pm') fail();
			pm = ampm === 'pm';
			pos += 2;
		} else if (c === 'z') offset = readOffset();
		else if (c === 's') got.unix = Number(digits(12, true));
		else if (c === '%' || c === 'n' || c === 't') {
			if (c === '%' ? text[pos] !== '%' : !/\s/.test(text[pos] ?? '')) fail();
			pos++;
		} else throw new TimestampError(errors.words('format_directive', { directive: `%${noPad ? '-' : ''}${c}` }));
	}
	if (pos !== text.length) fail();
	if (got.unix !== undefined) return { instantMs: got.unix * 1000 };

	function readOffset(): number {
		if (text[pos] === 'Z' || text[pos] === 'z') {
			pos++;
			return 0;
		}
		const m = /^([+-])(\d{2}):?(\d{2})?(?::?(\d{2}))?/.exec(text.slice(pos));
		if (!m) return fail();
		pos += m[0].length;
		const [h, mi, s] = [m[2], m[3] ?? '0', m[4] ?? '0'].map(Number);
		if (h > 23 || mi > 59 || s > 59) throw new TimestampError(errors.words('offset_range'));
		return (m[1] === '-' ? -1 : 1) * (h * 3600 + mi * 60 + s);
	}

	// Python's defaults: 1900-01-01 00:00; %y 69–99 → 1969–1999, 00–68 → 2000–2068 (POSIX).
	const year = got.year ?? (got.year2 !== undefined ? got.year2 + (got.year2 < 69 ? 2000 : 1900) : 1900);
	let hour = got.hour ?? 0;
	if (got.hour12 !== undefined) {
		if (got.hour12 < 1 || got.hour12 > 12) throw new TimestampError(errors.words('time_range'));
		hour = (got.hour12 % 12) + (pm ? 12 : 0);
	}
	const minute = got.minute ?? 0;
	const second = got.second ?? 0;
	if (hour > 23 || minute > 59 || second > 59) throw new TimestampError(errors.words('time_range'));
	let month = got.month ?? 1;
	let day = got.day ?? 1;
	if (got.yday !== undefined && got.month === undefined && got.day === undefined) {
		const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
		if (got.yday < 1 || got.yday > (leap ? 366 : 365)) throw new TimestampError(errors.words('day_range'));
		const date = new Date(Date.UTC(2000, 0, got.yday));
		date.setUTCFullYear(year, 0, got.yday);
		month = date.getUTCMonth() + 1;
		day = date.getUTCDate();
	}
	if (year < 1) throw new TimestampError(errors.words('out_of_range'));
	if (month < 1 || month > 12) throw new TimestampError(errors.words('month_range'));
	const date = new Date(Date.UTC(2000, month - 1, 1));
	date.setUTCFullYear(year, month - 1, day);
	if (date.getUTCMonth() !== month - 1 || day < 1) throw new TimestampError(errors.words('day_range'));
	const wallMs = date.getTime() + ((hour * 60 + minute) * 60 + second) * 1000 + Math.floor((got.fraction ?? 0) / 1e6);
	return { wallMs, offsetSeconds: offset };
}

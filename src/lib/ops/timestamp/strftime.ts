/**
 * A strftime for `/timestamp`'s `format`: the C/POSIX-locale directives of C99 and POSIX, plus
 * Python's `%f` and glibc's `%-` flag (no padding), `%k`, `%l`, `%P`. English names only (the C
 * locale, as Python's `strftime` in a C locale writes them). Written here because no small ESM
 * library gives C strftime's output exactly in Node and a Web Worker alike: the dependencies
 * already present (Intl) format by locale, not by pattern. README.md lists the directives.
 */

import { errors, TimestampError } from './errors.js';

/** A wall time and what strftime needs to write it. */
export interface WallFields {
	year: number;
	month: number; // 1–12
	day: number;
	hour: number;
	minute: number;
	second: number;
	ms: number;
	subNs: number;
	weekday: number; // 0 Sunday … 6 Saturday
	dayOfYear: number; // 1–366
	isoWeek: number;
	isoWeekYear: number;
	offsetSeconds: number;
	zone: string;
	unixSeconds: number;
}

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number, width: number, fill = '0') => (n < 0 ? '-' : '') + String(Math.abs(n)).padStart(width, fill);

/** Numeric directives: [value, width, fill]; `%-x` drops the padding. */
function numeric(c: string, f: WallFields): [number, number, string] | undefined {
	const hour12 = f.hour % 12 || 12;
	switch (c) {
		case 'd': return [f.day, 2, '0'];
		case 'e': return [f.day, 2, ' '];
		case 'm': return [f.month, 2, '0'];
		case 'Y': return [f.year, 4, '0'];
		case 'y': return [f.year % 100, 2, '0'];
		case 'C': return [Math.floor(f.year / 100), 2, '0'];
		case 'G': return [f.isoWeekYear, 4, '0'];
		case 'g': return [f.isoWeekYear % 100, 2, '0'];
		case 'H': return [f.hour, 2, '0'];
		case 'k': return [f.hour, 2, ' '];
		case 'I': return [hour12, 2, '0'];
		case 'l': return [hour12, 2, ' '];
		case 'M': return [f.minute, 2, '0'];
		case 'S': return [f.second, 2, '0'];
		case 'j': return [f.dayOfYear, 3, '0'];
		case 'u': return [f.weekday || 7, 1, '0'];
		case 'w': return [f.weekday, 1, '0'];
		case 'V': return [f.isoWeek, 2, '0'];
		// Weeks starting on Sunday (%U) or Monday (%W); days before the first such day are week 0.
		case 'U': return [Math.floor((f.dayOfYear - 1 + 7 - f.weekday) / 7), 2, '0'];
		case 'W': return [Math.floor((f.dayOfYear - 1 + 7 - ((f.weekday + 6) % 7)) / 7), 2, '0'];
		case 's': return [f.unixSeconds, 1, '0'];
	}
	return undefined;
}

/** Directives that are other patterns (C locale). */
const COMPOSITE: Record<string, string> = { c: '%a %b %e %H:%M:%S %Y', D: '%m/%d/%y', x: '%m/%d/%y', F: '%Y-%m-%d', T: '%H:%M:%S', X: '%H:%M:%S', R: '%H:%M', r: '%I:%M:%S %p' };

function text(c: string, f: WallFields): string | undefined {
	switch (c) {
		case 'a': return DAY_NAMES[f.weekday].slice(0, 3);
		case 'A': return DAY_NAMES[f.weekday];
		case 'b':
		case 'h': return MONTH_NAMES[f.month - 1].slice(0, 3);
		case 'B': return MONTH_NAMES[f.month - 1];
		case 'p': return f.hour < 12 ? 'AM' : 'PM';
		case 'P': return f.hour < 12 ? 'am' : 'pm';
		case 'f': return pad(f.ms * 1000 + Math.floor(f.subNs / 1000), 6);
		case 'z': {
			// ±HHMM, ±HHMMSS when the offset has seconds (a local mean time), as Python's %z.
			const a = Math.abs(f.offsetSeconds);
			const sec = a % 60 ? pad(a % 60, 2) : '';
			return `${f.offsetSeconds < 0 ? '-' : '+'}${pad(Math.floor(a / 3600), 2)}${pad(Math.floor((a % 3600) / 60), 2)}${sec}`;
		}
		case 'Z': return f.zone;
		case 'n': return '\n';
		case 't': return '\t';
		case '%': return '%';
	}
	return undefined;
}

/** `pattern` with each directive replaced; an unknown directive or a lone `%` → TimestampError. */
export function strftime(pattern: string, f: WallFields): string {
	let out = '';
	for (let i = 0; i < pattern.length; i++) {
		const ch = pattern[i];
		if (ch !== '%') {
			out += ch;
			continue;
		}
		const noPad = pattern[i + 1] === '-';
		if (noPad) i++;
		const c = pattern[++i];
		if (c === undefined) throw new TimestampError(errors.words('format_trailing_percent'));
		const num = numeric(c, f);
		if (num) {
			out += noPad ? String(num[0]) : pad(num[0], num[1], num[2]);
			continue;
		}
		const composite = noPad ? undefined : COMPOSITE[c];
		const written = composite ? strftime(composite, f) : noPad ? undefined : text(c, f);
		if (written === undefined) throw new TimestampError(errors.words('format_directive', { directive: `%${noPad ? '-' : ''}${c}` }));
		out += written;
	}
	return out;
}

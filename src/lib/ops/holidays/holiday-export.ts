import Papa from 'papaparse';

/** The fields of a holiday the exports need (the answer's `holidays` entries). */
export interface ExportedHoliday {
	date: string;
	localName: string;
	name: string;
	countryCode: string;
	global: boolean;
	counties: string[] | null;
	types: string[];
}

/** CSV (RFC 4180, by papaparse) with one row per holiday; regions and types joined by spaces. */
export function holidaysCsv(holidays: ExportedHoliday[]): string {
	return Papa.unparse(
		{
			fields: ['date', 'name', 'local_name', 'country', 'regions', 'types'],
			data: holidays.map((h) => [h.date, h.name, h.localName, h.countryCode, h.counties?.join(' ') ?? '', h.types.join(' ')])
		},
		{ newline: '\r\n' }
	);
}

/**
 * An iCalendar file (RFC 5545) of all-day events, one per holiday. Small enough to write here:
 * text values escaped (section 3.3.11), lines folded at 75 octets (section 3.1), CRLF endings,
 * DTEND the day after (an all-day event ends before it, section 3.6.1), a stable UID per entry so
 * importing the file twice updates rather than duplicates.
 */
export function holidaysIcs(holidays: ExportedHoliday[], stamp: Date): string {
	const dtstamp = stamp.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
	const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Utilkit//Public holidays//EN', 'CALSCALE:GREGORIAN'];
	for (const h of holidays) {
		const start = h.date.replace(/-/g, '');
		const next = new Date(`${h.date}T00:00:00Z`);
		next.setUTCDate(next.getUTCDate() + 1);
		const end = next.toISOString().slice(0, 10).replace(/-/g, '');
		const regions = h.global || !h.counties ? '' : ` (${h.counties.join(', ')})`;
		lines.push(
			'BEGIN:VEVENT',
			`UID:${start}-${h.countryCode}-${slug(h.name)}${h.counties ? `-${slug(h.counties.join('-'))}` : ''}@utilkit`,
			`DTSTAMP:${dtstamp}`,
			`DTSTART;VALUE=DATE:${start}`,
			`DTEND;VALUE=DATE:${end}`,
			`SUMMARY:${escapeText(h.localName === h.name ? h.name : `${h.localName} (${h.name})`)}${escapeText(regions)}`,
			`CATEGORIES:${h.types.map(escapeText).join(',')}`,
			'TRANSP:TRANSPARENT',
			'END:VEVENT'
		);
	}
	lines.push('END:VCALENDAR');
	return lines.map(fold).join('\r\n') + '\r\n';
}

/** RFC 5545 section 3.3.11: backslash, semicolon and comma escaped; newlines as \n. */
function escapeText(text: string): string {
	return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

const encoder = new TextEncoder();

/** RFC 5545 section 3.1: lines longer than 75 octets continue on lines that start with a space. */
function fold(line: string): string {
	if (encoder.encode(line).length <= 75) return line;
	const parts: string[] = [];
	let current = '';
	let size = 0;
	for (const char of line) {
		const bytes = encoder.encode(char).length;
		// The first line holds 75 octets; each continuation holds 74 after its leading space.
		if (size + bytes > (parts.length ? 74 : 75)) {
			parts.push(current);
			current = '';
			size = 0;
		}
		current += char;
		size += bytes;
	}
	parts.push(current);
	return parts.join('\r\n ');
}

function slug(text: string): string {
	return text
		.normalize('NFKD')
		.replace(/[^\w]+/g, '-')
		.replace(/^-|-$/g, '')
		.toLowerCase();
}

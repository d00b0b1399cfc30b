import { describe, expect, it } from 'vitest';
import { holidaysCsv, holidaysIcs, type ExportedHoliday } from './holiday-export.js';

const unity: ExportedHoliday = {
	date: '2026-10-03',
	localName: 'Tag der Deutschen Einheit',
	name: 'German Unity Day',
	countryCode: 'DE',
	global: true,
	counties: null,
	types: ['Public']
};
const regional: ExportedHoliday = {
	date: '2026-12-31',
	localName: 'Víspera de Año Nuevo; "Nochevieja", fin de año en Cataluña',
	name: 'New Year’s Eve',
	countryCode: 'ES',
	global: false,
	counties: ['ES-CT', 'ES-MD'],
	types: ['Public', 'Optional']
};

describe('holiday exports', () => {
	it('CSV: a header row, CRLF, and fields with commas or quotes quoted with doubled quotes (RFC 4180 section 2)', () => {
		expect(holidaysCsv([unity, regional])).toBe(
			'date,name,local_name,country,regions,types\r\n' +
				'2026-10-03,German Unity Day,Tag der Deutschen Einheit,DE,,Public\r\n' +
				'2026-12-31,New Year’s Eve,"Víspera de Año Nuevo; ""Nochevieja"", fin de año en Cataluña",ES,ES-CT ES-MD,Public Optional'
		);
	});

	it('iCalendar: all-day events ending the next day, CRLF lines (RFC 5545 sections 3.1 and 3.6.1)', () => {
		const ics = holidaysIcs([unity], new Date('2026-11-26T10:00:00Z'));
		expect(ics).toBe(
			[
				'BEGIN:VCALENDAR',
				'VERSION:2.0',
				'PRODID:-//Utilkit//Public holidays//EN',
				'CALSCALE:GREGORIAN',
				'BEGIN:VEVENT',
				'UID:20261003-DE-german-unity-day@utilkit',
				'DTSTAMP:20261126T100000Z',
				'DTSTART;VALUE=DATE:20261003',
				'DTEND;VALUE=DATE:20261004',
				'SUMMARY:Tag der Deutschen Einheit (German Unity Day)',
				'CATEGORIES:Public',
				'TRANSP:TRANSPARENT',
				'END:VEVENT',
				'END:VCALENDAR',
				''
			].join('\r\n')
		);
	});

	it('iCalendar: text escaped (section 3.3.11), long lines folded at 75 octets without splitting a character (section 3.1)', () => {
		const ics = holidaysIcs([regional], new Date('2026-11-26T10:00:00Z'));
		// The last day of a year ends on the first of the next.
		expect(ics).toContain('DTEND;VALUE=DATE:20270101');
		for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
		expect(ics).toMatch(/\r\n /); // the summary is longer than one line
		const unfolded = ics.replace(/\r\n /g, '');
		expect(unfolded).toContain('SUMMARY:Víspera de Año Nuevo\\; "Nochevieja"\\, fin de año en Cataluña (New Year’s Eve) (ES-CT\\, ES-MD)\r\n');
		expect(unfolded).toContain('CATEGORIES:Public,Optional\r\n');
		expect(ics).not.toContain('\uFFFD');
	});
});

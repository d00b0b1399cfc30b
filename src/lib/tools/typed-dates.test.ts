import { describe, expect, it } from 'vitest';
import { numericDate, readTypedDate } from './typed-dates.js';

const ptBR = { order: 'dmy', locale: 'pt-BR' } as const;
const es = { order: 'dmy', locale: 'es' } as const;
const en = { order: 'mdy', locale: 'en-US' } as const;

describe('readTypedDate', () => {
	it('reads ISO 8601 and year-first dates in every language', () => {
		for (const options of [ptBR, es, en]) {
			expect(readTypedDate('2025-06-10', options)).toEqual({ kind: 'date', value: '2025-06-10' });
			expect(readTypedDate(' 2025/6/1 ', options)).toEqual({ kind: 'date', value: '2025-06-01' });
		}
	});

	it('reads day first where the language writes day first', () => {
		expect(readTypedDate('10/06/2025', ptBR)).toEqual({ kind: 'date', value: '2025-06-10' });
		expect(readTypedDate('1.2.2026', es)).toEqual({ kind: 'date', value: '2026-02-01' });
		expect(readTypedDate('31-12-1999', ptBR)).toEqual({ kind: 'date', value: '1999-12-31' });
		// Month 13 does not exist: not read as month first instead.
		expect(readTypedDate('06/13/2025', ptBR)).toEqual({ kind: 'unreadable' });
	});

	it('in English says a numeric date is ambiguous where both numbers could be the month', () => {
		expect(readTypedDate('10/06/2025', en)).toEqual({ kind: 'ambiguous', readings: ['2025-10-06', '2025-06-10'] });
		// Only one reading is a date, or both readings are the same day.
		expect(readTypedDate('06/13/2025', en)).toEqual({ kind: 'date', value: '2025-06-13' });
		expect(readTypedDate('13/06/2025', en)).toEqual({ kind: 'date', value: '2025-06-13' });
		expect(readTypedDate('05/05/2025', en)).toEqual({ kind: 'date', value: '2025-05-05' });
	});

	it('reads month names in the page language and in English', () => {
		expect(readTypedDate('10 de junho de 2025', ptBR)).toEqual({ kind: 'date', value: '2025-06-10' });
		expect(readTypedDate('10 de março de 2025', ptBR)).toEqual({ kind: 'date', value: '2025-03-10' });
		expect(readTypedDate('10 marco 2025', ptBR)).toEqual({ kind: 'date', value: '2025-03-10' });
		expect(readTypedDate('3 de septiembre de 2024', es)).toEqual({ kind: 'date', value: '2024-09-03' });
		expect(readTypedDate('June 10, 2025', en)).toEqual({ kind: 'date', value: '2025-06-10' });
		expect(readTypedDate('10 Jun 2025', en)).toEqual({ kind: 'date', value: '2025-06-10' });
		expect(readTypedDate('Sept 3rd 2024', en)).toEqual({ kind: 'date', value: '2024-09-03' });
		expect(readTypedDate('June 10, 2025', ptBR)).toEqual({ kind: 'date', value: '2025-06-10' });
	});

	it('refuses days that do not exist and text that is no date', () => {
		expect(readTypedDate('2025-02-29', en)).toEqual({ kind: 'unreadable' });
		expect(readTypedDate('29/02/2024', ptBR)).toEqual({ kind: 'date', value: '2024-02-29' });
		expect(readTypedDate('31/04/2025', ptBR)).toEqual({ kind: 'unreadable' });
		expect(readTypedDate('tomorrow', en)).toEqual({ kind: 'unreadable' });
		expect(readTypedDate('10/06/25', ptBR)).toEqual({ kind: 'unreadable' });
	});

	it('reads a time of day where the field takes one', () => {
		const withTime = (o: typeof en | typeof ptBR) => ({ ...o, time: true });
		expect(readTypedDate('2025-03-09 14:30', withTime(en))).toEqual({ kind: 'date', value: '2025-03-09T14:30' });
		expect(readTypedDate('2025-03-09T14:30:00Z', withTime(en))).toEqual({ kind: 'date', value: '2025-03-09T14:30:00Z' });
		expect(readTypedDate('2025-03-09T14:30:00.250-03:00', withTime(en))).toEqual({ kind: 'date', value: '2025-03-09T14:30:00.250-03:00' });
		expect(readTypedDate('10/06/2025 14:30', withTime(ptBR))).toEqual({ kind: 'date', value: '2025-06-10T14:30' });
		expect(readTypedDate('06/13/2025 2:30 pm', withTime(en))).toEqual({ kind: 'date', value: '2025-06-13T14:30' });
		expect(readTypedDate('06/13/2025 12 am', withTime(en))).toEqual({ kind: 'date', value: '2025-06-13T00:00' });
		expect(readTypedDate('10/06/2025 09:15', withTime(en))).toEqual({ kind: 'ambiguous', readings: ['2025-10-06T09:15', '2025-06-10T09:15'] });
		expect(readTypedDate('2025-03-09', withTime(en))).toEqual({ kind: 'date', value: '2025-03-09' });
		expect(readTypedDate('2025-03-09 25:00', withTime(en))).toEqual({ kind: 'unreadable' });
		// A date-only field does not read a time.
		expect(readTypedDate('2025-03-09 14:30', en)).toEqual({ kind: 'unreadable' });
	});
});

describe('numericDate', () => {
	it('writes the numeric order of the language', () => {
		expect(numericDate('2026-12-24', 'pt-BR')).toBe('24/12/2026');
		expect(numericDate('2026-12-24', 'en-US')).toBe('12/24/2026');
	});
});

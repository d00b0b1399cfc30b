import { errors } from './errors.js';
import { MAX_YEAR, MIN_YEAR } from '../holidays/holidays.js';
import { isBusinessDay, loadYears, type WorkCalendar } from './calendar.js';
import { formatDate, yearOf } from './dates.js';

export { MAX_ADD, MAX_SPAN_YEARS } from './limits.js';

/**
 * Business days from `start` to `end`, both counted, as spreadsheet NETWORKDAYS counts them:
 * negative when `end` comes before `start`.
 */
export async function countBusinessDays(cal: WorkCalendar, start: number, end: number): Promise<number> {
	const [lo, hi] = start <= end ? [start, end] : [end, start];
	await loadYears(cal, yearOf(lo), yearOf(hi));
	let count = 0;
	for (let day = lo; day <= hi; day++) if (isBusinessDay(cal, day)) count++;
	return start <= end ? count : -count;
}

/**
 * The date `n` business days after `start` (before it when negative), as spreadsheet WORKDAY
 * gives it: `start` itself is not counted and need not be a business day; 0 gives `start`.
 * Years load as the walk reaches them; past the data's last (or first) year → 422.
 */
export async function addBusinessDays(cal: WorkCalendar, start: number, n: number): Promise<number> {
	const step = Math.sign(n);
	let day = start;
	let left = Math.abs(n);
	await loadYears(cal, yearOf(start), yearOf(start));
	while (left > 0) {
		day += step;
		const year = yearOf(day);
		if (year < MIN_YEAR || year > MAX_YEAR) {
			throw errors.error('add_out_of_range', { n, start: formatDate(start), min: MIN_YEAR, max: MAX_YEAR }, { field: 'add' });
		}
		if (!cal.years.has(year)) await loadYears(cal, year, year);
		if (isBusinessDay(cal, day)) left--;
	}
	return day;
}

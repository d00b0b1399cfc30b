// Baseline for scripts/bench-holidays.ts, run by it in a separate process (holidays.ts changes
// date-chinese's caching for the whole process, which would speed this baseline up too):
// date-holidays 3.37 itself computing what one answer of the operation needs, the national
// calendar and every state's, for years never computed before. Prints JSON {country: ms per year}.
import Holidays from 'date-holidays';

const countries = JSON.parse(process.argv[2]);
const years = JSON.parse(process.argv[3]);
const warmYears = JSON.parse(process.argv[4]);
/** @type {Record<string, number>} */
const out = {};
for (const country of countries) {
	const calendars = [new Holidays(country), ...Object.keys(new Holidays(country).getStates(country) ?? {}).map((s) => new Holidays(country, s))];
	for (const c of calendars) c.setTimezone(undefined);
	for (const y of warmYears) for (const c of calendars) c.getHolidays(y, 'en');
	const start = performance.now();
	for (const y of years) for (const c of calendars) c.getHolidays(y, 'en');
	out[country] = (performance.now() - start) / years.length;
}
console.log(JSON.stringify(out));

// Baseline for scripts/bench/bench-holidays.js, run by it in a separate process (its caches start
// empty, as they would for date-holidays alone): date-holidays 3.37 itself computing what one
// answer of the operation needs, the national calendar and every state's, for years never
// computed before. Prints JSON {country: ms per year}. It runs the installed date-holidays-parser,
// with the project's patch (patches/; docs/dependencies.md), which makes its lunar and
// astronomical years faster than upstream's (docs/performance.md).
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

// The three operations' logic, loaded together on the first call (engine/lazy.ts): the calendar
// needs date-holidays-parser, which the registry does not load.
export { addBusinessDays, countBusinessDays } from './business-days.js';
export { checkYear, coveredCountry, dateField, holidaysBetween, isBusinessDay, isWeekend, knownSubdivision, loadYears, workCalendar } from './calendar.js';
export { longWeekends } from './long-weekends.js';

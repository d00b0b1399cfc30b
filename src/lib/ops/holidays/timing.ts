// `npx tsx src/lib/ops/holidays/timing.ts`: how long a holiday year takes in Node, cold (data
// loaded, year not yet computed) and warm (cached). Prints; asserts nothing (docs/ops/holidays.md).
import { publicHolidays } from './holidays.js';

const ms = (start: number) => (performance.now() - start).toFixed(3);

for (const country of ['DE', 'US', 'BR', 'JP', 'GB', 'CH', 'IN']) {
	let start = performance.now();
	await publicHolidays(country, 2026);
	const load = ms(start);
	// Uncached years: every call below computes a new year (1950..2049).
	start = performance.now();
	for (let y = 1950; y < 2050; y++) await publicHolidays(country, y);
	const compute = ((performance.now() - start) / 100).toFixed(3);
	// Warm: the same year again, answered from the bounded cache.
	const runs = 100_000;
	start = performance.now();
	for (let i = 0; i < runs; i++) publicHolidays(country, 2049);
	const warm = (((performance.now() - start) / runs) * 1000).toFixed(2);
	console.log(`${country}: first call (load + build + year) ${load} ms; uncached year ${compute} ms; cached year ${warm} µs`);
}

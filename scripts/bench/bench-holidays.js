// A holiday year computed for the first time, once the country's data is loaded and the code warm
// (the "under 5 ms once warm"; a year asked again comes from the cache in microseconds).
// Years in a scattered order, so that no year's neighbours were computed just before it. Ratio:
// against date-holidays 3.37 computing the same calendars (national + every state) in a separate
// process, the baseline measured in the same run (scripts/bench/bench-holidays-reference.js).
// The operation's code is measured bundled (by esbuild), as it is in
// the server build (tsx's helpers would add about a fifth).
// Run by `npm run bench`; alone: `node scripts/bench/bench-holidays.js`.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

// Inside the project, so that the bundle's package imports resolve to node_modules.
const bundle = path.resolve('node_modules/.cache/utilkit-bench/holidays.mjs');
await build({
	entryPoints: ['src/lib/ops/holidays/holidays.ts'],
	outfile: bundle,
	bundle: true,
	platform: 'node',
	format: 'esm',
	target: 'node20',
	packages: 'external',
	logLevel: 'warning'
});
/** @type {{COUNTRIES: string[], publicHolidays: (country: string, year: number) => unknown}} */
const { COUNTRIES, publicHolidays } = await import(pathToFileURL(bundle).href);

const YEARS = Array.from({ length: 60 }, (_, i) => 1900 + ((i * 37 + 11) % 201));
const WARM = [1902, 1905, 1908, 1911, 1914];
const SHOWN = ['US', 'DE', 'BR', 'CH', 'IN', 'GB', 'JP', 'CN', 'HK', 'TW', 'KR', 'VN'];

/** @type {Record<string, number>} */
const ours = {};
for (const country of COUNTRIES) {
	for (const y of WARM) await publicHolidays(country, y);
	const start = performance.now();
	for (const y of YEARS) await publicHolidays(country, y);
	ours[country] = (performance.now() - start) / YEARS.length;
}
/** @type {Record<string, number>} */
const reference = JSON.parse(
	execFileSync(process.execPath, ['scripts/bench/bench-holidays-reference.js', JSON.stringify(SHOWN), JSON.stringify(YEARS), JSON.stringify(WARM)], { encoding: 'utf8' })
);

const sorted = Object.values(ours).sort((a, b) => a - b);
const at = (/** @type {number} */ q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2);
console.log(`\nHoliday year computed for the first time, warm (${YEARS.length} scattered years, Node ${process.version})\n`);
console.log('| country | ms per year | date-holidays, same calendars, ms | ratio |');
console.log('|---|---:|---:|---:|');
for (const c of SHOWN) console.log(`| ${c} | ${ours[c].toFixed(2)} | ${reference[c].toFixed(2)} | ${(ours[c] / reference[c]).toFixed(2)} |`);
const over = Object.entries(ours)
	.filter(([, ms]) => ms >= 5)
	.map(([c, ms]) => `${c} ${ms.toFixed(1)}`);
console.log(`\nAll ${COUNTRIES.length} countries: median ${at(0.5)} ms, 95th percentile ${at(0.95)} ms, max ${at(1)} ms; at or over 5 ms: ${over.join(', ') || 'none'}`);

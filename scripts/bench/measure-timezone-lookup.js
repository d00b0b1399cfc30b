// Where do the browser's zone lookup (tz-lookup, reduced resolution) and the server's (geo-tz,
// full resolution) disagree? Samples a 0.5° grid and points 1-50 km either side of the borders
// geo-tz draws between neighbouring grid points, and prints the shares as Markdown for
// src/lib/ops/timezone/README.md. Run: node scripts/bench/measure-timezone-lookup.js [step-degrees]
import tzlookup from '@photostructure/tz-lookup';
import { find } from 'geo-tz/all';
import moment from 'moment-timezone';

const step = Number(process.argv[2] ?? 0.5);
const server = (lat, lon) => find(lat, lon)[0];
const browser = (lat, lon) => tzlookup(lat, lon);
const JAN = Date.UTC(2026, 0, 15, 12);
const JUL = Date.UTC(2026, 6, 15, 12);
const offsets = new Map();
/** Offsets in January and July 2026: zones with the same pair answer the same today. */
const offsetPair = (id) => {
	let v = offsets.get(id);
	if (v === undefined) offsets.set(id, (v = `${moment.tz(JAN, id).utcOffset()}/${moment.tz(JUL, id).utcOffset()}`));
	return v;
};
const nautical = (id) => id.startsWith('Etc/');

const started = performance.now();
const tally = () => ({ points: 0, zone: 0, offset: 0 });
/** Land: geo-tz names a land zone there; sea: geo-tz answers a nautical Etc/GMT±N zone. */
const grid = { land: tally(), sea: tally(), inhabited: tally() };
const pairs = new Map();
let seaAsLand = 0;
const rows = [];
const count = (t, s, b) => {
	t.points++;
	if (s !== b) {
		t.zone++;
		if (offsetPair(s) !== offsetPair(b)) t.offset++;
	}
};
for (let lat = -90 + step / 2; lat < 90; lat += step) {
	const row = [];
	for (let lon = -180 + step / 2; lon < 180; lon += step) {
		const s = server(lat, lon);
		const b = browser(lat, lon);
		row.push(s);
		count(nautical(s) ? grid.sea : grid.land, s, b);
		// Latitudes of nearly all settlements (no Antarctica, no High Arctic).
		if (!nautical(s) && lat > -56 && lat < 60) count(grid.inhabited, s, b);
		if (!nautical(s) && s !== b) pairs.set(`${s} → ${b}`, (pairs.get(`${s} → ${b}`) ?? 0) + 1);
		if (nautical(s) && !nautical(b)) seaAsLand++;
	}
	rows.push([lat, row]);
}

// Border points: where two horizontally or vertically adjacent grid points differ (geo-tz),
// bisect the segment to ~10 m, then probe at distances along the segment on both sides.
const KM_PER_DEG = 111.32;
const DISTANCES = [1, 2, 5, 10, 20, 50];
const near = Object.fromEntries(DISTANCES.map((d) => [d, tally()]));
let borders = 0;
const probe = (lat, lon, d) => {
	if (lat < -90 || lat > 90 || lon < -180 || lon > 180) return;
	const s = server(lat, lon);
	if (nautical(s)) return;
	count(near[d], s, browser(lat, lon));
};
for (let i = 0; i < rows.length; i++) {
	const [lat, row] = rows[i];
	for (let j = 0; j < row.length; j++) {
		const lon = -180 + step / 2 + j * step;
		const pairs = [];
		if (j + 1 < row.length && row[j + 1] !== row[j]) pairs.push([lat, lon + step, row[j + 1]]);
		if (i + 1 < rows.length && rows[i + 1][1][j] !== row[j]) pairs.push([lat + step, lon, rows[i + 1][1][j]]);
		for (const [lat2, lon2] of pairs) {
			// Land borders only: both sides name a land zone.
			if (nautical(row[j]) || nautical(server(lat2, lon2))) continue;
			let a = 0;
			let z = 1;
			for (let k = 0; k < 12; k++) {
				const m = (a + z) / 2;
				if (server(lat + (lat2 - lat) * m, lon + (lon2 - lon) * m) === row[j]) a = m;
				else z = m;
			}
			borders++;
			const bLat = lat + (lat2 - lat) * a;
			const bLon = lon + (lon2 - lon) * a;
			const horizontal = lat2 === lat;
			const kmPerDeg = horizontal ? KM_PER_DEG * Math.cos((bLat * Math.PI) / 180) : KM_PER_DEG;
			for (const d of DISTANCES) {
				const delta = d / kmPerDeg;
				for (const sign of [-1, 1]) {
					probe(horizontal ? bLat : bLat + sign * delta, horizontal ? bLon + sign * delta : bLon, d);
				}
			}
		}
	}
}

const pct = (n, of) => `${((100 * n) / of).toFixed(2)} %`;
const line = (label, t) => console.log(`| ${label} | ${t.points} | ${pct(t.zone, t.points)} | ${pct(t.offset, t.points)} |`);
console.log(`Grid every ${step}°; land = geo-tz names a land zone, sea = geo-tz answers Etc/GMT±N.`);
console.log('');
console.log('| sample | points | zone differs | UTC offsets differ (Jan/Jul 2026) |');
console.log('|---|---|---|---|');
line('land grid points', grid.land);
line('land grid points, 56° S to 60° N', grid.inhabited);
line('sea grid points', grid.sea);
for (const d of DISTANCES) line(`land ${d} km from a land border`, near[d]);
console.log('');
const top = [...pairs].sort((a, b) => b[1] - a[1]).slice(0, 8);
console.log(`Most frequent land disagreements (geo-tz → tz-lookup): ${top.map(([k, n]) => `${k} (${n})`).join(', ')}.`);
console.log(`Sea points where tz-lookup names a land zone: ${pct(seaAsLand, grid.sea.points)}.`);
console.log(`${borders} land-border crossings bisected; ${((performance.now() - started) / 1000).toFixed(0)} s.`);

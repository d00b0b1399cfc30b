// `npx tsx src/lib/ops/geocoding/measure.ts`: first-load time of the gazetteer in Node and warm
// forward / reverse latencies (printed, not asserted; src/lib/ops/geocoding/README.md quotes a run).
import { gazetteer } from './gazetteer.js';
import { forward, reverse } from './geocoding.js';

const t0 = performance.now();
const g = await gazetteer();
console.log(`first load (import + unpack + index): ${(performance.now() - t0).toFixed(0)} ms, ${g.places.length} places`);

let seed = 1;
const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const time = (label: string, n: number, f: () => void) => {
	for (let i = 0; i < Math.min(n, 200); i++) f(); // warm up
	const start = performance.now();
	for (let i = 0; i < n; i++) f();
	console.log(`${label}: ${(((performance.now() - start) / n) * 1000).toFixed(1)} µs per call`);
};
time('reverse, random points 60°S–70°N', 20000, () => reverse(g, -60 + rand() * 130, -180 + rand() * 360));
time('reverse, around Paris', 20000, () => reverse(g, 48.7 + rand() * 0.3, 2.2 + rand() * 0.3));
time('reverse, mid-Pacific (nearest-place fallback)', 2000, () => reverse(g, -10 + rand() * 20, -150 + rand() * 20));
time('forward, "Paris"', 200, () => forward(g, 'Paris'));
time('forward, "san" (many prefix matches)', 200, () => forward(g, 'san'));

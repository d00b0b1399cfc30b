import { createRequire } from 'node:module';

type Find = typeof import('geo-tz/all').find;
const require = createRequire(import.meta.url);
let find: Find | undefined;

/**
 * The IANA zone at a point from geo-tz's full-resolution timezone-boundary-builder polygons
 * (`geo-tz/all`: every zone, not merged into the zones alike since 1970, so Copenhagen answers
 * Europe/Copenhagen, as tz-lookup in the browser does). Over the sea geo-tz answers the nautical
 * zone (Etc/GMT+3 = UTC−03), which is passed on as it is. Where boundaries overlap (disputed
 * areas) it lists several zones; the first is taken. The first call loads geo-tz (about 6 MiB
 * resident, so not at start: docs/performance.md, "Lean server") and reads the 71 MB data's index
 * (~50 ms, synchronously, as `timezoneAt` is); each lookup then decodes and caches the one
 * quadtree cell it needs.
 */
export function timezoneAt(lat: number, lon: number): string | null {
	find ??= (require('geo-tz/all') as { find: Find }).find;
	return find(lat, lon)[0] ?? null;
}

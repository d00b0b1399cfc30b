// date-chinese and astronomia ship typings that their `exports` maps hide from TypeScript's
// bundler resolution; this declares the parts astronomy-cache.ts uses.
declare module 'date-chinese' {
	export class CalendarChinese {}
}
declare module 'astronomia' {
	export namespace planetposition {
		class Planet {
			/** Ecliptic position at the equinox of date by full VSOP87 (lon, lat in radians, range in AU). */
			position(jde: number): { lon: number; lat: number; range: number };
		}
	}
}

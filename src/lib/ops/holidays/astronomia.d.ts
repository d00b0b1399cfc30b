// astronomia ships typings that its `exports` map hides from TypeScript's bundler resolution;
// this declares the part holidays.test.ts uses (it counts the Sun's position evaluations).
declare module 'astronomia' {
	export namespace planetposition {
		class Planet {
			/** Ecliptic position at the equinox of date by full VSOP87 (lon, lat in radians, range in AU). */
			position(jde: number): { lon: number; lat: number; range: number };
		}
	}
}

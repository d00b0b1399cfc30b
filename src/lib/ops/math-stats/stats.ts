import { decompose, ratioToDouble, sqrtOfRatio } from './exact.js';

export interface Statistics {
	count: number;
	sum: number;
	mean: number;
	median: number;
	mode: number[];
	min: number;
	max: number;
	range: number;
	variance: number;
	std_dev: number;
	sample_variance: number | null;
	sample_std_dev: number | null;
	quartiles: [number, number, number];
}

/**
 * The figures of a list of doubles, each as Python computes it on the same floats:
 * `math.fsum` (sum), `statistics.mean`, `median`, `multimode`, `pvariance`, `pstdev`,
 * `variance`, `stdev` (exact in fractions, rounded once) and `quantiles(n=4, method="inclusive")`
 * (the interpolation in floating point, as Python does it). `values` holds at least one number.
 */
export function statistics(values: readonly number[]): Statistics {
	const n = values.length;
	const sorted = Float64Array.from(values).sort();
	const { sumNumerator, squaresNumerator, scale } = exactSums(values);
	// Σx = A / 2^k, Σx² = B / 4^k; the sum of squared deviations is (n·B − A²) / (n · 4^k).
	const denominator = 1n << BigInt(scale);
	const squaredDenominator = denominator * denominator;
	const N = BigInt(n);
	const deviations = N * squaresNumerator - sumNumerator * sumNumerator;
	const populationDenominator = N * N * squaredDenominator;
	const sampleDenominator = N * (N - 1n) * squaredDenominator;
	const min = sorted[0];
	const max = sorted[n - 1];
	return {
		count: n,
		sum: ratioToDouble(sumNumerator, denominator),
		mean: ratioToDouble(sumNumerator, N * denominator),
		median: n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2,
		mode: multimode(values),
		min,
		max,
		range: max - min,
		variance: ratioToDouble(deviations, populationDenominator),
		std_dev: sqrtOfRatio(deviations, populationDenominator),
		sample_variance: n > 1 ? ratioToDouble(deviations, sampleDenominator) : null,
		sample_std_dev: n > 1 ? sqrtOfRatio(deviations, sampleDenominator) : null,
		quartiles: quartiles(sorted)
	};
}

/** Σx and Σx² exactly, as integers over 2^scale and 4^scale (scale: the finest bit any value has). */
function exactSums(values: readonly number[]): { sumNumerator: bigint; squaresNumerator: bigint; scale: number } {
	const parts = values.map(decompose);
	let scale = 0;
	for (const { m, e } of parts) if (m !== 0n && -e > scale) scale = -e;
	let sumNumerator = 0n;
	let squaresNumerator = 0n;
	for (const { m, e } of parts) {
		if (m === 0n) continue;
		const scaled = m << BigInt(e + scale);
		sumNumerator += scaled;
		squaresNumerator += scaled * scaled;
	}
	return { sumNumerator, squaresNumerator, scale };
}

/** statistics.multimode: the most frequent values, in the order they first appear. */
function multimode(values: readonly number[]): number[] {
	const counts = new Map<number, number>();
	for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
	let top = 0;
	for (const c of counts.values()) if (c > top) top = c;
	return [...counts].filter(([, c]) => c === top).map(([v]) => v);
}

/**
 * statistics.quantiles(data, n=4, method="inclusive"): for i = 1..3, j, δ = divmod(i·(len − 1), 4)
 * and (data[j]·(4 − δ) + data[j+1]·δ) / 4 in floats. One value gives it three times (Python 3.13;
 * 3.11 refuses a single value).
 */
function quartiles(sorted: Float64Array): [number, number, number] {
	const m = sorted.length - 1;
	if (m === 0) return [sorted[0], sorted[0], sorted[0]];
	const cut = (i: number) => {
		const j = Math.floor((i * m) / 4);
		const delta = (i * m) % 4;
		return (sorted[j] * (4 - delta) + sorted[j + 1] * delta) / 4;
	};
	return [cut(1), cut(2), cut(3)];
}

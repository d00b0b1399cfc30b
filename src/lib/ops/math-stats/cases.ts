import type { OperationCase } from '../cases.js';

/*
 * Expected figures come from CPython 3.11's statistics module and math.fsum on the same floats,
 * printed by `python3 src/lib/ops/math-stats/oracle/stats_oracle.py` on this machine and pasted
 * here, never from this module. Python 3.11 refuses quantiles of one value; the single-value
 * case's quartiles are Python 3.13's answer ([x, x, x], its documented change).
 */
const PYTHON = 'python3 3.11: math.fsum, statistics.mean, median, multimode, pvariance, pstdev, variance, stdev, quantiles(n=4, method="inclusive") (src/lib/ops/math-stats/oracle/stats_oracle.py)';
const CONTRACT = 'the toolbox contract, part 4 (toolbox-3.md), /math/stats';

const ok = (name: string, values: unknown, body: Record<string, unknown>): OperationCase => ({ name, op: 'math-stats', input: { values }, expected: { status: 200, body }, source: PYTHON });
const invalid = (name: string, values: unknown, detail: string): OperationCase => ({
	name,
	op: 'math-stats',
	input: { values },
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source: CONTRACT
});

export const cases: OperationCase[] = [
	ok("the textbook list (Wikipedia, standard deviation)", "2 4 4 4 5 5 7 9", {"count": 8, "sum": 40, "mean": 5, "median": 4.5, "mode": [4], "min": 2, "max": 9, "range": 7, "variance": 4, "std_dev": 2, "sample_variance": 4.571428571428571, "sample_std_dev": 2.138089935299395, "quartiles": [4, 4.5, 5.5]}),
	ok("pstdev's docstring example", [1.5, 2.5, 2.5, 2.75, 3.25, 4.75], {"count": 6, "sum": 17.25, "mean": 2.875, "median": 2.625, "mode": [2.5], "min": 1.5, "max": 4.75, "range": 3.25, "variance": 0.9739583333333334, "std_dev": 0.986893273527251, "sample_variance": 1.16875, "sample_std_dev": 1.0810874155219827, "quartiles": [2.5, 2.625, 3.125]}),
	ok("CyberChef's example: hex, integer and a leading point", "0x0a 8 .5", {"count": 3, "sum": 18.5, "mean": 6.166666666666667, "median": 8, "mode": [10, 8, 0.5], "min": 0.5, "max": 10, "range": 9.5, "variance": 16.72222222222222, "std_dev": 4.089281382128433, "sample_variance": 25.083333333333332, "sample_std_dev": 5.008326400438906, "quartiles": [4.25, 8, 9]}),
	ok("0.1, 0.2, 0.3: the sum rounded once", [0.1, 0.2, 0.3], {"count": 3, "sum": 0.6, "mean": 0.2, "median": 0.2, "mode": [0.1, 0.2, 0.3], "min": 0.1, "max": 0.3, "range": 0.19999999999999998, "variance": 0.006666666666666665, "std_dev": 0.0816496580927726, "sample_variance": 0.009999999999999998, "sample_std_dev": 0.09999999999999999, "quartiles": [0.15000000000000002, 0.2, 0.25]}),
	ok("one number", [5], {"count": 1, "sum": 5, "mean": 5, "median": 5, "mode": [5], "min": 5, "max": 5, "range": 0, "variance": 0, "std_dev": 0, "sample_variance": null, "sample_std_dev": null, "quartiles": [5, 5, 5]}),
	ok("two modes, in order of first appearance", "3, 1, 3, 2, 1", {"count": 5, "sum": 10, "mean": 2, "median": 2, "mode": [3, 1], "min": 1, "max": 3, "range": 2, "variance": 0.8, "std_dev": 0.8944271909999159, "sample_variance": 1, "sample_std_dev": 1, "quartiles": [1, 2, 3]}),
	ok("negative numbers and exponents, one a line", "-1.5\n2e3\n-0.25\n1E-2\n+7", {"count": 5, "sum": 2005.26, "mean": 401.052, "median": 0.01, "mode": [-1.5, 2000, -0.25, 0.01, 7], "min": -1.5, "max": 2000, "range": 2001.5, "variance": 639167.555816, "std_dev": 799.4795530943866, "sample_variance": 798959.44477, "sample_std_dev": 893.8453136701003, "quartiles": [-0.25, 0.01, 7]}),
	ok("large values where naive variance loses everything", [1000000004, 1000000007, 1000000013, 1000000016], {"count": 4, "sum": 4000000040, "mean": 1000000010, "median": 1000000010, "mode": [1000000004, 1000000007, 1000000013, 1000000016], "min": 1000000004, "max": 1000000016, "range": 12, "variance": 22.5, "std_dev": 4.743416490252569, "sample_variance": 30, "sample_std_dev": 5.477225575051661, "quartiles": [1000000006.25, 1000000010, 1000000013.75]}),
	ok("a pasted JSON array with semicolons", "[1; 2; 3; 4; 5; 6; 7; 8; 9; 10]", {"count": 10, "sum": 55, "mean": 5.5, "median": 5.5, "mode": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], "min": 1, "max": 10, "range": 9, "variance": 8.25, "std_dev": 2.8722813232690143, "sample_variance": 9.166666666666666, "sample_std_dev": 3.0276503540974917, "quartiles": [3.25, 5.5, 7.75]}),
	ok("binary and octal integers", "0b1010 0o17 -0x10", {"count": 3, "sum": 9, "mean": 3, "median": 10, "mode": [10, 15, -16], "min": -16, "max": 15, "range": 31, "variance": 184.66666666666666, "std_dev": 13.589211407093005, "sample_variance": 277, "sample_std_dev": 16.64331697709324, "quartiles": [-3, 10, 12.5]}),
	ok("tiny and huge together", [1e-300, 1e+150, -3.5], {"count": 3, "sum": 1e+150, "mean": 3.333333333333333e+149, "median": 1e-300, "mode": [1e-300, 1e+150, -3.5], "min": -3.5, "max": 1e+150, "range": 1e+150, "variance": 2.222222222222222e+299, "std_dev": 4.714045207910317e+149, "sample_variance": 3.333333333333333e+299, "sample_std_dev": 5.773502691896258e+149, "quartiles": [-1.75, 1e-300, 5e+149]}),
	ok("six values: quartiles between data points", [7, 15, 36, 39, 40, 41], {"count": 6, "sum": 178, "mean": 29.666666666666668, "median": 37.5, "mode": [7, 15, 36, 39, 40, 41], "min": 7, "max": 41, "range": 34, "variance": 181.88888888888889, "std_dev": 13.486618882762606, "sample_variance": 218.26666666666668, "sample_std_dev": 14.773850773128402, "quartiles": [20.25, 37.5, 39.75]}),
	invalid('a word among the numbers', '1 2 three 4', 'values: "three" (item 3) is not a number'),
	invalid('no numbers', ' , \n', 'values: needs at least one number'),
	invalid('an empty array', [], 'values: needs at least one number'),
	invalid('a value past 1e150', [1, 2e150], 'values: item 2 is larger in magnitude than 1e150'),
	invalid('a binary literal with a 2', '0b102', 'values: "0b102" (item 1) is not a number')
];

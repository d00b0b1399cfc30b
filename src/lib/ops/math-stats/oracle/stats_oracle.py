# The oracle of /math/stats: CPython's statistics module (and math.fsum) on the same floats.
# As a module: figures(values) -> the expected body. As a script: prints the cases of cases.ts
# (`python3 src/lib/ops/math-stats/oracle/stats_oracle.py`), or with --stdin reads a JSON list of
# value lists and prints a JSON list of bodies (math-stats.test.ts's cross-check).
import json, math, statistics, sys

def figures(values):
    data = [float(v) for v in values]
    n = len(data)
    return {
        'count': n,
        'sum': math.fsum(data),
        'mean': statistics.mean(data),
        'median': statistics.median(data),
        'mode': statistics.multimode(data),
        'min': min(data),
        'max': max(data),
        'range': max(data) - min(data),
        'variance': statistics.pvariance(data),
        'std_dev': statistics.pstdev(data),
        'sample_variance': statistics.variance(data) if n > 1 else None,
        'sample_std_dev': statistics.stdev(data) if n > 1 else None,
        # Python 3.13 gives [x, x, x] for one value; 3.11 (this machine) refuses it.
        'quartiles': statistics.quantiles(data, n=4, method='inclusive') if n > 1 else [data[0]] * 3,
    }

def as_js(v):
    # Whole floats written as JavaScript writes them (4.0 -> 4); the values are the same doubles.
    if isinstance(v, float) and v.is_integer() and abs(v) < 2**53: return int(v)
    if isinstance(v, list): return [as_js(x) for x in v]
    if isinstance(v, dict): return {k: as_js(x) for k, x in v.items()}
    return v

CASES = [
    ('the textbook list (Wikipedia, standard deviation)', '2 4 4 4 5 5 7 9', [2, 4, 4, 4, 5, 5, 7, 9]),
    ("pstdev's docstring example", [1.5, 2.5, 2.5, 2.75, 3.25, 4.75], None),
    ("CyberChef's example: hex, integer and a leading point", '0x0a 8 .5', [10, 8, 0.5]),
    ('0.1, 0.2, 0.3: the sum rounded once', [0.1, 0.2, 0.3], None),
    ('one number', [5], None),
    ('two modes, in order of first appearance', '3, 1, 3, 2, 1', [3, 1, 3, 2, 1]),
    ('negative numbers and exponents, one a line', '-1.5\n2e3\n-0.25\n1E-2\n+7', [-1.5, 2000, -0.25, 0.01, 7]),
    ('large values where naive variance loses everything', [1e9 + 4, 1e9 + 7, 1e9 + 13, 1e9 + 16], None),
    ('a pasted JSON array with semicolons', '[1; 2; 3; 4; 5; 6; 7; 8; 9; 10]', list(range(1, 11))),
    ('binary and octal integers', '0b1010 0o17 -0x10', [10, 15, -16]),
    ('tiny and huge together', [1e-300, 1e150, -3.5], None),
    ('six values: quartiles between data points', [7, 15, 36, 39, 40, 41], None),
]

if __name__ == '__main__':
    if '--stdin' in sys.argv:
        print(json.dumps([figures(v) for v in json.load(sys.stdin)]))
        sys.exit()
    for name, given, numbers in CASES:
        body = figures(numbers if numbers is not None else given)
        print('\tok(%s, %s, %s),' % (json.dumps(name), json.dumps(as_js(given)), json.dumps(as_js(body))))

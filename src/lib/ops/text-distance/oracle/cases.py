# Oracle for src/lib/ops/text-distance/cases.ts. Run from the repository's root with Debian's python3
# and its python3-levenshtein (0.12.2) and python3-jellyfish (0.8.9) packages:
#   /usr/bin/python3 src/lib/ops/text-distance/oracle/cases.py > src/lib/ops/text-distance/cases.ts
# Levenshtein, Hamming and the similarity ratio come from python-Levenshtein, Jaro-Winkler from
# jellyfish; optimal string alignment and the longest common subsequence from the textbook
# programmes below (Wikipedia's "Damerau-Levenshtein distance", OSA pseudocode; CLRS 15.4),
# written here apart from the code under test. None of the values comes from that code.
import json, warnings
warnings.filterwarnings('ignore')
import Levenshtein, jellyfish


def osa(a, b):
    d = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) + 1):
        d[i][0] = i
    for j in range(len(b) + 1):
        d[0][j] = j
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
    return d[len(a)][len(b)]


def lcs(a, b):
    c = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            c[i][j] = c[i - 1][j - 1] + 1 if a[i - 1] == b[j - 1] else max(c[i - 1][j], c[i][j - 1])
    return c[len(a)][len(b)]


PAIRS = [
    ('kitten', 'sitting', 'the textbook pair'),
    ('MARTHA', 'MARHTA', "Winkler's example: one swap"),
    ('DWAYNE', 'DUANE', "Winkler's example"),
    ('DIXON', 'DICKSONX', "Winkler's example"),
    ('CA', 'ABC', 'optimal string alignment says 3 (unrestricted Damerau says 2)'),
    ('1011101', '1001001', 'Hamming of two codes'),
    ('karolin', 'kathrin', 'Hamming of two words'),
    ('', '', 'two empty texts'),
    ('abc', '', 'one empty text'),
    ('abc', 'xyz', 'nothing in common'),
    ('abcdef', 'abcxyz', 'a Jaro under 0.7 gets no prefix boost'),
    ('café', 'cafe', 'an accent is one character'),
    ('😀ab', '😀ba', 'an emoji is one character (code points, not UTF-16 units)'),
    ('abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxy', 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz', 'similarity 1 - 1/52 ends in ...8077'),
    ('abcdefghijklmnopqrstuvwxyz012345', 'Bcdefghijklmnopqrstuvwxyz012345A', 'similarity 1 - 2/32 = 0.9375, exact'),
    ('a' * 32, 'b' + 'a' * 31, 'similarity 31/32 = 0.96875, a tie rounded to even'),
    ('a' * 32, 'bbb' + 'a' * 29, 'similarity 29/32 = 0.90625, a tie rounded to even'),
    ('The quick brown fox jumps over the lazy dog', 'The quack brown fix jumped over a lazy dog!', 'a sentence'),
    ('Ação é difícil', 'Acao e dificil', 'accents against plain letters'),
]

print("""import type { OperationCase } from '../cases.js';

/*
 * Written by oracle/cases.py: python-Levenshtein 0.12.2 (distance, hamming, the similarity from its
 * distance), jellyfish 0.8.9 (jaro_winkler_similarity, Python's round(x, 4)) and the textbook
 * optimal-string-alignment and LCS programmes written in that script, run on this machine.
 */
const CONTRACT = 'the toolbox contract, part 4 (toolbox-3.md), /text/distance, and the README\\'s limits';

export const cases: OperationCase[] = [""")
for a, b, why in PAIRS:
    longest = max(len(a), len(b))
    jw = 1.0 if a == '' and b == '' else jellyfish.jaro_winkler_similarity(a, b)
    body = {
        'levenshtein': Levenshtein.distance(a, b),
        'damerau_levenshtein': osa(a, b),
        'hamming': Levenshtein.hamming(a, b) if len(a) == len(b) else None,
        'jaro_winkler': round(jw, 4),
        'similarity': 1 if longest == 0 else round(1 - Levenshtein.distance(a, b) / longest, 4),
        'lcs_length': lcs(a, b),
    }
    src = 'python3 (src/lib/ops/text-distance/oracle/cases.py): Levenshtein.distance/hamming, jellyfish.jaro_winkler_similarity, round(x, 4), textbook OSA and LCS'
    if a == '' and b == '':
        src += '; jaro_winkler and similarity of two empty texts are 1 by the README (identical texts; jellyfish answers 0.0)'
    print('\t{ name: %s, op: \'text-distance\', input: %s, expected: { status: 200, body: %s }, source: %s },' % (json.dumps(f'{a[:20]!r} and {b[:20]!r}: {why}', ensure_ascii=False), json.dumps({'a': a, 'b': b}, ensure_ascii=False), json.dumps(body, ensure_ascii=False), json.dumps(src)))
print("""	{ name: 'b missing', op: 'text-distance', input: { a: 'x' }, expected: { status: 422, body: { detail: 'b: is required', code: 'invalid_input' } }, source: CONTRACT }
];""")

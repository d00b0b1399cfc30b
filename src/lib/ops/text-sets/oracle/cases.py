# Oracle for src/lib/ops/text-sets/cases.ts. Run from the repository's root with Debian's python3:
#   /usr/bin/python3 src/lib/ops/text-sets/oracle/cases.py > src/lib/ops/text-sets/cases.ts
# Every expected answer is printed by Python's set operations, dict.fromkeys and itertools, never by
# the code under test.
import itertools, json, re

CASES = []
PY = 'python3 (src/lib/ops/text-sets/oracle/cases.py): '


def items(text, delimiter='\n', trim=False):
    # The contract's reading: items split on the delimiter (\r\n too for \n), trimmed when asked,
    # empty ones dropped, repeats dropped keeping the first (dict.fromkeys).
    parts = re.split(r'\r?\n', text) if delimiter == '\n' else text.split(delimiter)
    parts = [p.strip() if trim else p for p in parts]
    return list(dict.fromkeys(p for p in parts if p != ''))


def answer(action, a, b):
    A, B = set(a), set(b)
    if action == 'union':
        return list(dict.fromkeys(a + b)), 'list(dict.fromkeys(a + b))'
    if action == 'intersection':
        return [x for x in a if x in B], '[x for x in a if x in set(b)] (Python set & in a\'s order)'
    if action == 'difference':
        return [x for x in a if x not in B], '[x for x in a if x not in set(b)] (set(a) - set(b) in a\'s order)'
    if action == 'symmetric-difference':
        return [x for x in a if x not in B] + [y for y in b if y not in A], 'set(a) ^ set(b): a\'s items not in b, then b\'s not in a'
    if action == 'cartesian':
        return [list(p) for p in itertools.product(a, b)], 'itertools.product(a, b)'
    if action == 'power-set':
        return [list(c) for r in range(len(a) + 1) for c in itertools.combinations(a, r)], 'chain.from_iterable(itertools.combinations(a, r) for r in range(len(a) + 1)) (the itertools powerset recipe)'


def case(name, inp):
    d = inp.get('delimiter', '\n')
    a = items(inp['a'], d, inp.get('trim', False))
    b = items(inp.get('b', ''), d, inp.get('trim', False)) if inp['action'] != 'power-set' else []
    result, how = answer(inp['action'], a, b)
    assert sorted(map(tuple, result) if result and isinstance(result[0], list) else result) == sorted(map(tuple, result) if result and isinstance(result[0], list) else result)
    if inp['action'] in ('union', 'intersection', 'difference', 'symmetric-difference'):
        expected_set = {'union': set(a) | set(b), 'intersection': set(a) & set(b), 'difference': set(a) - set(b), 'symmetric-difference': set(a) ^ set(b)}[inp['action']]
        assert set(result) == expected_set and len(result) == len(expected_set)
    CASES.append((name, inp, {'result': result, 'count': len(result)}, PY + how))


A = 'apple\nbanana\ncherry\nbanana\n\nÉclair\n'
B = 'cherry\ndate\napple\nfig\ndate\n'
for action in ('union', 'intersection', 'difference', 'symmetric-difference'):
    case(f'{action} of two lists (repeats and blank lines dropped)', {'a': A, 'b': B, 'action': action})
case('difference the other way round', {'a': B, 'b': A, 'action': 'difference'})
case('union with a delimiter and trimming', {'a': 'red, green ,blue', 'b': 'green,  yellow', 'action': 'union', 'delimiter': ',', 'trim': True})
case('intersection without trimming keeps spaces', {'a': 'red, green', 'b': 'green, red', 'action': 'intersection', 'delimiter': ','})
case('intersection is case-sensitive', {'a': 'Apple\napple', 'b': 'APPLE\napple', 'action': 'intersection'})
case('CRLF lists', {'a': 'x\r\ny\r\n', 'b': 'y\r\nz\r\n', 'action': 'symmetric-difference'})
case('union with an empty second list', {'a': 'b\na\nb', 'action': 'union'})
case('cartesian product', {'a': 'S\nM\nL', 'b': 'red\nblue', 'action': 'cartesian'})
case('cartesian with an empty list', {'a': 'S\nM', 'b': '', 'action': 'cartesian'})
case('power set of three items', {'a': 'x, y, z', 'action': 'power-set', 'delimiter': ',', 'trim': True})
case('power set ignores b and repeats', {'a': 'a\nb\na\nc\nd', 'b': 'ignored', 'action': 'power-set'})
case('power set of nothing is the empty set', {'a': '', 'action': 'power-set'})
case('power set of 16 items', {'a': '\n'.join(f'i{n}' for n in range(16)), 'action': 'power-set'})

print("""import type { OperationCase } from '../cases.js';

/*
 * Written by oracle/cases.py (Python's set operations and itertools, run on this machine); the 422
 * cases at the end follow the contract's limit (power-set: at most 16 items) and this module's
 * README. Change the script and run it again rather than editing the generated part.
 */
const CONTRACT = 'the toolbox contract, part 4 (toolbox-3.md), /text/sets, and the README\\'s limits';

export const cases: OperationCase[] = [""")
for name, inp, body, source in CASES:
    if inp['action'] == 'power-set' and len(body['result']) > 100:
        # 65,536 subsets would make a 1 MB case file: the case checks the count (2 ** 16).
        body = {'count': body['count']}
        print('\t{ name: %s, op: \'text-sets\', input: %s, expected: { status: 200, body: %s, partial: true }, source: %s },' % (json.dumps(name), json.dumps(inp, ensure_ascii=False), json.dumps(body), json.dumps(source)))
        continue
    print('\t{ name: %s, op: \'text-sets\', input: %s, expected: { status: 200, body: %s }, source: %s },' % (json.dumps(name, ensure_ascii=False), json.dumps(inp, ensure_ascii=False), json.dumps(body, ensure_ascii=False), json.dumps(source, ensure_ascii=False)))
print("""	{ name: 'power set of 17 items', op: 'text-sets', input: { a: Array.from({ length: 17 }, (_, i) => `i${i}`).join('\\n'), action: 'power-set' }, expected: { status: 422, body: { detail: 'a: power-set takes at most 16 distinct items, got 17', code: 'invalid_input' } }, source: CONTRACT },
	{ name: 'a cartesian product over 100,000 pairs', op: 'text-sets', input: { a: Array.from({ length: 400 }, (_, i) => `a${i}`).join('\\n'), b: Array.from({ length: 300 }, (_, i) => `b${i}`).join('\\n'), action: 'cartesian' }, expected: { status: 422, body: { detail: 'the cartesian product would have 120,000 pairs, over the limit of 100,000', code: 'invalid_input' } }, source: CONTRACT },
	{ name: 'an empty delimiter', op: 'text-sets', input: { a: 'a', b: 'b', action: 'union', delimiter: '' }, expected: { status: 422, body: { detail: 'delimiter: must not be empty', code: 'invalid_input' } }, source: CONTRACT }
];""")

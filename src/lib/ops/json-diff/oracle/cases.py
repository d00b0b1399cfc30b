# Oracle for src/lib/ops/json-diff/cases.ts. Run from the repository's root with Debian's python3
# and python3-jsonpatch (apt-get install python3-jsonpatch):
#   /usr/bin/python3 src/lib/ops/json-diff/oracle/cases.py > src/lib/ops/json-diff/cases.ts
# The expected changes come from this script's own walk over json.loads' values (the semantics the
# README pins: objects by name, arrays index by index, extra elements added at the end or removed
# from the end, last first); every patch is then applied to `old` by python3-jsonpatch
# (jsonpatch.apply_patch, an independent RFC 6902 implementation) and must give `new`. (Its
# make_patch is not used: it compares with Python's ==, so it finds no change from true to 1.)
# Nothing comes from the code under test.
import json
import jsonpatch

CASES = []
SOURCE = 'python3 (src/lib/ops/json-diff/oracle/cases.py): a walk over json.loads values; the patch applied by python3-jsonpatch 1.32 (jsonpatch.apply_patch) gives `new`'


def same(a, b):
    # JSON equality: Python's == says True == 1 and 1 == 1.0; JSON tells booleans from numbers.
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return float(a) == float(b)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    return type(a) is type(b) and a == b


def token(name):
    return name.replace('~', '~0').replace('/', '~1')  # RFC 6901, section 3


def walk(a, b, path, out):
    if isinstance(a, list) and isinstance(b, list):
        common = min(len(a), len(b))
        for i in range(common):
            walk(a[i], b[i], f'{path}/{i}', out)
        for i in range(common, len(b)):
            out.append({'op': 'add', 'path': f'{path}/{i}', 'new': b[i]})
        for i in range(len(a) - 1, common - 1, -1):
            out.append({'op': 'remove', 'path': f'{path}/{i}', 'old': a[i]})
    elif isinstance(a, dict) and isinstance(b, dict):
        for name in a:
            if name in b:
                walk(a[name], b[name], f'{path}/{token(name)}', out)
            else:
                out.append({'op': 'remove', 'path': f'{path}/{token(name)}', 'old': a[name]})
        for name in b:
            if name not in a:
                out.append({'op': 'add', 'path': f'{path}/{token(name)}', 'new': b[name]})
    elif not same(a, b):
        out.append({'op': 'replace', 'path': path, 'old': a, 'new': b})


def case(name, old, new):
    a, b = json.loads(old), json.loads(new)
    changes = []
    walk(a, b, '', changes)
    patch = [{'op': c['op'], 'path': c['path']} if c['op'] == 'remove' else {'op': c['op'], 'path': c['path'], 'value': c['new']} for c in changes]
    applied = jsonpatch.apply_patch(json.loads(old), patch)
    assert same(applied, b), (name, applied, b)
    body = {'equal': not changes, 'patch': patch, 'changes': changes,
            'additions': sum(c['op'] == 'add' for c in changes), 'removals': sum(c['op'] == 'remove' for c in changes), 'replacements': sum(c['op'] == 'replace' for c in changes)}
    CASES.append((name, {'old': old, 'new': new}, body))


case('two records: a replaced number, an added element and name, a removed name',
     '{\n  "name": "Utilkit",\n  "version": 1,\n  "tags": ["json", "yaml"],\n  "beta": true\n}',
     '{\n  "name": "Utilkit",\n  "version": 2,\n  "tags": ["json", "yaml", "toml"],\n  "license": "MIT"\n}')
case('equal documents: names in another order, 1 and 1.0', '{"a": 1, "b": [1, 2], "c": {"x": null}}', '{"c": {"x": null}, "b": [1, 2], "a": 1.0}')
case('identical scalars', '"same"', '"same"')
case('the whole document replaced (an object by an array)', '{"a": 1}', '[1]')
case('a scalar root replaced', '1', '"1"')
case('true is not 1, and null is not false', '[true, null, 0, ""]', '[1, false, false, null]')
case('array shortened: removed from the end, last first', '[1, 2, 3, 4, 5]', '[1, 9]')
case('array grown: added at the end in order', '["a"]', '["a", "b", {"c": []}]')
case('array element inserted at the front (index by index: replaces, then an add)', '[1, 2, 3]', '[0, 1, 2, 3]')
case('names with / and ~ in paths (RFC 6901 escapes)', '{"a/b": 1, "m~n": 2, "": 3}', '{"a/b": 2, "m~n": 3, "": 4}')
case('names that look like numbers keep the text\'s order', '{"b": 1, "2": 1, "a": 1, "1": 1}', '{"b": 2, "2": 2, "a": 2, "1": 2}')
case('nested changes deep inside', '{"users": [{"name": "Ana", "roles": ["admin"]}, {"name": "Bo"}]}', '{"users": [{"name": "Ana", "roles": ["admin", "dev"]}, {"name": "Bob", "active": false}]}')
case('a removed object keeps its whole value in old', '{"keep": 1, "drop": {"deep": [1, {"x": true}]}}', '{"keep": 1}')
case('unicode strings and escapes compare by value', '{"s": "caf\\u00e9 \\ud83d\\ude00"}', '{"s": "café 😀"}')
case('empty containers: object to array', '{"x": {}}', '{"x": []}')
case('null added and removed', '{"a": null}', '{"b": null}')
case('a duplicate name counts by its last value (as JSON.parse and json.loads read it)', '{"a": 1, "a": 2}', '{"a": 2}')

print("""import type { OperationCase } from '../cases.js';

/*
 * Written by oracle/cases.py (its own walk over Python's json.loads values, each patch applied back
 * by python3-jsonpatch), run on this machine; the 422 cases at the end follow this module's README.
 * Change the script and run it again rather than editing the generated part.
 */
const LIMITS = "the module's README (limits), the toolbox contract part 4 (toolbox-3.md), /json/diff";

export const cases: OperationCase[] = [""")
for name, inp, body in CASES:
    print('\t{ name: %s, op: \'json-diff\', input: %s, expected: { status: 200, body: %s }, source: %s },' % (json.dumps(name), json.dumps(inp, ensure_ascii=False), json.dumps(body, ensure_ascii=False), json.dumps(SOURCE)))
print("""	{ name: 'old is not JSON (a trailing comma)', op: 'json-diff', input: { old: '{"a": 1,}', new: '{}' }, expected: { status: 422, body: { detail: "old: is not JSON: line 1, column 9: Trailing comma before '}'", code: 'invalid_input' } }, source: "Python's json.loads places the error at line 1 column 9 (char 8); the words are the shared JSON reader's (README)" },
	{ name: 'new is missing', op: 'json-diff', input: { old: '{}' }, expected: { status: 422, body: { detail: 'new: is required', code: 'invalid_input' } }, source: LIMITS },
	{ name: 'old over 262,144 characters', op: 'json-diff', input: { old: `"${'x'.repeat(262_143)}"`, new: '""' }, expected: { status: 422, body: { detail: 'old: must be at most 262,144 characters, got 262,145', code: 'invalid_input' } }, source: LIMITS },
	{ name: 'more than 50,000 changes', op: 'json-diff', input: { old: `[${Array(50_001).fill(0).join(',')}]`, new: `[${Array(50_001).fill(1).join(',')}]` }, expected: { status: 422, body: { detail: 'the documents differ in more than 50,000 places; compare smaller parts of them', code: 'invalid_input' } }, source: LIMITS }
];""")

# Oracle for src/lib/ops/json-query/cases.ts. Run from the repository's root with Debian's python3,
# python3-jmespath and jq (apt-get install -y -qq jq python3-jmespath):
#   /usr/bin/python3 src/lib/ops/json-query/oracle/cases.py > src/lib/ops/json-query/cases.ts
# Every expected answer comes from outside the code under test: jq's answers from the Debian jq CLI,
# JMESPath's from Python's jmespath, JSON Pointer's from RFC 6901 section 5 (checked here by a
# ten-line resolver written from the RFC), JSONPath's from RFC 9535's own examples (section 1.5,
# Table 2, and section 2.3), JSONata's from its documentation's examples (docs.jsonata.org).
import json, subprocess
import jmespath

CASES = []
OP = 'json-query'


def ok(name, language, doc, query, results, source):
    CASES.append((name, {'input': json.dumps(doc, ensure_ascii=False), 'language': language, 'query': query}, 200, {'results': results, 'count': len(results)}, source))


def refused(name, language, text, query, source, detail):
    # 422s: the oracle says the query is refused; the detail is this module's README wording around
    # the engine's own words (which differ between versions: Debian's jq is 1.6, the app's 1.7.1).
    CASES.append((name, {'input': text, 'language': language, 'query': query}, 422, {'detail': detail, 'code': 'invalid_input'}, source + "; the detail: this module's README"))


# --- JSONPath: RFC 9535 section 1.5 (Figure 1's store and Table 2's results) and section 2.3.
STORE = {"store": {
    "book": [
        {"category": "reference", "author": "Nigel Rees", "title": "Sayings of the Century", "price": 8.95},
        {"category": "fiction", "author": "Evelyn Waugh", "title": "Sword of Honour", "price": 12.99},
        {"category": "fiction", "author": "Herman Melville", "title": "Moby Dick", "isbn": "0-553-21311-3", "price": 8.99},
        {"category": "fiction", "author": "J. R. R. Tolkien", "title": "The Lord of the Rings", "isbn": "0-395-19395-8", "price": 22.99}],
    "bicycle": {"color": "red", "price": 399}}}
B = STORE['store']['book']
AUTHORS = [b['author'] for b in B]
RFC = 'RFC 9535, section 1.5, Table 2 (the results it lists for Figure 1): '
ok('JSONPath: the authors of all books', 'jsonpath', STORE, '$.store.book[*].author', AUTHORS, RFC + '$.store.book[*].author')
ok('JSONPath: all authors', 'jsonpath', STORE, '$..author', AUTHORS, RFC + '$..author')
ok('JSONPath: all things in the store', 'jsonpath', STORE, '$.store.*', [B, STORE['store']['bicycle']], RFC + '$.store.* (the members in document order)')
ok('JSONPath: the third book', 'jsonpath', STORE, '$..book[2]', [B[2]], RFC + '$..book[2]')
ok('JSONPath: the third book\'s author', 'jsonpath', STORE, '$..book[2].author', ['Herman Melville'], RFC + '$..book[2].author')
ok('JSONPath: an author that is not there selects nothing', 'jsonpath', STORE, '$..book[2].publisher', [], RFC + '$..book[2].publisher (empty result)')
ok('JSONPath: the last book', 'jsonpath', STORE, '$..book[-1]', [B[3]], RFC + '$..book[-1]')
ok('JSONPath: the first two books by index', 'jsonpath', STORE, '$..book[0,1]', B[:2], RFC + '$..book[0,1]')
ok('JSONPath: the first two books by slice', 'jsonpath', STORE, '$..book[:2]', B[:2], RFC + '$..book[:2]')
ok('JSONPath: books with an ISBN', 'jsonpath', STORE, '$..book[?@.isbn]', [B[2], B[3]], RFC + '$..book[?@.isbn]')
ok('JSONPath: books cheaper than 10', 'jsonpath', STORE, '$..book[?@.price<10]', [B[0], B[2]], RFC + '$..book[?@.price<10]')
LETTERS = ["a", "b", "c", "d", "e", "f", "g"]
S = 'RFC 9535, section 2.3.4.3 (array slice examples): '
ok('JSONPath: a slice with default step', 'jsonpath', LETTERS, '$[1:3]', ['b', 'c'], S + '$[1:3]')
ok('JSONPath: a slice with no end index', 'jsonpath', LETTERS, '$[5:]', ['f', 'g'], S + '$[5:]')
ok('JSONPath: a slice with step 2', 'jsonpath', LETTERS, '$[1:5:2]', ['b', 'd'], S + '$[1:5:2]')
ok('JSONPath: a slice with negative step', 'jsonpath', LETTERS, '$[5:1:-2]', ['f', 'd'], S + '$[5:1:-2]')
ok('JSONPath: the array in reverse order', 'jsonpath', LETTERS, '$[::-1]', LETTERS[::-1], S + '$[::-1]')
ok('JSONPath: a negative index', 'jsonpath', LETTERS, '$[-2]', ['f'], 'RFC 9535, section 2.3.3.3 (index selector examples): $[-2]')
NAMES = {"o": {"j j": {"k.k": 3}}, "'": {"@": 2}}
ok('JSONPath: a name with a space and a dot', 'jsonpath', NAMES, "$.o['j j']['k.k']", [3], 'RFC 9535, section 2.3.1.3 (name selector examples): $.o[\'j j\'][\'k.k\']')
FILTER = {"a": [3, 5, 1, 2, 4, 6, {"b": "j"}, {"b": "k"}, {"b": {}}, {"b": "kilo"}], "o": {"p": 1, "q": 2, "r": 3, "s": 5, "t": {"u": 6}}, "e": "f"}
F = 'RFC 9535, section 2.3.5.3 (filter selector examples): '
ok('JSONPath: a filter on a member value', 'jsonpath', FILTER, "$.a[?@.b == 'kilo']", [{"b": "kilo"}], F + "$.a[?@.b == 'kilo']")
ok('JSONPath: a filter on array values', 'jsonpath', FILTER, '$.a[?@>3.5]', [5, 4, 6], F + '$.a[?@>3.5]')
ok('JSONPath: a filter for members that exist', 'jsonpath', FILTER, '$.a[?@.b]', FILTER['a'][6:], F + '$.a[?@.b]')
ok('JSONPath: a filter with a regex function', 'jsonpath', FILTER, '$.a[?match(@.b, "[jk]")]', [{"b": "j"}, {"b": "k"}], F + '$.a[?match(@.b, "[jk]")]')
ok('JSONPath: a filter with search', 'jsonpath', FILTER, '$.a[?search(@.b, "[jk]")]', [{"b": "j"}, {"b": "k"}, {"b": "kilo"}], F + '$.a[?search(@.b, "[jk]")]')
refused('JSONPath: a query that does not parse', 'jsonpath', '{"a": 1}', '$.a[', 'RFC 9535, section 2.1.1: a well-formed query is required (unclosed bracketed selection)', "query: does not parse as JSONPath: unclosed bracketed selection ('$.a[':4)")
refused('JSONPath: a query without the root identifier', 'jsonpath', '{"a": 1}', 'a', 'RFC 9535, section 2.2.1: a query starts with $', "query: does not parse as JSONPath: expected '$', found 'a' ('a':0)")

# --- JSON Pointer: RFC 6901 section 5, resolved here by the RFC's rules.
RFC6901 = json.loads(r'''{"foo": ["bar", "baz"], "": 0, "a/b": 1, "c%d": 2, "e^f": 3, "g|h": 4, "i\\j": 5, "k\"l": 6, " ": 7, "m~n": 8}''')


def resolve(doc, pointer):
    # RFC 6901 section 4: split on /, unescape ~1 then ~0, walk objects by name and arrays by index.
    if pointer == '':
        return doc
    for token in pointer.split('/')[1:]:
        token = token.replace('~1', '/').replace('~0', '~')
        doc = doc[int(token)] if isinstance(doc, list) else doc[token]
    return doc


for pointer in ['', '/foo', '/foo/0', '/', '/a~1b', '/c%d', '/e^f', '/g|h', '/i\\j', '/k"l', '/ ', '/m~0n']:
    ok('JSON Pointer: %s' % (json.dumps(pointer)), 'pointer', RFC6901, pointer, [resolve(RFC6901, pointer)], 'RFC 6901, section 5 (the example document and its twelve pointers)')
refused('JSON Pointer: a member that is not there', 'pointer', '{"foo": ["bar"]}', '/baz', 'RFC 6901, section 7: a pointer that references a nonexistent value is an error', "query: \"/baz\" points to nothing in the input (no such member, or an index past the end)")
refused('JSON Pointer: an index past the end', 'pointer', '{"foo": ["bar"]}', '/foo/1', 'RFC 6901, section 7: a nonexistent value is an error', "query: \"/foo/1\" points to nothing in the input (no such member, or an index past the end)")
refused('JSON Pointer: without the leading slash', 'pointer', '{"foo": 1}', 'foo/bar', 'RFC 6901, section 3: a pointer is empty or starts with /', "query: a JSON Pointer is empty or starts with /")

# --- JMESPath: Python's jmespath (python3-jmespath).
PEOPLE = {"people": [{"name": "Ann", "age": 34, "tags": ["admin", "dev"]}, {"name": "Bo", "age": 27, "tags": ["dev"]}, {"name": "Cy", "age": 41, "tags": []}], "meta": {"total": 3}}
for name, query in [
    ('JMESPath: a field', 'meta.total'),
    ('JMESPath: a list projection', 'people[*].name'),
    ('JMESPath: a filter projection', 'people[?age > `30`].name'),
    ('JMESPath: a multiselect hash', 'people[0].{who: name, years: age}'),
    ('JMESPath: sort_by and a pipe', 'sort_by(people, &age)[*].name | [0]'),
    ('JMESPath: flatten and length', 'length(people[].tags[])'),
    ('JMESPath: a missing field is null', 'people[0].email'),
    ('JMESPath: contains in a filter', "people[?contains(tags, 'admin')].name"),
    ('JMESPath: max_by', 'max_by(people, &age).name'),
]:
    ok(name, 'jmespath', PEOPLE, query, [jmespath.search(query, PEOPLE)], 'python3-jmespath %s: jmespath.search(%s)' % (jmespath.__version__, json.dumps(query)))
refused('JMESPath: a query that does not parse', 'jmespath', '{"a": 1}', 'a[?', 'python3-jmespath raises ParseError for it', "query: does not parse as JMESPath: Invalid token (EOF): \"\"")
refused('JMESPath: an unknown function', 'jmespath', '{"a": 1}', 'nope(a)', 'python3-jmespath raises UnknownFunctionError for it', "query: JMESPath stopped with an error: Unknown function: nope()")
for q in ['a[?', 'nope(a)']:
    try:
        jmespath.search(q, {"a": 1})
        raise SystemExit('jmespath accepted ' + q)
    except jmespath.exceptions.JMESPathError:
        pass


# --- jq: the Debian jq CLI, `jq -c QUERY` on the input.
def jq(text, query):
    p = subprocess.run(['jq', '-c', query], input=text.encode(), capture_output=True)
    return p.returncode, [json.loads(line) for line in p.stdout.decode().splitlines() if line]


JQ_VERSION = subprocess.run(['jq', '--version'], capture_output=True, text=True).stdout.strip()
for name, query in [
    ('jq: every element', '.people[]'),
    ('jq: select and a field', '.people[] | select(.age > 30) | .name'),
    ('jq: string interpolation', '.people[] | "\\(.name) is \\(.age)"'),
    ('jq: map to an array', '[.people[] | .age * 2]'),
    ('jq: keys', '.people[0] | keys'),
    ('jq: to_entries', '.meta | to_entries'),
    ('jq: empty gives no output', '.people[] | select(.age > 100)'),
    ('jq: reduce', 'reduce .people[] as $p (0; . + $p.age)'),
    ('jq: several outputs with a comma', '.meta.total, (.people | length), "x"'),
    ('jq: limit over a generator', '[limit(3; range(10))]'),
    ('jq: group_by', '[.people[] | {name, n: (.tags | length)}] | group_by(.n) | map(map(.name))'),
    ('jq: @base64', '.people[0].name | @base64'),
    ('jq: paths to leaves', '[paths(scalars)] | length'),
    ('jq: recursion finds every number', '[.. | numbers]'),
    ('jq: a string with a line break stays one result', '"a\\nb"'),
]:
    text = json.dumps(PEOPLE)
    status, out = jq(text, query)
    assert status == 0, query
    ok(name, 'jq', PEOPLE, query, out, '%s (Debian): jq -c %s' % (JQ_VERSION, json.dumps(query)))
for name, query, detail in [
    ('jq: a query that does not parse', '.people ]', 'query: does not parse as jq: syntax error, unexpected INVALID_CHARACTER, expecting end of file (Unix shell quoting issues?) at <top-level>, line 1:\n.people ]'),
    ('jq: error() stops the run', '.people[] | error("boom")', 'query: jq stopped with an error: boom'),
    ('jq: an unknown function', 'nosuchfn(1)', 'query: does not parse as jq: nosuchfn/1 is not defined at <top-level>, line 1:\nnosuchfn(1)')]:
    status, _ = jq('{"people": [1]}', query)
    assert status != 0, query
    refused(name, 'jq', '{"people": [1]}', query, '%s (Debian): jq -c %s exits with status %d' % (JQ_VERSION, json.dumps(query), status), detail)

# --- JSONata: the documentation's examples (docs.jsonata.org, "Simple Queries", "Navigating JSON Arrays",
# "Combining values"), on its sample document.
ADDR = {"FirstName": "Fred", "Surname": "Smith", "Age": 28,
        "Address": {"Street": "Hursley Park", "City": "Winchester", "Postcode": "SO21 2JN"},
        "Phone": [{"type": "home", "number": "0203 544 1234"}, {"type": "office", "number": "01962 001234"}, {"type": "office", "number": "01962 001235"}, {"type": "mobile", "number": "077 7700 1234"}],
        "Email": [{"type": "work", "address": ["fred.smith@my-work.com", "fsmith@my-work.com"]}, {"type": "home", "address": ["freddy@my-social.com", "frederic.smith@very-serious.com"]}],
        "Other": {"Over 18 ?": True, "Misc": None, "Alternative.Address": {"Street": "Brick Lane", "City": "London", "Postcode": "E1 6RF"}}}
DOCS = 'docs.jsonata.org (%s): the documented result of %s on the sample document'
for name, query, result, page in [
    ('JSONata: a field', 'Surname', ['Smith'], 'Simple Queries'),
    ('JSONata: a number field', 'Age', [28], 'Simple Queries'),
    ('JSONata: a path', 'Address.City', ['Winchester'], 'Simple Queries'),
    ('JSONata: a null value', 'Other.Misc', [None], 'Simple Queries'),
    ('JSONata: no match gives no result', 'Other.Nothing', [], 'Simple Queries (no match: nothing)'),
    ('JSONata: a quoted name', 'Other.`Over 18 ?`', [True], 'Simple Queries'),
    ('JSONata: the first element', 'Phone[0]', [{"type": "home", "number": "0203 544 1234"}], 'Navigating JSON Arrays'),
    ('JSONata: the last number', 'Phone[-1].number', ['077 7700 1234'], 'Navigating JSON Arrays'),
    ('JSONata: a predicate with one match', "Phone[type='mobile'].number", ['077 7700 1234'], 'Navigating JSON Arrays'),
    ('JSONata: a predicate with two matches', "Phone[type='office'].number", [["01962 001234", "01962 001235"]], 'Navigating JSON Arrays'),
    ('JSONata: arrays are flattened', 'Email.address', [["fred.smith@my-work.com", "fsmith@my-work.com", "freddy@my-social.com", "frederic.smith@very-serious.com"]], 'Navigating JSON Arrays'),
    ('JSONata: string concatenation', "FirstName & ' ' & Surname", ['Fred Smith'], 'Combining values'),
    ('JSONata: a count', '$count(Phone)', [4], 'Function library, $count'),
]:
    ok(name, 'jsonata', ADDR, query, result, DOCS % (page, json.dumps(query)))
refused('JSONata: an expression that does not parse', 'jsonata', '{"a": 1}', '$sum(', 'docs.jsonata.org, error codes: S0203 (expected a closing bracket)', "query: does not parse as JSONata: Expected \")\" before end of expression (S0203 at character 5)")
refused('JSONata: a type error', 'jsonata', '{"a": "x"}', 'a + 1', 'docs.jsonata.org, error codes: T2001 (the left side of + must be a number)', "query: JSONata stopped with an error: The left side of the \"+\" operator must evaluate to a number (T2001 at character 3)")

# --- The input and the limits (README).
refused('input that is not JSON', 'jq', '{"a": 1,}', '.', 'RFC 8259: a trailing comma is not JSON', "input: line 1, column 9: Trailing comma before '}'")
refused('a query over 4,096 characters', 'jsonpath', '{}', '$' + '.a' * 2048, "this module's README: query at most 4,096 characters", "query: must be at most 4,096 characters, got 4,097")

print("""import type { OperationCase } from '../cases.js';

/*
 * Written by oracle/cases.py (the Debian jq CLI, python3-jmespath, RFC 9535's and RFC 6901's
 * examples, JSONata's documented examples). Change the script and run it again rather than editing.
 */
export const cases: OperationCase[] = [""")
for name, inp, status, body, source in CASES:
    print('\t{ name: %s, op: %s, input: %s, expected: { status: %d, body: %s }, source: %s },' % (json.dumps(name, ensure_ascii=False), json.dumps(OP), json.dumps(inp, ensure_ascii=False), status, json.dumps(body, ensure_ascii=False), json.dumps(source, ensure_ascii=False)))
print('];')

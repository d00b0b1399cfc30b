# Oracle for src/lib/ops/template/cases.ts. Run from the repository's root with Debian's python3
# and python3-pystache (apt-get install python3-pystache), giving the folder of the official
# Mustache spec's JSON files at tag v1.3.0 (https://github.com/mustache/spec, specs/*.json):
#   git clone -b v1.3.0 https://github.com/mustache/spec /tmp/mustache-spec
#   /usr/bin/python3 src/lib/ops/template/oracle/cases.py /tmp/mustache-spec/specs > src/lib/ops/template/cases.ts
# Every test of the six required modules (comments, delimiters, interpolation, inverted, partials,
# sections) whose data is an object (the operation's `data` is a JSON object) becomes a case with
# the spec's own expected output; the optional modules (~lambdas, ~inheritance, ~dynamic-names)
# are not part of the operation. A few more cases are rendered by pystache 0.6.0 (Debian), another
# Mustache implementation, whose HTML escaping (Python's html.escape) the operation follows.
import json, os, sys

import pystache

SPEC = sys.argv[1]
MODULES = ['comments', 'delimiters', 'interpolation', 'inverted', 'partials', 'sections']
CASES = []

for module in MODULES:
    with open(os.path.join(SPEC, module + '.json'), encoding='utf-8') as f:
        spec = json.load(f)
    for test in spec['tests']:
        if not isinstance(test['data'], dict):
            continue  # the implicit-iterator tests whose whole data is a string or a number
        inp = {'template': test['template'], 'data': test['data']}
        if test.get('partials'):
            inp['partials'] = test['partials']
        CASES.append((f'spec {module}: {test["name"]}', inp, test['expected'], f'mustache/spec v1.3.0, specs/{module}.json, "{test["name"]}": {test["desc"]}'))


def pystache_case(name, template, data, partials=None):
    renderer = pystache.Renderer(partials=partials or {}, missing_tags='ignore')
    out = renderer.render(template, data)
    inp = {'template': template, 'data': data}
    if partials:
        inp['partials'] = partials
    CASES.append((name, inp, out, 'python3-pystache 0.6.0 (src/lib/ops/template/oracle/cases.py): pystache.Renderer(partials=…).render(template, data)'))


pystache_case('HTML escaping of all five characters, as html.escape', 'x={{x}} y={{{x}}} z={{&x}}', {'x': '<a href="/?q=1&r=2">it\'s</a>'})
pystache_case('a list with a fallback (the first example)', 'Hello {{name}}!\n{{#items}}\n- {{title}}: {{price}} €\n{{/items}}\n{{^items}}\nYour cart is empty.\n{{/items}}\n{{! a comment is not written }}',
              {'name': 'Ana', 'items': [{'title': 'Tea', 'price': 3.5}, {'title': 'Cake & cream', 'price': 4}]})
pystache_case('the fallback of an empty list', '{{#items}}- {{.}}\n{{/items}}{{^items}}Your cart is empty.{{/items}}', {'items': []})
pystache_case('partials in a loop (the second example)', '<ul>\n{{#people}}\n  {{> person}}\n{{/people}}\n</ul>', {'people': [{'name': 'Ana', 'role': 'admin'}, {'name': 'Bo'}]}, {'person': '<li>{{name}}{{#role}} ({{.}}){{/role}}</li>\n'})
pystache_case('other delimiters (the third example)', '{{=<% %>=}}<% greeting %>, {{ not a tag }}', {'greeting': 'Hi'})
pystache_case('names of JavaScript prototypes are not in JSON data', '[{{constructor}}][{{toString}}][{{__proto__}}][{{#hasOwnProperty}}x{{/hasOwnProperty}}]', {'a': 1})
pystache_case('a recursive partial that ends with the data', '{{> node}}', {'name': 'root', 'kids': [{'name': 'a', 'kids': [{'name': 'a1', 'kids': []}]}, {'name': 'b', 'kids': []}]}, {'node': '{{name}}({{#kids}}{{> node}}{{/kids}})'})
pystache_case('unicode names and values', '{{#ñ}}{{émoji}} {{/ñ}}', {'ñ': [{'émoji': '😀'}, {'émoji': 'café'}]})

print("""import type { OperationCase } from '../cases.js';

/*
 * Written by oracle/cases.py from the official Mustache spec v1.3.0 (its expected outputs) and
 * python3-pystache 0.6.0; the cases at the end follow this module's README (its choices for values
 * the spec leaves open, and its limits). Change the script and run it again rather than editing the
 * generated part.
 */
const README = "the module's README (choices and limits), the toolbox contract part 4 (toolbox-3.md), /template";

export const cases: OperationCase[] = [""")
for name, inp, out, source in CASES:
    print('\t{ name: %s, op: \'template\', input: %s, expected: { status: 200, body: %s }, source: %s },' % (json.dumps(name, ensure_ascii=False), json.dumps(inp, ensure_ascii=False), json.dumps({'output': out}, ensure_ascii=False), json.dumps(source, ensure_ascii=False)))
print("""	{ name: 'numbers, booleans, null, arrays and objects written as text', op: 'template', input: { template: '{{n}} {{f}} {{t}} {{b}} [{{z}}] {{{a}}} {{{o}}}', data: { n: 85, f: 1.5, t: true, b: false, z: null, a: [1, 'x'], o: { k: 'v' } } }, expected: { status: 200, body: { output: '85 1.5 true false [] [1,"x"] {"k":"v"}' } }, source: README },
	{ name: 'a missing template', op: 'template', input: { data: {} }, expected: { status: 422, body: { detail: 'template: is required', code: 'invalid_input' } }, source: README },
	{ name: 'missing data', op: 'template', input: { template: 'x' }, expected: { status: 422, body: { detail: 'data: is required', code: 'invalid_input' } }, source: README },
	{ name: 'data that is not an object', op: 'template', input: { template: '{{.}}', data: 'world' }, expected: { status: 422, body: { detail: 'data: must be a JSON object', code: 'invalid_input' } }, source: README },
	{ name: 'partials that are not text', op: 'template', input: { template: '{{> a}}', data: {}, partials: { a: 1 } }, expected: { status: 422, body: { detail: 'partials.a: must be a template (a string)', code: 'invalid_input' } }, source: README },
	{ name: 'an unclosed section', op: 'template', input: { template: 'a {{#list}} b', data: {} }, expected: { status: 422, body: { detail: 'template: is not a valid Mustache template: Unclosed section "list" at 13', code: 'invalid_input' } }, source: README },
	{ name: 'a section closed by another name', op: 'template', input: { template: '{{#a}}{{/b}}', data: {} }, expected: { status: 422, body: { detail: 'template: is not a valid Mustache template: Unclosed section "a" at 6', code: 'invalid_input' } }, source: README },
	{ name: 'a partial that does not parse', op: 'template', input: { template: '{{> p}}', data: {}, partials: { p: 'x {{y' } }, expected: { status: 422, body: { detail: 'partials.p: is not a valid Mustache template: Unclosed tag at 5', code: 'invalid_input' } }, source: README },
	{ name: 'a partial that includes itself without end', op: 'template', input: { template: '{{> loop}}', data: {}, partials: { loop: '.{{> loop}}' } }, expected: { status: 422, body: { detail: 'partials are nested more than 100 deep (a partial that includes itself without end?)', code: 'invalid_input' } }, source: README },
	{ name: 'an output over 1,048,576 characters', op: 'template', input: { template: '{{#a}}{{#a}}{{s}}{{/a}}{{/a}}', data: { a: Array(100).fill(1), s: 'x'.repeat(200) } }, expected: { status: 422, body: { detail: 'the output would be over 1,048,576 characters', code: 'invalid_input' } }, source: README },
	{ name: 'nested loops past 1,000,000 steps', op: 'template', input: { template: '{{#a}}{{#a}}{{#a}}{{#a}}{{/a}}{{/a}}{{/a}}{{/a}}', data: { a: Array(40).fill(0) } }, expected: { status: 422, body: { detail: 'the template would render more than 1,000,000 tags and pieces of text (sections over long lists nested in each other?)', code: 'invalid_input' } }, source: README },
	{ name: 'more than 100 partials', op: 'template', input: { template: '', data: {}, partials: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`p${i}`, ''])) }, expected: { status: 422, body: { detail: 'partials: must have at most 100 partials', code: 'invalid_input' } }, source: README }
];""")

// Reference cases of the text formats (formats/*.ts): property lists, Java .properties, INI,
// query strings, JSON5 and NDJSON, both ways. Expected values are an independent reader's or
// writer's output (the command is named), or written by hand from the format's documentation.
import type { OperationCase } from '../cases.js';
import type { Format } from './options.js';

const ok = (from: Format, output: string) => ({ status: 200, body: { output, from } });
const bad = (field: string, detail: string) => ({ status: 422, body: { detail: `${field}: ${detail}`, code: 'invalid_input' } });
/** JSON minified (indent 0) from the oracle's values, so the case states the data alone. */
const json = (from: Format, value: unknown) => ok(from, JSON.stringify(value));
const DETECTION = 'src/lib/ops/data-convert/README.md "Text formats" (detection)';

/** Written by Python's plistlib.dumps({...}, sort_keys=False) (Python 3.11), as Apple's tools lay it out. */
const PLIST_TEXT =
	'<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n\t<key>name</key>\n\t<string>Utilkit</string>\n\t<key>version</key>\n\t<integer>3</integer>\n\t<key>ratio</key>\n\t<real>0.25</real>\n\t<key>offline</key>\n\t<true/>\n\t<key>beta</key>\n\t<false/>\n\t<key>released</key>\n\t<date>2026-12-07T14:00:00Z</date>\n\t<key>icon</key>\n\t<data>\n\tiVBORw0KGgo=\n\t</data>\n\t<key>tags</key>\n\t<array>\n\t\t<string>json</string>\n\t\t<string>a &lt; b &amp; c</string>\n\t</array>\n\t<key>empty</key>\n\t<dict/>\n\t<key>list</key>\n\t<array/>\n</dict>\n</plist>\n';

/** The examples of java.util.Properties#load's documentation, and escapes. */
const PROPERTIES_TEXT =
	'# The examples of java.util.Properties#load\nTruth = Beauty\n Truth2:Beauty\nTruth3                    :Beauty\ncheeses\nfruits                           apple, banana, pear, \\\n                                  cantaloupe, watermelon, \\\n                                  kiwi, mango\n! a comment\ngreeting=Ol\\u00e1, mundo\\t!\nkey\\ with\\ spaces\\:and\\=signs = value\npath=c:\\\\temp\\\\new\ntab\\tin\\tkey=x\n';

/** JSON5's own example (json5.org, "Short Example"). */
const JSON5_TEXT =
	"// JSON5 example (json5.org)\n{\n  // comments\n  unquoted: 'and you can quote me on that',\n  singleQuotes: 'I can use \"double quotes\" here',\n  lineBreaks: \"Look, Mom! \\\nNo \\\\n's!\",\n  hexadecimal: 0xdecaf,\n  leadingDecimalPoint: .8675309, andTrailing: 8675309.,\n  positiveSign: +1,\n  trailingComma: 'in objects', andIn: ['arrays',],\n  \"backwardsCompatible\": \"with JSON\",\n}\n";

/** jsonlines.org's example ("Better than CSV"), with a blank line. */
const NDJSON_TEXT =
	'{"name": "Gilbert", "wins": [["straight", "7♣"], ["one pair", "10♥"]]}\n{"name": "Alexa", "wins": [["two pair", "4♠"], ["two pair", "9♠"]]}\n\n{"name": "May", "wins": []}\n';

export const textCases: OperationCase[] = [
	{
		name: 'plist → JSON: every element type (dates as ISO text, data as base64)',
		op: 'data-convert',
		input: { input: PLIST_TEXT, from: 'plist', to: 'json', indent: 0 },
		expected: json('plist', { name: 'Utilkit', version: 3, ratio: 0.25, offline: true, beta: false, released: '2026-12-07T14:00:00Z', icon: 'iVBORw0KGgo=', tags: ['json', 'a < b & c'], empty: {}, list: [] }),
		source:
			"Python 3.11 plistlib.loads(PLIST_TEXT) with datetime → isoformat() + 'Z' and bytes → base64.b64encode (/usr/bin/python3, the text itself from plistlib.dumps)"
	},
	{
		name: 'auto: a document whose root is <plist> is a property list',
		op: 'data-convert',
		input: { input: PLIST_TEXT, to: 'json', indent: 0 },
		expected: json('plist', { name: 'Utilkit', version: 3, ratio: 0.25, offline: true, beta: false, released: '2026-12-07T14:00:00Z', icon: 'iVBORw0KGgo=', tags: ['json', 'a < b & c'], empty: {}, list: [] }),
		source: `the case above; ${DETECTION}`
	},
	{
		name: 'JSON → plist, indent 2 (Apple layout)',
		op: 'data-convert',
		input: {
			input: '{"CFBundleName":"Utilkit","CFBundleVersion":"1.2","LSMinimumSystemVersion":12,"scale":1.5,"NSHighResolutionCapable":true,"documents":[{"ext":"json","role":"Editor"},"x & <y>"],"empty":{}}',
			from: 'json',
			to: 'plist'
		},
		expected: ok(
			'json',
			'<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n  <key>CFBundleName</key>\n  <string>Utilkit</string>\n  <key>CFBundleVersion</key>\n  <string>1.2</string>\n  <key>LSMinimumSystemVersion</key>\n  <integer>12</integer>\n  <key>scale</key>\n  <real>1.5</real>\n  <key>NSHighResolutionCapable</key>\n  <true/>\n  <key>documents</key>\n  <array>\n    <dict>\n      <key>ext</key>\n      <string>json</string>\n      <key>role</key>\n      <string>Editor</string>\n    </dict>\n    <string>x &amp; &lt;y&gt;</string>\n  </array>\n  <key>empty</key>\n  <dict/>\n</dict>\n</plist>'
		),
		source: "Python 3.11 plistlib.dumps(value, sort_keys=False).decode().replace('\\t', '  ').rstrip('\\n') (plistlib indents by a tab; here indent 2)"
	},
	{
		name: 'JSON → plist: null → 422 naming to',
		op: 'data-convert',
		input: { input: '{"a":[1,null]}', from: 'json', to: 'plist' },
		expected: bad('to', 'a property list has no null (at /a/1)'),
		source: 'Apple PropertyList-1.0.dtd (no null element); Python plistlib.dumps({"a": [1, None]}) raises TypeError'
	},
	{
		name: 'plist: an integer beyond 2^53 → 422',
		op: 'data-convert',
		input: { input: '<plist version="1.0"><integer>9007199254740993</integer></plist>', from: 'plist', to: 'json' },
		expected: bad('input', 'the integer 9007199254740993 is beyond 2^53, which JSON numbers hold exactly (PLIST)'),
		source: 'RFC 8259 section 6 (integers beyond 2^53 lose precision in IEEE 754 doubles): 2^53 + 1 = 9007199254740993 (python3 -c "print(2**53+1)")'
	},
	{
		name: 'Java .properties → JSON: separators, continuation lines, escapes, comments (read flat)',
		op: 'data-convert',
		input: { input: PROPERTIES_TEXT, from: 'properties', to: 'json', indent: 0 },
		// java Props.java sample.properties (java.util.Properties#load through a UTF-8 Reader, OpenJDK 17;
		// Props.java prints the keys sorted, which is the file's order here):
		expected: ok('properties', '{"Truth":"Beauty","Truth2":"Beauty","Truth3":"Beauty","cheeses":"","fruits":"apple, banana, pear, cantaloupe, watermelon, kiwi, mango","greeting":"Olá, mundo\\t!","key with spaces:and=signs":"value","path":"c:\\\\temp\\\\new","tab\\tin\\tkey":"x"}'),
		source: 'OpenJDK 17 java.util.Properties#load, run once with a single-file program (`java Props.java sample.properties`, the program in the data-convert README); the sample is the method\'s documented examples'
	},
	{
		name: 'JSON → Java .properties: nested data as dotted keys, non-ASCII as \\uXXXX',
		op: 'data-convert',
		input: { input: '{"app":{"name":"Utilkit","ports":[80,443],"debug":false},"greeting":"Olá","empty":null,"key with = sign":"a:b"}', from: 'json', to: 'properties' },
		expected: ok('json', 'app.name=Utilkit\napp.ports.0=80\napp.ports.1=443\napp.debug=false\ngreeting=Ol\\u00E1\nempty=\nkey\\ with\\ \\=\\ sign=a:b'),
		source:
			'java.util.Properties#store documentation (key=value, spaces, = and : escaped in keys, characters beyond 0x7E as \\uXXXX in upper-case hexadecimal); read back by java.util.Properties#load in data-convert.test.ts'
	},
	{
		name: 'INI → JSON: sections are objects, values strings',
		op: 'data-convert',
		input: { input: '; From the Python configparser documentation, adapted\n[server]\nhost = example.com\nport = 50022\nforwardx11 = no\n\n[paths]\nhome dir = /home/ana\nlog file=/var/log/app.log\n', from: 'ini', to: 'json', indent: 0 },
		expected: ok('ini', '{"server":{"host":"example.com","port":"50022","forwardx11":"no"},"paths":{"home dir":"/home/ana","log file":"/var/log/app.log"}}'),
		source: 'Python 3.11 configparser.ConfigParser(interpolation=None).read_string(text); {s: dict(cp[s]) for s in cp.sections()}'
	},
	{
		name: 'INI → JSON: globals, dotted sections nest, key[] lines make a list (the ini package\'s README)',
		op: 'data-convert',
		input: {
			input: '; This comment is being ignored\nscope = global\n\n[database]\nuser = dbuser\npassword = dbpassword\ndatabase = use_this_database\n\n[paths.default]\ndatadir = /var/lib/data\narray[] = first value\narray[] = second value\narray[] = third value\n',
			to: 'json',
			indent: 0
		},
		expected: json('ini', {
			scope: 'global',
			database: { user: 'dbuser', password: 'dbpassword', database: 'use_this_database' },
			paths: { default: { datadir: '/var/lib/data', array: ['first value', 'second value', 'third value'] } }
		}),
		source: `npm ini README "Usage" (config.scope, config.database.database, config.paths.default.array are read back from that file), by hand; ${DETECTION} (a [section] line, an unquoted value TOML refuses)`
	},
	{
		name: 'JSON → INI: top-level values, then one section per object',
		op: 'data-convert',
		input: { input: '{"title":"demo","server":{"host":"example.com","port":8080},"paths":{"home":"/home/ana"}}', from: 'json', to: 'ini' },
		expected: ok('json', 'title = demo\n\n[server]\nhost = example.com\nport = 8080\n\n[paths]\nhome = /home/ana'),
		source: 'npm ini README (sections as nested objects, section-less items as globals); the layout of Python configparser.write (key = value, a blank line between sections); read back by configparser in data-convert.test.ts'
	},
	{
		name: 'JSON → INI: a list of objects → 422 naming to',
		op: 'data-convert',
		input: { input: '{"a":[{"b":1}]}', from: 'json', to: 'ini' },
		expected: bad('to', 'INI cannot hold nested values (at /a/0)'),
		source: 'npm ini README (a list is key[] = value lines: values only)'
	},
	{
		name: 'query string → JSON: repeated names make a list, + is a space, a leading ? is dropped',
		op: 'data-convert',
		input: { input: '?q=caf%C3%A9+au+lait&tag=json&tag=yaml&empty=&flag&a%5Bb%5D=1&x=1%2B1%3D2', to: 'json', indent: 0 },
		expected: ok('query-string', '{"q":"café au lait","tag":["json","yaml"],"empty":"","flag":"","a[b]":"1","x":"1+1=2"}'),
		source: `Python 3.11 urllib.parse.parse_qs(text[1:], keep_blank_values=True), one-element lists as their element; ${DETECTION}`
	},
	{
		name: 'JSON → query string: a list repeats the name',
		op: 'data-convert',
		input: { input: '{"q":"café au lait","tag":["json","yaml"],"page":2,"sum":"1+1=2 & more"}', from: 'json', to: 'query-string' },
		expected: ok('json', 'q=caf%C3%A9+au+lait&tag=json&tag=yaml&page=2&sum=1%2B1%3D2+%26+more'),
		source: 'Python 3.11 urllib.parse.urlencode(value, doseq=True)'
	},
	{
		name: 'JSON → query string: a nested object → 422 naming to',
		op: 'data-convert',
		input: { input: '{"a":{"b":1}}', from: 'json', to: 'query-string' },
		expected: bad('to', 'QUERY-STRING cannot hold nested values (at /a)'),
		source: 'WHATWG URL standard, application/x-www-form-urlencoded (a list of name-value pairs of strings)'
	},
	{
		name: 'JSON5 → JSON: json5.org\'s example',
		op: 'data-convert',
		input: { input: JSON5_TEXT, from: 'json5', to: 'json', indent: 0 },
		// Python writes andTrailing as 8675309.0, the same number.
		expected: json('json5', {
			unquoted: 'and you can quote me on that',
			singleQuotes: 'I can use "double quotes" here',
			lineBreaks: "Look, Mom! No \\n's!",
			hexadecimal: 912559,
			leadingDecimalPoint: 0.8675309,
			andTrailing: 8675309,
			positiveSign: 1,
			trailingComma: 'in objects',
			andIn: ['arrays'],
			backwardsCompatible: 'with JSON'
		}),
		source: 'python3-json5 0.9.10: json5.loads(JSON5_TEXT) (/usr/bin/python3, Debian package)'
	},
	{
		name: 'JSON5: a syntax error names its line and column',
		op: 'data-convert',
		input: { input: '{\n  a: 1,,\n}', from: 'json5', to: 'json' },
		expected: bad('input', "line 2, column 8: invalid character ',' (JSON5)"),
		source: 'JSON5 spec 1.0.0 section 3 (one trailing comma at most); line 2, column 8 is the second comma, counted by hand'
	},
	{
		name: 'NDJSON → JSON: one value a line, blank lines skipped',
		op: 'data-convert',
		input: { input: NDJSON_TEXT, from: 'ndjson', to: 'json', indent: 0 },
		expected: ok('ndjson', '[{"name":"Gilbert","wins":[["straight","7♣"],["one pair","10♥"]]},{"name":"Alexa","wins":[["two pair","4♠"],["two pair","9♠"]]},{"name":"May","wins":[]}]'),
		source: "Python json: [json.loads(l) for l in text.split('\\n') if l.strip()], dumped with separators=(',', ':'), ensure_ascii=False"
	},
	{
		name: 'auto: lines of JSON objects are NDJSON',
		op: 'data-convert',
		input: { input: '{"a":1}\n{"a":2}\n', to: 'json', indent: 0 },
		expected: ok('ndjson', '[{"a":1},{"a":2}]'),
		source: `jsonlines.org (each line a valid JSON value); ${DETECTION}`
	},
	{
		name: 'JSON → NDJSON: an array one element a line',
		op: 'data-convert',
		input: { input: '[{"id":1,"name":"Ana","tags":["a","b"]},{"id":2,"name":"São Paulo"},null,"x"]', from: 'json', to: 'ndjson' },
		expected: ok('json', '{"id":1,"name":"Ana","tags":["a","b"]}\n{"id":2,"name":"São Paulo"}\nnull\n"x"'),
		source: "Python json: '\\n'.join(json.dumps(x, separators=(',', ':'), ensure_ascii=False) for x in value)"
	},
	{
		name: 'NDJSON: a broken line names its line',
		op: 'data-convert',
		input: { input: '{"a":1}\n\n{"b":2 x}\n', from: 'ndjson', to: 'json' },
		expected: bad('input', "line 3, column 8: Expected ',' or '}' after a property value (NDJSON)"),
		source: 'RFC 8259 section 4 (members are separated by commas); line 3 of the text, column 8 the x, counted by hand'
	}
];

import type { OperationCase } from '../cases.js';
import type { Format } from './options.js';
import { textCases } from './cases-text.js';
import { phpRisonTableCases } from './cases-php-rison-table.js';
import { schemaCases } from './cases-schema.js';

const YAML_SPEC = 'YAML 1.2.2 specification (yaml.org/spec/1.2.2), chapter 2';
const TOML_SPEC = 'TOML v1.0.0 specification (toml.io/en/v1.0.0)';
const RFC4180 = 'RFC 4180 section 2 (CSV format)';
const CONTRACT = 'docs/spec/toolbox.md, Part 1 /data-convert';
const DETECTION = 'src/lib/ops/data-convert/README.md "Detection" (from auto: json, xml, toml, yaml, csv in that order)';
const PYTHON = 'Debian 12 /usr/bin/python3';
const MAPPING = 'src/lib/ops/data-convert/README.md "Data conversion": XML elements → keys, attributes → "@name", text with attributes → "#text", values stay text';

/** A 200 answer: the output, and the format the input was read as. */
const ok = (from: Format, output: string) => ({ status: 200, body: { output, from } });
const bad = (detail: string) => ({ status: 422, body: { detail, code: 'invalid_input' } });
/** JSON written from the reference by hand, minified (indent 0), so the case states the data alone. */
const json = (from: Format, value: unknown) => ok(from, JSON.stringify(value));

/** The example at the top of the TOML v1.0.0 specification. */
const TOML_EXAMPLE = `# This is a TOML document

title = "TOML Example"

[owner]
name = "Tom Preston-Werner"
dob = 1979-05-27T07:32:00-08:00

[database]
enabled = true
ports = [ 8000, 8001, 8002 ]
data = [ ["delta", "phi"], [3.14] ]
temp_targets = { cpu = 79.5, case = 72.0 }

[servers]

[servers.alpha]
ip = "10.0.0.1"
role = "frontend"

[servers.beta]
ip = "10.0.0.2"
role = "backend"
`;

export const cases: OperationCase[] = [
	{
		name: 'YAML example 2.1: sequence of scalars',
		op: 'data-convert',
		input: { input: '- Mark McGwire\n- Sammy Sosa\n- Ken Griffey\n', from: 'yaml', to: 'json', indent: 0 },
		expected: json('yaml', ['Mark McGwire', 'Sammy Sosa', 'Ken Griffey']),
		source: `${YAML_SPEC}, Example 2.1`
	},
	{
		name: 'YAML example 2.2: mapping scalars to scalars (comments dropped)',
		op: 'data-convert',
		input: { input: 'hr:  65    # Home runs\navg: 0.278 # Batting average\nrbi: 147   # Runs Batted In\n', from: 'yaml', to: 'json', indent: 0 },
		expected: json('yaml', { hr: 65, avg: 0.278, rbi: 147 }),
		source: `${YAML_SPEC}, Example 2.2`
	},
	{
		name: 'YAML example 2.4: sequence of mappings, indent 2',
		op: 'data-convert',
		input: { input: '-\n  name: Mark McGwire\n  hr:   65\n  avg:  0.278\n-\n  name: Sammy Sosa\n  hr:   63\n  avg:  0.288\n', from: 'yaml', to: 'json' },
		expected: ok('yaml', '[\n  {\n    "name": "Mark McGwire",\n    "hr": 65,\n    "avg": 0.278\n  },\n  {\n    "name": "Sammy Sosa",\n    "hr": 63,\n    "avg": 0.288\n  }\n]'),
		source: `${YAML_SPEC}, Example 2.4; layout as JSON.stringify(value, null, 2)`
	},
	{
		name: 'YAML example 2.10: an anchor and its alias',
		op: 'data-convert',
		input: { input: '---\nhr:\n  - Mark McGwire\n  # Following node labeled SS\n  - &SS Sammy Sosa\nrbi:\n  - *SS # Subsequent occurrence\n  - Ken Griffey\n', from: 'yaml', to: 'json', indent: 0 },
		expected: json('yaml', { hr: ['Mark McGwire', 'Sammy Sosa'], rbi: ['Sammy Sosa', 'Ken Griffey'] }),
		source: `${YAML_SPEC}, Example 2.10`
	},
	{
		name: 'YAML example 2.13: a literal block scalar keeps its line breaks',
		op: 'data-convert',
		input: { input: '# ASCII Art\n--- |\n  \\//||\\/||\n  // ||  ||__\n', from: 'yaml', to: 'json' },
		expected: json('yaml', '\\//||\\/||\n// ||  ||__\n'),
		source: `${YAML_SPEC}, Example 2.13`
	},
	{
		name: 'YAML example 2.19: integers in the core schema',
		op: 'data-convert',
		input: { input: 'canonical: 12345\ndecimal: +12345\noctal: 0o14\nhexadecimal: 0xC\n', from: 'yaml', to: 'json', indent: 0 },
		expected: json('yaml', { canonical: 12345, decimal: 12345, octal: 12, hexadecimal: 12 }),
		source: `${YAML_SPEC}, Example 2.19`
	},
	{
		name: 'YAML example 2.20: infinity has no JSON form → 422',
		op: 'data-convert',
		input: { input: 'canonical: 1.23015e+3\nexponential: 12.3015e+02\nfixed: 1230.15\nnegative infinity: -.inf\nnot a number: .nan\n', from: 'yaml', to: 'json' },
		expected: bad('to: JSON has no -Infinity (at /negative infinity)'),
		source: `${YAML_SPEC}, Example 2.20; RFC 8259 section 6 ("Numeric values that cannot be represented … such as Infinity and NaN are not permitted"); ${CONTRACT}`
	},
	{
		name: 'YAML that does not parse names its line',
		op: 'data-convert',
		input: { input: 'a: 1\nb: [1, 2\nc: 3\n', from: 'yaml', to: 'json' },
		expected: bad('input: line 3, column 1: Flow sequence in block collection must be sufficiently indented and end with a ] (YAML)'),
		source: `${YAML_SPEC} 7.4 (flow sequences end with "]"); the line of the first token after the unclosed sequence; ${CONTRACT}`
	},
	{
		name: 'TOML specification example to JSON',
		op: 'data-convert',
		input: { input: TOML_EXAMPLE, from: 'toml', to: 'json', indent: 0 },
		expected: json('toml', {
			title: 'TOML Example',
			owner: { name: 'Tom Preston-Werner', dob: '1979-05-27T07:32:00-08:00' },
			database: { enabled: true, ports: [8000, 8001, 8002], data: [['delta', 'phi'], [3.14]], temp_targets: { cpu: 79.5, case: 72 } },
			servers: { alpha: { ip: '10.0.0.1', role: 'frontend' }, beta: { ip: '10.0.0.2', role: 'backend' } }
		}),
		source: `${TOML_SPEC}, the opening example; offset date-time as RFC 3339 text (toml-test's JSON encoding writes it the same way)`
	},
	{
		name: 'TOML array of tables, with an empty one',
		op: 'data-convert',
		input: { input: '[[products]]\nname = "Hammer"\nsku = 738594937\n\n[[products]]  # empty table within the array\n\n[[products]]\nname = "Nail"\nsku = 284758393\n\ncolor = "gray"\n', from: 'toml', to: 'json', indent: 0 },
		expected: json('toml', { products: [{ name: 'Hammer', sku: 738594937 }, {}, { name: 'Nail', sku: 284758393, color: 'gray' }] }),
		source: `${TOML_SPEC}, "Array of Tables" (its JSON equivalent is printed beside it)`
	},
	{
		name: 'TOML that defines a table twice → 422 with its line',
		op: 'data-convert',
		input: { input: '[fruit]\napple = "red"\n\n[fruit]\norange = "orange"\n', from: 'toml', to: 'json' },
		expected: bad('input: line 4, column 2: trying to redefine an already defined table or value (TOML)'),
		source: `${TOML_SPEC}, "Table" ("# DO NOT DO THIS": defining a table more than once is invalid); line 4 holds the second [fruit]`
	},
	{
		name: 'JSON to TOML: a top-level array → 422',
		op: 'data-convert',
		input: { input: '[1, 2]', from: 'json', to: 'toml' },
		expected: bad('to: TOML needs a table (an object) at the top level, not an array'),
		source: `${TOML_SPEC} (a TOML document is a table); ${CONTRACT} (a top-level array in TOML → 422)`
	},
	{
		name: 'JSON to TOML: null has no TOML form → 422',
		op: 'data-convert',
		input: { input: '{"a": {"b": null}}', from: 'json', to: 'toml' },
		expected: bad('to: TOML has no null (at /a/b)'),
		source: `${TOML_SPEC} (its types: string, integer, float, boolean, date-time, array, table; no null)`
	},
	{
		name: 'RFC 4180: a header, quoted fields with a line break and a doubled quote',
		op: 'data-convert',
		input: { input: 'field_name,field_name2,field_name3\r\n"aaa","b\r\nbb","ccc"\r\nzzz,yyy,"x""x"\r\n', from: 'csv', to: 'json', indent: 0 },
		expected: json('csv', [
			{ field_name: 'aaa', field_name2: 'b\r\nbb', field_name3: 'ccc' },
			{ field_name: 'zzz', field_name2: 'yyy', field_name3: 'x"x' }
		]),
		source: `${RFC4180}, rules 3 (header), 5, 6 and 7 and their examples; values are strings (${CONTRACT})`
	},
	{
		name: 'RFC 4180: the last record may lack a line break',
		op: 'data-convert',
		input: { input: 'a,b\r\n1,2', from: 'csv', to: 'json', indent: 0 },
		expected: json('csv', [{ a: '1', b: '2' }]),
		source: `${RFC4180}, rule 2`
	},
	{
		name: 'CSV with a record of the wrong length names its line',
		op: 'data-convert',
		input: { input: 'a,b\r\n"x\r\ny",2\r\n3\r\n', from: 'csv', to: 'json' },
		expected: bad('input: line 4: 1 field where the header has 2 (CSV)'),
		source: `${RFC4180}, rule 4 ("Each line should contain the same number of fields"); line 4 because the quoted field spans lines 2-3`
	},
	{
		name: 'JSON to CSV quotes what RFC 4180 says must be quoted',
		op: 'data-convert',
		input: { input: '[{"name":"Smith, Jo","quote":"say \\"hi\\"","n":1},{"name":"Ana","quote":"","n":null}]', from: 'json', to: 'csv' },
		expected: ok('json', 'name,quote,n\r\n"Smith, Jo","say ""hi""",1\r\nAna,,'),
		source: `${RFC4180}, rules 6 and 7; python3 csv.writer (QUOTE_MINIMAL, CRLF) writes the same records`
	},
	{
		name: 'JSON to CSV: nested objects → 422',
		op: 'data-convert',
		input: { input: '[{"a": 1, "b": {"c": 2}}]', from: 'json', to: 'csv' },
		expected: bad('to: CSV cannot hold nested values (at /0/b)'),
		source: CONTRACT
	},
	{
		name: 'XML to JSON: elements, attributes and repeated elements',
		op: 'data-convert',
		input: { input: '<?xml version="1.0"?>\n<note id="7">\n  <to>Tove</to>\n  <cc>Ana</cc>\n  <cc>Bo</cc>\n  <body>Don&apos;t forget me this weekend!</body>\n</note>', from: 'xml', to: 'json', indent: 0 },
		expected: json('xml', { note: { to: 'Tove', cc: ['Ana', 'Bo'], body: "Don't forget me this weekend!", '@id': '7' } }),
		source: `${MAPPING}; XML 1.0 section 4.6 (&apos; is the predefined entity for ')`
	},
	{
		name: 'JSON to XML: one key is the root element',
		op: 'data-convert',
		input: { input: '{"note":{"@id":"7","to":"Tove","cc":["Ana","Bo"],"body":"a < b & c"}}', from: 'json', to: 'xml' },
		expected: ok('json', '<note id="7">\n  <to>Tove</to>\n  <cc>Ana</cc>\n  <cc>Bo</cc>\n  <body>a &lt; b &amp; c</body>\n</note>'),
		source: `${MAPPING}; XML 1.0 section 2.4 (< and & escaped in character data)`
	},
	{
		name: 'CSV to XML: the rows become <item> elements inside <root>',
		op: 'data-convert',
		input: { input: 'name,city\r\nAna,"São Paulo"\r\n"Smith, Jo",Madrid\r\n', from: 'csv', to: 'xml', indent: 0 },
		expected: ok('csv', '<root><item><name>Ana</name><city>São Paulo</city></item><item><name>Smith, Jo</name><city>Madrid</city></item></root>'),
		source: `${RFC4180} (quoted fields); ${MAPPING} (an array is written as <root> with one <item> per element)`
	},
	{
		name: 'XML with a mismatched end tag names line and column',
		op: 'data-convert',
		input: { input: '<a>\n  <b>text</c>\n</a>', from: 'xml', to: 'json' },
		expected: bad("input: line 2, column 10: Expected closing tag 'b' (opened in line 2, col 3) instead of closing tag 'c'. (XML)"),
		source: 'XML 1.0 section 3 (well-formedness constraint "Element Type Match"); line and column of the </c> counted by hand'
	},
	{
		name: 'XML entity declarations are refused (no entity expansion)',
		op: 'data-convert',
		input: { input: '<?xml version="1.0"?>\n<!DOCTYPE lolz [\n <!ENTITY lol "lol">\n]>\n<lolz>&lol;</lolz>', from: 'xml', to: 'json' },
		expected: bad('input: line 3: entity declarations (<!ENTITY) are not supported (XML)'),
		source: 'OWASP XML External Entity Prevention Cheat Sheet (disable DTD entity processing); src/lib/ops/data-convert/README.md limits'
	},
	{
		name: 'indent 0 writes flow-style YAML',
		op: 'data-convert',
		input: { input: '{"a":1,"b":[true,null,"x y"]}', from: 'json', to: 'yaml', indent: 0 },
		expected: ok('json', '{ a: 1, b: [ true, null, x y ] }'),
		source: `${YAML_SPEC} 7.4 (flow collections); example 2.5 writes sequences in the same flow style`
	},
	{
		name: 'JSON that does not parse names its line',
		op: 'data-convert',
		input: { input: '{\n  "a": 1,\n}', from: 'json', to: 'yaml' },
		expected: bad("input: line 3, column 1: Trailing comma before '}' (JSON)"),
		source: 'RFC 8259 section 4 (no comma before end-object)'
	},
	{
		name: 'unknown format → 422',
		op: 'data-convert',
		input: { input: 'a', from: 'hcl', to: 'json' },
		expected: bad('from: Invalid option: expected one of "auto"|"json"|"yaml"|"toml"|"csv"|"xml"|"plist"|"properties"|"ini"|"query-string"|"json5"|"ndjson"|"php"|"rison"|"o-rison"|"a-rison"|"msgpack"|"cbor"|"bson"|"protobuf"|"protobuf-raw"|"avro"'),
		source: CONTRACT
	},
	{
		name: 'indent 9 → 422',
		op: 'data-convert',
		input: { input: '{}', from: 'json', to: 'json', indent: 9 },
		expected: bad('indent: Too big: expected number to be <=8'),
		source: `${CONTRACT}: indent 0–8`
	},
	{
		name: 'input over 524,288 characters → 422',
		op: 'data-convert',
		input: { input: ' '.repeat(524_289), from: 'json', to: 'yaml' },
		expected: bad('input: Too big: expected string to have <=524288 characters'),
		source: 'the limit documented on the field and in src/lib/ops/data-convert/README.md'
	},
	// from: auto (the default). Each text is in one format by its own specification; the ones that
	// another format would also read show why the order and the conditions are what they are.
	{
		name: 'auto: RFC 8259 example (an array of two objects) is read as JSON',
		op: 'data-convert',
		input: {
			input:
				'[\n  {\n     "precision": "zip",\n     "Latitude":  37.7668,\n     "Longitude": -122.3959,\n     "Address":   "",\n     "City":      "SAN FRANCISCO",\n     "State":     "CA",\n     "Zip":       "94107",\n     "Country":   "US"\n  },\n  {\n     "precision": "zip",\n     "Latitude":  37.371991,\n     "Longitude": -122.026020,\n     "Address":   "",\n     "City":      "SUNNYVALE",\n     "State":     "CA",\n     "Zip":       "94085",\n     "Country":   "US"\n  }\n]',
			to: 'json',
			indent: 0
		},
		expected: json('json', [
			{ precision: 'zip', Latitude: 37.7668, Longitude: -122.3959, Address: '', City: 'SAN FRANCISCO', State: 'CA', Zip: '94107', Country: 'US' },
			{ precision: 'zip', Latitude: 37.371991, Longitude: -122.02602, Address: '', City: 'SUNNYVALE', State: 'CA', Zip: '94085', Country: 'US' }
		]),
		source: `RFC 8259 section 13, the second example; ${DETECTION}`
	},
	{
		name: 'auto: XML 1.0 "Hello, world!" (a comma, so not taken for CSV) is read as XML',
		op: 'data-convert',
		input: { input: '<?xml version="1.0"?>\n<greeting>Hello, world!</greeting>', to: 'json', indent: 0 },
		expected: json('xml', { greeting: 'Hello, world!' }),
		source: `XML 1.0 (fifth edition) section 2.8, the first example; ${MAPPING}; ${DETECTION}`
	},
	{
		name: 'auto: TOML inline tables (commas, so not taken for CSV) are read as TOML',
		op: 'data-convert',
		input: { input: 'name = { first = "Tom", last = "Preston-Werner" }\npoint = { x = 1, y = 2 }\nanimal = { type.name = "pug" }\n', to: 'json', indent: 0 },
		expected: json('toml', { name: { first: 'Tom', last: 'Preston-Werner' }, point: { x: 1, y: 2 }, animal: { type: { name: 'pug' } } }),
		source: `${TOML_SPEC}, "Inline Table" (its first example); ${DETECTION}`
	},
	{
		name: 'auto: YAML example 2.5, which also reads as CSV of three columns, is read as YAML',
		op: 'data-convert',
		input: { input: '- [name        , hr, avg  ]\n- [Mark McGwire, 65, 0.278]\n- [Sammy Sosa  , 63, 0.288]\n', to: 'json', indent: 0 },
		expected: json('yaml', [
			['name', 'hr', 'avg'],
			['Mark McGwire', 65, 0.278],
			['Sammy Sosa', 63, 0.288]
		]),
		source: `${YAML_SPEC}, Example 2.5; ${DETECTION}: YAML before CSV`
	},
	{
		name: 'auto: RFC 4180 records (YAML reads them as one string) are read as CSV',
		op: 'data-convert',
		input: { input: 'aaa,bbb,ccc\r\nzzz,yyy,xxx\r\n', to: 'json', indent: 0 },
		expected: json('csv', [{ aaa: 'zzz', bbb: 'yyy', ccc: 'xxx' }]),
		source: `${RFC4180}, rules 1 and 3 (the first line as the header); YAML 1.2.2 section 7.3.3 (a plain scalar spans lines); ${DETECTION}`
	},
	{
		name: 'auto: JSON missing a comma → 422 with JSON\'s line and column',
		op: 'data-convert',
		input: { input: '{"a": 1 "b": 2}', to: 'yaml' },
		expected: bad("input: line 1, column 9: Expected ',' or '}' after a property value (JSON, the format it looks most like: no format reads it)"),
		source: `RFC 8259 section 4 (members are separated by commas); column 9 is the second member's quote, counted by hand; ${DETECTION}`
	},
	{
		name: 'auto: YAML that does not parse → 422 with YAML\'s line',
		op: 'data-convert',
		input: { input: 'a: 1\nb: [1, 2\nc: 3\n', to: 'json' },
		expected: bad('input: line 3, column 1: Flow sequence in block collection must be sufficiently indented and end with a ] (YAML, the format it looks most like: no format reads it)'),
		source: `${YAML_SPEC} 7.4 (flow sequences end with "]"); ${DETECTION}`
	},
	{
		name: 'auto: a sentence is in no format → 422',
		op: 'data-convert',
		input: { input: 'Hello world', to: 'json' },
		expected: bad('input: its format cannot be detected: it is not JSON, XML, a TOML table, a YAML mapping or list, nor CSV with a header row, two or more columns and a record; set from to its format'),
		source: DETECTION
	},
	{
		name: 'auto: empty input → 422',
		op: 'data-convert',
		input: { input: ' \n', to: 'json' },
		expected: bad('input: is empty: there is no data to detect the format of'),
		source: DETECTION
	},
	// Binary formats (README.md "Binary formats"). Bytes made by Python's own libraries (Debian 12's
	// /usr/bin/python3: msgpack 1.0.3, cbor2 5.4.6, pymongo's bson 3.11), the JSON answer written by
	// hand from the value Python encoded and the README's type mapping.
	{
		name: 'MessagePack → JSON: integers, uint64 past 2^53, float64, UTF-8, bin, nil/true/false, maps',
		op: 'data-convert',
		input: { input: 'iKNpbnQBo25lZ9Dfo2JpZ8///////////6Fmyz/4AAAAAAAAoXOmaMOpbGxvoWLEAgD/o2FycpPAw8KhbYGheIA=', from: 'msgpack', to: 'json', indent: 0 },
		expected: json('msgpack' as Format, { int: 1, neg: -33, big: { $numberLong: '18446744073709551615' }, f: 1.5, s: 'héllo', b: { $binary: { base64: 'AP8=', subType: '00' } }, arr: [null, true, false], m: { x: {} } }),
		source: `${PYTHON}: base64(msgpack.packb({'int':1,'neg':-33,'big':2**64-1,'f':1.5,'s':'héllo','b':b'\x00\xff','arr':[None,True,False],'m':{'x':{}}}))`
	},
	{
		name: 'JSON → MessagePack: byte for byte as Python msgpack.packb (smallest integers, float64)',
		op: 'data-convert',
		input: { input: '{"a":1,"b":[2,3.25,"x"],"c":null,"d":true}', from: 'json', to: 'msgpack' },
		expected: ok('json', 'hKFhAaFikwLLQAoAAAAAAACheKFjwKFkww=='),
		source: `${PYTHON}: base64(msgpack.packb({"a":1,"b":[2,3.25,"x"],"c":None,"d":True}))`
	},
	{
		name: 'MessagePack claiming a 4 GiB string in 6 bytes → 422, nothing allocated',
		op: 'data-convert',
		input: { input: '2/////9B', from: 'msgpack', to: 'json' },
		expected: bad('input: cannot be read as MessagePack: Max length exceeded: UTF-8 byte length (4294967295) > maxStrLength (6)'),
		source: 'msgpack spec (str 32: 0xdb, a 4-byte length 0xffffffff, then one byte of the 4 GiB it claims)'
	},
	{
		name: 'CBOR → JSON: uint64, bignum tag 2, float64, bytes, integer map key, tag 32',
		op: 'data-convert',
		input: { input: 'qmNpbnQBY25lZzggY2JpZxv//////////2RodWdlwklAAAAAAAAAAABhZvs/+AAAAAAAAGFzZmjDqWxsb2FiQgD/Y2FycoP29fQBY29uZWF02CBoaHR0cDovL3g=', from: 'cbor', to: 'json', indent: 0 },
		expected: json('cbor' as Format, {
			int: 1,
			neg: -33,
			big: { $numberLong: '18446744073709551615' },
			huge: { $numberLong: '1180591620717411303424' },
			f: 1.5,
			s: 'héllo',
			b: { $binary: { base64: 'AP8=', subType: '00' } },
			arr: [null, true, false],
			'1': 'one',
			t: { $tag: 32, $value: 'http://x' }
		}),
		source: `${PYTHON}: base64(cbor2.dumps({'int':1,'neg':-33,'big':2**64-1,'huge':2**70,'f':1.5,'s':'héllo','b':b'\x00\xff','arr':[None,True,False],1:'one','t':cbor2.CBORTag(32,'http://x')}))`
	},
	{
		name: 'JSON → CBOR: byte for byte as Python cbor2.dumps(canonical=True) (keys length-first, shortest floats)',
		op: 'data-convert',
		input: { input: '{"a":1,"b":[2,3.25,"x"],"c":null,"d":true,"aa":0.1}', from: 'json', to: 'cbor' },
		expected: ok('json', 'pWFhAWFigwL5QoBheGFj9mFk9WJhYfs/uZmZmZmZmg=='),
		source: `${PYTHON}: base64(cbor2.dumps({"a":1,"b":[2,3.25,"x"],"c":None,"d":True,"aa":0.1}, canonical=True))`
	},
	{
		name: 'BSON → JSON: ObjectId, int32, int64, double, string, binary, UTC datetime, null, array',
		op: 'data-convert',
		input: { input: 'ewAAAAdfaWQAXx18K5seijxNXm9wEGkAAQAAABJsAAAAAAAAAQAAEmJpZwAAAAAAAAAAQAFmAAAAAAAAAPg/AnMAAgAAAHgABWIAAgAAAAABAglkAIjMNWRvAQAACm4ABGFycgAVAAAAEDAAAQAAAAIxAAIAAABhAAAA', from: 'bson', to: 'json', indent: 0 },
		expected: json('bson' as Format, {
			_id: { $oid: '5f1d7c2b9b1e8a3c4d5e6f70' },
			i: 1,
			l: 1099511627776,
			big: { $numberLong: '4611686018427387904' },
			f: 1.5,
			s: 'x',
			b: { $binary: { base64: 'AQI=', subType: '00' } },
			d: { $date: '2020-01-02T03:04:05.000Z' },
			n: null,
			arr: [1, 'a']
		}),
		source: `${PYTHON}: base64(bson.encode({'_id':ObjectId('5f1d7c2b9b1e8a3c4d5e6f70'),'i':1,'l':Int64(2**40),'big':Int64(2**62),'f':1.5,'s':'x','b':Binary(b'\x01\x02',0),'d':datetime(2020,1,2,3,4,5,tzinfo=utc),'n':None,'arr':[1,'a']}))`
	},
	{
		name: 'JSON → BSON: byte for byte as Python bson.encode (int32, int64 past 2^31, double, array, null, bool)',
		op: 'data-convert',
		input: { input: '{"a":1,"b":[2,3.25,"x"],"c":null,"d":true,"e":1099511627776}', from: 'json', to: 'bson' },
		expected: ok('json', 'QQAAABBhAAEAAAAEYgAgAAAAEDAAAgAAAAExAAAAAAAAAApAAjIAAgAAAHgAAApjAAhkAAESZQAAAAAAAAEAAAA='),
		source: `${PYTHON}: base64(bson.encode({"a":1,"b":[2,3.25,"x"],"c":None,"d":True,"e":2**40}))`
	},
	{
		name: 'protobuf-raw → JSON and protoc text: varint, string, nested message, fixed32, fixed64, repeated, bytes',
		op: 'data-convert',
		input: { input: '089601120774657374696e671a03089601250000803f29010000000000000008072202ff01', from: 'protobuf-raw', to: 'json', indent: 0, input_encoding: 'hex' },
		expected: {
			status: 200,
			body: {
				output: JSON.stringify({ '1': [150, 7], '2': 'testing', '3': { '1': 150 }, '4': [1065353216, { $binary: { base64: '/wE=', subType: '00' } }], '5': 1 }),
				from: 'protobuf-raw',
				text: '1: 150\n2: "testing"\n3 {\n  1: 150\n}\n4: 0x3f800000\n5: 0x0000000000000001\n1: 7\n4: "\\377\\001"'
			}
		},
		source: 'protoc 3.21.12 --decode_raw of the same bytes (text verbatim; JSON from its values: 0x3f800000 = 1065353216)'
	},
	{
		name: 'protobuf-raw: a length past the end → 422 naming the byte',
		op: 'data-convert',
		input: { input: '0a05ab', from: 'protobuf-raw', to: 'json', input_encoding: 'hex' },
		expected: bad('input: not a protobuf message: a length of 5 bytes past the end at byte 2'),
		source: 'protobuf.dev encoding guide (field 1, wire type 2, length 5, one byte follows); protoc --decode_raw: "Failed to parse input."'
	},
	{
		name: 'JSON array → BSON → 422 (a BSON document is an object)',
		op: 'data-convert',
		input: { input: '[1,2]', from: 'json', to: 'bson' },
		expected: bad('to: BSON needs an object (a document) at the top level'),
		source: 'bsonspec.org (document ::= int32 e_list "\\x00")'
	}
];

// The text formats (plist, properties, ini, query-string, json5, ndjson): cases-text.ts.
cases.push(...textCases);
// PHP serialize(), Rison and the tables: cases-php-rison-table.ts.
cases.push(...phpRisonTableCases);
// protobuf with a schema, and avro: cases-schema.ts.
cases.push(...schemaCases);

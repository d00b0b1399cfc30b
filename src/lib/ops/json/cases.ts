import type { OperationCase } from '../cases.js';

const RFC8259 = 'RFC 8259 (The JSON Data Interchange Format)';
const PYTHON = 'python3 -c "import json,sys; print(json.dumps(json.loads(s), indent=N, sort_keys=…, ensure_ascii=False))" (an independent implementation), run when the case was written';
const CONTRACT = 'docs/spec/toolbox.md, Part 1 /json/format';

/** RFC 8259 section 13, the first example (an object), as the RFC prints it. */
const RFC_IMAGE = `{
      "Image": {
          "Width":  800,
          "Height": 600,
          "Title":  "View from 15th Floor",
          "Thumbnail": {
              "Url":    "http://www.example.com/image/481989943",
              "Height": 125,
              "Width":  100
          },
          "Animated" : false,
          "IDs": [116, 943, 234, 38793]
        }
    }`;

const invalid = (message: string, line: number, column: number) => ({ status: 200, body: { valid: false, error: { message, line, column } } });

export const cases: OperationCase[] = [
	{
		name: 'RFC 8259 section 13 object, indent 2',
		op: 'json-format',
		input: { input: RFC_IMAGE },
		expected: {
			status: 200,
			body: {
				valid: true,
				output:
					'{\n  "Image": {\n    "Width": 800,\n    "Height": 600,\n    "Title": "View from 15th Floor",\n    "Thumbnail": {\n      "Url": "http://www.example.com/image/481989943",\n      "Height": 125,\n      "Width": 100\n    },\n    "Animated": false,\n    "IDs": [\n      116,\n      943,\n      234,\n      38793\n    ]\n  }\n}'
			}
		},
		source: `${RFC8259} section 13; layout: ${PYTHON} with indent=2`
	},
	{
		name: 'RFC 8259 section 13 object, minified with sorted keys',
		op: 'json-format',
		input: { input: RFC_IMAGE, indent: 0, sort_keys: true },
		expected: {
			status: 200,
			body: { valid: true, output: '{"Image":{"Animated":false,"Height":600,"IDs":[116,943,234,38793],"Thumbnail":{"Height":125,"Url":"http://www.example.com/image/481989943","Width":100},"Title":"View from 15th Floor","Width":800}}' }
		},
		source: `${RFC8259} section 13; python3 json.dumps(…, separators=(",", ":"), sort_keys=True)`
	},
	{
		name: 'RFC 8259 section 13 array, indent "tab"',
		op: 'json-format',
		input: { input: '[{"precision": "zip", "Latitude": 37.7668, "Zip": "94107"}]', indent: 'tab' },
		expected: { status: 200, body: { valid: true, output: '[\n\t{\n\t\t"precision": "zip",\n\t\t"Latitude": 37.7668,\n\t\t"Zip": "94107"\n\t}\n]' } },
		source: `${RFC8259} section 13 (second example, shortened); python3 json.dumps(…, indent="\\t")`
	},
	{
		name: 'numbers keep their digits (no float rounding)',
		op: 'json-format',
		input: { input: '{"big": 12345678901234567890, "one": 1.0, "exp": 1E+2}', indent: 0 },
		expected: { status: 200, body: { valid: true, output: '{"big":12345678901234567890,"one":1.0,"exp":1E+2}' } },
		source: `${RFC8259} section 6 (number grammar; "implementations … may" differ in precision): the formatter keeps the text, as python3 json does for integers of any size (json.loads keeps 12345678901234567890 exact)`
	},
	{
		name: 'RFC 8259 section 13 scalar texts are JSON',
		op: 'json-format',
		input: { input: ' "Hello world!" ' },
		expected: { status: 200, body: { valid: true, output: '"Hello world!"' } },
		source: `${RFC8259} section 13: "Here are three small JSON texts containing only values"`
	},
	{
		name: 'a trailing comma: line and column of the ]',
		op: 'json-format',
		input: { input: '{\n  "name": "Utilkit",\n  "tags": ["json", "yaml",]\n}' },
		expected: invalid("Trailing comma before ']'", 3, 27),
		source: `${RFC8259} section 5 (array = begin-array [ value *( value-separator value ) ] end-array); position counted by hand`
	},
	{
		name: 'single quotes are not JSON',
		op: 'json-format',
		input: { input: "{'a': 1}" },
		expected: invalid('Expected a property name in double quotes', 1, 2),
		source: `${RFC8259} section 7 (strings begin and end with quotation marks U+0022)`
	},
	{
		name: 'unterminated text: end of input on line 2',
		op: 'json-format',
		input: { input: '{"a": [1, 2\n' },
		expected: invalid('Unexpected end of input', 2, 1),
		source: `${RFC8259} section 5; position counted by hand`
	},
	{
		name: 'a leading zero is not a JSON number',
		op: 'json-format',
		input: { input: '[01]' },
		expected: invalid('Invalid number', 1, 2),
		source: `${RFC8259} section 6 (int = zero / ( digit1-9 *DIGIT ))`
	},
	{
		name: 'a raw tab inside a string',
		op: 'json-format',
		input: { input: '["a\tb"]' },
		expected: invalid('Unescaped control character U+0009 in string', 1, 4),
		source: `${RFC8259} section 7 (control characters U+0000 through U+001F must be escaped)`
	},
	{
		name: 'empty input',
		op: 'json-format',
		input: { input: '' },
		expected: invalid('Unexpected end of input', 1, 1),
		source: `${RFC8259} section 2 (JSON-text = ws value ws)`
	},
	{
		name: 'indent out of range → 422',
		op: 'json-format',
		input: { input: '{}', indent: 9 },
		expected: { status: 422, body: { detail: 'indent: Invalid option: expected one of 0|1|2|3|4|5|6|7|8|"tab"', code: 'invalid_input' } },
		source: `${CONTRACT}: indent 0–8 or "tab"`
	},
	{
		// "[" + n × ("\n" + 8 spaces + "0") + (n - 1) commas + "\n]" = 11n + 2 characters: 2,097,152 at n = 190,650.
		name: 'an answer of exactly 2,097,152 characters (the limit): 190,650 zeros at indent 8',
		op: 'json-format',
		input: { input: `[${'0,'.repeat(190_649)}0]`, indent: 8 },
		expected: { status: 200, body: { valid: true, output: JSON.stringify(new Array(190_650).fill(0), null, 8) } },
		source: 'JSON.stringify(value, null, 8) (ECMA-262 25.5.2), the layout src/lib/ops/json/README.md promises; the 2,097,152-character limit documented there'
	},
	{
		name: 'one zero more: an answer over 2,097,152 characters → 422',
		op: 'json-format',
		input: { input: `[${'0,'.repeat(190_650)}0]`, indent: 8 },
		expected: { status: 422, body: { detail: 'indent: the formatted text would be over 2,097,152 characters; use a smaller indent, or 0', code: 'invalid_input' } },
		source: 'the 2,097,152-character limit documented in src/lib/ops/json/README.md'
	},
	{
		name: 'input over 524,288 characters → 422',
		op: 'json-format',
		input: { input: ' '.repeat(524_289) },
		expected: { status: 422, body: { detail: 'input: Too big: expected string to have <=524288 characters', code: 'invalid_input' } },
		source: 'the limit documented on the field and in src/lib/ops/json/README.md'
	}
];

// Reference cases of PHP serialize() (formats/php.ts), Rison (formats/rison.ts) and the table
// targets (formats/table.ts). Every expected value was printed by an independent program, named in
// `source`: PHP 8.2 itself (oracle/php_cases.php), rison.js, the reference implementation
// (oracle/rison_cases.mjs), CyberChef's To Table code (oracle/table_ascii.mjs) and Python's tabulate
// (oracle/table_cases.py); CyberChef's own tests where they say the same.
import type { OperationCase } from '../cases.js';
import type { Format } from './options.js';

const ok = (from: Format, output: string) => ({ status: 200, body: { output, from } });
const bad = (field: string, detail: string) => ({ status: 422, body: { detail: `${field}: ${detail}`, code: 'invalid_input' } });

const PHP = 'PHP 8.2.36 (Debian 12 php-cli), src/lib/ops/data-convert/oracle/php_cases.php';
const PHP_WRITE = `${PHP}: serialize(json_decode($json, true))`;
const PHP_READ = `${PHP}: json_encode of unserialize() with objects cast to arrays`;
const RISON = 'rison.js 0.1.1 (npm rison, the reference implementation CyberChef uses), src/lib/ops/data-convert/oracle/rison_cases.mjs';
const TABULATE = 'Python tabulate 0.8.9 (Debian 12 python3-tabulate), src/lib/ops/data-convert/oracle/table_cases.py';
const CYBERCHEF_TABLE = "CyberChef's ToTable.mjs asciiOutput, run by src/lib/ops/data-convert/oracle/table_ascii.mjs (trailing line break dropped, as every answer here)";

const USER_OBJECT = 'O:4:"User":3:{s:4:"name";s:3:"Ana";s:5:"\0*\0id";i:7;s:10:"\0User\0pass";N;}';
const CSV = 'name,city\r\nAna,"São Paulo"\r\n"Smith, Jo",Madrid\r\n';
const ROWS = '[{"id":1,"name":"Ana","score":9.5,"note":null},{"id":22,"name":"Bo","score":10,"note":"<b>&\'\\""}]';

export const phpRisonTableCases: OperationCase[] = [
	{
		name: 'JSON → PHP: an array of values and an object (CyberChef "PHP Serialize array")',
		op: 'data-convert',
		input: { input: '[1,"abc",true,{"x":1,"y":2}]', from: 'json', to: 'php' },
		expected: ok('json', 'a:4:{i:0;i:1;i:1;s:3:"abc";i:2;b:1;i:3;a:2:{s:1:"x";i:1;s:1:"y";i:2;}}'),
		source: `${PHP_WRITE}; the same as CyberChef tests/operations/tests/PHPSerialize.mjs "PHP Serialize array"`
	},
	{
		name: 'JSON → PHP: names, a float, true and null',
		op: 'data-convert',
		input: { input: '{"name":"Utilkit","tags":["php","rison"],"version":1.2,"offline":true,"owner":null}', from: 'json', to: 'php' },
		expected: ok('json', 'a:5:{s:4:"name";s:7:"Utilkit";s:4:"tags";a:2:{i:0;s:3:"php";i:1;s:5:"rison";}s:7:"version";d:1.2;s:7:"offline";b:1;s:5:"owner";N;}'),
		source: PHP_WRITE
	},
	{
		name: 'JSON → PHP: floats as PHP writes them (serialize_precision -1)',
		op: 'data-convert',
		input: { input: '[0.1,-2.5,1.5e-5,1e-4,123456789012345680000,1e300,-0.0]', from: 'json', to: 'php' },
		expected: ok('json', 'a:7:{i:0;d:0.1;i:1;d:-2.5;i:2;d:1.5E-5;i:3;d:0.0001;i:4;d:1.2345678901234568E+20;i:5;d:1.0E+300;i:6;d:-0;}'),
		source: PHP_WRITE
	},
	{
		name: 'JSON → PHP: a string\'s length counts UTF-8 bytes',
		op: 'data-convert',
		input: { input: '"São Paulo 😀 \\"quoted\\""', from: 'json', to: 'php' },
		expected: ok('json', 's:24:"São Paulo 😀 "quoted"";'),
		source: PHP_WRITE
	},
	{
		name: 'PHP → JSON: CyberChef\'s example (integer keys make an object)',
		op: 'data-convert',
		input: { input: 'a:2:{s:1:"a";i:10;i:0;a:1:{s:2:"ab";b:1;}}', from: 'php', to: 'json', indent: 0 },
		// JavaScript orders an integer-like name first; PHP prints {"a":10,"0":{"ab":true}}: the same data.
		expected: ok('php', '{"0":{"ab":true},"a":10}'),
		source: `${PHP_READ} (the same data as CyberChef tests/operations/tests/PHP.mjs "PHP Deserialize array (JSON)")`
	},
	{
		name: 'PHP → JSON: keys 0…n−1 in order are a list',
		op: 'data-convert',
		input: { input: 'a:2:{s:4:"name";s:7:"Utilkit";s:4:"tags";a:2:{i:0;s:3:"php";i:1;s:5:"rison";}}', from: 'php', to: 'json', indent: 0 },
		expected: ok('php', '{"name":"Utilkit","tags":["php","rison"]}'),
		source: PHP_READ
	},
	{
		name: 'PHP → JSON: an empty array is [] (as json_encode says)',
		op: 'data-convert',
		input: { input: 'a:0:{}', from: 'php', to: 'json', indent: 0 },
		expected: ok('php', '[]'),
		source: `${PHP_READ} (CyberChef's PHP Deserialize says {})`
	},
	{
		name: 'PHP → JSON: floats, a numeric string key, UTF-8',
		op: 'data-convert',
		input: { input: 'a:3:{i:0;d:0.1;i:1;d:-1.0E+25;i:2;s:9:"São 😀";}', from: 'php', to: 'json', indent: 0 },
		expected: ok('php', '[0.1,-1e+25,"São 😀"]'),
		source: `${PHP_READ} (PHP writes -1.0e+25, the same number)`
	},
	{
		name: 'PHP → JSON: an object of an unknown class keeps its name and hidden properties',
		op: 'data-convert',
		input: { input: USER_OBJECT, from: 'php', to: 'json', indent: 0 },
		expected: ok('php', '{"__PHP_Incomplete_Class_Name":"User","name":"Ana","\\u0000*\\u0000id":7,"\\u0000User\\u0000pass":null}'),
		source: PHP_READ
	},
	{
		name: 'PHP → PHP: an object written back is the same bytes',
		op: 'data-convert',
		input: { input: USER_OBJECT, from: 'php', to: 'php' },
		expected: ok('php', USER_OBJECT),
		source: `${PHP}: serialize(unserialize($text)) === $text`
	},
	{
		name: 'PHP → JSON: PHP_INT_MAX is kept exact as {"$numberLong"}',
		op: 'data-convert',
		input: { input: 'i:9223372036854775807;', from: 'php', to: 'json', indent: 0 },
		expected: ok('php', '{"$numberLong":"9223372036854775807"}'),
		source: `${PHP_READ} (9223372036854775807), in MongoDB Extended JSON's wrapper as the binary formats (README "Binary formats")`
	},
	{
		name: 'PHP: a string length past the end → 422 with the byte',
		op: 'data-convert',
		input: { input: 's:50:"abc";', from: 'php', to: 'json' },
		expected: bad('input', 'not PHP serialize() data: a length or count of 50 where 6 bytes are left at byte 2'),
		source: 'php.net/serialize: s:<bytes>:"…"; the text has 6 bytes after "s:50:", counted by hand (PHP 8.2 unserialize fails too)'
	},
	{
		name: 'PHP: a string length that cuts a UTF-8 character → 422',
		op: 'data-convert',
		input: { input: 's:10:"São 😀";', from: 'php', to: 'json' },
		expected: bad('input', 'not PHP serialize() data: expected " at byte 16'),
		source: `${PHP}: unserialize() says "Error at offset 16 of 17 bytes" for this text`
	},
	{
		name: 'JSON → Rison: the spec\'s example',
		op: 'data-convert',
		input: { input: '{"a":0,"b":"foo","c":"23skidoo"}', from: 'json', to: 'rison' },
		expected: ok('json', "(a:0,b:foo,c:'23skidoo')"),
		source: `${RISON}; the example of github.com/Nanonid/rison's README`
	},
	{
		name: 'JSON → Rison: CyberChef "Rison Encode: Encoding example 1"',
		op: 'data-convert',
		input: { input: '{"any":"json","yes":true}', from: 'json', to: 'rison' },
		expected: ok('json', '(any:json,yes:!t)'),
		source: `CyberChef tests/operations/tests/RisonEncodeDecode.mjs; ${RISON}`
	},
	{
		name: 'JSON → Rison: keys sorted, quoting and escapes, numbers, null and false',
		op: 'data-convert',
		input: { input: '{"id":"Utilkit","with space":"it\'s ok!","empty":"","list":[1,-2.5,1e21,null,false],"nested":{"ünïcode":"São Paulo"}}', from: 'json', to: 'rison' },
		expected: ok('json', "(empty:'',id:Utilkit,list:!(1,-2.5,1e21,!n,!f),nested:(ünïcode:'São Paulo'),'with space':'it!'s ok!!')"),
		source: RISON
	},
	{
		name: 'JSON → O-Rison: CyberChef "Encoding example 2" (Encode Object)',
		op: 'data-convert',
		input: { input: '{"supportsObjects":true,"ints":435}', from: 'json', to: 'o-rison' },
		expected: ok('json', 'ints:435,supportsObjects:!t'),
		source: `CyberChef tests/operations/tests/RisonEncodeDecode.mjs; ${RISON}`
	},
	{
		name: 'JSON → A-Rison: CyberChef "Encoding example 3" (Encode Array)',
		op: 'data-convert',
		input: { input: '["A","B",{"supportsObjects":true}]', from: 'json', to: 'a-rison' },
		expected: ok('json', 'A,B,(supportsObjects:!t)'),
		source: `CyberChef tests/operations/tests/RisonEncodeDecode.mjs; ${RISON}`
	},
	{
		name: 'JSON → A-Rison: an object → 422 naming to (CyberChef "Object for an array")',
		op: 'data-convert',
		input: { input: '{"supportsObjects":true,"ints":435}', from: 'json', to: 'a-rison' },
		expected: bad('to', 'A-RISON needs an array at the top level'),
		source: 'CyberChef tests/operations/tests/RisonEncodeDecode.mjs ("rison.encode_array expects an array argument")'
	},
	{
		name: 'Rison → JSON: CyberChef "Decoding example 1"',
		op: 'data-convert',
		input: { input: '(any:json,yes:!t)', from: 'rison', to: 'json', indent: 0 },
		expected: ok('rison', '{"any":"json","yes":true}'),
		source: `CyberChef tests/operations/tests/RisonEncodeDecode.mjs; ${RISON}`
	},
	{
		name: 'Rison → JSON: nested objects and lists (a Kibana-style URL state)',
		op: 'data-convert',
		input: { input: '(q:(term:(user:kimchy)),size:10,sort:!((date:desc)))', from: 'rison', to: 'json', indent: 0 },
		expected: ok('rison', '{"q":{"term":{"user":"kimchy"}},"size":10,"sort":[{"date":"desc"}]}'),
		source: RISON
	},
	{
		name: 'Rison → JSON: every literal and escape',
		op: 'data-convert',
		input: { input: "!(1,2.5e-3,-7,!t,!f,!n,'',abc,'it!'s')", from: 'rison', to: 'json', indent: 0 },
		expected: ok('rison', '[1,0.0025,-7,true,false,null,"","abc","it\'s"]'),
		source: RISON
	},
	{
		name: 'O-Rison and A-Rison → JSON',
		op: 'data-convert',
		input: { input: 'a:1,b:!(x,y)', from: 'o-rison', to: 'json', indent: 0 },
		expected: ok('o-rison', '{"a":1,"b":["x","y"]}'),
		source: `${RISON} (decode_object)`
	},
	{
		name: 'Rison: an unknown literal → 422 with the character',
		op: 'data-convert',
		input: { input: '(a:1,b:!x)', from: 'rison', to: 'json' },
		expected: bad('input', 'character 8: "!x" is not a value (!t, !f, !n or !( ) (Rison)'),
		source: 'github.com/Nanonid/rison README (! starts !t, !f, !n, !( only); rison.js says \'unknown literal: "!x"\'; the 8th character counted by hand'
	},
	{
		name: 'CSV → ASCII table, as CyberChef draws it',
		op: 'data-convert',
		input: { input: CSV, from: 'csv', to: 'ascii-table' },
		expected: ok('csv', '+-----------+-----------+\n| name      | city      |\n+-----------+-----------+\n| Ana       | São Paulo |\n| Smith, Jo | Madrid    |\n+-----------+-----------+'),
		source: CYBERCHEF_TABLE
	},
	{
		name: 'JSON rows → ASCII table: numbers, null as an empty cell',
		op: 'data-convert',
		input: { input: ROWS, from: 'json', to: 'ascii-table' },
		expected: ok('json', '+----+------+-------+--------+\n| id | name | score | note   |\n+----+------+-------+--------+\n| 1  | Ana  | 9.5   |        |\n| 22 | Bo   | 10    | <b>&\'" |\n+----+------+-------+--------+'),
		source: CYBERCHEF_TABLE
	},
	{
		name: 'JSON rows of arrays → ASCII table without a header',
		op: 'data-convert',
		input: { input: '[[1,2],[3,4]]', from: 'json', to: 'ascii-table' },
		expected: ok('json', '+---+---+\n| 1 | 2 |\n| 3 | 4 |\n+---+---+'),
		source: `${CYBERCHEF_TABLE}, "Make first row header" off`
	},
	{
		name: 'CSV → Markdown table (GitHub)',
		op: 'data-convert',
		input: { input: CSV, from: 'csv', to: 'markdown-table' },
		expected: ok('csv', '| name      | city      |\n|-----------|-----------|\n| Ana       | São Paulo |\n| Smith, Jo | Madrid    |'),
		source: TABULATE
	},
	{
		name: 'JSON rows → Markdown table: each column at least its header plus 2',
		op: 'data-convert',
		input: { input: ROWS, from: 'json', to: 'markdown-table' },
		expected: ok('json', '| id   | name   | score   | note   |\n|------|--------|---------|--------|\n| 1    | Ana    | 9.5     |        |\n| 22   | Bo     | 10      | <b>&\'" |'),
		source: TABULATE
	},
	{
		name: 'JSON rows → HTML table, escaped',
		op: 'data-convert',
		input: { input: ROWS, from: 'json', to: 'html-table' },
		expected: ok('json', '<table>\n<thead>\n<tr><th>id</th><th>name</th><th>score</th><th>note</th></tr>\n</thead>\n<tbody>\n<tr><td>1</td><td>Ana</td><td>9.5</td><td></td></tr>\n<tr><td>22</td><td>Bo</td><td>10</td><td>&lt;b&gt;&amp;&#x27;&quot;</td></tr>\n</tbody>\n</table>'),
		source: TABULATE
	},
	{
		name: 'Table: a lone value is no rows → 422 naming to',
		op: 'data-convert',
		input: { input: '5', from: 'json', to: 'markdown-table' },
		expected: bad('to', 'MARKDOWN-TABLE needs rows: an array of objects (one per row, names as the header) or an array of arrays (rows of cells)'),
		source: 'src/lib/ops/data-convert/README.md "PHP serialize(), Rison and tables" (a table is rows)'
	},
	{
		name: 'Table: a nested value in a cell → 422 naming to and the cell',
		op: 'data-convert',
		input: { input: '[{"a":{"b":1}}]', from: 'json', to: 'ascii-table' },
		expected: bad('to', 'ASCII-TABLE cannot hold nested values (at /0/a)'),
		source: 'src/lib/ops/data-convert/README.md "PHP serialize(), Rison and tables" (a cell is one value)'
	}
];

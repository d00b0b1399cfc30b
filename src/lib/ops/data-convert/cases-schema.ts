import type { OperationCase } from '../cases.js';

// protobuf with a schema, and avro (README.md, "protobuf", "avro"). Every expected value was
// printed by oracle/protobuf-avro.py: protoc 3.21.12 (--encode, --decode) and Debian 12's
// python3-protobuf 3.21 json_format (proto3 JSON mapping), python3-avro 1.11.1 (DataFileWriter
// made the files, DataFileReader read the records back).
const ORACLE = 'src/lib/ops/data-convert/oracle/protobuf-avro.py';
const bad = (detail: string) => ({ status: 422, body: { detail, code: 'invalid_input' } });

const PERSON = "syntax = \"proto3\";\n\nmessage Person {\n  string name = 1;\n  int64 id = 2;\n  repeated string emails = 3;\n}\n";
const SAMPLE = "syntax = \"proto3\";\npackage demo;\nimport \"google/protobuf/timestamp.proto\";\n\nmessage Sample {\n  enum Kind { UNKNOWN = 0; SMALL = 1; LARGE = 2; }\n  int32 small_int = 1;\n  int64 big_int = 2;\n  uint64 huge = 3;\n  sint32 negative = 4;\n  float ratio = 5;\n  double exact = 6;\n  bool flag = 7;\n  bytes blob = 8;\n  Kind kind = 9;\n  repeated int32 packed = 10;\n  map<string, int32> counts = 11;\n  Inner inner = 12;\n  google.protobuf.Timestamp at = 13;\n  string json_named = 14 [json_name = \"renamed\"];\n  optional int32 zero = 15;\n  int32 default_zero = 16;\n}\n\nmessage Inner {\n  string label = 1;\n}\n";
/** CyberChef tests/operations/tests/Protobuf.mjs, "Protobuf Decode: full schema, no unknown fields". */
const CYBERCHEF = "message Test {\n    repeated fixed32 Apple = 1;\n    optional string Banana = 2;\n    repeated string Carrot = 3;\n    optional int32 Date = 4;\n    optional subTest Elderberry = 5;\n    optional fixed64 Huckleberry = 6;\n}\nmessage subTest {\n    optional string Fig = 1;\n    optional subSubTest Grape = 2;\n}\nmessage subSubTest {}\n";
const JOB = "syntax = \"proto3\";\nimport \"google/protobuf/duration.proto\";\nimport \"google/protobuf/wrappers.proto\";\n\nmessage Job {\n  google.protobuf.Duration took = 1;\n  google.protobuf.Int64Value limit = 2;\n  google.protobuf.StringValue note = 3;\n  oneof target { string host = 4; int32 port = 5; }\n  repeated double values = 6;\n}\n";
const JOB_HEX = '0a1608ffffffffffffffffff011080b6ca91feffffffff01120208071a0028003218000000000000f87f000000000000f07f000000000000e0bf';
const MAPS = 'syntax = "proto3";\nmessage M {\n  map<int64, string> names = 1;\n  map<bool, int32> flags = 2;\n}\n';
const MAPS_HEX = '0a0e08fbffffffffffffffff011201780a0c088180808080808010120179120408001002120408011001';
const SAMPLE_HEX = '08fbffffffffffffffff0110818080808080801018ffffffffffffffffff0120d7042dcdcccc3d3100000000000004403801420200ff480252040102ac025a050a0161100162030a01786a0c0880e2cfaa061080cab5ee0172016a7800';
const SAMPLE_JSON = { smallInt: -5, bigInt: '9007199254740993', huge: '18446744073709551615', negative: -300, ratio: 0.1, exact: 2.5, flag: true, blob: 'AP8=', kind: 'LARGE', packed: [1, 2, 300], counts: { a: 1 }, inner: { label: 'x' }, at: '2023-11-14T22:13:20.500Z', renamed: 'j', zero: 0 };
const AVRO_RECORDS = [{"name":"Alyssa","favorite_number":256,"favorite_color":null,"id":{"$numberLong":"4611686018427387904"},"score":1.5,"tags":["a","b"],"attrs":{"x":1},"kind":"B","raw":{"$binary":{"base64":"AP8=","subType":"00"}},"hash":{"$binary":{"base64":"AQI=","subType":"00"}},"ok":true,"ratio":0.5,"friend":null},{"name":"Ben","favorite_number":null,"favorite_color":"red","id":-1,"score":-0.25,"tags":[],"attrs":{},"kind":"A","raw":{"$binary":{"base64":"","subType":"00"}},"hash":{"$binary":{"base64":"AAA=","subType":"00"}},"ok":false,"ratio":0.10000000149011612,"friend":{"name":"Cy","favorite_number":7,"favorite_color":null,"id":3,"score":0.0,"tags":["c"],"attrs":{"y":-2},"kind":"A","raw":{"$binary":{"base64":"AQ==","subType":"00"}},"hash":{"$binary":{"base64":"q80=","subType":"00"}},"ok":true,"ratio":2.0,"friend":null}}];

export const schemaCases: OperationCase[] = [
	{
		name: 'protobuf with a schema → JSON: proto3 JSON mapping (int64 as a string)',
		op: 'data-convert',
		input: { input: '0a03416e61102a1a0b616e61406578612e6d706c', from: 'protobuf', to: 'json', indent: 0, input_encoding: 'hex', schema: PERSON, message_type: 'Person' },
		expected: { status: 200, body: { output: JSON.stringify({ name: 'Ana', id: '42', emails: ['ana@exa.mpl'] }), from: 'protobuf' } },
		source: `${ORACLE}: json_format.MessageToDict; protoc --decode=Person: name: "Ana" id: 42 emails: "ana@exa.mpl"`
	},
	{
		name: 'protobuf → JSON: proto3 zero values on the wire are left out (no presence)',
		op: 'data-convert',
		input: { input: '0a001000', from: 'protobuf', to: 'json', indent: 0, input_encoding: 'hex', schema: PERSON },
		expected: { status: 200, body: { output: '{}', from: 'protobuf' } },
		source: `${ORACLE}: json_format.MessageToDict of 0a 00 10 00 (name "", id 0)`
	},
	{
		name: 'protobuf → JSON: Duration, Int64Value and StringValue wrappers, a oneof member at 0, NaN and Infinity',
		op: 'data-convert',
		input: { input: JOB_HEX, from: 'protobuf', to: 'json', indent: 0, input_encoding: 'hex', schema: JOB },
		expected: { status: 200, body: { output: JSON.stringify({ took: '-1.500s', limit: '7', note: '', port: 0, values: ['NaN', 'Infinity', -0.5] }), from: 'protobuf' } },
		source: `${ORACLE}: protoc --encode=Job of the text format, json_format.MessageToDict`
	},
	{
		name: 'JSON → protobuf: Duration, wrappers, oneof, "NaN" and "Infinity"; byte for byte',
		op: 'data-convert',
		input: { input: '{"took":"-1.500s","limit":"7","note":"","port":0,"values":["NaN","Infinity",-0.5]}', from: 'json', to: 'protobuf', output_encoding: 'hex', schema: JOB },
		expected: { status: 200, body: { output: JOB_HEX, from: 'json' } },
		source: `${ORACLE}: json_format.Parse into Job, SerializeToString(deterministic=True)`
	},
	{
		name: 'protobuf → JSON: int64 and bool map keys as text',
		op: 'data-convert',
		input: { input: MAPS_HEX, from: 'protobuf', to: 'json', indent: 0, input_encoding: 'hex', schema: MAPS },
		expected: { status: 200, body: { output: JSON.stringify({ names: { '-5': 'x', '9007199254740993': 'y' }, flags: { false: 2, true: 1 } }), from: 'protobuf' } },
		source: `${ORACLE}: json_format.MessageToDict (which lists the bool keys true first: a map's order means nothing, ours is the bytes' order)`
	},
	{
		name: 'JSON → protobuf: int64 and bool map keys (false too); byte for byte',
		op: 'data-convert',
		input: { input: '{"names":{"-5":"x","9007199254740993":"y"},"flags":{"false":2,"true":1}}', from: 'json', to: 'protobuf', output_encoding: 'hex', schema: MAPS },
		expected: { status: 200, body: { output: MAPS_HEX, from: 'json' } },
		source: `${ORACLE}: json_format.Parse into M, SerializeToString(deterministic=True) (keys sorted; the input lists them in that order)`
	},
	{
		name: 'JSON → protobuf: a map key that is not an integer → 422 naming it',
		op: 'data-convert',
		input: { input: '{"names":{"abc":"x"}}', from: 'json', to: 'protobuf', schema: MAPS },
		expected: bad('input: at /names/abc: expected an integer (int64)'),
		source: `${ORACLE} (json_format.Parse refuses it: "Failed to parse names field: invalid literal for int() with base 10: 'abc'.")`
	},
	{
		name: 'protobuf: a schema that does not parse → 422 naming schema and the line',
		op: 'data-convert',
		input: { input: '', from: 'protobuf', to: 'json', schema: 'syntax = "proto3";\nmessage A {\n  int32 a = 1\n}' },
		expected: bad("schema: is not a .proto schema that can be read: illegal token '}', ';' expected (line 4)"),
		source: 'protobuf language guide (a field ends with ;); the words are protobufjs\'s parser\'s, the line is protoc 3.21.12\'s on the same text: "s.proto:4:1: Expected ";"."'
	},
	{
		name: 'protobuf → JSON: every scalar, enum by name, packed, map, nested, Timestamp, json_name, proto3 optional zero',
		op: 'data-convert',
		input: { input: SAMPLE_HEX, from: 'protobuf', to: 'json', indent: 0, input_encoding: 'hex', schema: SAMPLE, message_type: 'demo.Sample' },
		expected: { status: 200, body: { output: JSON.stringify(SAMPLE_JSON), from: 'protobuf' } },
		source: `${ORACLE}: protoc --encode=demo.Sample of the text format, json_format.MessageToDict of the bytes`
	},
	{
		name: 'JSON → protobuf: JSON and .proto names, int64 strings, base64 bytes, enum name, Timestamp; byte for byte',
		op: 'data-convert',
		input: { input: '{"smallInt":-5,"big_int":"9007199254740993","huge":"18446744073709551615","negative":-300,"ratio":0.1,"exact":2.5,"flag":true,"blob":"AP8=","kind":"LARGE","packed":[1,2,300],"counts":{"a":1},"inner":{"label":"x"},"at":"2023-11-14T22:13:20.500Z","renamed":"j","zero":0}', from: 'json', to: 'protobuf', output_encoding: 'hex', schema: SAMPLE, message_type: 'Sample' },
		expected: { status: 200, body: { output: SAMPLE_HEX, from: 'json' } },
		source: `${ORACLE}: json_format.Parse(...).SerializeToString(deterministic=True); protoc --decode reads it back`
	},
	{
		name: 'JSON → protobuf with the default message type (the first declared), base64',
		op: 'data-convert',
		input: { input: '{"name":"Ana","id":"42","emails":["ana@exa.mpl"]}', from: 'json', to: 'protobuf', schema: PERSON },
		expected: { status: 200, body: { output: 'CgNBbmEQKhoLYW5hQGV4YS5tcGw=', from: 'json' } },
		source: `${ORACLE}: json_format.Parse into Person, SerializeToString`
	},
	{
		name: 'protobuf → JSON: CyberChef\'s "full schema" vector (proto2, fixed32, fixed64 as a string)',
		op: 'data-convert',
		input: { input: '0d1c0000001203596f751a024d65202b2a0a0a06616263313233120031ff00000000000000', from: 'protobuf', to: 'json', indent: 0, input_encoding: 'hex', schema: CYBERCHEF, message_type: 'Test' },
		expected: { status: 200, body: { output: JSON.stringify({ Apple: [28], Banana: 'You', Carrot: ['Me'], Date: 43, Elderberry: { Fig: 'abc123', Grape: {} }, Huckleberry: '255' }), from: 'protobuf' } },
		source: `CyberChef tests/operations/tests/Protobuf.mjs (input and schema); ${ORACLE}: json_format.MessageToDict (proto3 JSON: fixed64 as a string, where CyberChef prints 255)`
	},
	{
		name: 'protobuf without a schema → 422 naming schema',
		op: 'data-convert',
		input: { input: '0a03416e61', from: 'protobuf', to: 'json', input_encoding: 'hex' },
		expected: bad('schema: is required to read or write protobuf: the .proto text that declares the message'),
		source: 'README.md "protobuf": the schema names and types the fields (protoc --decode needs --proto_path and the type too)'
	},
	{
		name: 'protobuf: a message type the schema lacks → 422 naming message_type',
		op: 'data-convert',
		input: { input: '0a03416e61', from: 'protobuf', to: 'json', input_encoding: 'hex', schema: PERSON, message_type: 'Nobody' },
		expected: bad('message_type: "Nobody" is not a message type of the schema (it has: Person)'),
		source: 'protoc --decode=Nobody: "Type not defined: Nobody"'
	},
	{
		name: 'JSON → protobuf: a field the message lacks → 422 naming it',
		op: 'data-convert',
		input: { input: '{"name":"Ana","age":3}', from: 'json', to: 'protobuf', schema: PERSON },
		expected: bad('input: Person has no field "age" (at /)'),
		source: `${ORACLE} (json_format.Parse: 'Message type "Person" has no field named "age" at "Person".')`
	},
	{
		name: 'JSON → protobuf: text for an int64 → 422 naming the place',
		op: 'data-convert',
		input: { input: '{"id":"forty"}', from: 'json', to: 'protobuf', schema: PERSON },
		expected: bad('input: at /id: expected an integer (int64)'),
		source: `${ORACLE} (json_format.Parse: "Failed to parse id field: invalid literal for int() with base 10: 'forty'.")`
	},
	{
		name: 'Avro object container file (null codec) → JSON records: union, long past 2^53, enum, map, bytes, fixed, float, recursive record',
		op: 'data-convert',
		input: { input: 'T2JqAQQUYXZyby5jb2RlYwhudWxsFmF2cm8uc2NoZW1hrgx7InR5cGUiOiAicmVjb3JkIiwgIm5hbWUiOiAiVXNlciIsICJuYW1lc3BhY2UiOiAiZXhhbXBsZS5hdnJvIiwgImZpZWxkcyI6IFt7InR5cGUiOiAic3RyaW5nIiwgIm5hbWUiOiAibmFtZSJ9LCB7InR5cGUiOiBbImludCIsICJudWxsIl0sICJuYW1lIjogImZhdm9yaXRlX251bWJlciJ9LCB7InR5cGUiOiBbInN0cmluZyIsICJudWxsIl0sICJuYW1lIjogImZhdm9yaXRlX2NvbG9yIn0sIHsidHlwZSI6ICJsb25nIiwgIm5hbWUiOiAiaWQifSwgeyJ0eXBlIjogImRvdWJsZSIsICJuYW1lIjogInNjb3JlIn0sIHsidHlwZSI6IHsidHlwZSI6ICJhcnJheSIsICJpdGVtcyI6ICJzdHJpbmcifSwgIm5hbWUiOiAidGFncyJ9LCB7InR5cGUiOiB7InR5cGUiOiAibWFwIiwgInZhbHVlcyI6ICJpbnQifSwgIm5hbWUiOiAiYXR0cnMifSwgeyJ0eXBlIjogeyJ0eXBlIjogImVudW0iLCAibmFtZSI6ICJLaW5kIiwgIm5hbWVzcGFjZSI6ICJleGFtcGxlLmF2cm8iLCAic3ltYm9scyI6IFsiQSIsICJCIl19LCAibmFtZSI6ICJraW5kIn0sIHsidHlwZSI6ICJieXRlcyIsICJuYW1lIjogInJhdyJ9LCB7InR5cGUiOiB7InR5cGUiOiAiZml4ZWQiLCAibmFtZSI6ICJNRDUiLCAibmFtZXNwYWNlIjogImV4YW1wbGUuYXZybyIsICJzaXplIjogMn0sICJuYW1lIjogImhhc2gifSwgeyJ0eXBlIjogImJvb2xlYW4iLCAibmFtZSI6ICJvayJ9LCB7InR5cGUiOiAiZmxvYXQiLCAibmFtZSI6ICJyYXRpbyJ9LCB7InR5cGUiOiBbIm51bGwiLCAiZXhhbXBsZS5hdnJvLlVzZXIiXSwgIm5hbWUiOiAiZnJpZW5kIn1dfQDdQ6EshX9SjBM5nviuA9W9BOwBDEFseXNzYQCABAKAgICAgICAgIABAAAAAAAA+D8EAmECYgACAngCAAIEAP8BAgEAAAA/AAZCZW4CAAZyZWQBAAAAAAAA0L8AAAAAAAAAzczMPQIEQ3kADgIGAAAAAAAAAAACAmMAAgJ5AwAAAgGrzQEAAABAAN1DoSyFf1KMEzme+K4D1b0=', from: 'avro', to: 'json', indent: 0 },
		expected: { status: 200, body: { output: JSON.stringify(AVRO_RECORDS), from: 'avro' } },
		source: `${ORACLE}: python3-avro 1.11.1 DataFileWriter (codec null), DataFileReader for the records`
	},
	{
		name: 'Avro object container file (deflate codec) → the same JSON records',
		op: 'data-convert',
		input: { input: 'T2JqAQQUYXZyby5jb2RlYw5kZWZsYXRlFmF2cm8uc2NoZW1hrgx7InR5cGUiOiAicmVjb3JkIiwgIm5hbWUiOiAiVXNlciIsICJuYW1lc3BhY2UiOiAiZXhhbXBsZS5hdnJvIiwgImZpZWxkcyI6IFt7InR5cGUiOiAic3RyaW5nIiwgIm5hbWUiOiAibmFtZSJ9LCB7InR5cGUiOiBbImludCIsICJudWxsIl0sICJuYW1lIjogImZhdm9yaXRlX251bWJlciJ9LCB7InR5cGUiOiBbInN0cmluZyIsICJudWxsIl0sICJuYW1lIjogImZhdm9yaXRlX2NvbG9yIn0sIHsidHlwZSI6ICJsb25nIiwgIm5hbWUiOiAiaWQifSwgeyJ0eXBlIjogImRvdWJsZSIsICJuYW1lIjogInNjb3JlIn0sIHsidHlwZSI6IHsidHlwZSI6ICJhcnJheSIsICJpdGVtcyI6ICJzdHJpbmcifSwgIm5hbWUiOiAidGFncyJ9LCB7InR5cGUiOiB7InR5cGUiOiAibWFwIiwgInZhbHVlcyI6ICJpbnQifSwgIm5hbWUiOiAiYXR0cnMifSwgeyJ0eXBlIjogeyJ0eXBlIjogImVudW0iLCAibmFtZSI6ICJLaW5kIiwgIm5hbWVzcGFjZSI6ICJleGFtcGxlLmF2cm8iLCAic3ltYm9scyI6IFsiQSIsICJCIl19LCAibmFtZSI6ICJraW5kIn0sIHsidHlwZSI6ICJieXRlcyIsICJuYW1lIjogInJhdyJ9LCB7InR5cGUiOiB7InR5cGUiOiAiZml4ZWQiLCAibmFtZSI6ICJNRDUiLCAibmFtZXNwYWNlIjogImV4YW1wbGUuYXZybyIsICJzaXplIjogMn0sICJuYW1lIjogImhhc2gifSwgeyJ0eXBlIjogImJvb2xlYW4iLCAibmFtZSI6ICJvayJ9LCB7InR5cGUiOiAiZmxvYXQiLCAibmFtZSI6ICJyYXRpbyJ9LCB7InR5cGUiOiBbIm51bGwiLCAiZXhhbXBsZS5hdnJvLlVzZXIiXSwgIm5hbWUiOiAiZnJpZW5kIn1dfQCM4bk45sucavoiS23JyvGZBLYB43HMqSwuTmRoYGFqgAFGBjD4Yc/ClMiUxMDEVMHEwMTC8J+RCSRjz8DmlJrHxMBWlJoCVXlhP4RmOHvmjC0Ti3MlAx8TG1QIqD0ZiCuZgSzG1WdBOhwYANW/FYzhuTjmy5xq+iJLbcnK8Zk=', from: 'avro', to: 'json', indent: 0 },
		expected: { status: 200, body: { output: JSON.stringify(AVRO_RECORDS), from: 'avro' } },
		source: `${ORACLE}: python3-avro 1.11.1 DataFileWriter (codec deflate), DataFileReader for the records`
	},
	{
		name: 'Avro: bytes that are not a container file → 422',
		op: 'data-convert',
		input: { input: 'e30=', from: 'avro', to: 'json' },
		expected: bad('input: not an Avro object container file: a header cut short at byte 0'),
		source: 'Avro 1.11.1 specification, "Object Container Files" (a file starts with the four bytes O b j 1)'
	}
];

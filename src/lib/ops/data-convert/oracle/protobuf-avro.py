#!/usr/bin/python3
"""Oracle for the protobuf (with a schema) and avro cases of data-convert (cases-schema.ts).

Run with Debian's Python (`/usr/bin/python3`, python3-protobuf 3.21 and python3-avro 1.11) and
protoc 3.21 on PATH (Debian protobuf-compiler). Prints each case's bytes and JSON; the values in
cases-schema.ts were pasted from its output. Avro files carry a random sync marker, so their bytes
differ from run to run; the JSON does not.
"""
import base64, io, json, os, subprocess, sys, tempfile

from google.protobuf import descriptor_pb2, descriptor_pool, json_format, message_factory
import avro.datafile, avro.io, avro.schema

PERSON = '''syntax = "proto3";

message Person {
  string name = 1;
  int64 id = 2;
  repeated string emails = 3;
}
'''

ALL = '''syntax = "proto3";
package demo;
import "google/protobuf/timestamp.proto";

message Sample {
  enum Kind { UNKNOWN = 0; SMALL = 1; LARGE = 2; }
  int32 small_int = 1;
  int64 big_int = 2;
  uint64 huge = 3;
  sint32 negative = 4;
  float ratio = 5;
  double exact = 6;
  bool flag = 7;
  bytes blob = 8;
  Kind kind = 9;
  repeated int32 packed = 10;
  map<string, int32> counts = 11;
  Inner inner = 12;
  google.protobuf.Timestamp at = 13;
  string json_named = 14 [json_name = "renamed"];
  optional int32 zero = 15;
  int32 default_zero = 16;
}

message Inner {
  string label = 1;
}
'''

ALL_TEXT = '''small_int: -5
big_int: 9007199254740993
huge: 18446744073709551615
negative: -300
ratio: 0.1
exact: 2.5
flag: true
blob: "\\000\\377"
kind: LARGE
packed: [1, 2, 300]
counts { key: "a" value: 1 }
inner { label: "x" }
at { seconds: 1700000000 nanos: 500000000 }
json_named: "j"
zero: 0
'''

WKT = '''syntax = "proto3";
import "google/protobuf/duration.proto";
import "google/protobuf/wrappers.proto";

message Job {
  google.protobuf.Duration took = 1;
  google.protobuf.Int64Value limit = 2;
  google.protobuf.StringValue note = 3;
  oneof target { string host = 4; int32 port = 5; }
  repeated double values = 6;
}
'''

MAPS = '''syntax = "proto3";
message M {
  map<int64, string> names = 1;
  map<bool, int32> flags = 2;
}
'''

CYBERCHEF_SCHEMA = '''message Test {
    repeated fixed32 Apple = 1;
    optional string Banana = 2;
    repeated string Carrot = 3;
    optional int32 Date = 4;
    optional subTest Elderberry = 5;
    optional fixed64 Huckleberry = 6;
}
message subTest {
    optional string Fig = 1;
    optional subSubTest Grape = 2;
}
message subSubTest {}
'''


def protoc(schema, args, data):
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, 's.proto'), 'w') as f:
            f.write(schema)
        return subprocess.run(['protoc', '-I', d, '-I', '/usr/include', *args, 's.proto'], input=data, capture_output=True, check=True, cwd=d).stdout


def message_class(schema, name):
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, 's.proto'), 'w') as f:
            f.write(schema)
        out = os.path.join(d, 'set.pb')
        subprocess.run(['protoc', '-I', d, '-I', '/usr/include', '--include_imports', f'--descriptor_set_out={out}', 's.proto'], check=True, cwd=d)
        fds = descriptor_pb2.FileDescriptorSet.FromString(open(out, 'rb').read())
    pool = descriptor_pool.DescriptorPool()
    for file in fds.file:
        pool.Add(file)
    return message_factory.MessageFactory(pool).GetPrototype(pool.FindMessageTypeByName(name))


def proto_case(title, schema, name, text=None, hex_bytes=None):
    data = protoc(schema, [f'--encode={name}'], text.encode()) if text is not None else bytes.fromhex(hex_bytes)
    cls = message_class(schema, name)
    message = cls.FromString(data)
    print(f'== protobuf {title}')
    print('hex:', data.hex())
    print('protoc --decode:', protoc(schema, [f'--decode={name}'], data).decode().strip().replace('\n', ' | '))
    print('json:', json.dumps(json_format.MessageToDict(message), separators=(',', ':'), ensure_ascii=False))


def proto_encode(title, schema, name, json_text):
    cls = message_class(schema, name)
    data = json_format.Parse(json_text, cls()).SerializeToString(deterministic=True)
    print(f'== protobuf encode {title}')
    print('base64:', base64.b64encode(data).decode(), 'hex:', data.hex())
    print('protoc --decode:', protoc(schema, [f'--decode={name}'], data).decode().strip().replace('\n', ' | '))


AVRO_SCHEMA = {
    'type': 'record', 'name': 'User', 'namespace': 'example.avro',
    'fields': [
        {'name': 'name', 'type': 'string'},
        {'name': 'favorite_number', 'type': ['int', 'null']},
        {'name': 'favorite_color', 'type': ['string', 'null']},
        {'name': 'id', 'type': 'long'},
        {'name': 'score', 'type': 'double'},
        {'name': 'tags', 'type': {'type': 'array', 'items': 'string'}},
        {'name': 'attrs', 'type': {'type': 'map', 'values': 'int'}},
        {'name': 'kind', 'type': {'type': 'enum', 'name': 'Kind', 'symbols': ['A', 'B']}},
        {'name': 'raw', 'type': 'bytes'},
        {'name': 'hash', 'type': {'type': 'fixed', 'name': 'MD5', 'size': 2}},
        {'name': 'ok', 'type': 'boolean'},
        {'name': 'ratio', 'type': 'float'},
        {'name': 'friend', 'type': ['null', 'User']},
    ],
}
AVRO_RECORDS = [
    {'name': 'Alyssa', 'favorite_number': 256, 'favorite_color': None, 'id': 2**62, 'score': 1.5, 'tags': ['a', 'b'], 'attrs': {'x': 1}, 'kind': 'B', 'raw': b'\x00\xff', 'hash': b'\x01\x02', 'ok': True, 'ratio': 0.5, 'friend': None},
    {'name': 'Ben', 'favorite_number': None, 'favorite_color': 'red', 'id': -1, 'score': -0.25, 'tags': [], 'attrs': {}, 'kind': 'A', 'raw': b'', 'hash': b'\x00\x00', 'ok': False, 'ratio': 0.1,
     'friend': {'name': 'Cy', 'favorite_number': 7, 'favorite_color': None, 'id': 3, 'score': 0.0, 'tags': ['c'], 'attrs': {'y': -2}, 'kind': 'A', 'raw': b'\x01', 'hash': b'\xab\xcd', 'ok': True, 'ratio': 2.0, 'friend': None}},
]


def as_json(value):
    """The data-convert shape: bytes as {"$binary"}, longs past 2^53 as {"$numberLong"}."""
    if isinstance(value, bytes):
        return {'$binary': {'base64': base64.b64encode(value).decode(), 'subType': '00'}}
    if isinstance(value, dict):
        return {k: as_json(v) for k, v in value.items()}
    if isinstance(value, list):
        return [as_json(v) for v in value]
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 2**53 - 1:
        return {'$numberLong': str(value)}
    return value


def avro_case(codec):
    schema = avro.schema.parse(json.dumps(AVRO_SCHEMA))
    buf = io.BytesIO()
    writer = avro.datafile.DataFileWriter(buf, avro.io.DatumWriter(), schema, codec=codec)
    for record in AVRO_RECORDS:
        writer.append(record)
    writer.flush()
    data = buf.getvalue()
    reader = avro.datafile.DataFileReader(io.BytesIO(data), avro.io.DatumReader())
    records = [as_json(r) for r in reader]
    print(f'== avro codec {codec}')
    print('base64:', base64.b64encode(data).decode())
    print('json:', json.dumps(records, separators=(',', ':'), ensure_ascii=False))


if __name__ == '__main__':
    proto_case('Person', PERSON, 'Person', hex_bytes='0a03416e61102a1a0b616e61406578612e6d706c')
    proto_case('Person, zero values on the wire (proto3: no presence)', PERSON, 'Person', hex_bytes='0a001000')
    proto_case('Sample (every scalar, map, enum, Timestamp, json_name)', ALL, 'demo.Sample', text=ALL_TEXT)
    proto_case('CyberChef Protobuf.mjs "full schema"', CYBERCHEF_SCHEMA, 'Test', hex_bytes='0d1c0000001203596f751a024d65202b2a0a0a06616263313233120031ff00000000000000')
    proto_case('Job (Duration, wrappers, oneof zero, NaN and Infinity)', WKT, 'Job', text='took { seconds: -1 nanos: -500000000 } limit { value: 7 } note { value: "" } port: 0 values: [nan, inf, -0.5]')
    proto_encode('Job', WKT, 'Job', '{"took":"-1.500s","limit":"7","note":"","port":0,"values":["NaN","Infinity",-0.5]}')
    proto_encode('M (64-bit and bool map keys)', MAPS, 'M', '{"names":{"-5":"x","9007199254740993":"y"},"flags":{"false":2,"true":1}}')
    proto_case('M (64-bit and bool map keys)', MAPS, 'M', hex_bytes='0a0e08fbffffffffffffffff011201780a0c088180808080808010120179120408001002120408011001')
    proto_encode('Person', PERSON, 'Person', '{"name":"Ana","id":"42","emails":["ana@exa.mpl"]}')
    proto_encode('Sample', ALL, 'demo.Sample', '{"smallInt":-5,"big_int":"9007199254740993","huge":"18446744073709551615","negative":-300,"ratio":0.1,"exact":2.5,"flag":true,"blob":"AP8=","kind":"LARGE","packed":[1,2,300],"counts":{"a":1},"inner":{"label":"x"},"at":"2023-11-14T22:13:20.500Z","renamed":"j","zero":0}')
    avro_case('null')
    avro_case('deflate')

import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { convertBytes } from '../bytes-convert.js';
import { ConvertError } from '../read.js';

/** The 422's English detail, as the API would frame it (`field: message`). */
function detail(run: () => unknown): string {
	try {
		run();
	} catch (error) {
		if (error instanceof ConvertError) return `${error.field}: ${error.message}`;
		throw error;
	}
	throw new Error('no error');
}

const NODE = 'syntax = "proto3";\nmessage Node { Node next = 1; int32 value = 2; }';

/** Avro's zigzag varint of a long. */
function long(n: bigint): number[] {
	let z = (n << 1n) ^ (n >> 63n);
	z &= 0xffff_ffff_ffff_ffffn;
	const out: number[] = [];
	do {
		const byte = Number(z & 0x7fn);
		z >>= 7n;
		out.push(z ? byte | 0x80 : byte);
	} while (z);
	return out;
}
const text = (s: string) => [...long(BigInt(s.length)), ...new TextEncoder().encode(s)];
/** A container header (Avro 1.11 specification) with `schema`, codec null, and a zero sync marker. */
const header = (schema: string) => [0x4f, 0x62, 0x6a, 1, ...long(1n), ...text('avro.schema'), ...text(schema), 0, ...new Array(16).fill(0)];
const base64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));

describe('protobuf with a schema: bounds', () => {
	it('a message nested past 100 levels (protoc\'s and protobufjs\'s limit) is a 422, not a stack overflow', () => {
		// Node { next: Node { next: … } } built from the inside out: 10 bytes of value, then 600 wrappings.
		let inner = new Uint8Array([0x10, 0x01]);
		for (let i = 0; i < 600; i++) {
			const length = inner.length < 128 ? [inner.length] : inner.length < 16384 ? [(inner.length & 0x7f) | 0x80, inner.length >> 7] : [(inner.length & 0x7f) | 0x80, ((inner.length >> 7) & 0x7f) | 0x80, inner.length >> 14];
			inner = new Uint8Array([0x0a, ...length, ...inner]);
		}
		const input = btoa(String.fromCharCode(...inner));
		expect(detail(() => convertBytes({ input, from: 'protobuf', to: 'json', indent: 0, schema: NODE }))).toBe('input: nesting deeper than 100 levels');
	});

	it('a float is written as the shortest decimal of its float32', () => {
		const schema = 'syntax = "proto3"; message F { float f = 1; }';
		// 0x3dcccccd is 0.1f (protoc --encode of "f: 0.1" writes 0d cd cc cc 3d).
		expect(convertBytes({ input: '0dcdcccc3d', input_encoding: 'hex', from: 'protobuf', to: 'json', indent: 0, schema }).output).toBe('{"f":0.1}');
	});

	it('imports beyond the well-known types and unknown enum names are 422s', () => {
		expect(detail(() => convertBytes({ input: '', from: 'protobuf', to: 'json', indent: 0, schema: 'import "other.proto"; message A {}' }))).toMatch(/^schema: imports "other.proto"/);
		const schema = 'syntax = "proto3"; enum K { A = 0; B = 1; } message M { K k = 1; }';
		expect(detail(() => convertBytes({ input: '{"k":"C"}', from: 'json', to: 'protobuf', indent: 0, schema }))).toBe('input: at /k: expected one of A, B (K)');
	});
});

describe('avro: bounds', () => {
	it('a block claiming more values than the limit is a 422 before it is read', () => {
		const bytes = [...header('"null"'), ...long(3_000_000n), ...long(0n), ...new Array(16).fill(0)];
		expect(detail(() => convertBytes({ input: base64(bytes), from: 'avro', to: 'json', indent: 0 }))).toBe('input: not an Avro object container file: more than 2,000,000 block count');
	});

	it('a sync marker that differs from the header is a 422', () => {
		const bytes = [...header('"int"'), ...long(1n), ...long(1n), ...long(5n), ...new Array(15).fill(0), 1];
		expect(detail(() => convertBytes({ input: base64(bytes), from: 'avro', to: 'json', indent: 0 }))).toMatch(/the sync marker at byte \d+ differs from the header's/);
	});

	it('an unknown codec is named', () => {
		const bytes = [0x4f, 0x62, 0x6a, 1, ...long(2n), ...text('avro.schema'), ...text('"int"'), ...text('avro.codec'), ...text('snappy'), 0, ...new Array(16).fill(0)];
		expect(detail(() => convertBytes({ input: base64(bytes), from: 'avro', to: 'json', indent: 0 }))).toBe('input: not an Avro object container file: codec snappy (null and deflate are read)');
	});
});

/** Debian's python3-protobuf with protoc, when present (the oracle of cases-schema.ts). */
function pythonProtobuf(): boolean {
	try {
		execFileSync('/usr/bin/python3', ['-c', 'import google.protobuf'], { stdio: 'ignore' });
		execFileSync('protoc', ['--version'], { stdio: 'ignore' });
		return true;
	} catch {
		return false;
	}
}

describe.skipIf(!pythonProtobuf())('protobuf: protoc reads our encoding back (skipped without /usr/bin/python3 protobuf and protoc)', () => {
	it('JSON → protobuf → protoc --decode gives the same fields', () => {
		const schema = 'syntax = "proto3";\nmessage P {\n  string name = 1;\n  sint64 delta = 2;\n  repeated fixed32 ids = 3;\n  map<string, bool> flags = 4;\n}\n';
		const hex = convertBytes({ input: '{"name":"Zoë","delta":"-9007199254740993","ids":[1,4294967295],"flags":{"on":true}}', from: 'json', to: 'protobuf', output_encoding: 'hex', indent: 0, schema }).output;
		const printed = execFileSync('/bin/sh', ['-c', `cd "$(mktemp -d)" && printf '%s' "$SCHEMA" > p.proto && printf '%s' "$HEX" | xxd -r -p | protoc --decode=P p.proto`], { env: { ...process.env, SCHEMA: schema, HEX: hex } }).toString();
		expect(printed.trim().split('\n').map((line) => line.trim())).toEqual(['name: "Zo\\303\\253"', 'delta: -9007199254740993', 'ids: 1', 'ids: 4294967295', 'flags {', 'key: "on"', 'value: true', '}']);
	});
});

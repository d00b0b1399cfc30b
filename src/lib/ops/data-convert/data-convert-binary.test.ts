import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { executeOperation } from '../../engine/execute.js';
import { dataConvert } from './index.js';

const run = (input: Record<string, unknown>) => executeOperation(dataConvert, input, { now: () => 0 });
const ok = async (input: Record<string, unknown>) => {
	const answer = await run(input);
	expect(answer.status, JSON.stringify(answer.body)).toBe(200);
	return answer.body as { output: string; from: string; text?: string };
};
const detail = async (input: Record<string, unknown>) => {
	const answer = await run(input);
	expect(answer.status).toBe(422);
	return (answer.body as { detail: string }).detail;
};

/** Debian's python3 has msgpack, cbor2 and pymongo's bson (python3-msgpack, python3-cbor2, python3-bson); pyenv's may not. */
const PYTHON = ['/usr/bin/python3', 'python3'].find((bin) => {
	try {
		execFileSync(bin, ['-c', 'import msgpack, cbor2, bson'], { stdio: 'ignore' });
		return true;
	} catch {
		return false;
	}
});
const python = (code: string, stdin: string) => execFileSync(PYTHON!, ['-c', code], { input: stdin, encoding: 'utf8' });

const SAMPLE = { name: 'Ana', tags: ['a', 'b'], n: 7, neg: -300, f: 0.5, ok: true, none: null, nested: { deep: [1, { x: 'y' }] }, big: 1099511627776 };

describe.skipIf(!PYTHON)('our encodings read by Python (python3-msgpack, python3-cbor2, python3-bson)', () => {
	const decoders: Record<string, string> = {
		msgpack: 'import sys,json,base64,msgpack; print(json.dumps(msgpack.unpackb(base64.b64decode(sys.stdin.read()))))',
		cbor: 'import sys,json,base64,cbor2; print(json.dumps(cbor2.loads(base64.b64decode(sys.stdin.read()))))',
		bson: 'import sys,json,base64,bson; print(json.dumps(bson.decode(base64.b64decode(sys.stdin.read()))))'
	};
	for (const format of ['msgpack', 'cbor', 'bson']) {
		it(`JSON → ${format} decodes in Python to the same data`, async () => {
			const { output } = await ok({ input: JSON.stringify(SAMPLE), from: 'json', to: format });
			expect(JSON.parse(python(decoders[format], output))).toEqual(SAMPLE);
		});
	}
	it('bytes, int64 and dates written from Extended JSON are the types Python reads', async () => {
		const input = JSON.stringify({ b: { $binary: { base64: 'AP8=', subType: '00' } }, l: { $numberLong: '9007199254740993' }, d: { $date: '2020-01-02T03:04:05.000Z' } });
		const check = 'import sys,base64,{m}; v=({f})(base64.b64decode(sys.stdin.read())); print(repr(bytes(v["b"])), v["l"], {d})';
		const mp = python(check.replace('{m}', 'msgpack').replace('{f}', 'lambda b: msgpack.unpackb(b, timestamp=3)').replace('{d}', 'v["d"].isoformat()'), (await ok({ input, from: 'json', to: 'msgpack' })).output);
		expect(mp.trim()).toBe("b'\\x00\\xff' 9007199254740993 2020-01-02T03:04:05+00:00");
		const cb = python(check.replace('{m}', 'cbor2').replace('{f}', 'cbor2.loads').replace('{d}', 'v["d"].isoformat()'), (await ok({ input, from: 'json', to: 'cbor' })).output);
		expect(cb.trim()).toBe("b'\\x00\\xff' 9007199254740993 2020-01-02T03:04:05+00:00");
		const bs = python(check.replace('{m}', 'bson').replace('{f}', 'bson.decode').replace('{d}', 'v["d"].isoformat()'), (await ok({ input, from: 'json', to: 'bson' })).output);
		expect(bs.trim()).toBe("b'\\x00\\xff' 9007199254740993 2020-01-02T03:04:05");
	});
});

describe('binary round trips', () => {
	for (const format of ['msgpack', 'cbor', 'bson']) {
		it(`JSON → ${format} → JSON keeps wrappers (bytes, int64, NaN, dates)`, async () => {
			const value = { b: { $binary: { base64: 'AP8=', subType: '00' } }, l: { $numberLong: '-9007199254740993' }, nan: { $numberDouble: 'NaN' }, d: { $date: '2020-01-02T03:04:05.000Z' }, s: 'x' };
			const bytes = await ok({ input: JSON.stringify(value), from: 'json', to: format });
			const back = await ok({ input: bytes.output, from: format, to: 'json', indent: 0 });
			expect(JSON.parse(back.output)).toEqual(value);
		});
	}
	it('hex in, hex out', async () => {
		const { output } = await ok({ input: '81 a1 61 01', from: 'msgpack', to: 'cbor', input_encoding: 'hex', output_encoding: 'hex' });
		expect(output).toBe('a1616101');
	});
	it('a text format sent as base64 and answered as base64', async () => {
		const { output, from } = await ok({ input: btoa('a: 1'), to: 'json', indent: 0, input_encoding: 'base64', output_encoding: 'base64' });
		expect([from, atob(output)]).toEqual(['yaml', '{"a":1}']);
	});
});

describe('bounds on untrusted bytes', () => {
	it('a CBOR array claiming 4 billion items in 6 bytes is a 422', async () => {
		expect(await detail({ input: 'mv////8B', from: 'cbor', to: 'json' })).toMatch(/^input: cannot be read as CBOR/);
	});
	it('a msgpack array header claiming more items than bytes is a 422', async () => {
		expect(await detail({ input: '3f////8B', from: 'msgpack', to: 'json' })).toMatch(/^input: cannot be read as MessagePack/);
	});
	it('nesting deeper than 512 levels is a 422 (msgpack, cbor, bson)', async () => {
		const deep = (open: number) => btoa(String.fromCharCode(...Array(2000).fill(open), 0xc0));
		expect(await detail({ input: deep(0x91), from: 'msgpack', to: 'json' })).toMatch(/nesting deeper than 512 levels/);
		expect(await detail({ input: btoa(String.fromCharCode(...Array(100_000).fill(0x81), 0xf6)), from: 'cbor', to: 'json' })).toMatch(/nesting deeper than 512 levels/);
	});
	it('more than 393,216 bytes is a 422 naming the limit', async () => {
		expect(await detail({ input: 'A'.repeat(400_000), from: 'msgpack', to: 'json', input_encoding: 'latin1' })).toMatch(/393,216/);
	});
	it('trailing bytes after the one value are a 422', async () => {
		expect(await detail({ input: 'AQI=', from: 'msgpack', to: 'json' })).toMatch(/MessagePack/);
		expect(await detail({ input: 'AQI=', from: 'cbor', to: 'json' })).toMatch(/CBOR/);
	});
	it('BSON whose length is past the end is a 422', async () => {
		expect(await detail({ input: '/38AAAAA', from: 'bson', to: 'json' })).toMatch(/^input: cannot be read as BSON/);
	});
	it('protobuf-raw nested length-delimited values stop being messages past 64 levels (no blow-up)', async () => {
		let message = new Uint8Array([0x08, 0x01]);
		for (let i = 0; i < 200; i++) {
			const next = new Uint8Array(message.length + 3);
			next.set([0x0a, ...(message.length < 128 ? [message.length] : [(message.length & 0x7f) | 0x80, message.length >> 7])]);
			next.set(message, message.length < 128 ? 2 : 3);
			message = next.subarray(0, message.length + (message.length < 128 ? 2 : 3));
		}
		const { output } = await ok({ input: Buffer.from(message).toString('base64'), from: 'protobuf-raw', to: 'json', indent: 0 });
		expect(output.length).toBeLessThan(10_000);
	});
});

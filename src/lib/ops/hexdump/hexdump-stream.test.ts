import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { dump, hexColumn, pairs, parse, type Style } from './hexdump.js';
import { dumpStream } from './hexdump-stream.js';
import { columnBytes, parseDumpStream } from './hexdump-parse-stream.js';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** `bytes` in slices ending at `cuts` (sorted). */
function slices(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
	const out: Uint8Array[] = [];
	let from = 0;
	for (const cut of [...cuts, bytes.length]) {
		out.push(bytes.subarray(from, cut));
		from = cut;
	}
	return out;
}

function streamedDump(pieces: Uint8Array[], style: Style, width: number): string {
	const stream = dumpStream(style, width);
	return pieces.map((piece) => text(stream.push(piece))).join('') + text(stream.end());
}

async function streamedParse(pieces: Uint8Array[], max = 1 << 30): Promise<Buffer> {
	let out: Uint8Array[] = [];
	await parseDumpStream(
		async (take) => pieces.forEach((piece) => take(piece)),
		() => {
			out = [];
			return { write: (bytes) => out.push(bytes.slice()) };
		},
		max
	);
	return Buffer.concat(out);
}

/** The operation's parse, or its error's message. */
function parsed(dumpText: string): string {
	try {
		return Buffer.from(parse(dumpText, 1 << 30)).toString('hex');
	} catch (err) {
		return (err as Error).message;
	}
}

async function streamParsed(pieces: Uint8Array[]): Promise<string> {
	try {
		return (await streamedParse(pieces)).toString('hex');
	} catch (err) {
		return (err as Error).message;
	}
}

const cutsOf = (length: number) => fc.array(fc.nat(), { maxLength: 6 }).map((raw) => raw.map((c) => c % (length + 1)).sort((a, b) => a - b));
/** Bytes with repeated 16-byte lines now and then, so hexdump -C's `*` falls across slices. */
const dumpable = fc.oneof(
	fc.uint8Array({ maxLength: 300 }),
	fc.array(fc.oneof(fc.constant(new Uint8Array(16)), fc.constant(new Uint8Array(16).fill(0x41)), fc.uint8Array({ maxLength: 20 })), { maxLength: 12 }).map((parts) => Uint8Array.from(Buffer.concat(parts)))
);
const styles = fc.constantFrom<Style>('xxd', 'canonical', 'plain');

describe('hexdump dump streamed slice by slice', () => {
	it('equals the operation for every single cut of small inputs, every style', () => {
		const inputs = [new Uint8Array(0), Uint8Array.from('Hello, world!\n', (c) => c.charCodeAt(0)), new Uint8Array(50), Uint8Array.from(randomBytes(37))];
		for (const bytes of inputs)
			for (const [style, width] of [['xxd', 16], ['xxd', 5], ['xxd', 3], ['canonical', 16], ['plain', 30], ['plain', 4]] as const)
				for (let a = 0; a <= bytes.length; a++) for (let b = a; b <= bytes.length; b += 3) expect(streamedDump(slices(bytes, [a, b]), style, width)).toBe(dump(bytes, style, width));
	});

	it('equals the operation on random bytes, widths and cuts', () => {
		fc.assert(
			fc.property(dumpable.chain((bytes) => fc.tuple(fc.constant(bytes), cutsOf(bytes.length))), styles, fc.integer({ min: 1, max: 256 }), ([bytes, cuts], style, width) => {
				const w = style === 'canonical' ? 16 : width;
				expect(streamedDump(slices(bytes, cuts), style, w)).toBe(dump(bytes, style, w));
			}),
			fuzzParameters(0.5)
		);
	});

	it('equals xxd, xxd -p -c 64 and hexdump -C on a 3 MiB file read in 64 KiB slices', () => {
		// Random bytes, a run of zeros (hexdump -C squeezes it, across slices) and an odd tail.
		const bytes = Buffer.concat([randomBytes(1024 * 1024 + 3), Buffer.alloc(1024 * 1024 + 100), randomBytes(1024 * 1024 + 9)]);
		const pieces = slices(bytes, Array.from({ length: Math.floor(bytes.length / 65536) }, (_, i) => (i + 1) * 65536));
		for (const [style, width, tool] of [['xxd', 16, ['xxd']], ['plain', 64, ['xxd', '-p', '-c', '64']], ['canonical', 16, ['hexdump', '-C']]] as const) {
			const expected = execFileSync(tool[0], tool.slice(1), { input: bytes, maxBuffer: 64 << 20 }).toString('latin1');
			expect(streamedDump(pieces, style, width) === expected).toBe(true);
		}
	});
});

describe('hexdump parse streamed slice by slice', () => {
	it('reads back what the tools dumped, cut anywhere, as the operation does', async () => {
		await fc.assert(
			fc.asyncProperty(dumpable, styles, fc.integer({ min: 1, max: 40 }), fc.array(fc.nat(), { maxLength: 6 }), async (bytes, style, width, raw) => {
				const args = style === 'canonical' ? ['hexdump', '-C'] : ['xxd', ...(style === 'plain' ? ['-p'] : []), '-c', String(width)];
				const dumped = execFileSync(args[0], args.slice(1), { input: Buffer.from(bytes) });
				const cuts = raw.map((c) => c % (dumped.length + 1)).sort((a, b) => a - b);
				expect((await streamedParse(slices(dumped, cuts))).equals(Buffer.from(bytes))).toBe(true);
			}),
			fuzzParameters(0.3)
		);
	});

	it('answers what the operation answers on odd and broken dumps, cut anywhere', async () => {
		const dumps = [
			'',
			'48 65 6C 6C\n6F 0A',
			'4865\r\n6c6c6f\r\n',
			'486\n',
			// Plain hex at first, then a hexdump -C line: read again as hexdump -C from the start.
			'00000000\n00000000  48 65 6c 6c 6f 0a                                 |Hello.|\n00000006\n',
			'00000000  00 00 00 00 00 00 00 00  00 00 00 00 00 00 00 00  |................|\n*\n00000030  61 62                                             |ab|\n00000032\n',
			// A `*` with nothing before it repeats nothing (the gap is zeros).
			'00000000\n*\n00000010  61                                                |a|\n00000011\n',
			'00000000: 4865 6c6c  Hell\n00000010: 6f                 o\n',
			'00000000: 4865 6c6c  Hell\nnot a line\n',
			'00000000  41 42 |AB|\n00000002\nzz\n',
			'hello there',
			'00000000: 41\n00000020\n'
		];
		for (const dumpText of dumps) {
			const bytes = Buffer.from(dumpText);
			for (let a = 0; a <= bytes.length; a++) expect(await streamParsed(slices(bytes, [a]))).toBe(parsed(dumpText));
		}
	});

	it('reads a line\'s hex column as pairs(hexColumn()) does', () => {
		const chars = fc.constantFrom(...'0123456789abcdefABCDEFxg|.: \t\u00a0\u3000'.split(''));
		fc.assert(
			fc.property(fc.array(chars, { maxLength: 60 }).map((c) => c.join('')), styles.filter((s) => s !== 'plain'), (rest, style) => {
				expect(columnBytes(style, rest)).toEqual(pairs(hexColumn(style, rest)));
			}),
			fuzzParameters(1)
		);
	});

	it('refuses a line that goes back before bytes already written, and more bytes than the cap', async () => {
		await expect(streamedParse([Buffer.from('00000010: 4142  AB\n00000000: 4344  CD\n')])).rejects.toThrow('line 2 goes back to an offset already written');
		await expect(streamedParse([Buffer.from('00000000: 41\n00001000: 42\n')], 4096)).rejects.toThrow('the dump stands for more than 4,096 bytes');
	});

	it('reads a 3 MiB hexdump -C dump (with `*`) and an xxd dump back to the bytes, in 64 KiB slices', async () => {
		const bytes = Buffer.concat([randomBytes(1024 * 1024 + 3), Buffer.alloc(1024 * 1024 + 100), randomBytes(1024 * 1024 + 9)]);
		for (const tool of [['hexdump', '-C'], ['xxd']]) {
			const dumped = execFileSync(tool[0], tool.slice(1), { input: bytes, maxBuffer: 64 << 20 });
			const pieces = slices(dumped, Array.from({ length: Math.floor(dumped.length / 65536) }, (_, i) => (i + 1) * 65536));
			expect((await streamedParse(pieces)).equals(bytes)).toBe(true);
		}
	});
});

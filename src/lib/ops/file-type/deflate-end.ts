/**
 * Where a raw DEFLATE stream (RFC 1951) ends, without inflating it: the blocks are walked and their
 * Huffman codes decoded only far enough to skip each symbol's extra bits, so no window or output
 * is kept. Used to carve a gzip member, whose length no header gives. Answers null for a stream
 * that is broken or runs past the bytes.
 */
class Bits {
	private at = 0;
	private bit = 0;
	constructor(
		private readonly bytes: Uint8Array,
		start: number,
		private readonly budget: { bits: number }
	) {
		this.at = start;
	}
	/** `n` bits, least significant first (DEFLATE's order); throws past the end or the budget. */
	read(n: number): number {
		if ((this.budget.bits -= n) < 0) throw new RangeError('over budget');
		let value = 0;
		for (let i = 0; i < n; i++) {
			if (this.at >= this.bytes.length) throw new RangeError('past the end');
			value |= ((this.bytes[this.at] >> this.bit) & 1) << i;
			if (++this.bit === 8) {
				this.bit = 0;
				this.at++;
			}
		}
		return value;
	}
	/** Skips to the next byte boundary (stored blocks). */
	align(): void {
		if (this.bit) {
			this.bit = 0;
			this.at++;
		}
	}
	skipBytes(n: number): void {
		this.at += n;
		if (this.at > this.bytes.length) throw new RangeError('past the end');
	}
	/** The offset of the first byte not (even partly) read. */
	end(): number {
		return this.at + (this.bit ? 1 : 0);
	}
}

/** A canonical Huffman code as counts per length and the symbols in code order (RFC 1951 3.2.2). */
interface Code {
	counts: number[];
	symbols: number[];
}

function buildCode(lengths: number[]): Code {
	const counts = new Array<number>(16).fill(0);
	for (const l of lengths) counts[l]++;
	counts[0] = 0;
	const offsets = [0, 0];
	for (let l = 1; l < 15; l++) offsets[l + 1] = offsets[l] + counts[l];
	const symbols = new Array<number>(lengths.length);
	lengths.forEach((l, symbol) => {
		if (l) symbols[offsets[l]++] = symbol;
	});
	return { counts, symbols };
}

function decodeSymbol(bits: Bits, code: Code): number {
	let value = 0;
	let first = 0;
	let index = 0;
	for (let len = 1; len < 16; len++) {
		value |= bits.read(1);
		const count = code.counts[len];
		if (value - first < count) return code.symbols[index + value - first];
		index += count;
		first = (first + count) << 1;
		value <<= 1;
	}
	throw new RangeError('bad code');
}

const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
const CL_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

let fixed: [Code, Code] | undefined;
function fixedCodes(): [Code, Code] {
	if (!fixed) {
		const lit = [...new Array(144).fill(8), ...new Array(112).fill(9), ...new Array(24).fill(7), ...new Array(8).fill(8)];
		fixed = [buildCode(lit), buildCode(new Array(30).fill(5))];
	}
	return fixed;
}

function dynamicCodes(bits: Bits): [Code, Code] {
	const hlit = bits.read(5) + 257;
	const hdist = bits.read(5) + 1;
	const hclen = bits.read(4) + 4;
	const clLengths = new Array<number>(19).fill(0);
	for (let i = 0; i < hclen; i++) clLengths[CL_ORDER[i]] = bits.read(3);
	const cl = buildCode(clLengths);
	const lengths: number[] = [];
	while (lengths.length < hlit + hdist) {
		const symbol = decodeSymbol(bits, cl);
		if (symbol < 16) lengths.push(symbol);
		else if (symbol === 16) {
			if (!lengths.length) throw new RangeError('repeat of nothing');
			const last = lengths[lengths.length - 1];
			for (let n = 3 + bits.read(2); n > 0; n--) lengths.push(last);
		} else for (let n = symbol === 17 ? 3 + bits.read(3) : 11 + bits.read(7); n > 0; n--) lengths.push(0);
	}
	return [buildCode(lengths.slice(0, hlit)), buildCode(lengths.slice(hlit, hlit + hdist))];
}

/**
 * The offset just past the DEFLATE stream starting at `start`, or null when it is broken, cut
 * short, or needs more bit reads than `budget.bits` has left (shared by every stream of one scan,
 * so bytes full of gzip signatures cannot make it quadratic).
 */
export function deflateEnd(bytes: Uint8Array, start: number, budget: { bits: number }): number | null {
	const bits = new Bits(bytes, start, budget);
	try {
		for (;;) {
			const final = bits.read(1);
			const type = bits.read(2);
			if (type === 0) {
				bits.align();
				const len = bits.read(16);
				if ((len ^ bits.read(16)) !== 0xffff) return null;
				bits.skipBytes(len);
			} else if (type === 3) return null;
			else {
				const [lit, dist] = type === 1 ? fixedCodes() : dynamicCodes(bits);
				for (;;) {
					const symbol = decodeSymbol(bits, lit);
					if (symbol === 256) break;
					if (symbol < 256) continue;
					if (symbol > 285) return null;
					bits.read(LENGTH_EXTRA[symbol - 257]);
					const d = decodeSymbol(bits, dist);
					if (d > 29) return null;
					bits.read(DIST_EXTRA[d]);
				}
			}
			if (final) return bits.end();
		}
	} catch {
		return null;
	}
}

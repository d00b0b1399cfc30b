/**
 * The three decoders of Microsoft's [MS-XCA] (Xpress Compression Algorithm) that Windows uses for
 * NTFS compressed files, WIM and WOF chunks, hibernation files and SMB: LZNT1 (section 2.5),
 * plain LZ77 "XPRESS" (2.3, 2.4) and LZ77+Huffman (2.1, 2.2). None has a header or a stored size,
 * so each ends where its stream says (LZNT1: a zero chunk header or the end of the data; plain
 * LZ77: a match flag with no data left; LZ77+Huffman: the end-of-data symbol 256 once all input is
 * read). The output is counted against MAX_OUTPUT as it grows, as every decoder of /compress is.
 */
import { invalid, tooBig } from './bounds.js';
import { MAX_OUTPUT } from './limits.js';

/** A byte buffer that doubles as it fills, never past MAX_OUTPUT (422 too_big instead). */
class Output {
	buf = new Uint8Array(4096);
	length = 0;
	private room(n: number) {
		const need = this.length + n;
		if (need > MAX_OUTPUT) throw tooBig();
		if (need <= this.buf.length) return;
		const grown = new Uint8Array(Math.min(MAX_OUTPUT, Math.max(need, this.buf.length * 2)));
		grown.set(this.buf.subarray(0, this.length));
		this.buf = grown;
	}
	byte(b: number) {
		this.room(1);
		this.buf[this.length++] = b;
	}
	bytes(src: Uint8Array) {
		this.room(src.length);
		this.buf.set(src, this.length);
		this.length += src.length;
	}
	/** Copies `length` bytes from `offset` back, byte by byte: a match may overlap what it writes. */
	match(offset: number, length: number, algorithm: 'lznt1' | 'xpress' | 'xpress-huffman') {
		if (offset < 1 || offset > this.length) throw invalid('corrupt_match_before_start', { algorithm });
		this.room(length);
		const buf = this.buf;
		let at = this.length;
		for (let from = at - offset, end = at + length; at < end; ) buf[at++] = buf[from++];
		this.length = at;
	}
	result = () => this.buf.slice(0, this.length);
}

const u16 = (data: Uint8Array, at: number) => data[at] | (data[at + 1] << 8);
const u32 = (data: Uint8Array, at: number) => (data[at] | (data[at + 1] << 8) | (data[at + 2] << 16) | (data[at + 3] << 24)) >>> 0;

/**
 * LZNT1 ([MS-XCA] 2.5): chunks of at most 4,096 bytes, each with a 16-bit header (bit 15:
 * compressed; bits 0-11: its size - 3). In a compressed chunk a flag byte precedes 8 tokens: a
 * literal byte, or a 16-bit pointer whose split between offset and length bits depends on how far
 * into the chunk the output is (4 offset bits for the first 16 bytes, up to 12).
 */
export function lznt1Decompress(data: Uint8Array): Uint8Array {
	const out = new Output();
	let at = 0;
	while (at + 2 <= data.length) {
		const header = u16(data, at);
		at += 2;
		if (header === 0) break;
		const end = at + (header & 0xfff) + 1;
		if (end > data.length) throw invalid('corrupt_ends_in_chunk', { algorithm: 'lznt1' });
		if ((header & 0x8000) === 0) {
			out.bytes(data.subarray(at, end));
			at = end;
			continue;
		}
		const chunkStart = out.length;
		while (at < end) {
			let flags = data[at++];
			for (let i = 0; i < 8 && at < end; i++, flags >>= 1) {
				if ((flags & 1) === 0) {
					out.byte(data[at++]);
					continue;
				}
				if (at + 2 > end) throw invalid('corrupt_chunk_ends_in_match', { algorithm: 'lznt1' });
				const pointer = u16(data, at);
				at += 2;
				let lengthBits = 12;
				for (let p = out.length - chunkStart - 1; p >= 0x10; p >>= 1) lengthBits--;
				out.match((pointer >>> lengthBits) + 1, (pointer & ((1 << lengthBits) - 1)) + 3, 'lznt1');
			}
		}
	}
	return out.result();
}

/**
 * Plain LZ77 ([MS-XCA] 2.3, 2.4): 32-bit flag words read from bit 31 down; a clear bit is a
 * literal, a set bit a 16-bit match (offset - 1 in the top 13 bits, length - 3 in the low 3),
 * whose length 7 goes on in a half byte shared by two matches, then a byte, 16 and 32 bits.
 */
export function xpressDecompress(data: Uint8Array): Uint8Array {
	const out = new Output();
	let at = 0;
	let flags = 0;
	let flagCount = 0;
	let halfByteAt = -1;
	const need = (n: number) => {
		if (at + n > data.length) throw invalid('corrupt_ends_in_match', { algorithm: 'xpress' });
	};
	while (at < data.length) {
		if (flagCount === 0) {
			if (at + 4 > data.length) throw invalid('corrupt_ends_in_flag_word', { algorithm: 'xpress' });
			flags = u32(data, at);
			at += 4;
			flagCount = 32;
		}
		flagCount--;
		if (((flags >>> flagCount) & 1) === 0) {
			if (at >= data.length) throw invalid('corrupt_ends_before_literal', { algorithm: 'xpress' });
			out.byte(data[at++]);
			continue;
		}
		// A match flag with no data left is the end of the stream.
		if (at === data.length) break;
		need(2);
		const word = u16(data, at);
		at += 2;
		let length = word & 7;
		if (length === 7) {
			if (halfByteAt < 0) {
				need(1);
				halfByteAt = at++;
				length = data[halfByteAt] & 15;
			} else {
				length = data[halfByteAt] >> 4;
				halfByteAt = -1;
			}
			if (length === 15) {
				need(1);
				length = data[at++];
				if (length === 255) {
					need(2);
					length = u16(data, at);
					at += 2;
					if (length === 0) {
						need(4);
						length = u32(data, at);
						at += 4;
					}
					if (length < 15 + 7) throw invalid('corrupt_match_length_form', { algorithm: 'xpress' });
					length -= 15 + 7;
				}
				length += 15;
			}
			length += 7;
		}
		out.match((word >>> 3) + 1, length + 3, 'xpress');
	}
	return out.result();
}

const HUFFMAN_BLOCK = 65_536;
const TABLE_BITS = 15;

/** The decoding table of a block's 512 code lengths (4 bits each, even symbol in the low half). */
function huffmanTable(data: Uint8Array, at: number): { table: Uint16Array; lengths: Uint8Array } {
	const lengths = new Uint8Array(512);
	for (let i = 0; i < 256; i++) {
		lengths[2 * i] = data[at + i] & 15;
		lengths[2 * i + 1] = data[at + i] >> 4;
	}
	// Canonical codes: shorter first, then by symbol; each fills 2^(15 - length) entries.
	const table = new Uint16Array(1 << TABLE_BITS);
	let filled = 0;
	for (let length = 1; length <= TABLE_BITS; length++) {
		for (let symbol = 0; symbol < 512; symbol++) {
			if (lengths[symbol] !== length) continue;
			const span = 1 << (TABLE_BITS - length);
			if (filled + span > table.length) throw invalid('corrupt_not_prefix_code', { algorithm: 'xpress-huffman' });
			table.fill(symbol, filled, filled + span);
			filled += span;
		}
	}
	if (filled !== table.length) throw invalid('corrupt_not_prefix_code', { algorithm: 'xpress-huffman' });
	return { table, lengths };
}

/**
 * LZ77+Huffman ([MS-XCA] 2.1, 2.2): blocks of 65,536 output bytes, each opening with a 256-byte
 * table of code lengths, then a bit stream in 16-bit little-endian words read from the top bit.
 * Symbols 0-255 are literals; 256-511 matches (high nibble: offset bits, low nibble: length - 3,
 * 15 going on in a byte, 16 and 32 bits). Symbol 256 once all input is read ends the stream.
 */
export function xpressHuffmanDecompress(data: Uint8Array): Uint8Array {
	const out = new Output();
	let at = 0;
	// Words read past the end count as zeros, as the bit reader runs up to 32 bits ahead; a stream
	// that has not ended a word or two past its end is truncated.
	const word = () => {
		if (at > data.length + 4) throw invalid('corrupt_ends_in_block', { algorithm: 'xpress-huffman' });
		const value = at + 1 < data.length ? u16(data, at) : at < data.length ? data[at] : 0;
		at += 2;
		return value;
	};
	const byte = () => {
		if (at >= data.length) throw invalid('corrupt_ends_in_match_length', { algorithm: 'xpress-huffman' });
		return data[at++];
	};
	while (at < data.length) {
		if (at + 256 > data.length) throw invalid('corrupt_ends_in_code_lengths', { algorithm: 'xpress-huffman' });
		const { table, lengths } = huffmanTable(data, at);
		at += 256;
		let bits = ((word() << 16) | word()) >>> 0;
		let extra = 16;
		const take = (n: number) => {
			const value = n === 0 ? 0 : bits >>> (32 - n);
			bits = (bits << n) >>> 0;
			extra -= n;
			if (extra < 0) {
				bits = (bits | (word() << -extra)) >>> 0;
				extra += 16;
			}
			return value;
		};
		const blockEnd = out.length + HUFFMAN_BLOCK;
		while (out.length < blockEnd) {
			const symbol = table[bits >>> (32 - TABLE_BITS)];
			take(lengths[symbol]);
			if (symbol < 256) {
				out.byte(symbol);
				continue;
			}
			if (symbol === 256 && at >= data.length) return out.result();
			const offsetBits = (symbol - 256) >> 4;
			let length = (symbol - 256) & 15;
			if (length === 15) {
				length = byte();
				if (length === 255) {
					length = byte() | (byte() << 8);
					if (length === 0) length = (byte() | (byte() << 8) | (byte() << 16) | (byte() << 24)) >>> 0;
					if (length < 15) throw invalid('corrupt_match_length_form', { algorithm: 'xpress-huffman' });
					length -= 15;
				}
				length += 15;
			}
			const offset = take(offsetBits) + (1 << offsetBits);
			out.match(offset, length + 3, 'xpress-huffman');
		}
	}
	return out.result();
}

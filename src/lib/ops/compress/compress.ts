import { CHUNK, CompressError, guarded, invalid, Sink, startsWith, tooBig } from './bounds.js';
import { loadLz4, unbrotli, unbzip2, unlz4, unlzma, unxz } from './decoders.js';
import { errors } from './errors.js';
import { MAX_ENTRIES, MAX_OUTPUT } from './limits.js';

export { CompressError } from './bounds.js';
export { XZ_ERRORS } from './decoders.js';

/** The algorithms of the contract (toolbox-3.md, /compress), in its order. */
export const ALGORITHMS = ['gzip', 'deflate', 'zlib', 'brotli', 'bzip2', 'lzma', 'xz', 'lz4', 'lzstring', 'zip', 'tar', 'lznt1', 'xpress', 'xpress-huffman'] as const;
export type Algorithm = (typeof ALGORITHMS)[number];

/**
 * Algorithms this build cannot compress to (422): the [MS-XCA] formats (LZNT1, XPRESS) are read
 * only, as CyberChef does. Every algorithm decompresses.
 */
export const NO_COMPRESS: ReadonlySet<Algorithm> = new Set(['lznt1', 'xpress', 'xpress-huffman']);

/** Each algorithm's level range and default; null: it takes no level. */
export const LEVELS: Record<Algorithm, { min: number; max: number; fallback: number } | null> = {
	gzip: { min: 0, max: 9, fallback: 6 },
	deflate: { min: 0, max: 9, fallback: 6 },
	zlib: { min: 0, max: 9, fallback: 6 },
	zip: { min: 0, max: 9, fallback: 6 },
	brotli: { min: 1, max: 11, fallback: 6 },
	bzip2: { min: 1, max: 9, fallback: 9 },
	lzma: { min: 1, max: 6, fallback: 5 },
	xz: { min: 0, max: 9, fallback: 6 },
	lz4: null,
	lzstring: null,
	tar: null,
	lznt1: null,
	xpress: null,
	'xpress-huffman': null
};

export interface Entry {
	name: string;
	size: number;
	data: Uint8Array;
}

type Flate = typeof import('fflate');
let fflatePromise: Promise<Flate> | undefined;
const loadFflate = () => (fflatePromise ??= import('fflate'));

interface Streamer {
	push(chunk: Uint8Array, final?: boolean): void;
}

function pushAll(stream: Streamer, data: Uint8Array) {
	if (data.length === 0) stream.push(data, true);
	for (let at = 0; at < data.length; at += CHUNK) stream.push(data.subarray(at, at + CHUNK), at + CHUNK >= data.length);
}

async function inflate(algorithm: 'gzip' | 'deflate' | 'zlib', data: Uint8Array): Promise<Uint8Array> {
	const [f, { integrityCheck }] = await Promise.all([loadFflate(), import('./integrity.js')]);
	return guarded(algorithm, () => {
		const sink = new Sink({ left: MAX_OUTPUT });
		const check = integrityCheck(algorithm);
		check?.input(data);
		let ended = false;
		const stream = algorithm === 'gzip' ? new f.Gunzip() : algorithm === 'zlib' ? new f.Unzlib() : new f.Inflate();
		if (stream instanceof f.Gunzip) stream.onmember = (offset) => check?.member(offset);
		stream.ondata = (chunk, final) => {
			sink.add(chunk);
			check?.output(chunk);
			if (final) ended = true;
		};
		pushAll(stream, data);
		if (!ended) throw invalid('corrupt_truncated', { algorithm });
		check?.end();
		return sink.bytes();
	});
}

async function unzip(data: Uint8Array): Promise<Entry[]> {
	const f = await loadFflate();
	return guarded('zip', () => {
		if (!startsWith(data, [0x50, 0x4b])) throw invalid('corrupt_no_signature', { algorithm: 'zip', magic: 'PK' });
		const budget = { left: MAX_OUTPUT };
		const files: { name: string; sink: Sink; done: boolean }[] = [];
		const unzipper = new f.Unzip((file) => {
			if (file.name.endsWith('/')) return;
			if (files.length >= MAX_ENTRIES) throw new CompressError(errors.words('too_many_entries', { max: MAX_ENTRIES }));
			if (file.compression !== 0 && file.compression !== 8) throw new CompressError(errors.words('zip_method', { name: file.name, method: file.compression }));
			const entry = { name: file.name, sink: new Sink(budget), done: false };
			files.push(entry);
			file.ondata = (err, chunk, final) => {
				if (err) throw err;
				entry.sink.add(chunk);
				if (final) entry.done = true;
			};
			file.start();
		});
		unzipper.register(f.UnzipInflate);
		for (let at = 0; at < data.length; at += CHUNK) unzipper.push(data.subarray(at, at + CHUNK), at + CHUNK >= data.length);
		const unfinished = files.find((file) => !file.done);
		if (unfinished) throw invalid('corrupt_ends_in_entry', { algorithm: 'zip', name: unfinished.name });
		return files.map(({ name, sink }) => ({ name, size: sink.total, data: sink.bytes() }));
	});
}


/** A ustar header's checksum: the sum of its 512 bytes with the checksum field read as spaces. */
function tarChecksumOk(header: Uint8Array): boolean {
	let sum = 0;
	for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : header[i];
	const stored = parseInt(new TextDecoder('latin1').decode(header.subarray(148, 156)).replace(/\0.*$/s, '').trim(), 8);
	return stored === sum;
}

async function untar(data: Uint8Array): Promise<Entry[]> {
	const { parseTar } = await import('nanotar');
	return guarded('tar', () => {
		if (data.length < 512 || data.length % 512 !== 0) throw invalid('corrupt_tar_blocks', { algorithm: 'tar' });
		if (data.subarray(0, 512).every((byte) => byte === 0)) return [];
		if (!tarChecksumOk(data.subarray(0, 512))) throw invalid('corrupt_tar_checksum', { algorithm: 'tar' });
		const entries: Entry[] = [];
		for (const item of parseTar(data)) {
			if (item.type !== undefined && item.type !== 'file') continue;
			if (entries.length >= MAX_ENTRIES) throw new CompressError(errors.words('too_many_entries', { max: MAX_ENTRIES }));
			const bytes = item.data ?? new Uint8Array(0);
			entries.push({ name: item.name, size: bytes.length, data: bytes });
		}
		return entries;
	});
}


type LzString = typeof import('lz-string');
async function loadLzString(): Promise<LzString> {
	const mod = (await import('lz-string')) as LzString & { default?: LzString };
	return mod.default ?? mod;
}

export interface Compressed {
	bytes: Uint8Array;
}
export interface Decompressed {
	bytes: Uint8Array;
	entries?: Entry[];
}

/** lz-string compresses text: the bytes must be UTF-8 (422 `not_text` otherwise). */
function utf8Text(data: Uint8Array): string {
	try {
		return new TextDecoder('utf-8', { fatal: true }).decode(data);
	} catch {
		throw new CompressError(errors.words('not_text'));
	}
}

/** Compresses `data` with the algorithm's level (or default) and, for zip and tar, the file name. */
export async function compressBytes(algorithm: Algorithm, data: Uint8Array, options: { level?: number; filename: string }): Promise<Uint8Array> {
	const level = (options.level ?? LEVELS[algorithm]?.fallback ?? 6) as 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
	switch (algorithm) {
		case 'gzip':
			return (await loadFflate()).gzipSync(data, { level, mtime: 0 });
		case 'deflate':
			return (await loadFflate()).deflateSync(data, { level });
		case 'zlib':
			return (await loadFflate()).zlibSync(data, { level });
		case 'zip': {
			const f = await loadFflate();
			return f.zipSync({ [options.filename]: [data, { level }] });
		}
		case 'tar': {
			const { createTar } = await import('nanotar');
			return createTar([{ name: options.filename, data, attrs: { mode: '644', mtime: 0, user: '', group: '', uid: 0, gid: 0 } }]);
		}
		case 'lzstring':
			return new TextEncoder().encode((await loadLzString()).compressToBase64(utf8Text(data)));
		case 'lz4':
			return Uint8Array.from((await loadLz4()).lz4.compress(data));
		case 'lzma':
			return (await import('lzma1')).compress(data, level as 1 | 2 | 3 | 4 | 5 | 6);
		case 'xz':
			return (await import('./xz-writer.js')).xzCompress(data, level);
		case 'bzip2':
			return (await import('./bzip2-writer.js')).bzip2Compress(data, level);
		case 'brotli': {
			const { compress } = await import('brotli/compress');
			const out = await compress(data, { quality: level, mode: 0, lgwin: 22 });
			if (!out) throw new Error('brotli could not compress the data');
			return out;
		}
		default:
			throw new CompressError(errors.words('not_yet', { algorithm }), 'algorithm');
	}
}

/** Decompresses `data`, never producing more than MAX_OUTPUT bytes in all. */
export async function decompressBytes(algorithm: Algorithm, data: Uint8Array): Promise<Decompressed> {
	switch (algorithm) {
		case 'gzip':
		case 'deflate':
		case 'zlib':
			return { bytes: await inflate(algorithm, data) };
		case 'zip':
		case 'tar': {
			const entries = algorithm === 'zip' ? await unzip(data) : await untar(data);
			return { bytes: entries[0]?.data ?? new Uint8Array(0), entries };
		}
		case 'lz4':
			return { bytes: await unlz4(data) };
		case 'bzip2':
			return { bytes: await unbzip2(data) };
		case 'xz':
			return { bytes: await unxz(data) };
		case 'lzma':
			return { bytes: await unlzma(data) };
		case 'brotli':
			return { bytes: await unbrotli(data) };
		case 'lznt1':
		case 'xpress':
		case 'xpress-huffman': {
			const xca = await import('./ms-xca.js');
			const decode = algorithm === 'lznt1' ? xca.lznt1Decompress : algorithm === 'xpress' ? xca.xpressDecompress : xca.xpressHuffmanDecompress;
			return { bytes: await guarded(algorithm, () => decode(data)) };
		}
		case 'lzstring': {
			const lz = await loadLzString();
			const text = new TextDecoder().decode(data).trim();
			const out = await guarded('lzstring', () => lz.decompressFromBase64(text));
			if (out === null || (out === '' && text !== '')) throw invalid('corrupt_not_lzstring', { algorithm: 'lzstring' });
			if (out.length > MAX_OUTPUT) throw tooBig();
			const bytes = new TextEncoder().encode(out);
			if (bytes.length > MAX_OUTPUT) throw tooBig();
			return { bytes };
		}
	}
}

/**
 * File type by magic bytes with the `file-type` package's core (pure ESM on Uint8Array, so it
 * runs in the worker too), its MIME names turned into the ones file(1) 5.44 prints where they
 * differ, and text told apart as file(1) does when no signature matches.
 */
import { fileTypeFromBuffer } from 'file-type/core';

export interface Detected {
	mime: string;
	extension: string | null;
	description: string;
}

/** file-type's MIME type → file(1)'s, where Debian's libmagic names the type differently. */
const FILE_MIME: Record<string, string> = {
	'application/x-msdownload': 'application/vnd.microsoft.portable-executable',
	'application/java-vm': 'application/x-java-applet',
	'application/x-sqlite3': 'application/vnd.sqlite3',
	'audio/wav': 'audio/x-wav'
};

/** What file(1) says first about each type (its leading words; it goes on with details). */
const DESCRIPTION: Record<string, string> = {
	png: 'PNG image data',
	jpg: 'JPEG image data',
	gif: 'GIF image data',
	webp: 'RIFF (little-endian) data, Web/P image',
	pdf: 'PDF document',
	zip: 'Zip archive data',
	gz: 'gzip compressed data',
	bz2: 'bzip2 compressed data',
	xz: 'XZ compressed data',
	'7z': '7-zip archive data',
	tar: 'POSIX tar archive',
	elf: 'ELF',
	exe: 'PE executable for MS Windows',
	macho: 'Mach-O executable',
	wasm: 'WebAssembly (wasm) binary module',
	mp3: 'MPEG audio (MP3)',
	mp4: 'ISO Media, MP4',
	ogg: 'Ogg data',
	wav: 'RIFF (little-endian) data, WAVE audio',
	sqlite: 'SQLite 3.x database',
	class: 'compiled Java class data'
};

/** ELF's e_type (offset 16, in the file's byte order) → file(1)'s MIME type. */
const ELF_MIME: Record<number, [string, string]> = {
	1: ['application/x-object', 'ELF relocatable'],
	2: ['application/x-executable', 'ELF executable'],
	3: ['application/x-sharedlib', 'ELF shared object'],
	4: ['application/x-coredump', 'ELF core file']
};

export async function detect(bytes: Uint8Array): Promise<Detected> {
	const found = await fileTypeFromBuffer(bytes);
	if (!found) return text(bytes);
	if (found.ext === 'elf' && bytes.length >= 18) {
		const type = bytes[5] === 2 ? bytes[16] * 256 + bytes[17] : bytes[16] + bytes[17] * 256;
		const [mime, description] = ELF_MIME[type] ?? ['application/x-elf', 'ELF'];
		return { mime, extension: 'elf', description: `${description}, ${bytes[4] === 2 ? '64' : '32'}-bit ${bytes[5] === 2 ? 'MSB' : 'LSB'}` };
	}
	return { mime: FILE_MIME[found.mime] ?? found.mime, extension: found.ext, description: DESCRIPTION[found.ext] ?? `${found.ext.toUpperCase()} data` };
}

/** No signature: UTF-8 without control characters (other than tab, newlines, form feed) is text, as file(1) says; anything else is data. */
function text(bytes: Uint8Array): Detected {
	let decoded: string;
	try {
		decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
	} catch {
		return { mime: 'application/octet-stream', extension: null, description: 'data' };
	}
	// eslint-disable-next-line no-control-regex
	if (bytes.length === 0 || /[\x00-\x08\x0b\x0e-\x1f\x7f]/.test(decoded)) return { mime: bytes.length ? 'application/octet-stream' : 'application/x-empty', extension: null, description: bytes.length ? 'data' : 'empty' };
	const ascii = bytes.every((b) => b < 0x80);
	return { mime: 'text/plain', extension: 'txt', description: ascii ? 'ASCII text' : 'Unicode text, UTF-8 text' };
}

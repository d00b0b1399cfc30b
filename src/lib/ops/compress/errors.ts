import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('compress', {
	corrupt: ({ algorithm, why }: { algorithm: string; why: string }) => `is not valid ${algorithm} data${why ? ` (${why})` : ''}`,
	too_big: ({ max }: { max: number }) => `decompresses to more than the limit of ${max.toLocaleString('en-US')} bytes; it was stopped there`,
	too_many_entries: ({ max }: { max: number }) => `holds more than ${max.toLocaleString('en-US')} files, the limit read from an archive`,
	zip_method: ({ name, method }: { name: string; method: number }) => `${name} is stored with zip method ${method}; only stored (0) and deflate (8) are read`,
	not_yet: ({ algorithm }: { algorithm: string }) => `compressing to ${algorithm} is not supported by this server yet (it decompresses ${algorithm})`,
	level_range: ({ algorithm, min, max }: { algorithm: string; min: number; max: number }) => `${algorithm} takes a level from ${min} to ${max}`,
	no_level: ({ algorithm }: { algorithm: string }) => `${algorithm} takes no level; leave it out`,
	lzstring_too_long: ({ max }: { max: number }) => `an lz-string text to decompress is at most ${max.toLocaleString('en-US')} characters`,
	not_text: 'lzstring compresses text: the bytes are not UTF-8',
	no_filename: 'is only for zip and tar',
	whole_too_large: ({ algorithm, max }: { algorithm: string; max: number }) => `${algorithm} is read whole in the browser: at most ${max.toLocaleString('en-US')} bytes (gzip, deflate, zlib and zip are streamed)`
});

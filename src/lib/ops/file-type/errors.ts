import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('file-type', {
	too_many_files: ({ count, max }: { count: number; max: number }) => `holds ${count.toLocaleString('en-US')} files that can be carved; extract answers at most ${max} in one call (scan lists them all; take one with /bytes take)`,
	too_many_bytes: ({ total, max }: { total: number; max: number }) => `the carved files come to ${total.toLocaleString('en-US')} bytes; extract answers at most ${max.toLocaleString('en-US')} bytes in one call (scan lists them; take one with /bytes take)`
});

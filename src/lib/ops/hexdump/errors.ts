import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('hexdump', {
	unknown_style: 'is not a hex dump in xxd, hexdump -C or plain (xxd -p) style',
	odd_digits: 'has an odd number of hex digits (two make a byte)',
	bad_line: ({ line, style }: { line: number; style: string }) => `line ${line} is not a ${style} line`,
	too_long: ({ max }: { max: number }) => `the dump stands for more than ${max.toLocaleString('en-US')} bytes`,
	backwards: ({ line }: { line: number }) => `line ${line} goes back to an offset already written; a dump read as a file must run forwards`,
	canonical_width: 'hexdump -C always shows 16 bytes a line; leave width out or give 16'
});

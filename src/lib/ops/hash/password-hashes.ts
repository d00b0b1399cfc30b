/**
 * Windows' password hashes, of the text the bytes spell (UTF-8; invalid sequences read as U+FFFD,
 * as TextDecoder does): the NT hash, MD4 of the text in UTF-16LE (Samba's `nthash`), and the old
 * LM hash (the text upper-cased, in OEM code page 437, at most 14 characters, zero-padded, each
 * half a DES key encrypting "KGS!@#$%"). CyberChef's "NT Hash" and "LM Hash"; checked against
 * passlib's `nthash` and `lmhash` (cases.ts). Loaded by the operation's `prepare` (lazy-hashers.ts):
 * the LM hash needs DES (crypto-js, as the cipher operation uses it).
 */
import { des } from '../cipher/legacy.js';
import type { Running } from './checksums.js';
import { errors } from './errors.js';
import { md4 } from './wasm-hashers.js';

/** The most characters an LM hash takes (two DES keys of 7). */
export const LM_MAX_CHARACTERS = 14;
/** Code page 437's characters for bytes 0x80-0xFF (glibc's table, as the charset operation has it); 0x00-0x7F are ASCII. */
const CP437_HIGH =
	'\u00c7\u00fc\u00e9\u00e2\u00e4\u00e0\u00e5\u00e7\u00ea\u00eb\u00e8\u00ef\u00ee\u00ec\u00c4\u00c5\u00c9\u00e6\u00c6\u00f4\u00f6\u00f2\u00fb\u00f9\u00ff\u00d6\u00dc\u00a2\u00a3\u00a5\u20a7\u0192\u00e1\u00ed\u00f3\u00fa\u00f1\u00d1\u00aa\u00ba\u00bf\u2310\u00ac\u00bd\u00bc\u00a1\u00ab\u00bb\u2591\u2592\u2593\u2502\u2524\u2561\u2562\u2556\u2555\u2563\u2551\u2557\u255d\u255c\u255b\u2510\u2514\u2534\u252c\u251c\u2500\u253c\u255e\u255f\u255a\u2554\u2569\u2566\u2560\u2550\u256c\u2567\u2568\u2564\u2565\u2559\u2558\u2552\u2553\u256b\u256a\u2518\u250c\u2588\u2584\u258c\u2590\u2580\u03b1\u00df\u0393\u03c0\u03a3\u03c3\u00b5\u03c4\u03a6\u0398\u03a9\u03b4\u221e\u03c6\u03b5\u2229\u2261\u00b1\u2265\u2264\u2320\u2321\u00f7\u2248\u00b0\u2219\u00b7\u221a\u207f\u00b2\u25a0\u00a0';

/** Text from a stream of UTF-8 slices: `text(slice)` gives each slice's characters. */
const utf8Text = () => {
	const decoder = new TextDecoder('utf-8');
	return { text: (bytes: Uint8Array) => decoder.decode(bytes, { stream: true }), end: () => decoder.decode() };
};

function ntRunning(): Running {
	const inner = md4.create();
	const decoder = utf8Text();
	const feed = (text: string) => {
		const utf16 = new Uint8Array(text.length * 2);
		for (let i = 0; i < text.length; i++) {
			const unit = text.charCodeAt(i);
			utf16[2 * i] = unit & 0xff;
			utf16[2 * i + 1] = unit >>> 8;
		}
		inner.update(utf16);
	};
	return {
		update(bytes) {
			feed(decoder.text(bytes));
			return this;
		},
		digest() {
			feed(decoder.end());
			return inner.digest();
		}
	};
}

/** The 7 bytes of a half spread over 8 DES key bytes, 7 bits each (the low bit is DES's parity, ignored). */
function desKey(half: Uint8Array): Uint8Array {
	const key = new Uint8Array(8);
	let bits = 0n;
	for (const byte of half) bits = (bits << 8n) | BigInt(byte);
	for (let i = 0; i < 8; i++) key[i] = Number((bits >> BigInt(49 - 7 * i)) & 0x7fn) << 1;
	return key;
}
const MAGIC = new TextEncoder().encode('KGS!@#$%');

/** The LM hash of `password` (a string), or 422 naming `input` when it is too long or not in code page 437. */
export function lmOf(password: string): Uint8Array {
	const upper = [...password.toUpperCase()];
	if (upper.length > LM_MAX_CHARACTERS) throw errors.error('lm_too_long', { max: LM_MAX_CHARACTERS, got: upper.length }, { field: 'input' });
	const bytes = new Uint8Array(LM_MAX_CHARACTERS);
	upper.forEach((char, i) => {
		const code = char.codePointAt(0)!;
		const oem = code < 0x80 ? code : 0x80 + CP437_HIGH.indexOf(char);
		if (oem < 0x80 && code >= 0x80) throw errors.error('lm_not_oem', { char }, { field: 'input' });
		bytes[i] = oem;
	});
	const out = new Uint8Array(16);
	for (const half of [0, 1]) {
		const block = MAGIC.slice();
		des(desKey(bytes.subarray(7 * half, 7 * half + 7))).encrypt(block);
		out.set(block, 8 * half);
	}
	return out;
}

/**
 * The LM hash fed in slices: the text is kept while it may still fit (a longer one is refused at
 * `digest`, its whole length counted, without holding it).
 */
function lmRunning(): Running {
	const decoder = utf8Text();
	let text = '';
	let characters = 0;
	const take = (part: string) => {
		characters += [...part.toUpperCase()].length;
		if (characters <= LM_MAX_CHARACTERS) text += part;
	};
	return {
		update(bytes) {
			take(decoder.text(bytes));
			return this;
		},
		digest() {
			take(decoder.end());
			if (characters > LM_MAX_CHARACTERS) throw errors.error('lm_too_long', { max: LM_MAX_CHARACTERS, got: characters }, { field: 'input' });
			return lmOf(text);
		}
	};
}

export const ntHash = Object.assign((bytes: Uint8Array) => ntRunning().update(bytes).digest(), { create: ntRunning });
export const lmHash = Object.assign((bytes: Uint8Array) => lmRunning().update(bytes).digest(), { create: lmRunning });

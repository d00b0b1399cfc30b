import { z } from 'zod';
import { charactersAtMost } from '../_shared/schemas.js';
import { defineOperation } from '../../engine/define.js';
import { errorOf } from '../../engine/words.js';
import { lazyModule } from '../../engine/lazy.js';
import { formHints } from '../form-hints.js';
import { SCHEMES } from './options.js';

// The codecs (with entities' HTML tables) load on the first call, not with the registry.
const logic = lazyModule(() => import('./encoding.js'));

/** Inputs up to this many characters are light calls: their worst case (multi-byte text to base32) costs about what a light operation's may (docs/performance.md). */
export const LIGHT_CALL_CHARS = 16_384;

/** Characters of `input` (UTF-16 code units, as JSON strings count them); the body cap is 1 MiB anyway. */
export const MAX_INPUT = 524_288;

export const encode = defineOperation({
	id: 'encode',
	group: 'data',
	title: 'Encode / decode',
	summary: 'Base64, base64url, base32, hex, URL (percent) and HTML entity encoding and decoding of UTF-8 text.',
	keywords: ['base64', 'base64url', 'base32', 'hex', 'base16', 'url encode', 'percent-encoding', 'urlencode', 'html entities', 'escape', 'unescape', 'decode', 'encode', 'atob', 'btoa'],
	method: 'POST',
	path: '/encode',
	runs: 'anywhere',
	cost: 'heavy',
	lightCall: charactersAtMost(LIGHT_CALL_CHARS, 'input'),
	timeLimit: { ms: 2000, detail: 'the conversion ran longer than the time limit of 2,000 ms; send a shorter input' },
	input: z.object({
		input: z
			.string()
			.max(MAX_INPUT)
			.describe(`Text to encode (UTF-8), or encoded text to decode; at most ${MAX_INPUT.toLocaleString('en')} characters`)
			.meta(formHints({ multiline: 5, monospace: true })),
		scheme: z.enum(SCHEMES).describe('base64 (RFC 4648 §4, padded), base64url (§5, unpadded), base32 (§6, padded), hex (lower case), url (encodeURIComponent) or html (the five special characters)'),
		direction: z.enum(['encode', 'decode']).describe('encode or decode')
	}),
	output: z.object({ output: z.string(), scheme: z.enum(SCHEMES), direction: z.enum(['encode', 'decode']) }),
	errors: [
		{ status: 422, when: '`input` over 524,288 characters; unknown `scheme` or `direction`' },
		{ status: 422, when: 'decoding: `input` not valid in the scheme (alphabet, length, padding, a bad % escape), or decoded bytes that are not UTF-8 text' }
	],
	examples: [
		{ name: 'Text to base64', input: { input: 'Olá, mundo! ✓', scheme: 'base64', direction: 'encode' } },
		{ name: 'Base64 to text', input: { input: 'SGVsbG8sIFdvcmxkIQ', scheme: 'base64', direction: 'decode' } },
		{ name: 'URL-encode a query value', input: { input: 'café & crème=1/2', scheme: 'url', direction: 'encode' } },
		{ name: 'Decode HTML entities', input: { input: '&lt;p&gt;Caf&eacute; &amp; cr&#232;me &hearts;&lt;/p&gt;', scheme: 'html', direction: 'decode' } }
	],
	prepare: logic.load,
	run: (input) => {
		const { EncodingError, transcode } = logic.get();
		try {
			return { output: transcode(input.input, input.scheme, input.direction), scheme: input.scheme, direction: input.direction };
		} catch (error) {
			if (error instanceof EncodingError) throw errorOf(error.words, { field: 'input' });
			throw error;
		}
	}
});

export const operations = [encode];

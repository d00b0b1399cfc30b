import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { bytesText, decodeBytesFrom, inputEncoding } from '../_shared/bytes-io.js';
import { entropyStats } from './entropy.js';
import { errors } from './errors.js';
import { MAX_BYTES, MAX_INPUT } from './limits.js';

export { MAX_BYTES, MAX_INPUT };

export const entropy = defineOperation({
	id: 'entropy',
	group: 'data',
	title: 'Entropy and byte statistics',
	summary: 'Shannon entropy, chi-square, arithmetic mean, Monte Carlo pi and serial correlation of bytes, as ent computes them, the index of coincidence, and the frequency of each byte value.',
	keywords: ['entropy', 'shannon entropy', 'chi square', 'chi-squared', 'randomness', 'ent', 'frequency distribution', 'byte frequency', 'histogram', 'monte carlo', 'serial correlation', 'random test', 'index of coincidence', 'ioc', 'kappa'],
	method: 'POST',
	path: '/entropy',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		input: bytesText(MAX_INPUT),
		input_encoding: inputEncoding()
	}),
	output: z.object({
		entropy_bits_per_byte: z.number().describe('Shannon entropy, bits a byte (base 2, 0-8)'),
		bytes: z.int(),
		unique_bytes: z.int().describe('How many of the 256 byte values occur'),
		chi_square: z.number().describe('Chi-square of the byte counts against a uniform distribution (255 degrees of freedom), as ent'),
		arithmetic_mean: z.number().describe('The mean byte value (127.5 for random bytes)'),
		monte_carlo_pi: z.number().nullable().describe('ent\'s Monte Carlo value of pi (6 bytes a point); null under 6 bytes'),
		serial_correlation: z.number().nullable().describe('Serial correlation coefficient of each byte with the next (the last with the first); null when every byte is the same'),
		index_of_coincidence: z.number().describe('Index of coincidence as CyberChef computes it: over the ASCII letters only, capitals as small letters, sum of f(f-1) / N(N-1) (N at least 2); about 0.066 for English, 0.038 for random letters'),
		index_of_coincidence_normalized: z.number().describe('index_of_coincidence times 26 (CyberChef\'s "Normalized"): about 1.73 for English, 1 for random letters'),
		frequency: z.array(z.int()).length(256).describe('How many times each byte value 0-255 occurs')
	}),
	errors: [{ status: 422, when: `\`input\` empty, over ${MAX_INPUT.toLocaleString('en-US')} characters or ${MAX_BYTES.toLocaleString('en-US')} bytes, or not in \`input_encoding\`` }],
	examples: [
		{ name: 'English text', input: { input: 'The quick brown fox jumps over the lazy dog.' } },
		{ name: 'Every byte value once', input: { input: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0+P0BBQkNERUZHSElKS0xNTk9QUVJTVFVWV1hZWltcXV5fYGFiY2RlZmdoaWprbG1ub3BxcnN0dXZ3eHl6e3x9fn+AgYKDhIWGh4iJiouMjY6PkJGSk5SVlpeYmZqbnJ2en6ChoqOkpaanqKmqq6ytrq+wsbKztLW2t7i5uru8vb6/wMHCw8TFxsfIycrLzM3Oz9DR0tPU1dbX2Nna29zd3t/g4eLj5OXm5+jp6uvs7e7v8PHy8/T19vf4+fr7/P3+/w==', input_encoding: 'base64' } }
	],
	run(input) {
		const bytes = decodeBytesFrom(input.input, input.input_encoding, 'input', MAX_BYTES);
		if (bytes.length === 0) throw errors.error('empty', undefined, { field: 'input' });
		return entropyStats(bytes);
	}
});

export const operations = [entropy];

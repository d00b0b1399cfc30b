/** Password generation: plain functions over the platform's cryptographic random source. */

export const CLASSES = {
	lowercase: 'abcdefghijklmnopqrstuvwxyz',
	uppercase: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
	digits: '0123456789',
	/** The 32 printable ASCII symbols (OWASP's password special characters, without the space). */
	symbols: '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'
} as const;
export type CharClass = keyof typeof CLASSES;

/** Dropped by `exclude_ambiguous` (docs/spec/toolbox.md): capital i, lower-case L, one, capital o, zero, lower-case o. */
export const AMBIGUOUS = 'Il1O0o';

/** The character sets of the chosen classes, ambiguous characters removed when asked. */
export function classSets(chosen: CharClass[], excludeAmbiguous: boolean): string[] {
	return chosen.map((name) => (excludeAmbiguous ? [...CLASSES[name]].filter((c) => !AMBIGUOUS.includes(c)).join('') : CLASSES[name]));
}

/** A source of uniformly random 32-bit words; Web Crypto in the app and in Node alike. */
export type RandomWords = (count: number) => Uint32Array;
export const cryptoWords: RandomWords = (count) => crypto.getRandomValues(new Uint32Array(count));

/**
 * A uniformly random index in [0, n) by rejection sampling: words at or above the largest
 * multiple of n below 2^32 are drawn again, so no index is likelier than another (no modulo bias).
 */
export function uniformIndex(n: number, random: RandomWords): number {
	const limit = Math.floor(0x1_0000_0000 / n) * n;
	for (;;) {
		const batch = random(8);
		for (const word of batch) if (word < limit) return word % n;
	}
}

/**
 * One password of `length` characters drawn uniformly from the union of `sets`, in which every
 * set appears at least once. Drawing the whole password and drawing again when a set is missing
 * keeps the result uniform over all passwords that satisfy the rule (placing one character of
 * each set first would not). For the worst case the contract allows (length 4, four classes)
 * about 1 draw in 20 succeeds, so the loop is short; a bound guards against a broken source.
 */
export function generatePassword(length: number, sets: string[], random: RandomWords = cryptoWords): string {
	const alphabet = sets.join('');
	for (let attempt = 0; attempt < 100_000; attempt++) {
		let password = '';
		for (let i = 0; i < length; i++) password += alphabet[uniformIndex(alphabet.length, random)];
		if (sets.every((set) => [...set].some((c) => password.includes(c)))) return password;
	}
	throw new Error('random source gave no password with every class');
}

/** The contract's entropy: length × log2(alphabet size), in bits, rounded to 2 decimals. */
export function entropyBits(length: number, alphabetSize: number): number {
	return Math.round(length * Math.log2(alphabetSize) * 100) / 100;
}

/**
 * ISO 7064 MOD 97-10 remainder of an alphanumeric string, letters counted A = 10 … Z = 35, as
 * ISO 13616 (IBAN) uses it. Upper-case letters and digits only; a running remainder, so any
 * length works without big integers.
 */
export function mod97(text: string): number {
	let remainder = 0;
	for (let i = 0; i < text.length; i++) {
		const code = text.charCodeAt(i);
		remainder = code >= 65 ? (remainder * 100 + code - 55) % 97 : (remainder * 10 + code - 48) % 97;
	}
	return remainder;
}

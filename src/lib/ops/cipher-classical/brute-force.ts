/**
 * ROT13 and ROT47 brute force (CyberChef's "ROT13 Brute Force" and "ROT47 Brute Force"): every shift
 * of a sample of the text, optionally only those that contain a crib (known plaintext, any case).
 */
import { caesar, rot47By } from './classical.js';

export interface Candidate {
	shift: number;
	text: string;
}

export const BRUTE_FORCE = ['rot13-brute-force', 'rot47-brute-force'] as const;
export type BruteForce = (typeof BRUTE_FORCE)[number];

/** The sample CyberChef tries: `length` characters (code points) from `offset`. */
export function sampleOf(text: string, offset: number, length: number): string {
	return Array.from(text).slice(offset, offset + length).join('');
}

/** Every meaningful shift (ROT13: 1-25 over the letters; ROT47: 1-93 over ! to ~) whose text contains `crib`, ignoring case. */
export function bruteForce(kind: BruteForce, sample: string, crib: string): Candidate[] {
	const wanted = crib.toLowerCase();
	const last = kind === 'rot13-brute-force' ? 25 : 93;
	const out: Candidate[] = [];
	for (let shift = 1; shift <= last; shift++) {
		const text = kind === 'rot13-brute-force' ? caesar(sample, shift) : rot47By(sample, shift);
		if (text.toLowerCase().includes(wanted)) out.push({ shift, text });
	}
	return out;
}

/** CyberChef's text answer: one line per shift, `Amount =  7: text`, line breaks and tabs written as \n, \r, \t. */
export function bruteForceLines(candidates: Candidate[]): string {
	const escape = (text: string) => text.replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t');
	return candidates.map(({ shift, text }) => `Amount = ${String(shift).padStart(2)}: ${escape(text)}`).join('\n');
}

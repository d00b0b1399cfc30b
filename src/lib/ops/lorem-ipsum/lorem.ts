import { Draws, wordSource } from '../random/draws.js';

/**
 * The traditional lorem ipsum passage, as generators since the 1960s Letraset sheets print it:
 * a scrambled extract of Cicero, De finibus bonorum et malorum 1.10.32–33. Its words, lower
 * case and each once, are the vocabulary (CLASSIC_WORDS); the oracle derives them from this same
 * text independently (oracle/lorem_oracle.py).
 */
export const CLASSIC_TEXT =
	'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. ' +
	'Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. ' +
	'Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. ' +
	'Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum.';

export const CLASSIC_WORDS: readonly string[] = [...new Set(CLASSIC_TEXT.toLowerCase().match(/[a-z]+/g))];

/** The opening words when the text starts the traditional way. */
export const OPENING = ['lorem', 'ipsum', 'dolor', 'sit', 'amet'];
/** The first sentence then: the classic's first clause. */
export const OPENING_SENTENCE = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.';

export const UNITS = ['words', 'sentences', 'paragraphs'] as const;
export type LoremUnit = (typeof UNITS)[number];

/** Sentence and paragraph lengths: IT-Tools' defaults (8–15 words a sentence, 3–8 sentences a paragraph). */
export const WORDS_PER_SENTENCE = [8, 15] as const;
export const SENTENCES_PER_PARAGRAPH = [3, 8] as const;
/** A sentence of at least this many words gets one comma, after a word away from both ends. */
const COMMA_FROM = 10;

class Writer {
	private opened = false;
	constructor(
		private readonly d: Draws,
		private readonly startWithLorem: boolean
	) {}

	private word(): string {
		return CLASSIC_WORDS[this.d.below(CLASSIC_WORDS.length)];
	}

	words(count: number): string {
		const opening = this.startWithLorem ? ['Lorem', ...OPENING.slice(1)].slice(0, count) : [];
		const rest = Array.from({ length: count - opening.length }, () => this.word());
		return [...opening, ...rest].join(' ');
	}

	sentence(): string {
		if (this.startWithLorem && !this.opened) {
			this.opened = true;
			return OPENING_SENTENCE;
		}
		const [low, high] = WORDS_PER_SENTENCE;
		const length = this.d.int(low, high);
		const words = Array.from({ length }, () => this.word());
		if (length >= COMMA_FROM) words[this.d.int(2, length - 4)] += ',';
		words[0] = words[0][0].toUpperCase() + words[0].slice(1);
		return `${words.join(' ')}.`;
	}

	sentences(count: number): string {
		return Array.from({ length: count }, () => this.sentence()).join(' ');
	}

	paragraph(): string {
		const [low, high] = SENTENCES_PER_PARAGRAPH;
		return this.sentences(this.d.int(low, high));
	}
}

/**
 * `count` words, sentences or paragraphs of lorem ipsum. Words are drawn uniformly from
 * CLASSIC_WORDS with /random's draws (Python's randint over MT19937 with a seed, else
 * crypto.getRandomValues), so a seeded text is reproducible (oracle/lorem_oracle.py writes the
 * same text with Python's random.Random).
 */
export function lorem(unit: LoremUnit, count: number, startWithLorem: boolean, seed?: number | string): string {
	const writer = new Writer(new Draws(wordSource(seed)), startWithLorem);
	if (unit === 'words') return writer.words(count);
	if (unit === 'sentences') return writer.sentences(count);
	return Array.from({ length: count }, () => writer.paragraph()).join('\n\n');
}

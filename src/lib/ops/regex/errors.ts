import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts); `reason` is the JavaScript engine's own (English) words. */
export const errors = catalog('regex', {
	flags_letters: 'must be letters among d, g, i, m, s, u, v, y',
	bad_flags: ({ reason }: { reason: string }) => reason,
	bad_pattern: ({ reason }: { reason: string }) => reason,
	too_many_matches: ({ max }: { max: number }) => `more than ${max.toLocaleString('en-US')} matches; narrow the pattern or drop the g flag`,
	too_long: ({ max }: { max: number }) => `the replaced text would be over ${max.toLocaleString('en-US')} characters`,
	input_needed: 'is required for match',
	samples_too_long: ({ length, max }: { length: number; max: number }) =>
		`a generated string could be ${length.toLocaleString('en-US')} characters long, over the limit of ${max.toLocaleString('en-US')}; lower the repetition counts`,
	too_much_work: ({ max }: { max: number }) => `generating one string could take over ${max.toLocaleString('en-US')} steps (nested repetitions); lower the repetition counts`,
	no_samples: ({ count, tries }: { count: number; tries: number }) =>
		`could not generate ${count.toLocaleString('en-US')} matching strings in ${tries.toLocaleString('en-US')} tries: the pattern's lookarounds, anchors or boundaries constrain it beyond what the generator follows`
});

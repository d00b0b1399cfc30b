import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('text-diff', {
	too_different: ({ ms }: { ms: number }) => `the texts are too different to compare within ${ms.toLocaleString('en-US')} ms; compare smaller parts or use lines mode`,
	too_different_files: ({ seconds }: { seconds: number }) => `the files are too different to compare within ${seconds} s; compare smaller parts of them`
});

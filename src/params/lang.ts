import type { ParamMatcher } from '@sveltejs/kit';

/** The `[[lang=lang]]` segment: only the languages that have a prefix (English has none). */
export const match = ((param: string): param is 'pt-BR' | 'es' => param === 'pt-BR' || param === 'es') satisfies ParamMatcher;

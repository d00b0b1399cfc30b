/**
 * Finding a code by what people type: a country, language or currency by its name in the page's
 * language or in English, a time zone by its city, its localized name or its offset, and any of
 * them by the code itself. Pure functions over the lists of picker-options.ts.
 *
 * @example searchOptions(countryOptions('pt-BR'), 'Alem')[0].code // 'DE'
 */

/** One choice of a picker: the code the operation gets, and the words it is found by. */
export interface PickerOption {
	/** What the field sends: `DE`, `America/Sao_Paulo`, `pt-BR`, `EUR`. */
	code: string;
	/** Its name in the page's language: "Alemanha". */
	label: string;
	/** A second line: the English name, or a zone's offset and generic name. */
	detail?: string;
	/** Everything it is found by, normalized (see normalize). */
	terms: string[];
}

/** Lower case without accents or punctuation runs: "São Tomé & Príncipe" → "sao tome principe". */
export function normalize(text: string): string {
	return text
		.normalize('NFD')
		.replace(/\p{M}+/gu, '')
		.toLowerCase()
		.replace(/[^\p{L}\p{N}+-]+/gu, ' ')
		.trim();
}

/** An option whose code is `text` (any case, surrounding space ignored), or undefined. */
export function optionByCode(options: PickerOption[], text: string): PickerOption | undefined {
	const wanted = text.trim().toLowerCase();
	return wanted ? options.find((o) => o.code.toLowerCase() === wanted) : undefined;
}

/**
 * The option a text means when the user leaves the field without picking: its code, or the one
 * option whose name is exactly the text. Undefined when it names none (or several).
 */
export function resolveOption(options: PickerOption[], text: string): PickerOption | undefined {
	const byCode = optionByCode(options, text);
	if (byCode) return byCode;
	const wanted = normalize(text);
	if (!wanted) return undefined;
	const named = options.filter((o) => normalize(o.label) === wanted || o.terms.includes(wanted));
	return named.length === 1 ? named[0] : undefined;
}

/**
 * How well an option matches: 0 its code, 1 a name that starts with the query, 2 a word of a
 * name that does, 3 a name that contains it; -1 no match.
 */
function rank(option: PickerOption, code: string, query: string): number {
	if (option.code.toLowerCase() === code) return 0;
	let best = -1;
	for (const term of option.terms) {
		const r = term.startsWith(query) ? 1 : term.includes(` ${query}`) || term.includes(`/${query}`) ? 2 : term.includes(query) ? 3 : -1;
		if (r !== -1 && (best === -1 || r < best)) best = r;
		if (best === 1) break;
	}
	return best;
}

/** The options matching `query`, best first (ties keep the list's order); all of them for an empty query. */
export function searchOptions(options: PickerOption[], query: string, limit = Infinity): PickerOption[] {
	const wanted = normalize(query);
	if (!wanted) return options.slice(0, limit);
	const code = query.trim().toLowerCase();
	const ranked: { option: PickerOption; rank: number; index: number }[] = [];
	options.forEach((option, index) => {
		const r = rank(option, code, wanted);
		if (r !== -1) ranked.push({ option, rank: r, index });
	});
	ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
	return ranked.slice(0, limit).map((r) => r.option);
}

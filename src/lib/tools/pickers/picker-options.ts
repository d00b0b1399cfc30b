/**
 * The lists the form's pickers choose from, named in the page's language by the browser's own
 * Intl data (Intl.DisplayNames, Intl.supportedValuesOf, time-zone names): no name table ships
 * with the app. Loaded by the picker the first time it is needed (a chunk of its own), never
 * by the home page.
 *
 * @example countryOptions('pt-BR').find((o) => o.code === 'DE')?.label // 'Alemanha'
 */
import type { Widget } from '../../ops/form-hints.js';
import { normalize, type PickerOption } from './picker-match.js';

/**
 * ISO 3166-1 alpha-2 codes of the country data the country tool ships
 * (src/lib/ops/country/countries.json, 250 entries including XK; picker-options.test.ts checks
 * that they stay the same).
 */
export const COUNTRY_CODES = (
	'ADAEAFAGAIALAMAOAQARASATAUAWAXAZBABBBDBEBFBGBHBIBJBLBMBNBOBQBRBSBTBVBWBYBZCACCCDCFCGCHCICKCLCMCNCOCR' +
	'CUCVCWCXCYCZDEDJDKDMDODZECEEEGEHERESETFIFJFKFMFOFRGAGBGDGEGFGGGHGIGLGMGNGPGQGRGSGTGUGWGYHKHMHNHRHTHU' +
	'IDIEILIMINIOIQIRISITJEJMJOJPKEKGKHKIKMKNKPKRKWKYKZLALBLCLILKLRLSLTLULVLYMAMCMDMEMFMGMHMKMLMMMNMOMPMQ' +
	'MRMSMTMUMVMWMXMYMZNANCNENFNGNINLNONPNRNUNZOMPAPEPFPGPHPKPLPMPNPRPSPTPWPYQARERORSRURWSASBSCSDSESGSHSI' +
	'SJSKSLSMSNSOSRSSSTSVSXSYSZTCTDTFTGTHTJTKTLTMTNTOTRTTTVTWTZUAUGUMUSUYUZVAVCVEVGVIVNVUWFWSXKYEYTZAZMZW'
).match(/../g)!;

/** Languages people translate between that need more than two letters (script or region). */
const LANGUAGE_VARIANTS = ['pt-BR', 'pt-PT', 'zh-Hans', 'zh-Hant', 'en-GB', 'en-US', 'es-419', 'fr-CA'];

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

function names(locale: string, type: Intl.DisplayNamesType): Intl.DisplayNames {
	return new Intl.DisplayNames([locale], { type, fallback: 'none' });
}

/** "alemão" → "Alemão": Portuguese and Spanish write language names in lower case. */
function capitalized(text: string, locale: string): string {
	return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

function option(code: string, label: string, english: string | undefined, extra: string[] = []): PickerOption {
	const terms = [...new Set([label, english ?? '', ...extra].map(normalize).filter(Boolean))];
	return { code, label, ...(english && english !== label && { detail: english }), terms };
}

const byLabel = (locale: string) => {
	const collator = new Intl.Collator(locale);
	return (a: PickerOption, b: PickerOption) => collator.compare(a.label, b.label);
};

/** Every country, by its name in `locale` (and English); the code is ISO 3166-1 alpha-2. */
export function countryOptions(locale: string): PickerOption[] {
	const local = names(locale, 'region');
	const english = names('en', 'region');
	return COUNTRY_CODES.map((code) => option(code, local.of(code) ?? english.of(code) ?? code, english.of(code))).sort(byLabel(locale));
}

/** ISO 639-1 languages the browser can name, and a few common variants (`pt-BR`, `zh-Hans`). */
export function languageOptions(locale: string): PickerOption[] {
	const local = names(locale, 'language');
	const english = names('en', 'language');
	const codes: string[] = [];
	for (const a of ALPHABET) for (const b of ALPHABET) if (english.of(a + b)) codes.push(a + b);
	return [...codes, ...LANGUAGE_VARIANTS]
		.map((code) => {
			const label = local.of(code) ?? english.of(code) ?? code;
			return option(code, capitalized(label, locale), english.of(code));
		})
		.sort(byLabel(locale));
}

/** ISO 4217 currencies the browser knows, by name in `locale` and English, and by symbol. */
export function currencyOptions(locale: string): PickerOption[] {
	const local = names(locale, 'currency');
	const english = names('en', 'currency');
	return Intl.supportedValuesOf('currency')
		.map((code) => option(code, capitalized(local.of(code) ?? english.of(code) ?? code, locale), english.of(code)))
		.sort(byLabel(locale));
}

/** "GMT-03:00" (Intl's longOffset) → "UTC−03:00"; "GMT" → "UTC+00:00". */
function utcOffset(zone: string, at: Date): { text: string; minutes: number } {
	const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
	const match = /([+-])(\d\d):(\d\d)/.exec(part);
	if (!match) return { text: 'UTC+00:00', minutes: 0 };
	const minutes = (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
	return { text: `UTC${match[1] === '-' ? '−' : '+'}${match[2]}:${match[3]}`, minutes };
}

function genericName(zone: string, locale: string, at: Date): string | undefined {
	try {
		return new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
	} catch {
		return undefined;
	}
}

/**
 * Every IANA zone the browser knows, west to east: labelled by its main city (the last part of
 * the ID, as tzdb names zones after their most populous city), with its offset now and its
 * generic name in `locale` ("Horário de Brasília"), found by either, by the English name or the ID.
 */
export function timezoneOptions(locale: string, at = new Date()): PickerOption[] {
	const zones = Intl.supportedValuesOf('timeZone');
	if (!zones.includes('UTC')) zones.push('UTC');
	return zones
		.map((zone) => {
			const city = zone.split('/').pop()!.replace(/_/g, ' ');
			const offset = utcOffset(zone, at);
			const local = genericName(zone, locale, at);
			const english = genericName(zone, 'en', at);
			const detail = [offset.text, local && !local.startsWith('GMT') ? local : undefined].filter(Boolean).join(' · ');
			return {
				minutes: offset.minutes,
				option: {
					code: zone,
					label: city,
					detail,
					terms: [...new Set([city, zone, local ?? '', english ?? '', offset.text.replace('−', '-')].map(normalize).filter(Boolean))]
				}
			};
		})
		.sort((a, b) => a.minutes - b.minutes || a.option.label.localeCompare(b.option.label))
		.map((z) => z.option);
}

/** The list of a picker widget, or undefined for widgets that are not code lists. */
export function optionsFor(widget: Widget, locale: string): PickerOption[] | undefined {
	switch (widget) {
		case 'country':
			return countryOptions(locale);
		case 'language':
			return languageOptions(locale);
		case 'currency':
			return currencyOptions(locale);
		case 'timezone':
			return timezoneOptions(locale);
		default:
			return undefined;
	}
}

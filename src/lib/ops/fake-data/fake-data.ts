/**
 * Fake records built with @faker-js/faker, made consistent within each record (a person's e-mail
 * from their own name, an address whose state, postal code and coordinates agree, a bank
 * account whose IBAN, BIC and currency share a country) and safe to use: e-mail addresses,
 * domains, IP addresses and US phone numbers come from ranges reserved for examples.
 * Only the en, en_US, pt_BR, es and base locale data are bundled.
 */
import { base, en, en_US, es, Faker, pt_BR, type LocaleDefinition, type SexType } from '@faker-js/faker';
import { iban, spanishControlDigits } from './checksums.js';
import { BR_DDD, BR_STATES, ES_FIXED_PREFIXES, ES_PROVINCES, US_AREA_CODES, US_STATES, type Region } from './places.js';
import { BIOS, INDUSTRIES, MAILBOXES, PT_CATCH_ADJECTIVES, PT_CATCH_NOUNS } from './words.js';

import type { FakeLocale, FakeType } from './options.js';

export { FAKE_LOCALES, FAKE_TYPES, MAX_COUNT, type FakeLocale, type FakeType } from './options.js';

/** With a seed, dates are relative to this instant (2025-01-01T00:00:00Z), not to the request. */
export const SEEDED_REF_DATE = Date.UTC(2025, 0, 1);

/** Faker falls back along the list: locale data, then English, then locale-free data. */
const LOCALE_DATA: Record<FakeLocale, LocaleDefinition[]> = {
	en: [en_US, en, base],
	'pt-BR': [pt_BR, en, base],
	es: [es, en, base]
};

const COUNTRY: Record<FakeLocale, string> = { en: 'United States', 'pt-BR': 'Brasil', es: 'España' };

/** Banking country per locale: the United States has no IBAN, so en uses the United Kingdom. */
const BANK: Record<FakeLocale, { country: 'GB' | 'BR' | 'ES'; currency: string }> = {
	en: { country: 'GB', currency: 'GBP' },
	'pt-BR': { country: 'BR', currency: 'BRL' },
	es: { country: 'ES', currency: 'EUR' }
};

const EXAMPLE_DOMAINS = ['example.com', 'example.net', 'example.org'];
/** Card number formats per issuer (faker's symbols: # digit, L Luhn check digit, [a-b] range). */
const CARD_FORMATS = ['4###-####-####-###L', '5[1-5]##-####-####-###L', '2[221-720]-####-####-###L', '34##-######-####L', '37##-######-####L'];
/** Points lie within this distance of the region's capital. */
const RADIUS_KM = 3;

export interface Person {
	first_name: string;
	last_name: string;
	full_name: string;
	email: string;
	phone: string;
	avatar: string;
	bio: string;
}
export interface Company {
	name: string;
	catch_phrase: string;
	industry: string;
	email: string;
	website: string;
	phone: string;
}
export interface Address {
	street: string;
	city: string;
	state: string;
	country: string;
	zip: string;
	lat: number;
	lon: number;
}
export interface Internet {
	username: string;
	email: string;
	password: string;
	url: string;
	ip: string;
	mac: string;
	user_agent: string;
}
export interface Finance {
	account: string;
	amount: number;
	currency: string;
	iban: string;
	bic: string;
	credit_card: string;
}
export interface Phone {
	number: string;
	imei: string;
}
export interface DateRecord {
	past: string;
	future: string;
	recent: string;
	birth_date: string;
}
export type FakeRecord = Person | Company | Address | Internet | Finance | Phone | DateRecord;

export interface FakeOptions {
	type: FakeType;
	locale: FakeLocale;
	/** Already within 1..MAX_COUNT. */
	count: number;
	seed?: number;
	/** Milliseconds since the epoch: the reference for dates when no seed is given. */
	now: number;
}

/**
 * `count` records of one type. The same seed, type, count and locale give the same records on
 * every platform; a smaller count gives a prefix of a larger one.
 * @example fakeRecords({ type: 'phone', locale: 'es', count: 1, seed: 7, now: Date.now() })
 */
export function fakeRecords(options: FakeOptions): FakeRecord[] {
	const f = new Faker({ locale: LOCALE_DATA[options.locale] });
	if (options.seed !== undefined) {
		// Two 32-bit words, so that every safe integer is its own seed (faker's seed(n) keeps 32 bits).
		f.seed([options.seed >>> 0, Math.floor(options.seed / 2 ** 32) >>> 0]);
		f.setDefaultRefDate(SEEDED_REF_DATE);
	} else {
		f.setDefaultRefDate(options.now);
	}
	const make = GENERATORS[options.type];
	return Array.from({ length: options.count }, () => make(f, options.locale));
}

const GENERATORS: Record<FakeType, (f: Faker, locale: FakeLocale) => FakeRecord> = {
	person,
	company,
	address,
	internet,
	finance,
	phone: (f, locale) => ({ number: phoneNumber(f, locale, 'mobile'), imei: f.phone.imei().replace(/-/g, '') }),
	date
};

function person(f: Faker, locale: FakeLocale): Person {
	const sex = f.person.sexType();
	const first = f.person.firstName(sex);
	const last = f.person.lastName(sex);
	return {
		first_name: first,
		last_name: last,
		full_name: `${first} ${last}`,
		email: f.internet.exampleEmail({ firstName: first, lastName: last }).toLowerCase(),
		phone: phoneNumber(f, locale, 'mobile'),
		avatar: f.image.personPortrait({ sex }),
		bio: bio(f, locale, sex)
	};
}

/** faker's English bio, or the same shape in Portuguese or Spanish, agreeing with `sex`. */
function bio(f: Faker, locale: FakeLocale, sex: SexType): string {
	const words = BIOS[locale];
	if (!words) return f.person.bio();
	const form = sex === 'female' ? 1 : 0;
	const parts = f.helpers.arrayElements(words.roles, { min: 1, max: 3 }).map((role) => role[form]);
	if (f.datatype.boolean()) parts.push(`${words.fan[form]} ${f.helpers.arrayElement(words.interests)}`);
	return parts.join(', ');
}

function company(f: Faker, locale: FakeLocale): Company {
	const name = f.company.name();
	const domain = `${companyDomain(name) || f.internet.domainWord()}.example`;
	const catchPhrase =
		locale === 'pt-BR'
			? `${f.helpers.arrayElement(PT_CATCH_NOUNS)} ${f.helpers.arrayElements(PT_CATCH_ADJECTIVES, 2).join(' e ')}`
			: f.company.catchPhrase();
	return {
		name,
		catch_phrase: catchPhrase,
		industry: f.helpers.arrayElement(INDUSTRIES[locale]),
		email: `${f.helpers.arrayElement(MAILBOXES[locale])}@${domain}`,
		website: `https://www.${domain}`,
		phone: phoneNumber(f, locale, 'fixed')
	};
}

/**
 * Words that say what kind of company it is, not which one: the legal-entity words of faker's
 * en, pt_BR and es company names ("and Sons", "LTDA", "S.A.", "e Hijos", ...) and connectors.
 */
const NOT_A_NAME = new Set(['and', 'sons', 'group', 'inc', 'llc', 'ltda', 'eireli', 'comercio', 'associados', 'hermanos', 'hijos', 'asociados', 'e', 'y']);

/**
 * A DNS label from a company name: accents removed, legal-entity words, connectors and single
 * letters (the "S" and "A" of "S.A.") dropped, the first three words joined by hyphens.
 * @example companyDomain('Xavier, Barros e Barros LTDA') // 'xavier-barros-barros'
 */
export function companyDomain(name: string): string {
	const words = name
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.split(/[^a-z0-9]+/)
		.filter((w) => w.length > 1 && !NOT_A_NAME.has(w));
	return words.slice(0, 3).join('-');
}

function address(f: Faker, locale: FakeLocale): Address {
	let region: Region;
	let street: string;
	let city: string;
	let zip: string;
	if (locale === 'en') {
		const state = f.helpers.arrayElement(US_STATES);
		region = state;
		street = f.location.streetAddress();
		city = f.location.city();
		const [from, to] = f.helpers.arrayElement(state.zip);
		zip = String(f.number.int({ min: from, max: to })).padStart(3, '0') + f.string.numeric(2);
	} else if (locale === 'pt-BR') {
		const state = f.helpers.arrayElement(BR_STATES);
		region = state;
		// Brazilian order: "Rua X, 123" (faker's pt_BR falls back to the English "123 Rua X").
		street = `${f.location.street()}, ${f.location.buildingNumber()}`;
		city = f.location.city();
		const [from, to] = f.helpers.arrayElement(state.cep);
		zip = `${String(f.number.int({ min: from, max: to })).padStart(5, '0')}-${f.string.numeric(3)}`;
	} else {
		region = f.helpers.arrayElement(ES_PROVINCES);
		street = f.location.streetAddress();
		// faker's Spanish cities are real towns with no province: the capital keeps the address consistent.
		city = region.capital;
		zip = `${region.code}00${f.number.int({ min: 1, max: 3 })}`;
	}
	const [lat, lon] = f.location.nearbyGPSCoordinate({ origin: [region.lat, region.lon], radius: RADIUS_KM, isMetric: true });
	return { street, city, state: region.name, country: COUNTRY[locale], zip, lat: round6(lat), lon: round6(lon) };
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

function internet(f: Faker): Internet {
	const firstName = f.person.firstName();
	const lastName = f.person.lastName();
	const username = f.internet.username({ firstName, lastName });
	const mac = f.internet.mac().split(':');
	// Locally administered, unicast: no manufacturer's address can clash with it.
	mac[0] = ((Number.parseInt(mac[0], 16) & 0xfc) | 0x02).toString(16).padStart(2, '0');
	return {
		username,
		email: `${username.toLowerCase()}@${f.helpers.arrayElement(EXAMPLE_DOMAINS)}`,
		password: password(f),
		url: `https://www.${f.internet.domainWord()}.example`,
		ip: f.internet.ipv4({ network: f.helpers.arrayElement(['test-net-1', 'test-net-2', 'test-net-3'] as const) }),
		mac: mac.join(':'),
		user_agent: f.internet.userAgent()
	};
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%&*?-_';

/** 16 characters with at least one lower-case letter, capital, digit and symbol (no look-alikes). */
function password(f: Faker): string {
	const all = LOWER + UPPER + DIGITS + SYMBOLS;
	const chars = [LOWER, UPPER, DIGITS, SYMBOLS].map((set) => f.helpers.arrayElement([...set]));
	while (chars.length < 16) chars.push(f.helpers.arrayElement([...all]));
	return f.helpers.shuffle(chars).join('');
}

function finance(f: Faker, locale: FakeLocale): Finance {
	const { country, currency } = BANK[locale];
	const bankCode = f.string.alpha({ length: 4, casing: 'upper' });
	const digits = (length: number) => f.string.numeric({ length, allowLeadingZeros: true });
	let account: string;
	let bban: string;
	if (country === 'GB') {
		// Bank (the BIC's first four letters), sort code, account number.
		account = digits(8);
		bban = bankCode + digits(6) + account;
	} else if (country === 'ES') {
		// Bank, branch, two control digits, account (the 20-digit CCC).
		const bank = digits(4);
		const branch = digits(4);
		account = digits(10);
		bban = bank + branch + spanishControlDigits(bank, branch, account) + account;
	} else {
		// ISPB bank code, branch, account, account type (C: current account), holder (1: first holder).
		account = digits(10);
		bban = digits(8) + digits(5) + account + 'C1';
	}
	// Location code: a letter, then a letter other than O (a second character 0 marks a test BIC).
	const location = f.string.alpha({ length: 1, casing: 'upper' }) + f.helpers.arrayElement([...'ABCDEFGHIJKLMNPQRSTUVWXYZ']);
	return {
		account,
		amount: f.number.int({ min: 100, max: 1_000_000 }) / 100,
		currency,
		iban: iban(country, bban),
		bic: bankCode + country + location,
		credit_card: f.finance.creditCardNumber(f.helpers.arrayElement(CARD_FORMATS)).replace(/-/g, '')
	};
}

/**
 * A phone number in the locale's national format, valid in its numbering plan. en: a US number
 * in the 555-01XX block reserved for fiction; pt-BR: (DDD) 9XXXX-XXXX mobile or (DDD) XXXX-XXXX
 * fixed (first digit 2-5); es: 6XX XX XX XX mobile or 9XX XX XX XX fixed (a provincial prefix).
 */
function phoneNumber(f: Faker, locale: FakeLocale, kind: 'mobile' | 'fixed'): string {
	const n = (length: number) => f.string.numeric({ length, allowLeadingZeros: true });
	if (locale === 'en') return `(${f.helpers.arrayElement(US_AREA_CODES)}) 555-01${n(2)}`;
	if (locale === 'pt-BR') {
		const ddd = f.helpers.arrayElement(BR_DDD);
		const first = kind === 'mobile' ? `9${f.number.int({ min: 6, max: 9 })}${n(3)}` : `${f.number.int({ min: 2, max: 5 })}${n(3)}`;
		return `(${ddd}) ${first}-${n(4)}`;
	}
	if (kind === 'mobile') return `6${n(2)} ${n(2)} ${n(2)} ${n(2)}`;
	const [from, to] = f.helpers.arrayElement(ES_FIXED_PREFIXES);
	const lead = String(f.number.int({ min: from, max: to }));
	let next = n(2);
	// 969 06 and 973 90 lie in provincial prefixes but are allocated to mobile networks.
	while (`${lead}${next}` === '96906' || `${lead}${next}` === '97390') next = n(2);
	return `${lead} ${next} ${n(2)} ${n(2)}`;
}

function date(f: Faker): DateRecord {
	return {
		past: f.date.past().toISOString(),
		future: f.date.future().toISOString(),
		recent: f.date.recent().toISOString(),
		birth_date: f.date.birthdate({ mode: 'age', min: 18, max: 80 }).toISOString().slice(0, 10)
	};
}

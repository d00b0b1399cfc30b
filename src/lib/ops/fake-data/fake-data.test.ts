import { isValidBIC, isValidIBAN } from 'ibantools';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it, vi } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation, type OperationResult } from '../../engine/execute.js';
import { iban, spanishControlDigits } from './checksums.js';
import { cases } from './cases.js';
import { companyDomain, fakeRecords, type FakeLocale, type FakeType } from './fake-data.js';
import { operations } from './index.js';

const op = operations[0];
const NOW = Date.UTC(2026, 2, 15, 12, 0, 0);
const DAY = 86_400_000;

async function call(input: unknown, now = NOW): Promise<OperationResult> {
	return executeOperation(op, input, { now: () => now });
}

type Body = { type: string; locale: string; count: number; data: Record<string, unknown>[]; record: Record<string, unknown> };

async function records(type: FakeType, locale: FakeLocale, count = 50, extra: object = {}): Promise<Record<string, unknown>[]> {
	const result = await call({ type, locale, count, ...extra });
	expect(result.status).toBe(200);
	return (result.body as Body).data;
}

/** Batches of 50 per property test; raise with FAKE_DATA_BATCHES=200 for a longer soak. */
const BATCHES = Number(process.env.FAKE_DATA_BATCHES ?? 6);
if (BATCHES > 6) vi.setConfig({ testTimeout: 600_000 });

/** Several batches of 50, so that rare branches of the generators are exercised. */
async function many(type: FakeType, locale: FakeLocale, batches = BATCHES): Promise<Record<string, unknown>[]> {
	const all: Record<string, unknown>[] = [];
	for (let i = 0; i < batches; i++) all.push(...(await records(type, locale)));
	return all;
}

const LOCALES: FakeLocale[] = ['en', 'pt-BR', 'es'];
const TYPES: FakeType[] = ['person', 'company', 'address', 'internet', 'finance', 'phone', 'date'];

/** Record fields as docs/spec/utility-api.md 2.8 lists them. */
const CONTRACT_FIELDS: Record<FakeType, string[]> = {
	person: ['first_name', 'last_name', 'full_name', 'email', 'phone', 'avatar', 'bio'],
	company: ['name', 'catch_phrase', 'industry', 'email', 'website', 'phone'],
	address: ['street', 'city', 'state', 'country', 'zip', 'lat', 'lon'],
	internet: ['username', 'email', 'password', 'url', 'ip', 'mac', 'user_agent'],
	finance: ['account', 'amount', 'currency', 'iban', 'bic', 'credit_card'],
	phone: ['number', 'imei'],
	date: ['past', 'future', 'recent', 'birth_date']
};

// ---------------------------------------------------------------------------------------------
// Independent validators, written from the standards rather than from the code under test.
// ---------------------------------------------------------------------------------------------

/** ISO 13616: move the first four characters to the end, letters to 10..35, the number mod 97 is 1. */
function ibanChecks(value: string): boolean {
	if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(value)) return false;
	const moved = value.slice(4) + value.slice(0, 4);
	const numeric = [...moved].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('');
	return BigInt(numeric) % 97n === 1n;
}

/** IBAN lengths from the SWIFT IBAN registry. */
const IBAN_LENGTH: Record<string, number> = { GB: 22, ES: 24, BR: 29 };

/** Luhn (ISO/IEC 7812-1 annex B): double every second digit from the right; the sum ends in 0. */
function luhn(digits: string): boolean {
	let sum = 0;
	[...digits].reverse().forEach((c, i) => {
		let d = Number(c);
		if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
		sum += d;
	});
	return sum % 10 === 0;
}

/** Spanish CCC control digits (Orden EHA/2899/2011 annex; weights 1,2,4,8,5,10,9,7,3,6). */
function cccValid(ccc: string): boolean {
	const w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
	const dc = (ten: string) => {
		const r = 11 - ([...ten].reduce((s, c, i) => s + Number(c) * w[i], 0) % 11);
		return r === 11 ? 0 : r === 10 ? 1 : r;
	};
	return `${dc('00' + ccc.slice(0, 8))}${dc(ccc.slice(10))}` === ccc.slice(8, 10);
}

/** The WHATWG HTML "valid e-mail address" grammar (input type=email). */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** RFC 2606 section 3: second-level domains reserved for examples. */
const EXAMPLE_DOMAINS = ['example.com', 'example.net', 'example.org'];

/** Faker-independent transliteration for comparing names with e-mail local parts. */
const ascii = (s: string) =>
	s
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/[^a-z0-9]/g, '');

/** The 26 states and the Federal District (IBGE) with the first digit of their CEPs (Correios regions). */
const BR_CEP_REGION: Record<string, string> = {
	'São Paulo': '01',
	'Rio de Janeiro': '2', 'Espírito Santo': '2',
	'Minas Gerais': '3',
	Bahia: '4', Sergipe: '4',
	Pernambuco: '5', Alagoas: '5', Paraíba: '5', 'Rio Grande do Norte': '5',
	Ceará: '6', Piauí: '6', Maranhão: '6', Pará: '6', Amapá: '6', Amazonas: '6', Roraima: '6', Acre: '6',
	'Distrito Federal': '7', Goiás: '7', Tocantins: '7', 'Mato Grosso': '7', Rondônia: '7', 'Mato Grosso do Sul': '7',
	Paraná: '8', 'Santa Catarina': '8',
	'Rio Grande do Sul': '9'
};

/** Spanish provinces in INE code order (01 Álava ... 50 Zaragoza), then Ceuta 51 and Melilla 52. */
const ES_PROVINCES_BY_CODE = [
	'Álava', 'Albacete', 'Alicante', 'Almería', 'Ávila', 'Badajoz', 'Illes Balears', 'Barcelona', 'Burgos', 'Cáceres',
	'Cádiz', 'Castellón', 'Ciudad Real', 'Córdoba', 'A Coruña', 'Cuenca', 'Girona', 'Granada', 'Guadalajara',
	'Gipuzkoa', 'Huelva', 'Huesca', 'Jaén', 'León', 'Lleida', 'La Rioja', 'Lugo', 'Madrid', 'Málaga', 'Murcia',
	'Navarra', 'Ourense', 'Asturias', 'Palencia', 'Las Palmas', 'Pontevedra', 'Salamanca', 'Santa Cruz de Tenerife',
	'Cantabria', 'Segovia', 'Sevilla', 'Soria', 'Tarragona', 'Teruel', 'Toledo', 'Valencia', 'Valladolid', 'Bizkaia',
	'Zamora', 'Zaragoza', 'Ceuta', 'Melilla'
];

/** US states with the first digit of their ZIP codes (USPS national areas 0-9). */
const US_ZIP_AREA: Record<string, string> = {
	Connecticut: '0', Maine: '0', Massachusetts: '0', 'New Hampshire': '0', 'New Jersey': '0', 'Rhode Island': '0', Vermont: '0',
	Delaware: '1', 'New York': '1', Pennsylvania: '1',
	Maryland: '2', 'North Carolina': '2', 'South Carolina': '2', Virginia: '2', 'West Virginia': '2',
	Alabama: '3', Florida: '3', Georgia: '3', Mississippi: '3', Tennessee: '3',
	Indiana: '4', Kentucky: '4', Michigan: '4', Ohio: '4',
	Iowa: '5', Minnesota: '5', Montana: '5', 'North Dakota': '5', 'South Dakota': '5', Wisconsin: '5',
	Illinois: '6', Kansas: '6', Missouri: '6', Nebraska: '6',
	Arkansas: '7', Louisiana: '7', Oklahoma: '7', Texas: '7',
	Arizona: '8', Colorado: '8', Idaho: '8', 'New Mexico': '8', Nevada: '8', Utah: '8', Wyoming: '8',
	Alaska: '9', California: '9', Hawaii: '9', Oregon: '9', Washington: '9'
};

/** Rough bounding boxes [south, north, west, east], islands included. */
const COUNTRY_BOX: Record<FakeLocale, [number, number, number, number]> = {
	en: [18.9, 71.4, -179.2, -66.9],
	'pt-BR': [-33.8, 5.3, -74.0, -34.7],
	es: [27.6, 43.8, -18.2, 4.4]
};

/** Brazilian trunk codes in use (ANATEL), as a regular expression. */
const BR_DDD = '(?:1[1-9]|2[12478]|3[1-578]|4[1-9]|5[1345]|6[1-9]|7[134579]|8[1-9]|9[1-9])';
const PHONE = {
	en: /^\(\d{3}\) 555-01\d{2}$/,
	'pt-BR': { mobile: new RegExp(`^\\(${BR_DDD}\\) 9\\d{4}-\\d{4}$`), fixed: new RegExp(`^\\(${BR_DDD}\\) [2-5]\\d{3}-\\d{4}$`) },
	es: { mobile: /^[67]\d{2}( \d{2}){3}$/, fixed: /^[89]\d{2}( \d{2}){3}$/ }
};
const COUNTRY_CODE: Record<FakeLocale, 'US' | 'BR' | 'ES'> = { en: 'US', 'pt-BR': 'BR', es: 'ES' };

/** A phone number: the locale's national format, and valid for libphonenumber (Google's metadata). */
function expectPhone(number: unknown, locale: FakeLocale, kind: 'mobile' | 'fixed') {
	expect(typeof number).toBe('string');
	const text = number as string;
	const format = locale === 'en' ? PHONE.en : PHONE[locale][kind];
	expect(text).toMatch(format);
	const parsed = parsePhoneNumberFromString(text, COUNTRY_CODE[locale]);
	expect(parsed?.isValid(), text).toBe(true);
	expect(parsed?.country, text).toBe(COUNTRY_CODE[locale]);
	if (locale !== 'en') expect(parsed?.getType(), text).toBe(kind === 'mobile' ? 'MOBILE' : 'FIXED_LINE');
}

// ---------------------------------------------------------------------------------------------

describe('fake-data reference cases', () => {
	replayCases(cases, operations);

	it('every error body has the message under `error`, then its `code`', () => {
		for (const c of cases.filter((k) => k.expected.status !== 200)) expect(Object.keys(c.expected.body as object)).toEqual(['error', 'code']);
		expect(op.invalid).toEqual({ status: 422, key: 'error' });
	});
});

describe('shape', () => {
	it.each(TYPES.flatMap((t) => LOCALES.map((l) => [t, l] as [FakeType, FakeLocale])))('%s (%s): the contract fields, the schema, record = data[0]', async (type, locale) => {
		const result = await call({ type, locale, count: 7 });
		expect(result.status).toBe(200);
		const body = result.body as Body;
		expect(Object.keys(body).sort()).toEqual(['count', 'data', 'locale', 'record', 'type']);
		expect(body).toMatchObject({ type, locale, count: 7 });
		expect(body.data).toHaveLength(7);
		expect(body.record).toEqual(body.data[0]);
		for (const r of body.data) expect(Object.keys(r).sort()).toEqual([...CONTRACT_FIELDS[type]].sort());
		expect(op.output.safeParse(body).error).toBeUndefined();
		expect(JSON.parse(JSON.stringify(body))).toEqual(body);
	});

	it('defaults to one English person', async () => {
		const body = (await call({})).body as Body;
		expect(body).toMatchObject({ type: 'person', locale: 'en', count: 1 });
		expect(body.data).toHaveLength(1);
	});

	it.each([
		[1, 1],
		[2, 2],
		[49, 49],
		[50, 50],
		[51, 50],
		[1000, 50],
		[Number.MAX_SAFE_INTEGER, 50]
	])('count %d gives %d records', async (asked, given) => {
		const body = (await call({ type: 'phone', count: asked })).body as Body;
		expect(body.count).toBe(given);
		expect(body.data).toHaveLength(given);
	});

	it('ignores unknown fields', async () => {
		expect((await call({ type: 'phone', colour: 'blue' })).status).toBe(200);
	});
});

describe('person', () => {
	it.each(LOCALES)('%s: full name, e-mail from the name, phone, avatar, bio', async (locale) => {
		for (const r of await many('person', locale)) {
			const p = r as Record<string, string>;
			expect(p.full_name).toBe(`${p.first_name} ${p.last_name}`);
			expect(p.email).toMatch(EMAIL);
			expect(p.email).toBe(p.email.toLowerCase());
			const [local, domain] = p.email.split('@');
			expect(EXAMPLE_DOMAINS).toContain(domain);
			// faker's username: first, "." or "_", last, then at most two digits.
			expect(local.replace(/\d{1,2}$/, '').replace(/[._-]/g, ''), p.email).toBe(ascii(p.first_name) + ascii(p.last_name));
			expectPhone(p.phone, locale, 'mobile');
			expect(p.avatar).toMatch(/^https:\/\/\S+\.(jpg|png|webp)$/);
			expect(p.bio.trim()).not.toBe('');
		}
	});

	it('pt-BR and es bios are in the language of the locale and agree with the portrait', async () => {
		for (const r of await many('person', 'pt-BR')) {
			const p = r as Record<string, string>;
			expect(p.bio).not.toMatch(/\b(lover|fan|enthusiast|supporter|devotee)\b/);
			if (/\b(apaixonada|engenheira|mãe)\b/.test(p.bio)) expect(p.avatar).toContain('/female/');
			if (/\b(apaixonado|engenheiro|pai)\b/.test(p.bio)) expect(p.avatar).toContain('/male/');
		}
		for (const r of await many('person', 'es')) {
			const p = r as Record<string, string>;
			if (/\b(apasionada|ingeniera|madre)\b/.test(p.bio)) expect(p.avatar).toContain('/female/');
			if (/\b(apasionado|ingeniero|padre)\b/.test(p.bio)) expect(p.avatar).toContain('/male/');
		}
	});
});

describe('company', () => {
	it.each(LOCALES)('%s: e-mail and website on one domain, reserved .example TLD, fixed-line phone', async (locale) => {
		for (const r of await many('company', locale)) {
			const c = r as Record<string, string>;
			expect(c.email).toMatch(EMAIL);
			const url = new URL(c.website);
			expect(url.protocol).toBe('https:');
			expect(url.hostname).toBe(`www.${c.email.split('@')[1]}`);
			expect(url.hostname).toMatch(/^www\.[a-z0-9]+(-[a-z0-9]+)*\.example$/);
			expect(url.hostname.split('.')[1].length).toBeLessThanOrEqual(63);
			expectPhone(c.phone, locale, 'fixed');
			for (const field of ['name', 'catch_phrase', 'industry']) expect(c[field].trim()).not.toBe('');
		}
	});

	it('the domain comes from the company name', async () => {
		for (const r of await records('company', 'es')) {
			const c = r as Record<string, string>;
			const first = c.website.replace('https://www.', '').split(/[-.]/)[0];
			expect(ascii(c.name)).toContain(first);
		}
	});

	it.each([
		['Xavier, Barros e Barros', 'xavier-barros-barros'],
		['Pereira S.A.', 'pereira'],
		['Santos LTDA', 'santos'],
		['Blanda and Sons', 'blanda'],
		['Koelpin - Labadie', 'koelpin-labadie'],
		['Johnston, Rosenbaum and Bayer', 'johnston-rosenbaum-bayer'],
		['Menéndez Blanco, Zayas Rodríguez y Samaniego Posada Asociados', 'menendez-blanco-zayas'],
		['Saiz Vélez Tello Téllez Hermanos', 'saiz-velez-tello'],
		['Núñez e Hijos', 'nunez'],
		["O'Keefe Group", 'keefe']
	])('companyDomain(%j) = %j', (name, label) => {
		expect(companyDomain(name)).toBe(label);
	});
});

describe('address', () => {
	it.each(LOCALES)('%s: coordinates in range and in the country', async (locale) => {
		const [south, north, west, east] = COUNTRY_BOX[locale];
		for (const r of await many('address', locale)) {
			const a = r as Record<string, number>;
			expect(a.lat).toBeGreaterThanOrEqual(-90);
			expect(a.lat).toBeLessThanOrEqual(90);
			expect(a.lon).toBeGreaterThanOrEqual(-180);
			expect(a.lon).toBeLessThanOrEqual(180);
			expect(a.lat).toBeGreaterThanOrEqual(south);
			expect(a.lat).toBeLessThanOrEqual(north);
			expect(a.lon).toBeGreaterThanOrEqual(west);
			expect(a.lon).toBeLessThanOrEqual(east);
			for (const v of [a.lat, a.lon]) expect(Math.round(v * 1e6) / 1e6).toBe(v);
		}
	});

	it('pt-BR: a Brazilian state, a CEP 00000-000 in its region, Brasil, "Rua X, 123"', async () => {
		const states = new Set<string>();
		for (const r of await many('address', 'pt-BR')) {
			const a = r as Record<string, string>;
			expect(Object.keys(BR_CEP_REGION)).toContain(a.state);
			states.add(a.state);
			expect(a.zip).toMatch(/^\d{5}-\d{3}$/);
			const region = BR_CEP_REGION[a.state];
			expect(region.includes(a.zip[0]), `${a.state} ${a.zip}`).toBe(true);
			expect(a.country).toBe('Brasil');
			expect(a.street).toMatch(/^\S.*, \d+$/);
		}
		expect(states.size).toBeGreaterThan(15);
	});

	it('es: a Spanish province, a five-digit postal code starting with its INE code, España', async () => {
		for (const r of await many('address', 'es')) {
			const a = r as Record<string, string>;
			const index = ES_PROVINCES_BY_CODE.indexOf(a.state);
			expect(index, a.state).toBeGreaterThanOrEqual(0);
			expect(a.zip).toMatch(/^\d{5}$/);
			expect(a.zip.slice(0, 2)).toBe(String(index + 1).padStart(2, '0'));
			expect(a.country).toBe('España');
		}
	});

	it('en: a US state, a five-digit ZIP code in its national area, United States', async () => {
		for (const r of await many('address', 'en')) {
			const a = r as Record<string, string>;
			expect(Object.keys(US_ZIP_AREA)).toContain(a.state);
			expect(a.zip).toMatch(/^\d{5}$/);
			expect(a.zip[0], `${a.state} ${a.zip}`).toBe(US_ZIP_AREA[a.state]);
			expect(a.country).toBe('United States');
			expect(a.street).toMatch(/^\d+ \S/);
		}
	});
});

describe('internet', () => {
	it.each(LOCALES)('%s: e-mail = username at an example domain, reserved IP, local MAC, strong password', async (locale) => {
		for (const r of await many('internet', locale)) {
			const n = r as Record<string, string>;
			expect(n.email).toMatch(EMAIL);
			const [local, domain] = n.email.split('@');
			expect(local).toBe(n.username.toLowerCase());
			expect(EXAMPLE_DOMAINS).toContain(domain);
			// RFC 5737 documentation blocks.
			expect(n.ip).toMatch(/^(192\.0\.2|198\.51\.100|203\.0\.113)\.(\d{1,3})$/);
			expect(Number(n.ip.split('.')[3])).toBeLessThanOrEqual(255);
			expect(n.mac).toMatch(/^[0-9a-f]{2}(:[0-9a-f]{2}){5}$/);
			const first = Number.parseInt(n.mac.slice(0, 2), 16);
			expect(first & 0b01).toBe(0); // unicast
			expect(first & 0b10).toBe(2); // locally administered
			expect(n.password).toHaveLength(16);
			for (const re of [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z0-9]/]) expect(n.password).toMatch(re);
			const url = new URL(n.url);
			expect(url.protocol).toBe('https:');
			expect(url.hostname.endsWith('.example')).toBe(true);
			expect(n.user_agent.length).toBeGreaterThan(5);
		}
	});
});

describe('finance', () => {
	const COUNTRY: Record<FakeLocale, [string, string]> = { en: ['GB', 'GBP'], 'pt-BR': ['BR', 'BRL'], es: ['ES', 'EUR'] };

	it.each(LOCALES)('%s: IBAN (mod 97), BIC of the same country, account inside the IBAN, Luhn card, 2-decimal amount', async (locale) => {
		const [country, currency] = COUNTRY[locale];
		for (const r of await many('finance', locale)) {
			const f = r as Record<string, string> & { amount: number };
			expect(ibanChecks(f.iban), f.iban).toBe(true);
			expect(isValidIBAN(f.iban), f.iban).toBe(true); // ibantools: also the BBAN format (and Spain's CCC digits)
			expect(f.iban.slice(0, 2)).toBe(country);
			expect(f.iban).toHaveLength(IBAN_LENGTH[country]);
			expect(f.bic).toMatch(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}$/);
			expect(isValidBIC(f.bic), f.bic).toBe(true);
			expect(f.bic.slice(4, 6)).toBe(country);
			expect(f.bic[7]).not.toBe('0'); // not a test BIC
			expect(f.currency).toBe(currency);
			if (country === 'GB') {
				expect(f.iban.slice(4, 8)).toBe(f.bic.slice(0, 4)); // the bank code is the BIC's
				expect(f.iban.slice(-8)).toBe(f.account);
			} else if (country === 'ES') {
				expect(cccValid(f.iban.slice(4)), f.iban).toBe(true);
				expect(f.iban.slice(-10)).toBe(f.account);
			} else {
				expect(f.iban.slice(17, 27)).toBe(f.account);
			}
			expect(f.credit_card).toMatch(/^(4\d{15}|5[1-5]\d{14}|2(22[1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)\d{12}|3[47]\d{13})$/);
			expect(luhn(f.credit_card), f.credit_card).toBe(true);
			expect(typeof f.amount).toBe('number');
			expect(f.amount).toBeGreaterThan(0);
			expect(Math.abs(f.amount * 100 - Math.round(f.amount * 100))).toBeLessThan(1e-6);
		}
	});

	it('checksums.iban reproduces the SWIFT IBAN registry examples', () => {
		expect(iban('GB', 'WEST12345698765432')).toBe('GB82WEST12345698765432');
		expect(iban('ES', '21000418450200051332')).toBe('ES9121000418450200051332');
		expect(iban('BR', '00360305000010009795493C1')).toBe('BR1800360305000010009795493C1');
	});

	it('checksums.spanishControlDigits reproduces published CCCs', () => {
		expect(spanishControlDigits('2100', '0418', '0200051332')).toBe('45'); // registry example
		expect(spanishControlDigits('2100', '0813', '0123456789')).toBe('61'); // ES79 2100 0813 6101 2345 6789
		for (const [bank, branch, account] of [
			['0049', '1500', '0512345678'],
			['0000', '0000', '0000000000'],
			['9999', '9999', '9999999999']
		]) {
			expect(cccValid(bank + branch + spanishControlDigits(bank, branch, account) + account)).toBe(true);
		}
	});
});

describe('phone', () => {
	it.each(LOCALES)('%s: a mobile number of the national plan and a Luhn-valid 15-digit IMEI', async (locale) => {
		for (const r of await many('phone', locale)) {
			const p = r as Record<string, string>;
			expectPhone(p.number, locale, 'mobile');
			expect(p.imei).toMatch(/^\d{15}$/);
			expect(luhn(p.imei), p.imei).toBe(true);
		}
	});
});

describe('date', () => {
	const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

	function expectDates(list: Record<string, unknown>[], ref: number) {
		for (const r of list) {
			const d = r as Record<string, string>;
			for (const k of ['past', 'future', 'recent']) {
				expect(d[k]).toMatch(ISO_TIME);
				expect(new Date(d[k]).toISOString()).toBe(d[k]);
			}
			expect(d.birth_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
			expect(new Date(d.birth_date + 'T00:00:00Z').toISOString().slice(0, 10)).toBe(d.birth_date);
			const past = Date.parse(d.past);
			const future = Date.parse(d.future);
			const recent = Date.parse(d.recent);
			expect(past).toBeLessThan(ref);
			expect(past).toBeGreaterThanOrEqual(ref - 366 * DAY);
			expect(future).toBeGreaterThan(ref);
			expect(future).toBeLessThanOrEqual(ref + 366 * DAY);
			expect(recent).toBeLessThanOrEqual(ref);
			expect(recent).toBeGreaterThanOrEqual(ref - DAY);
			// Age 18 to 80 on the reference day.
			const age = (ref - Date.parse(d.birth_date + 'T00:00:00Z')) / (365.25 * DAY);
			expect(age).toBeGreaterThanOrEqual(17.99);
			expect(age).toBeLessThanOrEqual(81.01);
		}
	}

	it.each(LOCALES)('%s: past < now < future, recent within the last day, adult birth date', async (locale) => {
		expectDates(await many('date', locale), NOW);
	});

	it('without a seed, dates follow the request clock', async () => {
		const later = Date.UTC(2031, 6, 1);
		expectDates((((await call({ type: 'date', count: 50 }, later)).body) as Body).data, later);
	});

	it('with a seed, dates are relative to 2025-01-01T00:00:00Z whatever the clock', async () => {
		const ref = Date.UTC(2025, 0, 1);
		const a = (await call({ type: 'date', count: 50, seed: 5 }, NOW)).body as Body;
		const b = (await call({ type: 'date', count: 50, seed: 5 }, Date.UTC(2040, 0, 1))).body as Body;
		expect(a).toEqual(b);
		expectDates(a.data, ref);
	});
});

describe('seed', () => {
	it.each(TYPES.flatMap((t) => LOCALES.map((l) => [t, l] as [FakeType, FakeLocale])))('%s (%s): the same seed gives the same records, another seed others', async (type, locale) => {
		const first = await call({ type, locale, count: 5, seed: 123 }, NOW);
		const again = await call({ type, locale, count: 5, seed: 123 }, NOW + 1234 * DAY);
		expect(again).toEqual(first);
		const other = await call({ type, locale, count: 5, seed: 124 });
		expect((other.body as Body).data).not.toEqual((first.body as Body).data);
	});

	it('a smaller count gives a prefix of a larger one', async () => {
		const five = (await call({ type: 'person', locale: 'es', count: 5, seed: 9 })).body as Body;
		const two = (await call({ type: 'person', locale: 'es', count: 2, seed: 9 })).body as Body;
		expect(two.data).toEqual(five.data.slice(0, 2));
	});

	it('the locale changes the records', async () => {
		const en = (await call({ type: 'address', seed: 1 })).body as Body;
		const es = (await call({ type: 'address', seed: 1, locale: 'es' })).body as Body;
		expect(en.record).not.toEqual(es.record);
	});

	it('seeds that agree in their low 32 bits, negative seeds and 0 all differ', () => {
		const run = (seed: number) => JSON.stringify(fakeRecords({ type: 'internet', locale: 'en', count: 1, seed, now: NOW }));
		const seeds = [0, 1, 2 ** 32, 2 ** 32 + 1, -1, -(2 ** 32), Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
		const outputs = seeds.map(run);
		expect(new Set(outputs).size).toBe(seeds.length);
		expect(seeds.map(run)).toEqual(outputs);
	});

	it('without a seed, two calls differ', async () => {
		const a = (await call({ type: 'internet', count: 3 })).body as Body;
		const b = (await call({ type: 'internet', count: 3 })).body as Body;
		expect(a.data).not.toEqual(b.data);
	});
});

describe('examples', () => {
	it.each(op.examples.map((e) => [e.name, e.input] as const))('%s runs', async (_, input) => {
		const result = await call(input);
		expect(result.status).toBe(200);
		expect(op.output.safeParse(result.body).error).toBeUndefined();
	});
});

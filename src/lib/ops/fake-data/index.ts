import { z } from 'zod';
import { integer } from '../_shared/schemas.js';
import { defineOperation } from '../../engine/define.js';
import { lazyModule } from '../../engine/lazy.js';
import { FAKE_LOCALES, FAKE_TYPES, MAX_COUNT, type FakeType } from './options.js';

// faker and its locale data load on the first call, not with the registry.
const logic = lazyModule(() => import('./fake-data.js'));

const text = z.string();
const email = z.email();
const isoDateTime = z.iso.datetime({ precision: 3 });

/** Record fields exactly as the contract's table 2.8, by type. */
const RECORDS = {
	person: z.object({
		first_name: text,
		last_name: text,
		full_name: text.describe('first_name + " " + last_name'),
		email: email.describe('From the person’s own name, at example.com, example.net or example.org'),
		phone: text.describe('Mobile number in the locale’s national format'),
		avatar: z.url().describe('Portrait URL matching the person’s sex'),
		bio: text
	}),
	company: z.object({
		name: text,
		catch_phrase: text,
		industry: text,
		email: email.describe('A role mailbox at the company’s domain'),
		website: z.url().describe('https://www. + the company’s domain (under .example)'),
		phone: text.describe('Fixed-line number in the locale’s national format')
	}),
	address: z.object({
		street: text,
		city: text,
		state: text.describe('US state, Brazilian state or Spanish province, full name'),
		country: text,
		zip: text.describe('ZIP code, CEP (00000-000) or código postal, valid for the state'),
		lat: z.number().min(-90).max(90),
		lon: z.number().min(-180).max(180)
	}),
	internet: z.object({
		username: text,
		email: email.describe('username at example.com, example.net or example.org'),
		password: text.describe('16 characters: lower case, upper case, digit and symbol'),
		url: z.url(),
		ip: z.ipv4().describe('From the documentation ranges of RFC 5737'),
		mac: z.mac().describe('Locally administered unicast address'),
		user_agent: text
	}),
	finance: z.object({
		account: z.string().regex(/^\d+$/).describe('The account number inside the IBAN'),
		amount: z.number().describe('Up to two decimal places'),
		currency: z.string().length(3).describe('ISO 4217 code of the account'),
		iban: z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/).describe('Electronic format (no spaces)'),
		bic: z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}$/).describe('8-character BIC of the IBAN’s country'),
		credit_card: z.string().regex(/^\d{15,16}$/).describe('Visa, Mastercard or American Express, digits only')
	}),
	phone: z.object({
		number: text.describe('Mobile number in the locale’s national format'),
		imei: z.string().regex(/^\d{15}$/).describe('15 digits, Luhn check digit last')
	}),
	date: z.object({
		past: isoDateTime.describe('Within the year before the reference time'),
		future: isoDateTime.describe('Within the year after the reference time'),
		recent: isoDateTime.describe('Within the day before the reference time'),
		birth_date: z.iso.date().describe('YYYY-MM-DD, for an age of 18 to 80')
	})
} satisfies Record<FakeType, z.ZodType>;

const answer = <T extends FakeType>(type: T) =>
	z.object({
		type: z.literal(type),
		locale: z.enum(FAKE_LOCALES),
		count: z.int().min(1).max(MAX_COUNT).describe('Number of records returned'),
		data: z.array(RECORDS[type]),
		record: RECORDS[type].describe('data[0]')
	});

const output = z.discriminatedUnion('type', [
	answer('person'),
	answer('company'),
	answer('address'),
	answer('internet'),
	answer('finance'),
	answer('phone'),
	answer('date')
]);

export const fakeData = defineOperation({
	id: 'fake-data',
	group: 'generation',
	title: 'Fake data generator',
	summary: 'Realistic test records (people, companies, addresses, accounts, ...) in English, Brazilian Portuguese or Spanish.',
	keywords: ['fake', 'faker', 'mock', 'test data', 'dummy', 'random', 'person', 'address', 'iban', 'seed'],
	method: 'POST',
	path: '/fake-data',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		type: z
			.enum(FAKE_TYPES, { error: `must be one of ${FAKE_TYPES.join(', ')}` })
			.default('person')
			.describe('Kind of record'),
		count: integer()
			.min(1)
			.default(1)
			.describe(`Number of records; values above ${MAX_COUNT} are capped at ${MAX_COUNT}`),
		locale: z
			.enum(FAKE_LOCALES, { error: `must be one of ${FAKE_LOCALES.join(', ')}` })
			.default('en')
			.describe('Language and country of the data'),
		seed: integer()
			.optional()
			.describe('Same seed, type, count and locale → same records (dates then relative to 2025-01-01T00:00:00Z)')
	}),
	output,
	invalid: { status: 422, key: 'error' },
	errors: [
		{ status: 422, when: 'unknown `type` or `locale`; `count` not an integer or below 1; `seed` not an integer (body key `error`)' }
	],
	attribution: 'generated with Faker (fakerjs.dev, MIT); avatar URLs point to faker-js\'s AI-generated portraits of fictional people.',
	examples: [
		{ name: 'One person', input: { type: 'person' } },
		{ name: 'Five Brazilian addresses', input: { type: 'address', count: 5, locale: 'pt-BR' } },
		{ name: 'Reproducible Spanish bank data', input: { type: 'finance', count: 3, locale: 'es', seed: 42 } }
	],
	prepare: logic.load,
	run(input, ctx) {
		const count = Math.min(input.count, MAX_COUNT);
		const data = logic.get().fakeRecords({ type: input.type, locale: input.locale, count, seed: input.seed, now: ctx.now() });
		return { type: input.type, locale: input.locale, count, data, record: data[0] } as z.input<typeof output>;
	}
});

export const operations = [fakeData];

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import fs from 'node:fs';
import { runPython, SKIP_NOTE, STDNUM_PYTHON } from '../../../../tests/unit/python-stdnum.js';
import { buildIsbnRanges, findIsbnDat, OUTPUT, serializeIsbnRanges } from '../../../../scripts/data/build-isbn-ranges.js';
import { mulberry32 } from '../cpf-cnpj/random.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { gs1CheckDigit, IDENTIFIER_TYPES, isbn10CheckDigit, type IdentifierCheck, type IdentifierType } from './identifier.js';
import { identifierValidate, operations } from './index.js';

const run = (type: string, value: unknown) => executeOperation(identifierValidate, { type, value }, { now: () => 0 }) as { status: number; body: IdentifierCheck };

describe('identifier cases (replayed through executeOperation)', () => {
	replayCases(cases, operations);
});

/**
 * Candidates for each type: random payloads completed with every possible check character, so
 * about one in ten is valid and the rest fail on the check digit, plus lengths on either side of
 * the valid ones. Seeded, so a failure replays.
 */
function candidates(): [IdentifierType, string][] {
	const next = mulberry32(20261127);
	const digits = (n: number) => Array.from({ length: n }, () => String(next() % 10)).join('');
	const pick = <T>(xs: readonly T[]) => xs[next() % xs.length];
	const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
	const alnum = (n: number) => Array.from({ length: n }, () => ALNUM[next() % 36]).join('');
	const out: [IdentifierType, string][] = [];
	const complete = (type: IdentifierType, payload: string, checks = '0123456789') => {
		for (const c of checks) out.push([type, payload + c]);
	};
	for (let i = 0; i < 12; i++) {
		complete('isbn', digits(9), '0123456789X');
		complete('isbn', pick(['978', '979', '977', '400']) + digits(9));
		complete('issn', digits(7), '0123456789X');
		for (const n of [7, 11, 12, 13]) complete('ean', digits(n));
		complete('imei', digits(14));
		out.push(['imei', digits(14)], ['imei', digits(16)], ['imei', digits(13)]);
		// ISIN prefixes python-stdnum knows (its list is ISO 3166 plus XS, EU…; this module checks letters only).
		complete('isin', pick(['US', 'GB', 'DE', 'FR', 'JP', 'BR', 'XS', 'EU']) + alnum(9));
		out.push(['bic', alnum(8)], ['bic', pick(['DEUT', 'AGRI', 'BNPA']) + pick(['DE', 'FR', 'BR']) + alnum(2) + (next() % 2 ? alnum(3) : '')], ['bic', alnum(9)]);
		complete('luhn', digits(1 + (next() % 19)));
	}
	out.push(['isbn', '123456789'], ['isbn', 'X'], ['issn', ''], ['ean', '12-34'], ['luhn', '0']);
	return out;
}

const PYTHON = `
import json, sys
from stdnum import isbn, issn, ean, imei, isin, bic, luhn
from stdnum.exceptions import InvalidFormat, InvalidLength, InvalidChecksum, InvalidComponent
REASON = {InvalidFormat: 'format', InvalidLength: 'length', InvalidChecksum: 'checksum', InvalidComponent: 'component'}
mods = dict(isbn=isbn, issn=issn, ean=ean, imei=imei, isin=isin, bic=bic, luhn=luhn)
out = []
for t, value in json.load(sys.stdin):
    m = mods[t]
    try:
        compact = m.validate(value)
    except Exception as e:
        out.append({'valid': False, 'reason': REASON[type(e)]})
        continue
    r = {'valid': True, 'compact': compact}
    if t in ('issn', 'imei', 'bic', 'isbn'):
        r['formatted'] = m.format(compact)
    if t == 'isbn':
        r['isbn13'] = isbn.to_isbn13(compact)
        r['isbn10'] = isbn.to_isbn10(compact) if compact[:3] != '979' else None
    out.append(r)
print(json.dumps(out))
`;

describe('against python-stdnum', () => {
	it.runIf(STDNUM_PYTHON)('valid, compact, reason, formatted and both ISBN forms agree on seeded candidates', () => {
		const jobs = candidates();
		const expected = runPython<Record<string, unknown>[]>(PYTHON, jobs);
		let valid = 0;
		jobs.forEach(([type, value], i) => {
			const got = run(type, value);
			expect(got.status).toBe(200);
			const want = expected[i];
			const label = `${type} ${value}`;
			expect(got.body.valid, label).toBe(want.valid);
			if (!want.valid) return expect(got.body.reason, label).toBe(want.reason);
			valid++;
			expect(got.body.compact, label).toBe(want.compact);
			if ('formatted' in want) expect(got.body.formatted, label).toBe(want.formatted);
			if (type === 'isbn') expect([got.body.isbn10, got.body.isbn13], label).toEqual([want.isbn10, want.isbn13]);
		});
		// The candidates reach both answers in numbers.
		expect(valid).toBeGreaterThan(80);
		expect(jobs.length - valid).toBeGreaterThan(500);
	});

	it.runIf(STDNUM_PYTHON)('formats ISBNs across every kind of registration group as python-stdnum does', () => {
		const jobs = isbnCandidates();
		const expected = runPython<string[]>(
			'import json, sys\nfrom stdnum import isbn\nprint(json.dumps([isbn.format(n) for n in json.load(sys.stdin)]))',
			jobs
		);
		const problems = jobs.flatMap((value, i) => {
			const got = run('isbn', value).body;
			return got.valid && got.formatted === expected[i] ? [] : [`${value}: ${got.formatted}, python-stdnum ${expected[i]}`];
		});
		expect(problems).toEqual([]);
		// Groups of one to five digits were reached, and numbers outside every assigned range.
		const thirteen = expected.filter((f) => f.startsWith('97')).map((f) => f.split('-'));
		const groups = new Set(thirteen.filter((parts) => parts.length === 5).map((parts) => `${parts[0]}-${parts[1]}`));
		expect(new Set([...groups].map((g) => g.length - 4))).toEqual(new Set([1, 2, 3, 4, 5]));
		expect(groups.size).toBeGreaterThan(60);
		expect(thirteen.some((parts) => parts.length < 5)).toBe(true);
		expect(jobs.length).toBeGreaterThan(400);
	});

	it.runIf(STDNUM_PYTHON)('ships the ranges of the python-stdnum it is checked against (scripts/data/build-isbn-ranges.js)', () => {
		// A mismatch means python-stdnum's isbn.dat changed: run `node scripts/data/build-isbn-ranges.js`.
		const dat = findIsbnDat();
		expect(dat).not.toBeNull();
		expect(fs.readFileSync(OUTPUT, 'utf8')).toBe(serializeIsbnRanges(buildIsbnRanges(fs.readFileSync(dat!, 'utf8'))));
	});
	it.skipIf(STDNUM_PYTHON)(SKIP_NOTE, () => {});
});

/**
 * Valid ISBNs for the hyphenation check: registration groups of every length (English, French,
 * German, Japanese… then Brazil, China, the small agencies of four and five digits, 979's groups)
 * and group prefixes no range assigned in 2022, each with random digits after it, as ISBN-13 and,
 * in 978, also as ISBN-10. Seeded, so a failure replays.
 */
function isbnCandidates(): string[] {
	const next = mulberry32(20260115);
	const digits = (n: number) => Array.from({ length: n }, () => String(next() % 10)).join('');
	const GROUPS_978 = [
		'0', '1', '2', '3', '4', '5', '7', '600', '601', '604', '612', '618', '621', '65', '80', '81', '82', '83', '84', '85', '86', '87', '88', '89',
		'90', '91', '92', '93', '94', '950', '953', '955', '957', '958', '960', '964', '967', '970', '976', '978', '982', '986', '987', '989',
		'9925', '9929', '9933', '9941', '9953', '9960', '9971', '9987', '99901', '99915', '99937', '99953', '99965', '99974', '99989',
		'6', '649', '69', '9990', '99999', '998'
	];
	const GROUPS_979 = ['10', '11', '12', '8', '13', '9'];
	const out: string[] = [];
	const add = (twelve: string) => {
		out.push(twelve + gs1CheckDigit(twelve));
		if (twelve.startsWith('978')) out.push(twelve.slice(3) + isbn10CheckDigit(twelve.slice(3)));
	};
	for (const group of GROUPS_978) for (let i = 0; i < 4; i++) add('978' + group + digits(9 - group.length));
	for (const group of GROUPS_979) for (let i = 0; i < 8; i++) add('979' + group + digits(9 - group.length));
	return out;
}

describe('properties', () => {
	it('any text of at most 64 characters is answered 200 for every type, never thrown', () => {
		fc.assert(
			fc.property(fc.constantFrom(...IDENTIFIER_TYPES), fc.string({ maxLength: 64 }), (type, value) => {
				const r = run(type, value);
				expect(r.status).toBe(200);
				expect(identifierValidate.output.safeParse(r.body).error).toBeUndefined();
				expect(r.body.valid).toBe(r.body.reason === null);
			}),
			fuzzParameters()
		);
	});

	it('ISBN-10 → ISBN-13 → ISBN-10 gives the same number back', () => {
		fc.assert(
			fc.property(fc.stringMatching(/^[0-9]{9}$/), (nine) => {
				// The check character that makes the ISBN-10 valid is found by trying all eleven.
				const isbn10 = [...'0123456789X'].map((c) => nine + c).find((v) => run('isbn', v).body.valid)!;
				const there = run('isbn', isbn10).body;
				expect(there.isbn13).toMatch(/^978/);
				expect(run('isbn', there.isbn13!).body).toMatchObject({ valid: true, isbn10, isbn13: there.isbn13 });
			}),
			fuzzParameters()
		);
	});

	it('changing one digit of a valid ISSN, EAN-13 or IMEI makes it invalid', () => {
		const valid: [IdentifierType, string][] = [['issn', '03785955'], ['ean', '4006381333931'], ['imei', '354178036859789']];
		fc.assert(
			fc.property(fc.constantFrom(...valid), fc.nat(), fc.integer({ min: 1, max: 9 }), ([type, value], at, delta) => {
				const i = at % value.length;
				const changed = value.slice(0, i) + ((Number(value[i]) + delta) % 10) + value.slice(i + 1);
				expect(run(type, changed).body).toMatchObject({ valid: false, reason: 'checksum' });
			}),
			fuzzParameters()
		);
	});

	it('separators do not change the answer', () => {
		fc.assert(
			fc.property(fc.constantFrom<[IdentifierType, string]>(['isbn', '9781857982183'], ['ean', '036000291452'], ['imei', '354178036859789'], ['bic', 'AGRIFRPP882']), fc.array(fc.nat(), { maxLength: 4 }), ([type, value], cuts) => {
				let spaced = value;
				for (const c of cuts) {
					const at = c % spaced.length;
					spaced = spaced.slice(0, at) + (c % 2 ? '-' : ' ') + spaced.slice(at);
				}
				expect(run(type, spaced).body).toEqual(run(type, value).body);
			}),
			fuzzParameters()
		);
	});
});

import type { OperationCase } from '../cases.js';

const PY = (module: string) => `python-stdnum 1.18, the doctest examples of stdnum/${module}.py`;
const CONTRACT = 'docs/spec/toolbox.md Part 2, /identifier/validate; value ≤ 64 characters (src/lib/ops/identifier/README.md)';

const valid = (name: string, type: string, value: string, compact: string, formatted: string | null, source: string, extra: Record<string, unknown> = {}): OperationCase => ({
	name,
	op: 'identifier-validate',
	input: { type, value },
	expected: { status: 200, body: { valid: true, type, compact, formatted, reason: null, ...extra } },
	source
});
const invalid = (name: string, type: string, value: string, compact: string, reason: string, source: string, extra: Record<string, unknown> = {}): OperationCase => ({
	name,
	op: 'identifier-validate',
	input: { type, value },
	expected: { status: 200, body: { valid: false, type, compact, formatted: null, reason, ...extra } },
	source
});

export const cases: OperationCase[] = [
	valid('ISBN-13 from python-stdnum', 'isbn', '978-1-85798-218-3', '9781857982183', '978-1-85798-218-3', `${PY('isbn')}: to_isbn10('978-1-85798-218-3') = '1-85798-218-5', to_isbn13('1-85798-218-5') = '978-1-85798-218-3' (hyphens as written there)`, { isbn10: '1857982185', isbn13: '9781857982183' }),
	valid('ISBN-10 converts to ISBN-13', 'isbn', '0-306-40615-2', '0306406152', '0-306-40615-2', 'Wikipedia "ISBN", check-digit examples: ISBN-10 0-306-40615-2 is ISBN-13 978-0-306-40615-7 (hyphens as written there)', { isbn10: '0306406152', isbn13: '9780306406157' }),
	valid('ISBN-10 with X check digit', 'isbn', '0-8044-2957-X', '080442957X', '0-8044-2957-X', 'ISBN Users\' Manual (International ISBN Agency, 7th ed.), §5 worked example 0-8044-2957-X (hyphens as written there); its ISBN-13 978-0-8044-2957-3 computed with python-stdnum 1.18 isbn.to_isbn13', { isbn10: '080442957X', isbn13: '9780804429573' }),
	valid('979 ISBN has no ISBN-10', 'isbn', '979-10-90636-07-1', '9791090636071', '979-10-90636-07-1', 'ISBN Users\' Manual §5: only 978 ISBNs convert to ISBN-10; the number validated and formatted with python-stdnum 1.18 isbn.validate and isbn.format', { isbn10: null, isbn13: '9791090636071' }),
	invalid('ISBN-13 with a wrong check digit', 'isbn', '978-9024538271', '9789024538271', 'checksum', `${PY('isbn')}: validate('978-9024538271') raises InvalidChecksum`, { isbn10: null, isbn13: null }),
	invalid('EAN-13 outside the book prefixes', 'isbn', '4006381333931', '4006381333931', 'component', 'python-stdnum 1.18 isbn.validate raises InvalidComponent for a valid EAN-13 outside 978/979 (GS1: 978/979 is "Bookland")', { isbn10: null, isbn13: null }),
	valid('ISSN', 'issn', '0024-9319', '00249319', '0024-9319', `${PY('issn')}: validate('0024-9319') = '00249319', format = '0024-9319'`),
	valid('ISSN of Hearing Research', 'issn', '0378-5955', '03785955', '0378-5955', 'Wikipedia "International Standard Serial Number", check-digit example 0378-5955'),
	invalid('ISSN with a wrong check character', 'issn', '0032147X', '0032147X', 'checksum', `${PY('issn')}: validate('0032147X') raises InvalidChecksum`),
	invalid('ISSN of nine digits', 'issn', '003214712', '003214712', 'length', `${PY('issn')}: validate('003214712') raises InvalidLength`),
	valid('EAN-8', 'ean', '73513537', '73513537', null, `${PY('ean')}: validate('73513537')`),
	valid('GTIN-14', 'ean', '98412345678908', '98412345678908', null, `${PY('ean')}: validate('98412345678908') # GTIN format`),
	valid('UPC-A', 'ean', '0 36000 29145 2', '036000291452', null, 'GS1 General Specifications §7.9.1 (check digit calculation), UPC-A 0 36000 29145 2 as in Wikipedia "Universal Product Code"'),
	invalid('EAN-13 with a wrong check digit', 'ean', '4006381333932', '4006381333932', 'checksum', 'Wikipedia "International Article Number": 4006381333931 is valid with check digit 1, so …2 is not'),
	valid('IMEI with check digit', 'imei', '354178036859789', '354178036859789', '35-417803-685978-9', `${PY('imei')}: format('354178036859789') = '35-417803-685978-9'`),
	valid('IMEISV', 'imei', '35686800-004141-20', '3568680000414120', '35-686800-004141-20', `${PY('imei')}: validate('35686800-004141-20') = '3568680000414120', an IMEISV; format from python-stdnum 1.18 imei.format`),
	invalid('IMEI with a wrong check digit', 'imei', '35-417803-685978-1', '354178036859781', 'checksum', `${PY('imei')}: validate('35-417803-685978-1') raises InvalidChecksum`),
	valid('ISIN of Apple', 'isin', 'US0378331005', 'US0378331005', 'US0378331005', `${PY('isin')}: validate('US0378331005')`),
	invalid('ISIN with a wrong check digit', 'isin', 'US0378331003', 'US0378331003', 'checksum', `${PY('isin')}: validate('US0378331003') raises InvalidChecksum`),
	valid('ISIN from a SEDOL', 'isin', 'GB00BYXJL758', 'GB00BYXJL758', 'GB00BYXJL758', `${PY('isin')}: from_natid('gb', 'BYXJL75') = 'GB00BYXJL758'`),
	valid('BIC with branch', 'bic', 'AGRIFRPP882', 'AGRIFRPP882', 'AGRIFRPP882', `${PY('bic')}: validate('AGRIFRPP882')`),
	valid('BIC with spaces', 'bic', 'ABNA BE 2A', 'ABNABE2A', 'ABNABE2A', `${PY('bic')}: validate('ABNA BE 2A') = 'ABNABE2A'`),
	invalid('BIC of nine characters', 'bic', 'AGRIFRPP8', 'AGRIFRPP8', 'length', `${PY('bic')}: validate('AGRIFRPP8') raises InvalidLength`),
	invalid('BIC with a digit in the country', 'bic', 'AGRIF2PP', 'AGRIF2PP', 'format', `${PY('bic')}: validate('AGRIF2PP') raises InvalidFormat (country code can't contain digits)`),
	valid('Luhn number', 'luhn', '78949', '78949', null, `${PY('luhn')}: validate('78949')`),
	invalid('Luhn number without its check digit', 'luhn', '7894', '7894', 'checksum', `${PY('luhn')}: validate('7894') raises InvalidChecksum`),
	invalid('Letters in a Luhn number', 'luhn', '12a4', '12A4', 'format', 'python-stdnum 1.18 luhn.validate raises InvalidFormat for characters outside the alphabet 0-9'),
	{
		name: 'Value longer than 64 characters',
		op: 'identifier-validate',
		input: { type: 'luhn', value: '0'.repeat(65) },
		expected: { status: 422, body: { detail: 'value: must be at most 64 characters, got 65', code: 'invalid_input' } },
		source: CONTRACT
	},
	{
		name: 'Unknown type',
		op: 'identifier-validate',
		input: { type: 'vin', value: '1M8GDM9AXKP042788' },
		expected: { status: 422, body: { detail: 'type: must be one of isbn, issn, ean, imei, isin, bic, luhn', code: 'invalid_input' } },
		source: CONTRACT
	}
];

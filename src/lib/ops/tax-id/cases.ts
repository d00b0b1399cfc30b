import type { OperationCase } from '../cases.js';

const PY = (module: string) => `python-stdnum 1.18, the doctest examples of stdnum/${module}.py (validate, format)`;
const CONTRACT = 'docs/spec/toolbox.md Part 2, /tax-id/validate: unsupported country → 422; number ≤ 64 characters (src/lib/ops/tax-id/README.md)';
const HMRC = 'HMRC National Insurance Manual NIM39110: two prefix letters (neither D, F, I, Q, U, V; the second not O; BG, GB, KN, NK, NT, TN and ZZ never allocated), six digits, suffix A–D';

type Call = [country: string, number: string, type?: string];
const input = ([country, number, type]: Call) => ({ country, number, ...(type && { type }) });

/** The members the reference fixes; the names come from the scheme table and are checked by the output schema. */
const valid = (call: Call, body: { type: string; compact: string; formatted: string | null }, source: string): OperationCase => ({
	name: `${call[0]} ${body.type} ${call[1]}${call[2] ? '' : ' (no type given)'}`,
	op: 'tax-id-validate',
	input: input(call),
	expected: { status: 200, partial: true, body: { valid: true, country: call[0], ...body, reason: null } },
	source
});
const invalid = (call: Call, reason: string, source: string): OperationCase => ({
	name: `${call[0]} ${call[2] ?? ''} ${call[1]} is not valid (${reason})`,
	op: 'tax-id-validate',
	input: input(call),
	expected: { status: 200, partial: true, body: { valid: false, country: call[0], formatted: null, reason } },
	source
});
const refused = (name: string, inputBody: Record<string, unknown>, detail: string): OperationCase => ({
	name,
	op: 'tax-id-validate',
	input: inputBody,
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source: CONTRACT
});

export const cases: OperationCase[] = [
	valid(['DE', 'DE 136,695 976'], { type: 'vat', compact: '136695976', formatted: null }, PY('de/vat')),
	valid(['DE', '36 574 261 809', 'idnr'], { type: 'idnr', compact: '36574261809', formatted: '36 574 261 809' }, PY('de/idnr')),
	valid(['BR', '390.533.447-05', 'cpf'], { type: 'cpf', compact: '39053344705', formatted: '390.533.447-05' }, PY('br/cpf')),
	invalid(['BR', '231.002.999-00', 'cpf'], 'checksum', PY('br/cpf')),
	valid(['BR', '16.727.230/0001-97', 'cnpj'], { type: 'cnpj', compact: '16727230000197', formatted: '16.727.230/0001-97' }, PY('br/cnpj')),
	valid(['US', '536-90-4399', 'ssn'], { type: 'ssn', compact: '536904399', formatted: '536-90-4399' }, PY('us/ssn')),
	invalid(['US', '078-05-1120', 'ssn'], 'component', PY('us/ssn')),
	valid(['US', '91-1144442', 'ein'], { type: 'ein', compact: '911144442', formatted: '91-1144442' }, PY('us/ein')),
	invalid(['US', '911-14-4442', 'ein'], 'format', PY('us/ein')),
	invalid(['US', '07-1144442', 'ein'], 'component', PY('us/ein')),
	valid(['GB', '1955839661', 'utr'], { type: 'utr', compact: '1955839661', formatted: null }, PY('gb/utr')),
	valid(['CA', '123-456-782', 'sin'], { type: 'sin', compact: '123456782', formatted: '123-456-782' }, PY('ca/sin')),
	valid(['CA', '12302 6635', 'bn'], { type: 'bn', compact: '123026635', formatted: null }, PY('ca/bn')),
	valid(['AU', '83 914 571 673'], { type: 'abn', compact: '83914571673', formatted: '83 914 571 673' }, PY('au/abn')),
	valid(['AU', '123 456 782', 'tfn'], { type: 'tfn', compact: '123456782', formatted: '123 456 782' }, PY('au/tfn')),
	valid(['IN', 'ACUPA7085R', 'pan'], { type: 'pan', compact: 'ACUPA7085R', formatted: null }, PY('in_/pan')),
	valid(['IN', '27AAPFU0939F1ZV', 'gstin'], { type: 'gstin', compact: '27AAPFU0939F1ZV', formatted: null }, PY('in_/gstin')),
	valid(['MX', 'BOXW310820HNERXN09', 'curp'], { type: 'curp', compact: 'BOXW310820HNERXN09', formatted: null }, PY('mx/curp')),
	valid(['MX', 'GODE 561231 GR8', 'rfc'], { type: 'rfc', compact: 'GODE561231GR8', formatted: 'GODE 561231 GR8' }, PY('mx/rfc')),
	valid(['AR', '20-05536168-2'], { type: 'cuit', compact: '20055361682', formatted: '20-05536168-2' }, PY('ar/cuit')),
	valid(['CL', '76086428-5'], { type: 'rut', compact: '760864285', formatted: '76.086.428-5' }, PY('cl/rut')),
	valid(['CO', '213.123.432-1'], { type: 'nit', compact: '2131234321', formatted: '213.123.432-1' }, PY('co/nit')),
	valid(['CN', '360426199101010071', 'ric'], { type: 'ric', compact: '360426199101010071', formatted: '360426199101010071' }, PY('cn/ric')),
	valid(['JP', '5-8356-7825-6246'], { type: 'cn', compact: '5835678256246', formatted: '5-8356-7825-6246' }, PY('jp/cn')),
	valid(['ES', 'ES B-58378431', 'nif'], { type: 'nif', compact: 'B58378431', formatted: null }, PY('es/nif')),
	valid(['FR', 'Fr 40 303 265 045', 'tva'], { type: 'tva', compact: '40303265045', formatted: null }, PY('fr/tva')),
	// A person born abroad (department 99, then the country's code), with no type: only the NIR takes 15 digits.
	valid(['FR', '295109912611193'], { type: 'nir', compact: '295109912611193', formatted: '2 95 10 99 126 111 93' }, PY('fr/nir')),
	valid(['FR', '253072B07300470', 'nir'], { type: 'nir', compact: '253072B07300470', formatted: '2 53 07 2B 073 004 70' }, `${PY('fr/nir')}; Corsica's departments 2A and 2B`),
	invalid(['FR', '295109912611199', 'nir'], 'checksum', PY('fr/nir')),
	valid(['IT', 'IT 00743110157', 'iva'], { type: 'iva', compact: '00743110157', formatted: null }, PY('it/iva')),
	valid(['PL', 'PL 8567346215'], { type: 'nip', compact: '8567346215', formatted: '856-734-62-15' }, PY('pl/nip')),
	valid(['NL', '004495445B01'], { type: 'btw', compact: '004495445B01', formatted: null }, PY('nl/btw')),
	valid(['PT', 'PT 501 964 843'], { type: 'nif', compact: '501964843', formatted: null }, PY('pt/nif')),
	valid(['SE', 'SE 123456789701', 'vat'], { type: 'vat', compact: '123456789701', formatted: null }, PY('se/vat')),
	valid(['AT', 'AT U13585627', 'uid'], { type: 'uid', compact: 'U13585627', formatted: null }, PY('at/uid')),
	valid(['FI', '131052-308T', 'hetu'], { type: 'hetu', compact: '131052-308T', formatted: '131052-308T' }, PY('fi/hetu')),
	valid(['NO', '988 077 917', 'orgnr'], { type: 'orgnr', compact: '988077917', formatted: '988 077 917' }, PY('no/orgnr')),
	valid(['CH', 'CHE-100.155.212', 'uid'], { type: 'uid', compact: 'CHE100155212', formatted: 'CHE-100.155.212' }, PY('ch/uid')),
	valid(['DK', 'DK 13585628', 'cvr'], { type: 'cvr', compact: '13585628', formatted: null }, PY('dk/cvr')),
	valid(['IE', 'IE 6433435F'], { type: 'vat', compact: '6433435F', formatted: null }, PY('ie/vat')),
	// GB NINO: python-stdnum has no module; HMRC's published rules.
	valid(['GB', 'AB 12 34 56 C', 'nino'], { type: 'nino', compact: 'AB123456C', formatted: null }, HMRC),
	invalid(['GB', 'QQ 12 34 56 C', 'nino'], 'format', `${HMRC}; QQ 12 34 56 C is HMRC's own placeholder, Q never being a prefix letter`),
	// Without type, the answer names the scheme that accepted the number.
	valid(['BR', '16.727.230/0001-97'], { type: 'cnpj', compact: '16727230000197', formatted: '16.727.230/0001-97' }, `${PY('br/cnpj')}; the contract: without type, type names the scheme that accepted it`),
	refused('Unsupported country', { country: 'ZZ', number: '123' }, 'country: no tax-ID schemes for "ZZ" (GET /tax-id/countries lists the 41 supported)'),
	refused('Type the country does not have', { country: 'DE', number: '136695976', type: 'ssn' }, 'type: DE has vat, idnr'),
	refused('Number longer than 64 characters', { country: 'DE', number: '1'.repeat(65) }, 'number: must be at most 64 characters, got 65')
];

/** The countries src/lib/ops/tax-id/README.md lists: every EU member, the contract's twelve others, Switzerland and Norway. */
const LISTED = 'AR AT AU BE BG BR CA CH CL CN CO CY CZ DE DK EE ES FI FR GB GR HR HU IE IN IT JP LT LU LV MT MX NL NO PL PT RO SE SI SK US'.split(' ');

cases.push({
	name: 'The countries list, in alpha-2 order',
	op: 'tax-id-countries',
	input: {},
	expected: { status: 200, partial: true, body: { countries: LISTED.map((country) => ({ country })) } },
	source: 'docs/spec/toolbox.md Part 2: at least 30 countries including every EU member, BR, US, GB, CA, AU, IN, MX, AR, CL, CO, CN, JP; src/lib/ops/tax-id/README.md adds CH and NO'
});

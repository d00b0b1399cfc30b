import type { OperationCase } from '../cases.js';

const RFC = 'RFC 9562 (UUIDs)';
const ULID_SPEC = 'ULID specification (github.com/ulid/spec), README: "01ARZ3NDEKTSV4RRFFQ69G5FAV" and ulid(1469918176385) → "01ARYZ6S41…"';
const PY = "python3's uuid module (uuid.UUID(...).version / .variant), run when the case was written; id.test.ts runs it again";
/** The instant of RFC 9562's examples: "Tuesday, February 22, 2022 2:22:22.00 PM GMT-05:00". */
const RFC_TIME = '2022-02-22T19:22:22.000Z';

const uuid = (name: string, id: string, body: Record<string, unknown>, source: string): OperationCase => ({
	name,
	op: 'id-inspect',
	input: { id },
	expected: { status: 200, body: { kind: 'uuid', ...body } },
	source
});

export const cases: OperationCase[] = [
	uuid('UUIDv1 example (A.1)', 'C232AB00-9414-11EC-B3C8-9F6BDECED846', { version: 1, variant: 'rfc9562', timestamp: RFC_TIME, normalized: 'c232ab00-9414-11ec-b3c8-9f6bdeced846' }, `${RFC} Appendix A.1`),
	uuid('UUIDv3 example (A.2)', '5df41881-3aed-3515-88a7-2f4a814cf09e', { version: 3, variant: 'rfc9562', timestamp: null, normalized: '5df41881-3aed-3515-88a7-2f4a814cf09e' }, `${RFC} Appendix A.2; ${PY}`),
	uuid('UUIDv4 example (A.3)', '919108f7-52d1-4320-9bac-f847db4148a8', { version: 4, variant: 'rfc9562', timestamp: null, normalized: '919108f7-52d1-4320-9bac-f847db4148a8' }, `${RFC} Appendix A.3`),
	uuid('UUIDv5 example (A.4)', '2ed6657d-e927-568b-95e1-2665a8aea6a2', { version: 5, variant: 'rfc9562', timestamp: null, normalized: '2ed6657d-e927-568b-95e1-2665a8aea6a2' }, `${RFC} Appendix A.4`),
	uuid('UUIDv6 example (A.5)', '1EC9414C-232A-6B00-B3C8-9F6BDECED846', { version: 6, variant: 'rfc9562', timestamp: RFC_TIME, normalized: '1ec9414c-232a-6b00-b3c8-9f6bdeced846' }, `${RFC} Appendix A.5`),
	uuid('UUIDv7 example (A.6)', '017F22E2-79B0-7CC3-98C4-DC0C0C07398F', { version: 7, variant: 'rfc9562', timestamp: RFC_TIME, normalized: '017f22e2-79b0-7cc3-98c4-dc0c0c07398f' }, `${RFC} Appendix A.6 (unix_ts_ms 0x017F22E279B0 = 1645557742000)`),
	uuid('UUIDv8 time-based example (B.1)', '2489E9AD-2EE2-8E00-8EC9-32D5F69181C0', { version: 8, variant: 'rfc9562', timestamp: null, normalized: '2489e9ad-2ee2-8e00-8ec9-32d5f69181c0' }, `${RFC} Appendix B.1 (v8 layouts are custom: no time is read)`),
	uuid('Nil UUID', '00000000-0000-0000-0000-000000000000', { version: null, variant: 'ncs', timestamp: null, normalized: '00000000-0000-0000-0000-000000000000' }, `${RFC} 5.9 (Nil UUID: variant bits 0, NCS); ${PY} (variant "reserved for NCS compatibility", version None)`),
	uuid('Max UUID', 'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF', { version: null, variant: 'future', timestamp: null, normalized: 'ffffffff-ffff-ffff-ffff-ffffffffffff' }, `${RFC} 5.10 (Max UUID: variant bits 1111, reserved for future); ${PY}`),
	uuid('Microsoft variant (110x)', '00000000-0000-1000-c000-000000000000', { version: null, variant: 'microsoft', timestamp: null, normalized: '00000000-0000-1000-c000-000000000000' }, `${RFC} 4.1, Table 1 (variant 110x: Microsoft backward compatibility); ${PY} ("reserved for Microsoft compatibility")`),
	uuid('32 hex digits without hyphens', '919108F752D143209BACF847DB4148A8', { version: 4, variant: 'rfc9562', timestamp: null, normalized: '919108f7-52d1-4320-9bac-f847db4148a8' }, `${RFC} Appendix A.3, hyphens removed`),
	uuid('URN form', 'urn:uuid:919108f7-52d1-4320-9bac-f847db4148a8', { version: 4, variant: 'rfc9562', timestamp: null, normalized: '919108f7-52d1-4320-9bac-f847db4148a8' }, `${RFC} 4 (the URN namespace "urn:uuid:")`),
	uuid('braces (Microsoft registry form)', '{919108f7-52d1-4320-9bac-f847db4148a8}', { version: 4, variant: 'rfc9562', timestamp: null, normalized: '919108f7-52d1-4320-9bac-f847db4148a8' }, `${RFC} Appendix A.3 in braces`),
	{
		name: 'ULID specification example',
		op: 'id-inspect',
		input: { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' },
		expected: { status: 200, body: { kind: 'ulid', version: null, variant: null, timestamp: '2016-07-30T23:54:10.259Z', normalized: '01ARZ3NDEKTSV4RRFFQ69G5FAV' } },
		source: `${ULID_SPEC}; time part "01ARZ3NDEK" in Crockford base32 = 1469922850259 ms (python3 arithmetic, repeated in id.test.ts)`
	},
	{
		name: 'ULID specification seeded example, lower case',
		op: 'id-inspect',
		input: { id: '01aryz6s41tsv4rrffq69g5fav' },
		expected: { status: 200, body: { kind: 'ulid', version: null, variant: null, timestamp: '2016-07-30T22:36:16.385Z', normalized: '01ARYZ6S41TSV4RRFFQ69G5FAV' } },
		source: `${ULID_SPEC}: ulid(1469918176385) (1469918176385 ms = 2016-07-30T22:36:16.385Z); the spec's encoding is case-insensitive`
	},
	{
		name: 'not an ID → 422',
		op: 'id-inspect',
		input: { id: 'hello-world' },
		expected: { status: 422, body: { detail: 'id: not a UUID (8-4-4-4-12 hex digits) or a ULID (26 Crockford base32 characters)', code: 'invalid_input' } },
		source: 'docs/spec/toolbox.md /id/inspect: not a UUID or ULID → 422'
	},
	{
		name: 'ULID whose time overflows 48 bits (first character 8) → 422',
		op: 'id-inspect',
		input: { id: '80000000000000000000000000' },
		expected: { status: 422, body: { detail: 'id: not a UUID (8-4-4-4-12 hex digits) or a ULID (26 Crockford base32 characters)', code: 'invalid_input' } },
		source: 'ULID specification, "Overflow Errors when Parsing Base32 Strings": the largest valid ULID is 7ZZZZZZZZZZZZZZZZZZZZZZZZZ'
	},
	{
		name: 'UUID with a non-hex digit → 422',
		op: 'id-inspect',
		input: { id: '919108f7-52d1-4320-9bac-f847db4148ag' },
		expected: { status: 422, body: { detail: 'id: not a UUID (8-4-4-4-12 hex digits) or a ULID (26 Crockford base32 characters)', code: 'invalid_input' } },
		source: `${RFC} 4 (ABNF: hexDigit)`
	},
	{
		name: 'generate: three UUID v4 (random: the shape is checked by the output schema and id.test.ts)',
		op: 'id-generate',
		input: { kind: 'uuid4', count: 3 },
		expected: { status: 200, body: {}, partial: true },
		source: `${RFC} 5.4 (122 random bits); id.test.ts reads generated ones back with python3`
	},
	{
		name: 'generate: count above 1000 → 422',
		op: 'id-generate',
		input: { kind: 'uuid4', count: 1001 },
		expected: { status: 422, body: { detail: 'count: Too big: expected number to be <=1000', code: 'invalid_input' } },
		source: 'docs/spec/toolbox.md /id/generate: count 1–1000'
	},
	{
		name: 'generate: nanoid size 1 → 422',
		op: 'id-generate',
		input: { kind: 'nanoid', size: 1 },
		expected: { status: 422, body: { detail: 'size: Too small: expected number to be >=2', code: 'invalid_input' } },
		source: 'docs/spec/toolbox.md /id/generate: size 2–255'
	},
	{
		name: 'generate: unknown kind → 422',
		op: 'id-generate',
		input: { kind: 'uuid1' },
		expected: { status: 422, body: { detail: 'kind: Invalid option: expected one of "uuid4"|"uuid7"|"ulid"|"nanoid"', code: 'invalid_input' } },
		source: 'docs/spec/toolbox.md /id/generate: kind uuid4, uuid7, ulid, nanoid'
	}
];

import { z } from 'zod';
import { integer, stringOfAtMost } from '../_shared/schemas.js';
import { defineOperation } from '../../engine/define.js';
import { errors } from './errors.js';
import { formHints } from '../form-hints.js';
import { generateIds, ID_KINDS, inspectId } from './id.js';

/** Limits (src/lib/ops/id/README.md, "Limits and cost"): the contract's ranges, and the longest text inspect reads. */
export const MAX_IDS = 1000;
export const MAX_ID_TEXT = 100;
/** Up to this many ids a call is light: the worst case, NanoIDs of 255 characters, costs about what a light operation's may (docs/performance.md). */
export const LIGHT_CALL_IDS = 100;

export const idGenerate = defineOperation({
	id: 'id-generate',
	group: 'generation',
	title: 'UUID / ULID / NanoID generator',
	summary: 'New random identifiers: UUID v4, time-ordered UUID v7 and ULID (strictly increasing), or NanoID of any size.',
	keywords: ['uuid', 'guid', 'uuid4', 'uuidv4', 'uuid7', 'uuidv7', 'ulid', 'nanoid', 'unique id', 'identifier', 'random id', 'rfc 9562'],
	method: 'POST',
	path: '/id/generate',
	runs: 'anywhere',
	cost: 'heavy',
	lightCall: (data) => (data as { count: number }).count <= LIGHT_CALL_IDS,
	timeLimit: { ms: 2000, detail: 'generation ran longer than the time limit of 2,000 ms; ask for fewer or shorter ids' },
	input: z.object({
		kind: z.enum(ID_KINDS).describe('uuid4, uuid7 (time-ordered), ulid or nanoid'),
		count: integer().min(1).max(MAX_IDS).default(1).describe(`How many, 1 to ${MAX_IDS}; default 1`),
		size: integer().min(2).max(255).optional().describe('NanoID length, 2 to 255; default 21 (nanoid only)')
	}),
	output: z.object({
		ids: z.array(z.string()).describe('UUIDs lower case (RFC 9562); uuid7 and ulid strictly increasing')
	}),
	errors: [{ status: 422, when: `unknown kind; count outside 1–${MAX_IDS}; size outside 2–255 or given for a kind other than nanoid` }],
	examples: [
		{
			name: 'Five UUID v4',
			input: { kind: 'uuid4', count: 5 },
			// One run's answer, for the API reference (new IDs on every call).
			answer: {
				ids: [
					'fe5c7138-6b07-4fda-b4f0-5e2cc1f8fe42',
					'b4963277-7ac7-4593-9173-86839b2904c8',
					'bc7fdd11-8b6a-456a-b250-2349569172c4',
					'1e160c63-7a1b-4f5a-8f16-4e0d8a59bb19',
					'd8f76e9d-fc7d-4177-a545-a73e01d4d2b3'
				]
			}
		},
		{ name: 'Time-ordered UUID v7', input: { kind: 'uuid7', count: 3 } },
		{ name: 'Three ULIDs', input: { kind: 'ulid', count: 3 } },
		{ name: 'Short NanoID', input: { kind: 'nanoid', count: 3, size: 10 } }
	],
	run(input) {
		if (input.size !== undefined && input.kind !== 'nanoid') throw errors.error('size_for_nanoid', {}, { field: 'size' });
		return { ids: generateIds(input.kind, input.count, input.size) };
	}
});

export const idInspect = defineOperation({
	id: 'id-inspect',
	group: 'generation',
	title: 'UUID / ULID inspector',
	summary: 'Kind, version, variant and embedded time of a UUID (v1 to v8, RFC 9562) or a ULID, with its canonical form.',
	keywords: ['uuid', 'guid', 'ulid', 'uuid decoder', 'uuid parser', 'uuid version', 'uuid timestamp', 'uuidv7', 'validate uuid', 'rfc 9562'],
	method: 'POST',
	path: '/id/inspect',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		id: stringOfAtMost(MAX_ID_TEXT)
			.describe(`A UUID (8-4-4-4-12 or 32 hex digits, any case, in braces or after urn:uuid: too) or a ULID (26 characters); at most ${MAX_ID_TEXT} characters`)
			.meta(formHints({ monospace: true, placeholder: '017f22e2-79b0-7cc3-98c4-dc0c0c07398f' }))
	}),
	output: z.object({
		kind: z.enum(['uuid', 'ulid']),
		version: z.int().nullable().describe('UUID version (RFC 9562 variant only), else null'),
		variant: z.enum(['rfc9562', 'ncs', 'microsoft', 'future']).nullable().describe('UUID variant; null for a ULID'),
		timestamp: z.string().nullable().describe('Embedded time, ISO 8601 UTC with milliseconds (UUID v1, v6, v7, ULID), else null'),
		normalized: z.string().describe('Canonical form: lower-case 8-4-4-4-12 UUID, upper-case ULID')
	}),
	errors: [{ status: 422, when: `not a UUID or ULID; more than ${MAX_ID_TEXT} characters` }],
	examples: [
		{ name: 'UUID v7 example of RFC 9562', input: { id: '017F22E2-79B0-7CC3-98C4-DC0C0C07398F' } },
		{ name: 'UUID v1 example of RFC 9562', input: { id: 'C232AB00-9414-11EC-B3C8-9F6BDECED846' } },
		{ name: 'ULID of the specification', input: { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' } }
	],
	run(input) {
		const info = inspectId(input.id);
		if (!info) throw errors.error('not_an_id', {}, { field: 'id' });
		return info;
	}
});

export const operations = [idGenerate, idInspect];

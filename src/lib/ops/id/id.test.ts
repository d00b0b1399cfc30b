import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { generateIds, inspectId } from './id.js';
import { idGenerate, idInspect } from './index.js';

const ctx = { now: () => Date.now() };
const run = async (op: typeof idGenerate, input: unknown) => executeOperation(op, input, ctx);

/** python3's uuid module: an implementation independent of `uuid` and of inspectId. */
function python(ids: string[]): { version: number | null; variant: string; ms: number | null }[] {
	const script =
		'import sys, json, uuid\n' +
		'out = []\n' +
		'for s in json.load(sys.stdin):\n' +
		'    u = uuid.UUID(s)\n' +
		'    out.append({"version": u.version, "variant": u.variant, "ms": (u.time - 0x01B21DD213814000) // 10000 if u.version == 1 else None})\n' +
		'print(json.dumps(out))';
	return JSON.parse(execFileSync('python3', ['-c', script], { input: JSON.stringify(ids) }).toString());
}

const HAS_PYTHON = (() => {
	try {
		execFileSync('python3', ['-c', 'import uuid']);
		return true;
	} catch {
		return false;
	}
})();

describe('id cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

describe('the test data itself', () => {
	it.runIf(HAS_PYTHON)('python3 agrees with the version and variant of every UUID case', () => {
		const uuidCases = cases.filter((c) => c.op === 'id-inspect' && (c.expected.body as { kind?: string }).kind === 'uuid');
		const ids = uuidCases.map((c) => (c.expected.body as { normalized: string }).normalized);
		const names: Record<string, string> = {
			'specified in RFC 4122': 'rfc9562',
			'reserved for NCS compatibility': 'ncs',
			'reserved for Microsoft compatibility': 'microsoft',
			'reserved for future definition': 'future'
		};
		python(ids).forEach((p, i) => {
			const body = uuidCases[i].expected.body as { version: number | null; variant: string };
			expect(names[p.variant], ids[i]).toBe(body.variant);
			expect(body.variant === 'rfc9562' ? p.version : null, ids[i]).toBe(body.version);
		});
	});

	it('ULID time parts decode by the spec alphabet to the expected instants', () => {
		const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
		const decode = (s: string) => [...s].reduce((n, c) => n * 32 + alphabet.indexOf(c), 0);
		expect(decode('01ARZ3NDEK')).toBe(1469922850259);
		expect(decode('01ARYZ6S41')).toBe(1469918176385);
		expect(new Date(1469918176385).toISOString()).toBe('2016-07-30T22:36:16.385Z');
	});
});

describe('id-generate', () => {
	it('uuid4: lower case, version 4, RFC variant, all different (python3 reads them)', async () => {
		const { body } = await run(idGenerate, { kind: 'uuid4', count: 200 });
		const ids = (body as { ids: string[] }).ids;
		expect(ids).toHaveLength(200);
		expect(new Set(ids).size).toBe(200);
		for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
		if (HAS_PYTHON) for (const p of python(ids)) expect(p).toMatchObject({ version: 4, variant: 'specified in RFC 4122' });
	});

	it('uuid7: strictly increasing within one answer of 1000, time close to now', async () => {
		const before = Date.now();
		const { body } = await run(idGenerate, { kind: 'uuid7', count: 1000 });
		const ids = (body as { ids: string[] }).ids;
		for (let i = 1; i < ids.length; i++) expect(ids[i - 1] < ids[i]).toBe(true);
		for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
		const ms = parseInt(ids[0].replace(/-/g, '').slice(0, 12), 16);
		expect(ms).toBeGreaterThanOrEqual(before - 1);
		expect(ms).toBeLessThanOrEqual(Date.now() + 1);
	});

	it('ulid: strictly increasing within one answer of 1000, 26 Crockford characters', async () => {
		const { body } = await run(idGenerate, { kind: 'ulid', count: 1000 });
		const ids = (body as { ids: string[] }).ids;
		for (let i = 1; i < ids.length; i++) expect(ids[i - 1] < ids[i]).toBe(true);
		for (const id of ids) expect(id).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
	});

	it('nanoid: the size asked, URL-safe alphabet; default 21', async () => {
		const sized = (await run(idGenerate, { kind: 'nanoid', count: 50, size: 2 })).body as { ids: string[] };
		for (const id of sized.ids) expect(id).toMatch(/^[A-Za-z0-9_-]{2}$/);
		const plain = (await run(idGenerate, { kind: 'nanoid' })).body as { ids: string[] };
		expect(plain.ids[0]).toMatch(/^[A-Za-z0-9_-]{21}$/);
	});

	it('size for another kind → 422', async () => {
		expect(await run(idGenerate, { kind: 'uuid4', size: 10 })).toMatchObject({ status: 422, body: { detail: 'size: only for kind nanoid' } });
	});

	it('property: every generated uuid/ulid inspects back to its kind, and v7/ULID times are now', () => {
		fc.assert(
			fc.property(fc.constantFrom('uuid4', 'uuid7', 'ulid') as fc.Arbitrary<'uuid4' | 'uuid7' | 'ulid'>, fc.integer({ min: 1, max: 20 }), (kind, count) => {
				const before = Date.now();
				for (const id of generateIds(kind, count)) {
					const info = inspectId(id)!;
					expect(info.normalized).toBe(id);
					expect(info.kind).toBe(kind === 'ulid' ? 'ulid' : 'uuid');
					if (kind !== 'uuid4') {
						const t = Date.parse(info.timestamp!);
						expect(t).toBeGreaterThanOrEqual(before - 1);
						expect(t).toBeLessThanOrEqual(Date.now() + 1);
					}
				}
			}),
			{ numRuns: 50 }
		);
	});
});

describe('id-inspect', () => {
	it.runIf(HAS_PYTHON)('property: version and variant agree with python3 on random 128-bit values', () => {
		const values = fc.sample(fc.uint8Array({ minLength: 16, maxLength: 16 }), 300).map((b) => Buffer.from(b).toString('hex'));
		const names: Record<string, string> = {
			'specified in RFC 4122': 'rfc9562',
			'reserved for NCS compatibility': 'ncs',
			'reserved for Microsoft compatibility': 'microsoft',
			'reserved for future definition': 'future'
		};
		const theirs = python(values);
		values.forEach((hex, i) => {
			const ours = inspectId(hex)!;
			expect(ours.variant, hex).toBe(names[theirs[i].variant]);
			expect(ours.version, hex).toBe(theirs[i].version);
			if (theirs[i].ms !== null) {
				// python's .time counts 100-ns ticks since 1582-10-15 (60 bits, beyond a double's 53):
				// python cuts it to Unix milliseconds in exact integers, ours is the same instant.
				expect(Date.parse(ours.timestamp!), hex).toBe(theirs[i].ms);
			}
		});
	});

	it('rejects mixed hyphenation, unpaired braces and text around the ID', async () => {
		for (const id of ['919108f7-52d1-4320-9bacf847db4148a8', '{919108f7-52d1-4320-9bac-f847db4148a8', 'x919108f7-52d1-4320-9bac-f847db4148a8', '01ARZ3NDEKTSV4RRFFQ69G5FA', '01ARZ3NDEKTSV4RRFFQ69G5FAU']) {
			expect((await run(idInspect, { id })).status, id).toBe(422);
		}
	});

	it('a ULID with the largest time is year 10889 (expanded ISO year)', () => {
		expect(inspectId('7ZZZZZZZZZZZZZZZZZZZZZZZZZ')!.timestamp).toBe(new Date(2 ** 48 - 1).toISOString());
		expect(new Date(2 ** 48 - 1).toISOString()).toBe('+010889-08-02T05:31:50.655Z');
	});

	it('more than 100 characters → 422 naming the field', async () => {
		expect(await run(idInspect, { id: 'a'.repeat(101) })).toMatchObject({ status: 422, body: { detail: expect.stringMatching(/^id: must be at most 100 characters/) } });
	});
});

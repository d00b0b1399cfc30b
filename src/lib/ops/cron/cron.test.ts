import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { describeCron } from './cron.js';
import { cron } from './index.js';

const ctx = { now: () => Date.parse('2026-11-26T17:32:27Z') };

/** croniter, when a python3 that has it is at hand (REFERENCE_PYTHON=/path/to/python, or python3). */
const PYTHON = process.env.REFERENCE_PYTHON ?? 'python3';
const HAS_CRONITER = (() => {
	try {
		execFileSync(PYTHON, ['-c', 'import croniter'], { stdio: 'ignore' });
		return true;
	} catch {
		return false;
	}
})();
const CRONITER = `
import json, sys, datetime as dt
from zoneinfo import ZoneInfo
from croniter import croniter
out = []
for expr, zone, start, count in json.load(sys.stdin):
    base = dt.datetime.fromisoformat(start.replace('Z', '+00:00')).astimezone(ZoneInfo(zone))
    it = croniter(expr, base, day_or=True)
    out.append([it.get_next(dt.datetime).isoformat() for _ in range(count)])
print(json.dumps(out))
`;
const croniter = (jobs: [string, string, string, number][]): string[][] =>
	JSON.parse(execFileSync(PYTHON, ['-c', CRONITER], { input: JSON.stringify(jobs) }).toString());

describe('cron cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

describe('the test data itself', () => {
	it.runIf(HAS_CRONITER)('croniter gives the next runs of the cases that cite it again', () => {
		const cited = cases.filter((c) => c.expected.status === 200 && c.source.startsWith('croniter') && !c.source.includes('seconds field last'));
		const jobs = cited.map((c) => {
			const input = c.input as { expression: string; timezone?: string; from: string; count: number };
			return [input.expression.replace('5L', 'L5'), input.timezone ?? 'UTC', input.from, input.count] as [string, string, string, number];
		});
		const theirs = croniter(jobs);
		cited.forEach((c, i) => expect(theirs[i], c.name).toEqual((c.expected.body as { next: string[] }).next));
	});
});

describe('cron', () => {
	it('property: runs are strictly increasing, strictly after from, and match the expression (hand rule)', async () => {
		// Random 5-field expressions of single values, lists and steps; the check re-reads each run's fields.
		const field = (min: number, max: number) =>
			fc.oneof(
				fc.constant({ text: '*', allows: () => true }),
				fc.integer({ min, max }).map((v) => ({ text: String(v), allows: (x: number) => x === v })),
				fc.integer({ min: 2, max: Math.max(2, Math.floor((max - min) / 2)) }).map((s) => ({ text: `*/${s}`, allows: (x: number) => (x - min) % s === 0 })),
				fc.uniqueArray(fc.integer({ min, max }), { minLength: 2, maxLength: 3 }).map((vs) => ({ text: vs.join(','), allows: (x: number) => vs.includes(x) }))
			);
		await fc.assert(
			fc.asyncProperty(field(0, 59), field(0, 23), field(1, 28), field(1, 12), field(0, 6), fc.integer({ min: 0, max: 4_000_000_000_000 }), async (mi, h, dom, mon, dow, from) => {
				const expression = [mi, h, dom, mon, dow].map((f) => f.text).join(' ');
				const { status, body } = await executeOperation(cron, { expression, count: 5, from: new Date(from).toISOString() }, ctx);
				expect(status, expression).toBe(200);
				const next = (body as { next: string[] }).next.map((s) => Date.parse(s));
				let previous = from;
				for (const t of next) {
					expect(t, expression).toBeGreaterThan(previous);
					previous = t;
					const d = new Date(t);
					expect(mi.allows(d.getUTCMinutes()) && h.allows(d.getUTCHours()) && mon.allows(d.getUTCMonth() + 1), `${expression} at ${d.toISOString()}`).toBe(true);
					// crontab(5): both day fields restricted → either; one restricted → that one.
					const domOk = dom.allows(d.getUTCDate());
					const dowOk = dow.allows(d.getUTCDay());
					const days = dom.text === '*' || dow.text === '*' ? domOk && dowOk : domOk || dowOk;
					expect(days, `${expression} at ${d.toISOString()}`).toBe(true);
				}
			}),
			{ numRuns: 150 }
		);
	});

	it.runIf(HAS_CRONITER)('property: random expressions in UTC agree with croniter', async () => {
		const exprs = fc.sample(
			fc.tuple(
				fc.constantFrom('0', '*/7', '15,45', '5-10'),
				fc.constantFrom('*', '3', '*/5', '9-17'),
				fc.constantFrom('*', '1', '13', '1-7', '10,20'),
				fc.constantFrom('*', '2', '6-8', '*/3'),
				fc.constantFrom('*', '0', '5', '1-5', '6,0')
			),
			60
		);
		const jobs = exprs.map((e) => [e.join(' '), 'UTC', '2026-11-26T17:32:27Z', 4] as [string, string, string, number]);
		const theirs = croniter(jobs);
		for (let i = 0; i < jobs.length; i++) {
			const { body } = await executeOperation(cron, { expression: jobs[i][0], count: 4, from: jobs[i][2] }, ctx);
			expect((body as { next: string[] }).next, jobs[i][0]).toEqual(theirs[i]);
		}
	});

	it('without from, the runs come after the context clock', async () => {
		const { body } = await executeOperation(cron, { expression: '0 * * * *', count: 1 }, ctx);
		expect((body as { next: string[] }).next).toEqual(['2026-11-26T18:00:00+00:00']);
	});

	it('describes in the three languages; a description never depends on the zone', () => {
		expect(describeCron('0 9 * * 1-5', 'pt-BR')).toMatch(/segunda-feira a sexta-feira/);
		expect(describeCron('0 9 * * 1-5', 'es')).toMatch(/lunes a viernes/);
		expect(describeCron('@daily', 'en')).toBe('At 00:00');
	});

	it('limits: an expression over 200 characters → 422 naming it', async () => {
		expect(await executeOperation(cron, { expression: '1,'.repeat(100) + '1 * * * *' }, ctx)).toMatchObject({ status: 422, body: { detail: expect.stringMatching(/^expression: must be at most 200/) } });
	});

	it('100 runs of a sparse expression (one a leap-year Monday) are all found', async () => {
		const { body } = await executeOperation(cron, { expression: '0 0 29 2 1', count: 100, from: '2026-01-01T00:00:00Z' }, ctx);
		expect((body as { next: string[] }).next).toHaveLength(100);
	});
});

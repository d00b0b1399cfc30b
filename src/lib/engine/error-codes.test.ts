import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BODY_CODES, CODES_BY_STATUS, ERROR_CODES, HEAVY_CODES } from './error-codes.js';
import { OPERATIONS } from '../ops/registry.js';

/** docs/api.md, "Error codes": each row's code and the statuses its status column names. */
function documentedTable(): Map<string, number[]> {
	const doc = fs.readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
	const section = doc.slice(doc.indexOf('### Error codes'));
	const rows = new Map<string, number[]>();
	for (const line of section.slice(0, section.indexOf('\n\n', section.indexOf('| code |'))).split('\n')) {
		const match = /^\| `([a-z_]+)` \| ([^|]+) \|/.exec(line);
		if (match) rows.set(match[1], [...match[2].matchAll(/\b\d{3}\b/g)].map((m) => Number(m[0])));
	}
	return rows;
}

describe('error codes', () => {
	const table = documentedTable();

	it('are the ones docs/api.md documents, in its order', () => {
		expect([...table.keys()]).toEqual([...ERROR_CODES]);
	});

	it('each status carries only codes documented with that status', () => {
		for (const [status, codes] of Object.entries(CODES_BY_STATUS)) {
			for (const code of codes) expect(table.get(code), `${status} ${code}`).toContain(Number(status));
		}
		for (const op of OPERATIONS) {
			for (const e of op.errors) for (const code of e.codes ?? []) expect(table.get(code), `${op.id} ${e.status} ${code}`).toContain(e.status);
		}
	});

	it('every code can be answered at some status', () => {
		const reachable = new Set([...Object.values(CODES_BY_STATUS).flat(), ...Object.values(HEAVY_CODES).flat(), ...OPERATIONS.flatMap((op) => op.errors.flatMap((e) => e.codes ?? []))]);
		expect([...ERROR_CODES].filter((code) => !reachable.has(code))).toEqual([]);
		for (const code of BODY_CODES) expect(ERROR_CODES).toContain(code);
	});
});

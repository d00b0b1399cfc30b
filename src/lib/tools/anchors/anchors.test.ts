import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getOperation, OPERATIONS, operationMeta } from '$lib/ops/registry.js';
import { localizeMeta } from '$lib/i18n/ops/localize.js';
import { indexEntries, rankEntries } from '$lib/tools/search.js';
import { anchorName, anchorNamesOf, CYBERCHEF, isCovered, IT_TOOLS, type AnchorTool } from './anchors.js';
import { searchKeywords } from './search-keywords.js';

// The tables against the registry: every covered tool names a real operation with valid
// parameters, and the search finds that operation under the tool's name. The counts are the
// anchors' own (IT-Tools' tool list, CyberChef's Categories.json), not ours.
const rows: [string, AnchorTool][] = [...IT_TOOLS.map((r) => ['IT-Tools', r] as [string, AnchorTool]), ...CYBERCHEF.map((r) => ['CyberChef', r] as [string, AnchorTool])];

describe('the anchor tables', () => {
	it('list every tool of both anchors once', () => {
		expect(IT_TOOLS).toHaveLength(86);
		expect(CYBERCHEF).toHaveLength(504);
		expect(new Set(IT_TOOLS.map((r) => r.tool)).size).toBe(86);
		expect(new Set(CYBERCHEF.map((r) => r.tool)).size).toBe(504);
	});

	it.each(rows.filter(([, r]) => r.op !== undefined).map(([from, r]) => [`${from} ${r.tool}`, r] as const))('%s names an operation with valid parameters', (_, row) => {
		const op = getOperation(row.op!);
		expect(op, `no operation ${row.op}`).toBeDefined();
		const shape = (op!.input as z.ZodObject).shape as Record<string, z.ZodType>;
		for (const [key, value] of Object.entries(row.with ?? {})) {
			expect(shape[key], `${row.op} has no field ${key}`).toBeDefined();
			const parsed = shape[key].safeParse(value);
			expect(parsed.success, `${row.op}.${key} = ${JSON.stringify(value)}: ${parsed.error?.message}`).toBe(true);
		}
	});

	it('give every covered tool an operation, and none to a tool not covered', () => {
		for (const [, row] of rows) {
			if (row.status === 'covered' || row.status === 'partial') expect(row.op, row.tool).toBeDefined();
			else expect(row.op, row.tool).toBeUndefined();
		}
	});

	it('name each operation under the tools it covers', () => {
		expect(anchorNamesOf('hexdump')).toEqual(expect.arrayContaining(['To Hexdump', 'From Hexdump']));
		expect(anchorNamesOf('no-such-operation')).toEqual([]);
	});
});

describe('searching by an anchor tool name', () => {
	const entries = OPERATIONS.map((op) => {
		const meta = localizeMeta(operationMeta(op), 'en');
		return { id: op.id, title: meta.title, group: op.group, keywords: searchKeywords(meta) };
	});
	const index = indexEntries(entries);
	const covered = rows.filter(([, r]) => isCovered(r)).map(([from, r]) => [`${from} ${anchorName(r)}`, r] as const);

	it.each(covered)('finds %s among the first five tools', (_, row) => {
		const found = rankEntries(index, anchorName(row)).slice(0, 5).map((e) => e.id);
		expect(found).toContain(row.op);
	});
});

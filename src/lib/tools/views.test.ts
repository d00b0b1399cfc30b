import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../ops/registry.js';
import { LIVE_OPS } from './views.js';

describe('LIVE_OPS', () => {
	it('holds every browser operation and no server one', () => {
		const browser = OPERATIONS.filter((op) => op.runs === 'anywhere').map((op) => op.id);
		expect([...LIVE_OPS].sort()).toEqual(browser.sort());
	});

	it('every tool has an example to show', () => {
		for (const op of OPERATIONS) expect(op.examples.length, op.id).toBeGreaterThan(0);
	});
});

import { expect, it } from 'vitest';
import { expectCase, type OperationCase } from '../../src/lib/ops/cases.js';
import type { Operation } from '../../src/lib/engine/define.js';
import { executeOperation } from '../../src/lib/engine/execute.js';
import { getOperation } from '../../src/lib/ops/registry.js';

/**
 * Replays reference cases through executeOperation (the code path the API and the worker
 * share): the answer must equal the expected status and body, survive a JSON round trip
 * unchanged, and a 200 body must match the operation's output schema. For test files only.
 */
export function replayCases(cases: OperationCase[], operations?: Operation[]): void {
	it.each(cases.map((c) => [`${c.op}: ${c.name}`, c] as [string, OperationCase]))('%s', async (_, c) => {
		// A module's own list lets its tests run before the module is registered.
		const op = operations ? operations.find((o) => o.id === c.op) : getOperation(c.op);
		if (!op) throw new Error(`unknown operation ${c.op}`);
		const result = await executeOperation(op, c.input, { now: () => c.now ?? Date.now() });
		expectCase(expect, result, c);
		// What a JSON client receives must satisfy the case too.
		expectCase(expect, { status: result.status, body: JSON.parse(JSON.stringify(result.body)) }, c);
		if (result.status === 200) expect(op.output.safeParse(result.body).error).toBeUndefined();
	});
}

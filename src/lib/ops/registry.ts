import type { Operation, OperationMeta } from '../engine/define.js';
import { MODULES } from './generated/operations.js';

export { MODULES };

/** Every operation, sorted by id. */
export const OPERATIONS: Operation[] = Object.values(MODULES)
	.flat()
	.sort((a, b) => a.id.localeCompare(b.id));

const byId = new Map(OPERATIONS.map((op) => [op.id, op]));
const moduleOf = new Map(Object.entries(MODULES).flatMap(([name, ops]) => ops.map((op) => [op.id, name] as const)));

/** The folder under src/lib/ops that holds operation `id` (what a worker loads it by). */
export function moduleOfOperation(id: string): string | undefined {
	return moduleOf.get(id);
}

export function getOperation(id: string): Operation | undefined {
	return byId.get(id);
}

/** The serialisable description of an operation, for pages and the worker. */
export function operationMeta(op: Operation): OperationMeta {
	const { id, group, title, summary, keywords, method, path, runs, attribution, streams } = op;
	return { id, group, title, summary, keywords, method, path, runs, module: moduleOf.get(id)!, ...(attribution && { attribution }), ...(streams && { streams }) };
}

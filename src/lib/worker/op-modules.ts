import type { Operation } from '../engine/define.js';

export type OpModule = { operations: Operation[] };

/**
 * Every operation module's code, one chunk each, keyed by folder name: a new folder under
 * src/lib/ops is a worker entry by being there (src/lib/ops/README.md, "One folder per operation").
 */
const loaders = import.meta.glob<OpModule>('../ops/*/index.ts');

/** The loader of a module's chunk, or undefined for a name that is no module. */
export function moduleLoader(name: string): (() => Promise<OpModule>) | undefined {
	return loaders[`../ops/${name}/index.ts`];
}

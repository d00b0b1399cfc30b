import { OPERATIONS, operationMeta } from '$lib/ops/registry.js';
import type { RunTarget } from '$lib/run/run-tool.js';
import type { LayoutServerLoad } from './$types';

/** Where each operation runs (for `window.utilkit.run`): a few bytes per operation. */
export const load: LayoutServerLoad = () => {
	const targets: RunTarget[] = OPERATIONS.map((op) => {
		const { id, module, runs, method, path } = operationMeta(op);
		return { id, module, runs, method, path };
	});
	return { targets };
};

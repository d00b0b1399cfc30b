/**
 * An operation's code loaded on first use (src/lib/engine/README.md, "How operations load"): the
 * definition in `index.ts` keeps only what the registry, OpenAPI, the forms and MCP read (metadata
 * and schemas), and the logic behind a dynamic import that `prepare` awaits. The engine awaits
 * `prepare` once before the first run (executeOperation); every later run is synchronous again.
 *
 * @example
 * const logic = lazyModule(() => import('./fake-data.js'));
 * defineOperation({ ..., prepare: logic.load, run: (input, ctx) => logic.get().fakeRecords(...) });
 */
export interface LazyModule<M> {
	/** Loads the module (once; a failed load is tried again on the next call). */
	load(): Promise<void>;
	/** The loaded module; throws when `load` has not finished (a run the engine did not prepare). */
	get(): M;
	/** Whether `load` has finished (an operation's `prepareFor` asks before it loads again). */
	ready(): boolean;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
	let loaded: M | undefined;
	let loading: Promise<void> | undefined;
	return {
		load() {
			loading ??= importer().then(
				(module) => {
					loaded = module;
				},
				(err) => {
					loading = undefined;
					throw err;
				}
			);
			return loading;
		},
		ready: () => loaded !== undefined,
		get() {
			if (loaded === undefined) throw new Error('operation code used before it was loaded: run it through executeOperation, which awaits prepare()');
			return loaded;
		}
	};
}

import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { sveltekit } from '@sveltejs/kit/vite';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { devApi } from './kit-adapter/dev-api.js';
import { workerChunkFileName } from './scripts/build/offline-data.js';
import { MOCKING_UNIT_FILES, UNIT_FILES } from './tests/unit/projects.js';

/**
 * Workers of the two unit projects (one run: vitest wants them equal): at least two, where
 * vitest's default is one fewer than the cores, one worker on a 2-core runner, which left a core
 * idle for the whole unit run (docs/ci.md).
 */
const UNIT_WORKERS = Math.max(2, availableParallelism() - 1);

const dependencies = Object.keys(JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).dependencies);
/**
 * Dependencies bundled into the server build all the same: pure ESM spread over hundreds of small
 * files (kysely: 262), each of which costs the server a module record of its own for as long as it
 * runs. Bundled, kysely holds 1.5 MiB of heap instead of 2.7 and about 1 MiB of resident memory
 * instead of 5 (docs/performance.md, "Lean server").
 */
const BUNDLED_ON_SERVER = new Set(['kysely']);

/**
 * V8's explicit compile hint (Chromium 136+; other engines read a comment): every function of a
 * file that starts with `//# allFunctionsCalledOnLoad` is compiled while the script streams in,
 * on a background thread, instead of lazily on the main thread the first time it runs. A page's
 * hydration calls most of its code once, so this takes the compiling out of that one long task
 * (about half of it: docs/performance.md, "Main thread at load"). Client chunks only: the server
 * build has no use for it, and worker chunks run off the main thread anyway.
 */
function compileHints(): Plugin {
	let client = false;
	return {
		name: 'utilkit-compile-hints',
		apply: 'build',
		enforce: 'post',
		configResolved(config) {
			client = !config.build.ssr;
		},
		// Last: after minification (which drops comments) and after Vite puts its preload map first.
		generateBundle: {
			order: 'post',
			handler(_options, bundle) {
				if (!client) return;
				for (const file of Object.values(bundle)) {
					if (file.type === 'chunk') file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
				}
			}
		}
	};
}

/**
 * The worker's data chunks are named apart (scripts/build/offline-data.js): the service worker
 * downloads them after install. A plugin hook, because SvelteKit sets the worker's file names
 * itself and its options win over `worker.rolldownOptions`.
 */
function offlineDataChunks(): Plugin {
	return {
		name: 'utilkit-offline-data-chunks',
		apply: 'build',
		outputOptions: (output) => ({ ...output, chunkFileNames: workerChunkFileName })
	};
}

/**
 * One server build (kit-adapter/README.md, "One server build"): the app's server entry
 * (src/server-entry.ts: the lean API dispatcher, the cluster, shutdown) is one more input of the
 * server build SvelteKit runs, so it shares every module with SvelteKit's routes and hooks, and
 * kit-adapter/index.js ships that output as it is (build/server/utilkit-server.js). The
 * production install has only `dependencies`, so everything else the server imports (SvelteKit's
 * runtime, svelte, devalue…) is bundled, as adapter-node's second bundling did.
 */
function serverEntry(): Plugin {
	let ssr = false;
	return {
		name: 'utilkit-server-entry',
		apply: 'build',
		// (`ssr` options shape only the server build.)
		config: () => ({ ssr: { noExternal: true, external: dependencies.filter((name) => !BUNDLED_ON_SERVER.has(name)) } }),
		configResolved(config) {
			ssr = !!config.build.ssr;
		},
		options(options) {
			if (!ssr) return;
			const input = options.input as Record<string, string>;
			return {
				...options,
				input: {
					...input,
					'utilkit-server': path.resolve('src/server-entry.ts'),
					'utilkit-op-thread': path.resolve('src/lib/server/heavy/thread.ts'),
					// The operator CLI ships in the build: a production install has no tsx and no src/.
					'utilkit-cli': path.resolve('src/cli/main.ts')
				}
			};
		},
		// Source maps only when asked for (`SOURCEMAP=1 npm run build`, then
		// `node --enable-source-maps build`): Node reads them only with that flag.
		outputOptions(output) {
			if (!ssr || process.env.SOURCEMAP !== '1') return;
			// The maps are written in .svelte-kit/output/server and read in build/server, where the
			// adapter copies them: their sources are made relative to that final place.
			const shipped = (file: string) => file.replace(`${path.sep}.svelte-kit${path.sep}output${path.sep}server`, `${path.sep}build${path.sep}server`);
			return {
				...output,
				sourcemap: true,
				sourcemapPathTransform: (source, map) => path.relative(path.dirname(shipped(map)), path.resolve(path.dirname(map), source))
			};
		}
	};
}

export default defineConfig({
	plugins: [sveltekit(), compileHints(), serverEntry(), devApi()],
	worker: {
		format: 'es',
		plugins: () => [offlineDataChunks()],
		rolldownOptions: {
			output: {
				// The operation runtime (src/lib/engine/define.ts) gets a chunk of its own. Left to the
				// bundler, it lands in the worker's entry, which every operation chunk then imports by
				// its hashed name; the entry's name changes with any operation, and so would every
				// operation chunk, and a deploy would re-download them all (docs/architecture.md,
				// "Service worker").
				codeSplitting: { groups: [{ name: 'op-runtime', test: /\/src\/lib\/engine\/define\.ts$/ }] }
			}
		}
	},
	test: {
		projects: [
			{
				extends: true,
				// Data-heavy tests (gazetteer, every holiday calendar, full-size QR images) take seconds on a
				// quiet machine and three to five times that on a loaded 2-core CI box: 90 s, not vitest's
				// 5 s. The bound only ends a hung test; no test waits for it.
				// One module graph per worker (isolate: false), not one per file: importing the registry,
				// zod and the operations' libraries again for each of 144 files cost more than the tests
				// themselves (import 199 s of 500; 210 s in all without). Files that mock modules
				// (vi.mock) need their own graph: the project below.
				test: {
					name: 'unit',
					include: UNIT_FILES,
					exclude: [...configDefaults.exclude, ...MOCKING_UNIT_FILES],
					environment: 'node',
					testTimeout: 90_000,
					isolate: false,
					maxWorkers: UNIT_WORKERS
				}
			},
			{
				extends: true,
				test: { name: 'unit-isolated', include: MOCKING_UNIT_FILES, environment: 'node', testTimeout: 90_000, maxWorkers: UNIT_WORKERS }
			},
			{
				extends: true,
				test: {
					name: 'api',
					include: ['tests/api/**/*.test.ts'],
					environment: 'node',
					// Bounds for a hung test or server start on a loaded runner (see the unit project).
					testTimeout: 90_000,
					hookTimeout: 180_000,
					fileParallelism: false
				}
			}
		]
	}
});

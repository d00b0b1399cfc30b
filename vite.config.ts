import { sveltekit } from '@sveltejs/kit/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

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

export default defineConfig({
	plugins: [sveltekit(), compileHints()],
	worker: { format: 'es' },
	test: {
		projects: [
			{
				extends: true,
				// Data-heavy tests (gazetteer, every holiday calendar, full-size QR images) take seconds on a
				// quiet machine and several times that on a loaded 2-core CI box: 30 s, not vitest's 5 s.
				test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node', testTimeout: 30_000 }
			},
			{
				extends: true,
				test: {
					name: 'api',
					include: ['tests/api/**/*.test.ts'],
					environment: 'node',
					testTimeout: 30_000,
					hookTimeout: 60_000,
					fileParallelism: false
				}
			}
		]
	}
});

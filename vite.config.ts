import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	plugins: [sveltekit()],
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

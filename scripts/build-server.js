// Bundles the production server entry and the CLI (our code only; node_modules stay external).
import { build } from 'esbuild';

await build({
	entryPoints: { server: 'src/server-entry.ts' },
	outdir: 'dist',
	bundle: true,
	platform: 'node',
	format: 'esm',
	target: 'node20',
	packages: 'external',
	sourcemap: true,
	logLevel: 'warning'
});

// Bundles the production server entry (our code only; node_modules stay external, except JSON
// data files, which Node would need import attributes for: those are bundled).
import { createRequire } from 'node:module';
import { build } from 'esbuild';

/** Resolves `pkg/data.json` imports to files, so esbuild inlines them instead of leaving an import. */
const bundlePackageJson = {
	name: 'bundle-package-json',
	setup(b) {
		b.onResolve({ filter: /\.json$/ }, (args) => {
			if (args.path.startsWith('.') || args.path.startsWith('/')) return undefined;
			return { path: createRequire(args.importer).resolve(args.path) };
		});
	}
};

await build({
	entryPoints: { server: 'src/server-entry.ts' },
	outdir: 'dist',
	bundle: true,
	platform: 'node',
	format: 'esm',
	target: 'node20',
	packages: 'external',
	plugins: [bundlePackageJson],
	sourcemap: true,
	logLevel: 'warning'
});

// The SvelteKit adapter of this app (svelte.config.js). adapter-node bundles SvelteKit's server
// output a second time with its own entry points, and the API's lean server was a third bundle
// (dist/server.js): the same modules, the gazetteer among them, in two module graphs. Here Vite's
// server build is the only bundle: its inputs include the app's server entry
// (src/server-entry.ts, added in vite.config.ts), and this adapter copies that output as it is
// (kit-adapter/README.md, "One server build").
//
//   build/client/        the browser's files (precompressed .br/.gz beside them)
//   build/prerendered/   every prerendered page
//   build/server/        Vite's server output: SvelteKit's Server (index.js), the app's entry
//                        (utilkit-server.js), the routes and the chunks they share
//   build/server/manifest.js   what SvelteKit's Server needs to route (written here)
//   build/index.js       `node build` starts the server
//   build/cli.js         `node build/cli.js …` the operator CLI (`npm run cli -- …`)
import fs from 'node:fs';

/** @returns {import('@sveltejs/kit').Adapter} */
export default function utilkitAdapter({ out = 'build' } = {}) {
	return {
		name: 'utilkit-adapter',
		async adapt(builder) {
			builder.rimraf(out);
			builder.log.minor('Copying assets');
			builder.writeClient(`${out}/client`);
			builder.writePrerendered(`${out}/prerendered`);
			builder.log.minor('Compressing assets');
			await Promise.all([builder.compress(`${out}/client`), builder.compress(`${out}/prerendered`)]);

			builder.log.minor('Copying the server');
			builder.writeServer(`${out}/server`);
			const manifest = builder.generateManifest({ relativePath: './' });
			fs.writeFileSync(
				`${out}/server/manifest.js`,
				`export const manifest = ${manifest};\n\nexport const prerendered = new Set(${JSON.stringify(builder.prerendered.paths)});\n`
			);
			fs.writeFileSync(`${out}/index.js`, START);
			fs.writeFileSync(`${out}/cli.js`, `// \`node build/cli.js …\`: the operator CLI (src/cli/main.ts).\nimport './server/utilkit-cli.js';\n`);
		},
		supports: { read: () => true }
	};
}

/**
 * build/index.js, what `node build` runs: the server (src/server-entry.ts), loaded while V8's young
 * generation is not let grow (docs/performance.md, "Lean server"). Loading
 * the server leaves about 30 MiB of objects that live for good (modules, schemas); each of them
 * survives a minor collection first, and V8 doubles the young generation whenever the survivors
 * outgrow it, up to 16 MiB a half: 32 MiB that would stay resident, empty, in an idle server.
 * Growth is allowed again once the server is listening, so a loaded server sizes its young
 * generation as before. An operator who sets a semi-space flag keeps their own setting.
 */
const START = `// \`node build\`: the server (src/server-entry.ts); see kit-adapter/index.js, START.
import v8 from 'node:v8';
const own = /semi-space/.test(process.execArgv.join(' ') + ' ' + (process.env.NODE_OPTIONS ?? ''));
if (!own) v8.setFlagsFromString('--semi-space-growth-factor=1');
await import('./server/utilkit-server.js');
if (!own) v8.setFlagsFromString('--semi-space-growth-factor=2');
`;

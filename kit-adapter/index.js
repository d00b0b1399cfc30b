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
			fs.writeFileSync(`${out}/index.js`, `// \`node build\`: the server (src/server-entry.ts).\nimport './server/utilkit-server.js';\n`);
			fs.writeFileSync(`${out}/cli.js`, `// \`node build/cli.js …\`: the operator CLI (src/cli/main.ts).\nimport './server/utilkit-cli.js';\n`);
		},
		supports: { read: () => true }
	};
}

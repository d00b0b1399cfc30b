/**
 * The server side of `npm run build` is one module graph (kit-adapter/README.md, "One server
 * build"): Vite's server output, shipped as it is, with the app's entry among its inputs. What
 * would break it comes back here: a second bundle of the same code, a data file in two chunks,
 * a run-time import of a package the production install (`npm prune --omit=dev`) does not have,
 * or source maps nobody reads.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'build/server');
const dependencies = new Set(Object.keys(JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).dependencies));

function jsFiles(dir: string): string[] {
	return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile() && /\.js$/.test(e.name)).map((e) => path.join(e.parentPath, e.name));
}

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or null for a relative or built-in one. */
function packageOf(specifier: string): string | null {
	if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || builtinModules.includes(specifier)) return null;
	const parts = specifier.split('/');
	return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

describe('the server build', () => {
	it.skipIf(!fs.existsSync(SERVER))('is Vite’s server output with the app’s entry in it, and nothing else runs on the server', () => {
		expect(fs.readFileSync(path.join(ROOT, 'build/index.js'), 'utf8')).toContain("await import('./server/utilkit-server.js')");
		expect(fs.existsSync(path.join(SERVER, 'utilkit-server.js'))).toBe(true);
		// The entry reaches SvelteKit's Server and the routes through the chunks they share.
		expect(fs.readFileSync(path.join(SERVER, 'utilkit-server.js'), 'utf8')).toMatch(/from "\.\/chunks\//);
		expect(fs.existsSync(path.join(ROOT, 'dist/server.js')), 'a second server bundle').toBe(false);
		// Beside `node build`, the operator CLI (`node build/cli.js`), an entry of the same graph.
		expect(fs.readdirSync(path.join(ROOT, 'build')).filter((f) => f.endsWith('.js'))).toEqual(['cli.js', 'index.js']);
		expect(fs.readFileSync(path.join(ROOT, 'build/cli.js'), 'utf8')).toContain("import './server/utilkit-cli.js'");
	});

	it.skipIf(!fs.existsSync(SERVER))('imports at run time only Node’s modules and the packages in `dependencies`', () => {
		const imported = new Map<string, string>();
		for (const file of jsFiles(SERVER)) {
			const code = fs.readFileSync(file, 'utf8');
			// As the bundler writes them: static imports and re-exports at the start of a line, dynamic
			// imports of a literal, always with double quotes (the JSDoc type imports
			// in SvelteKit's comments use single quotes and import nothing).
			for (const [, from, bare] of code.matchAll(/^(?:import|export)\b[^;"]*?from\s*"([^"]+)"|^import\s*"([^"]+)"/gm)) {
				imported.set(from ?? bare, path.relative(SERVER, file));
			}
			for (const [, specifier] of code.matchAll(/\bimport\("([^"]+)"\)/g)) imported.set(specifier, path.relative(SERVER, file));
		}
		const undeclared = [...imported].filter(([specifier]) => {
			const pkg = packageOf(specifier);
			return pkg !== null && !dependencies.has(pkg);
		});
		expect(undeclared).toEqual([]);
		// The check sees the externals at all (pg and better-sqlite3 are always imported).
		expect([...imported.keys()]).toEqual(expect.arrayContaining(['pg', 'better-sqlite3']));
	});

	it.skipIf(!fs.existsSync(SERVER))('carries each data file once, and no source maps', () => {
		// The gazetteer (src/lib/ops/geocoding/gazetteer.json): one chunk, where it was in each of
		// two bundles before. The bundler names the module it inlines in a comment.
		const withGazetteer = jsFiles(SERVER).filter((file) => fs.readFileSync(file, 'utf8').includes('// src/lib/ops/geocoding/gazetteer.json'));
		expect(withGazetteer.map((file) => path.relative(SERVER, file))).toEqual(['chunks/gazetteer.js']);
		const maps = fs.readdirSync(path.join(ROOT, 'build'), { recursive: true }).filter((f) => String(f).endsWith('.map'));
		expect(maps).toEqual([]);
	});
});

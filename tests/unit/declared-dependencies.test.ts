import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every package the code imports is declared in package.json (not reached through another
// package's dependencies, which may drop or change it in any release), and every package the
// app's own code uses at run time is a dependency, not a devDependency: the Docker image prunes
// devDependencies after the build (tests/api/server-build.test.ts checks the built server’s imports).
const ROOT = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const dependencies = new Set(Object.keys(pkg.dependencies ?? {}));
const declared = new Set([...dependencies, ...Object.keys(pkg.devDependencies ?? {})]);
/**
 * The framework Vite compiles into every output (the built server imports neither from
 * node_modules): declared as devDependencies, as SvelteKit's templates do.
 */
const BUNDLED_FRAMEWORK = new Set(['svelte', '@sveltejs/kit']);
const builtins = new Set(builtinModules);

function sources(dir: string): string[] {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sources(full);
		return /\.(ts|js|mjs|svelte)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
	});
}

/** `pkg` or `@scope/pkg` of a bare import specifier; null for relative, aliased and built-in ones. */
function packageOf(specifier: string): string | null {
	if (/^[./]|^\$|^node:/.test(specifier) || builtins.has(specifier.split('/')[0])) return null;
	const parts = specifier.split('/');
	return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

describe('dependencies', () => {
	it('every imported package is declared in package.json', () => {
		// Import and re-export statements (their last line, for multi-line ones) and import() calls.
		const IMPORT = /^\s*(?:(?:import|export)\b[^'"\n]*?\bfrom\s*|\}\s*from\s*|import\s*)['"]([^'"\n]+)['"]|\bimport\(\s*['"]([@\w][\w./@-]*)['"]\s*\)/gm;
		const undeclared = new Map<string, string>();
		for (const file of ['src', 'scripts', 'tests', 'kit-adapter'].flatMap((dir) => sources(path.join(ROOT, dir)))) {
			for (const [, statement, call] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
				const name = packageOf(statement ?? call);
				if (name && !declared.has(name) && !undeclared.has(name)) undeclared.set(name, path.relative(ROOT, file));
			}
		}
		expect(Object.fromEntries(undeclared)).toEqual({});
	});

	it('every package the app imports at run time (src/, tests apart; type-only imports apart) is a dependency', () => {
		// Whole statements, so that a multi-line `import type { … } from` is known for what it is.
		const STATEMENT = /(?:^|\n)\s*(?:import|export)(\s+type\b)?\s*(?:[^'";]*?\bfrom\s*)?['"]([^'"\n]+)['"]|\bimport\(\s*['"]([@\w][\w./@-]*)['"]\s*\)/g;
		const devOnly = new Map<string, string>();
		const runtimeFiles = sources(path.join(ROOT, 'src')).filter((file) => !/\.(test|spec)\.ts$/.test(file));
		for (const file of runtimeFiles) {
			for (const [, typeOnly, statement, call] of fs.readFileSync(file, 'utf8').matchAll(STATEMENT)) {
				const name = typeOnly ? null : packageOf(statement ?? call);
				if (name && declared.has(name) && !dependencies.has(name) && !BUNDLED_FRAMEWORK.has(name) && !devOnly.has(name)) devOnly.set(name, path.relative(ROOT, file));
			}
		}
		expect(Object.fromEntries(devOnly)).toEqual({});
	});
});

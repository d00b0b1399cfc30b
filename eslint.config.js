import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

export default ts.config(
	{ ignores: ['build/', 'dist/', '.svelte-kit/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/', '.tmp-*/'] },
	js.configs.recommended,
	...ts.configs.recommended,
	...svelte.configs.recommended,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } },
		rules: {
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
			// The app is served at the origin's root (no kit.paths.base), so plain hrefs are correct.
			'svelte/no-navigation-without-resolve': 'off'
		}
	},
	// Layers (docs/architecture.md, "Layers"): an operation runs in Node and in the browser worker,
	// so its code imports neither the server, nor Svelte, nor test code; nothing under src/lib
	// imports tests/. Test files are exempt (they import from every layer).
	{
		files: ['src/lib/**/*.ts'],
		ignores: ['**/*.test.ts'],
		rules: {
			'no-restricted-imports': ['error', { patterns: [{ group: ['**/tests/**', 'vitest', 'vitest/*'], message: 'src/lib never imports test code (it lives in tests/).' }] }]
		}
	},
	// The engine (define, execute, router, error codes, recipes and batches) runs wherever an
	// operation does, the server, the browser worker and the CLI: the same rules as the operations.
	{
		files: ['src/lib/engine/**/*.ts', 'src/lib/ops/**/*.ts', 'src/lib/recipes/**/*.ts'],
		ignores: ['**/*.test.ts'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{ group: ['**/tests/**', 'vitest', 'vitest/*'], message: 'src/lib never imports test code (it lives in tests/).' },
						{ group: ['**/server/**', '$lib/server', '$lib/server/*', 'node:*'], message: 'An operation runs in the browser worker too: no server code, no Node built-ins (the server passes what it needs in OperationContext).' },
						{ group: ['svelte', 'svelte/*', '*.svelte', '$app/*', '@sveltejs/*'], message: 'Operations are plain TypeScript: views live in <operation id>.view.svelte files.' }
					]
				}
			]
		}
	},
	{
		files: ['**/*.svelte', '**/*.svelte.ts'],
		languageOptions: { parserOptions: { projectService: true, extraFileExtensions: ['.svelte'], parser: ts.parser, svelteConfig } }
	}
);

import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rules of eslint.config.js (docs/architecture.md, "Layers"), run on code that breaks
// them: `npm run lint` fails on each of these imports.
const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

async function restrictedImports(file: string, code: string): Promise<string[]> {
	const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
	return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layers enforced by the linter', () => {
	it('an operation importing server code, Node built-ins, Svelte or test code fails the lint', async () => {
		const file = 'src/lib/ops/hash/layer-probe.ts';
		for (const [code, rule] of [
			["import { createStore } from '../../server/store/index.js';", /no server code/],
			["import { hashApiKey } from '$lib/server/auth/api-keys.js';", /no server code/],
			["import { createHash } from 'node:crypto';", /no Node built-ins/],
			["import { mount } from 'svelte';", /plain TypeScript/],
			["import View from './hash.view.svelte';", /plain TypeScript/],
			["import { replayCases } from '../../../../tests/unit/replay-cases.js';", /never imports test code/],
			["import { it } from 'vitest';", /never imports test code/]
		] as const) {
			const messages = await restrictedImports(file, `${code}\nexport const probe = 1;\n`);
			expect(messages, code).toHaveLength(1);
			expect(messages[0], code).toMatch(rule);
		}
	});

	it('the engine (define, execute, router, recipes) has the same rules: no server, Node, Svelte or test code', async () => {
		const file = 'src/lib/engine/layer-probe.ts';
		for (const [code, rule] of [
			["import { createStore } from '../server/store/index.js';", /no server code/],
			["import { readFileSync } from 'node:fs';", /no Node built-ins/],
			["import { writable } from 'svelte/store';", /plain TypeScript/],
			["import { page } from '$app/state';", /plain TypeScript/],
			["import { replayCases } from '../../../tests/unit/replay-cases.js';", /never imports test code/]
		] as const) {
			const messages = await restrictedImports(file, `${code}\nexport const probe = 1;\n`);
			expect(messages, code).toHaveLength(1);
			expect(messages[0], code).toMatch(rule);
		}
		expect(await restrictedImports(file, "import { z } from 'zod';\nexport const s = z.string();\n")).toEqual([]);
	});

	it('the rest of src/lib may not import tests/ either; test files and allowed imports pass', async () => {
		expect(await restrictedImports('src/lib/tools/layer-probe.ts', "import { x } from '../../../tests/unit/fake-outbound.js';\nexport const y = x;\n")).toHaveLength(1);
		expect(await restrictedImports('src/lib/server/layer-probe.ts', "import { OPERATIONS } from '../ops/registry.js';\nexport const y = OPERATIONS;\n")).toEqual([]);
		expect(await restrictedImports('src/lib/ops/hash/layer-probe.test.ts', "import { it } from 'vitest';\nit('x', () => {});\n")).toEqual([]);
		expect(await restrictedImports('src/lib/ops/hash/layer-probe.ts', "import { z } from 'zod';\nexport const s = z.string();\n")).toEqual([]);
	});
});

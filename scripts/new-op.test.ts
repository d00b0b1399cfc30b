import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
// Inside the project, so the copied modules resolve their packages from its node_modules.
const tmp = fs.mkdtempSync(path.join(ROOT, '.tmp-new-op-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('npm run new-op', () => {
	it('scaffolds a module that the registry and the case list pick up', async () => {
		fs.mkdirSync(path.join(tmp, 'src/lib'), { recursive: true });
		fs.cpSync(path.join(ROOT, 'src/lib/ops'), path.join(tmp, 'src/lib/ops'), { recursive: true });
		const out = execFileSync(process.execPath, [path.join(ROOT, 'scripts/new-op.js'), 'text-tools', 'reverse-text'], {
			cwd: tmp,
			encoding: 'utf8'
		});
		expect(out).toMatch(/Created src\/lib\/ops\/text-tools/);
		expect(fs.readFileSync(path.join(tmp, 'docs/ops/text-tools.md'), 'utf8')).toContain('POST /reverse-text');
		for (const file of ['index.ts', 'text-tools.ts', 'cases.ts', 'text-tools.test.ts']) {
			expect(fs.existsSync(path.join(tmp, 'src/lib/ops/text-tools', file)), file).toBe(true);
		}
		const registry = await import(path.join(tmp, 'src/lib/ops/registry.ts'));
		expect(Object.keys(registry.MODULES)).toContain('text-tools');
		expect(Object.keys(registry.MODULES)).toEqual([...Object.keys(registry.MODULES)].sort());
		const op = registry.getOperation('reverse-text');
		expect(op).toMatchObject({ id: 'reverse-text', method: 'POST', path: '/reverse-text', runs: 'anywhere' });
		expect(registry.operationMeta(op).module).toBe('text-tools');
		const { ALL_CASES } = await import(path.join(tmp, 'src/lib/ops/all-cases.ts'));
		expect(Array.isArray(ALL_CASES)).toBe(true);
	});

	it('refuses bad names and existing modules', () => {
		const run = (...args: string[]) => {
			try {
				execFileSync(process.execPath, [path.join(ROOT, 'scripts/new-op.js'), ...args], { cwd: tmp, stdio: 'pipe' });
				return 0;
			} catch (err) {
				return (err as { status: number }).status;
			}
		};
		expect(run('Bad_Name', 'x')).toBe(2);
		expect(run('text-tools', 'again')).toBe(1);
	});
});

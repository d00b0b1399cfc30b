import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationProblems } from '../../tests/unit/translation-problems.js';

// A copy of src/ inside the project (so its imports resolve the project's node_modules), where
// `npm run new-op` adds one folder; everything below is imported from that copy.
const ROOT = path.resolve(import.meta.dirname, '../..');
const tmp = fs.mkdtempSync(path.join(ROOT, '.tmp-new-op-'));
const src = path.join(tmp, 'src');
const from = (file: string) => import(path.join(src, file));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function listFiles(dir: string, base = dir): string[] {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name);
		return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
	});
}

/** What the developer writes after the scaffold: the words in pt-BR and es. */
const TRANSLATED = `import type { ModuleTexts } from '../texts.js';
export const texts: ModuleTexts = {
	'pt-BR': {
		'reverse-text': {
			title: 'Inverter texto',
			summary: 'Devolve o texto.',
			keywords: ['texto', 'inverter', 'espelho', 'ao contrário'],
			fields: { text: { label: 'Texto', description: 'O texto' } },
			examples: { Example: 'Exemplo' }
		}
	},
	es: {
		'reverse-text': {
			title: 'Invertir texto',
			summary: 'Devuelve el texto.',
			keywords: ['texto', 'invertir', 'espejo', 'al revés'],
			fields: { text: { label: 'Texto', description: 'El texto' } },
			examples: { Example: 'Ejemplo' }
		}
	}
};
`;

let before: string[];
let output: string;
beforeAll(() => {
	fs.cpSync(path.join(ROOT, 'src'), src, { recursive: true });
	before = listFiles(src);
	output = execFileSync(process.execPath, [path.join(ROOT, 'scripts/build/new-op.js'), 'text-tools', 'reverse-text'], { cwd: tmp, encoding: 'utf8' });
});

describe('npm run new-op: a new operation is one folder', () => {
	it('creates exactly one folder (and refreshes the generated registry)', () => {
		expect(output).toMatch(/Created src\/lib\/ops\/text-tools/);
		const added = listFiles(src).filter((file) => !before.includes(file));
		expect(added.sort()).toEqual(
			['README.md', 'cases.ts', 'i18n.ts', 'index.ts', 'text-tools.test.ts', 'text-tools.ts'].map((file) => `lib/ops/text-tools/${file}`)
		);
		const changed = before.filter((file) => fs.readFileSync(path.join(src, file), 'utf8') !== fs.readFileSync(path.join(ROOT, 'src', file), 'utf8'));
		expect(changed.sort()).toEqual(['lib/ops/generated/cases.ts', 'lib/ops/generated/loaders.ts', 'lib/ops/generated/operations.ts', 'lib/ops/generated/texts.ts']);
	});

	it('has its page, a README whose heading names the endpoint and which asks for its limits and cost', () => {
		const readme = fs.readFileSync(path.join(src, 'lib/ops/text-tools/README.md'), 'utf8');
		expect(readme.split('\n')[0]).toBe('### TODO title (`POST /reverse-text`)');
		expect(readme).toMatch(/^- \*\*Limits\*\*: TODO/m);
		expect(readme).toMatch(/^- \*\*Cost: light\*\*/m);
	});

	it('fails the translation check until its pt-BR and es words are written', async () => {
		// The scaffold's own file, read under another name (the registry below gets the written words).
		fs.copyFileSync(path.join(src, 'lib/ops/text-tools/i18n.ts'), path.join(src, 'lib/ops/text-tools/i18n-as-scaffolded.ts'));
		const { texts } = await from('lib/ops/text-tools/i18n-as-scaffolded.ts');
		const { operations } = await from('lib/ops/text-tools/index.ts');
		const problems = translationProblems(operations, texts);
		expect(problems).toContain('pt-BR reverse-text title: missing');
		expect(problems).toContain('es reverse-text field text label: missing');
		expect(problems).toContain('es reverse-text example "Example": missing');
		fs.writeFileSync(path.join(src, 'lib/ops/text-tools/i18n.ts'), TRANSLATED);
		const { texts: written } = await from('lib/ops/text-tools/i18n.ts');
		expect(translationProblems(operations, written)).toEqual([]);
	});

	it('has an API route answering through the app, and an OpenAPI entry', async () => {
		const { createApp } = await from('lib/server/app.ts');
		const { loadConfig } = await from('lib/server/config.ts');
		const { generateApiKey, hashApiKey, keyHint } = await from('lib/server/auth/api-keys.ts');
		const dataDir = fs.mkdtempSync(path.join(tmp, 'data-'));
		const app = await createApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
		try {
			const account = await app.store.createAccount('scaffold@example.com', 'free');
			const key = generateApiKey();
			await app.store.createApiKey({ accountId: account.id, keyHash: hashApiKey(key), hint: keyHint(key), name: null });
			const headers: Record<string, string> = { 'x-api-key': key, 'content-type': 'application/json' };
			const call = (method: string, urlPath: string, body: string | null) =>
				app.core.handle({ method, path: urlPath, search: '', header: (name: string) => headers[name], body, bodyTooLarge: false });
			const answer = await call('POST', '/reverse-text', '{"text":"hello"}');
			expect([answer.status, JSON.parse(answer.body)]).toEqual([200, { result: 'hello' }]);
			expect((await call('POST', '/reverse-text', '{}')).status).toBe(422);
			const openapi = await call('GET', '/openapi.json', null);
			const entry = JSON.parse(openapi.body).paths['/reverse-text'].post;
			expect(entry.operationId).toBe('reverse-text');
			expect(entry.requestBody.content['application/json'].schema.properties.text['x-multiline']).toBe(4);
		} finally {
			await app.close();
		}
	});

	it('has a tool page in every language: words, form and examples', async () => {
		const { getOperation, operationMeta } = await from('lib/ops/registry.ts');
		const { inputJsonSchema } = await from('lib/server/api/openapi.ts');
		const { localizeExamples, localizeMeta, localizeSchema } = await from('lib/i18n/ops/localize.ts');
		const { fieldsFromSchema } = await from('lib/tools/schema-form.ts');
		const { LOCALES } = await from('lib/i18n/locales.ts');
		const op = getOperation('reverse-text');
		const meta = operationMeta(op);
		expect(meta.module).toBe('text-tools');
		const titles = LOCALES.map((locale: string) => localizeMeta(meta, locale).title);
		expect(titles).toEqual(['TODO title', 'Inverter texto', 'Invertir texto']);
		expect(localizeExamples(op.id, op.examples, 'es').map((e: { name: string }) => e.name)).toEqual(['Ejemplo']);
		const schema = localizeSchema(op.id, inputJsonSchema(op), 'pt-BR');
		const words = { atLeast: String, atMost: String, upToCharacters: String, defaultValue: String, json: '', jsonArray: '', jsonObject: '', invalidJson: '' };
		expect(fieldsFromSchema(schema, words)).toMatchObject([{ key: 'text', label: 'Texto', kind: 'textarea', rows: 4 }]);
	});

	it('is a worker entry: its module loads by folder name', async () => {
		const { moduleLoader } = await from('lib/worker/op-modules.ts');
		const load = moduleLoader('text-tools');
		expect(load).toBeTypeOf('function');
		expect((await load()).operations.map((op: { id: string }) => op.id)).toEqual(['reverse-text']);
	});

	it('has its cases in the replayed list, and they pass', async () => {
		const { ALL_CASES } = await from('lib/ops/all-cases.ts');
		const { getOperation } = await from('lib/ops/registry.ts');
		const { executeOperation } = await from('lib/engine/execute.ts');
		const { expectCase } = await from('lib/ops/cases.ts');
		const cases = ALL_CASES.filter((c: { op: string }) => c.op === 'reverse-text');
		expect(cases).toHaveLength(1);
		for (const c of cases) expectCase(expect, await executeOperation(getOperation(c.op), c.input, { now: () => Date.now() }), c);
	});

	it('refuses bad names and existing modules', () => {
		const run = (...args: string[]) => {
			try {
				execFileSync(process.execPath, [path.join(ROOT, 'scripts/build/new-op.js'), ...args], { cwd: tmp, stdio: 'pipe' });
				return 0;
			} catch (err) {
				return (err as { status: number }).status;
			}
		};
		expect(run('Bad_Name', 'x')).toBe(2);
		expect(run('text-tools', 'again')).toBe(1);
	});
});

// `npm run new-op -- <module> <operation-id> [POST|GET] [/api/path]`
// Scaffolds src/lib/ops/<module>/ (definition, logic, cases, test) and registers the module in
// registry.ts and all-cases.ts. Fill in the schemas, the logic and reference cases afterwards.
import fs from 'node:fs';
import path from 'node:path';

const [moduleName, id, method = 'POST', apiPath = `/${process.argv[3] ?? ''}`] = process.argv.slice(2);
const kebab = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
if (!moduleName || !id || !kebab.test(moduleName) || !kebab.test(id) || !['GET', 'POST'].includes(method)) {
	console.error('usage: npm run new-op -- <module> <operation-id> [POST|GET] [/api/path]   (kebab-case names)');
	process.exit(2);
}
const dir = path.join('src/lib/ops', moduleName);
if (fs.existsSync(dir)) {
	console.error(`${dir} exists already`);
	process.exit(1);
}
const camel = (s) => s.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const opVar = camel(id);
const modVar = camel(moduleName);

const files = {
	[`${moduleName}.ts`]: `/** The logic of ${id}: plain functions, no zod, no I/O. */
export function ${opVar}Logic(text: string): string {
	return text;
}
`,
	'index.ts': `import { z } from 'zod';
import { defineOperation } from '../define.js';
import { ${opVar}Logic } from './${moduleName}.js';

export const ${opVar} = defineOperation({
	id: '${id}',
	group: 'generation',
	title: 'TODO title',
	summary: 'TODO one sentence.',
	keywords: [],
	method: '${method}',
	path: '${apiPath}',
	runs: 'anywhere',
	input: z.object({ text: z.string().describe('TODO') }),
	output: z.object({ result: z.string() }),
	errors: [{ status: 422, when: '\`text\` missing' }],
	examples: [{ name: 'Example', input: { text: 'hello' } }],
	run: (input) => ({ result: ${opVar}Logic(input.text) })
});

export const operations = [${opVar}];
`,
	'cases.ts': `import type { OperationCase } from '../cases.js';

/** Reference cases: expected values from an independent source, named in \`source\`. */
export const cases: OperationCase[] = [];
`,
	[`${moduleName}.test.ts`]: `import { describe } from 'vitest';
import { replayCases } from '../_shared/replay-cases.js';
import { cases } from './cases.js';

describe('${moduleName} cases (replayed through executeOperation)', () => {
	replayCases(cases);
});
`
};
fs.mkdirSync(dir);
for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
// Every choice the contract leaves open is written down here, and linked from docs/api.md.
fs.mkdirSync('docs/ops', { recursive: true });
fs.writeFileSync(path.join('docs/ops', `${moduleName}.md`), `### TODO title (\`${method} ${apiPath}\`)\n- TODO: accepted input forms, limits, errors, data sources.\n`);

/** Adds an import after the last one and an entry to the list after `marker`, keeping it sorted. */
function register(file, importLine, marker, entry) {
	let text = fs.readFileSync(file, 'utf8');
	const imports = text.match(/^import .*$/gm);
	text = text.replace(imports.at(-1), `${imports.at(-1)}\n${importLine}`);
	const at = text.indexOf(marker) + marker.length;
	const close = text.indexOf(marker.endsWith('{') ? '}' : ']', at);
	const items = text.slice(at, close).split(',').map((s) => s.trim()).filter(Boolean);
	items.push(entry);
	items.sort((a, b) => a.replace(/^\.\.\.|'/g, '').localeCompare(b.replace(/^\.\.\.|'/g, '')));
	const list = marker.endsWith('{') ? `\n\t${items.join(',\n\t')}\n` : items.join(', ');
	fs.writeFileSync(file, text.slice(0, at) + list + text.slice(close));
}
register(
	'src/lib/ops/registry.ts',
	`import { operations as ${modVar} } from './${moduleName}/index.js';`,
	'MODULES: Record<string, Operation[]> = {',
	moduleName === modVar ? modVar : `'${moduleName}': ${modVar}`
);
register('src/lib/ops/all-cases.ts', `import { cases as ${modVar} } from './${moduleName}/cases.js';`, 'ALL_CASES: OperationCase[] = [', `...${modVar}`);
console.log(
	`Created ${dir}/ and docs/ops/${moduleName}.md, and registered the module. Next: schemas and logic in index.ts, reference cases in cases.ts, the choices in docs/ops/${moduleName}.md (and a row in docs/api.md).`
);

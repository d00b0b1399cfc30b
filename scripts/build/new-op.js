// `npm run new-op -- <module> <operation-id> [POST|GET] [/api/path]`
// Creates one folder, src/lib/ops/<module>/: the definition with its form hints, the logic,
// reference cases, the pt-BR and es words (left empty: the translation test fails until they
// are written), a test that replays the cases and the module's page, README.md (a skeleton whose
// TODOs say what it must state: choices, sources, every input limit, the cost). The generated registry (scripts/build/gen-ops.js)
// then gives it an API route, an OpenAPI entry, a tool page in every language and a worker entry.
import fs from 'node:fs';
import path from 'node:path';
import { writeGenerated } from './gen-ops.js';

const [moduleName, id, method = 'POST', apiPath = `/${process.argv[3] ?? ''}`] = process.argv.slice(2);
const kebab = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
if (!moduleName || !id || !kebab.test(moduleName) || !kebab.test(id) || !['GET', 'POST'].includes(method)) {
	console.error('usage: npm run new-op -- <module> <operation-id> [POST|GET] [/api/path]   (kebab-case names)');
	process.exit(2);
}
const opsDir = 'src/lib/ops';
const dir = path.join(opsDir, moduleName);
if (fs.existsSync(dir)) {
	console.error(`${dir} exists already`);
	process.exit(1);
}
const camel = (s) => s.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const opVar = camel(id);
const untranslated = `{
			title: '',
			summary: '',
			keywords: [],
			fields: { text: { label: '', description: '' } },
			examples: { Example: '' }
		}`;

const files = {
	[`${moduleName}.ts`]: `/** The logic of ${id}: plain functions, no zod, no I/O. */
export function ${opVar}Logic(text: string): string {
	return text;
}
`,
	'index.ts': `import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { formHints } from '../form-hints.js';
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
	// 'light': linear in an input the schema caps (a few ms at the cap); anything costlier is
	// 'heavy' and declares a timeLimit (src/lib/engine/define.ts, docs/security.md "Bounded execution").
	cost: 'light',
	// Form hints on the fields (secret, multiline, widget, placeholder): src/lib/ops/form-hints.ts.
	input: z.object({ text: z.string().describe('TODO').meta(formHints({ multiline: 4 })) }),
	output: z.object({ result: z.string() }),
	errors: [{ status: 422, when: '\`text\` missing' }],
	examples: [{ name: 'Example', input: { text: 'hello' } }],
	run: (input) => ({ result: ${opVar}Logic(input.text) })
});

export const operations = [${opVar}];
`,
	'cases.ts': `import type { OperationCase } from '../cases.js';

/** Reference cases: expected values from an independent source, named in \`source\`. */
export const cases: OperationCase[] = [
	{
		name: 'TODO a case from an independent reference',
		op: '${id}',
		input: { text: 'hello' },
		expected: { status: 200, body: { result: 'hello' } },
		source: 'TODO: the RFC, standard or other implementation the expected answer comes from'
	}
];
`,
	'i18n.ts': `import type { ModuleTexts } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	'pt-BR': {
		'${id}': ${untranslated}
	},
	es: {
		'${id}': ${untranslated}
	}
};
`,
	// The module's page (src/lib/ops/README.md; the app shows it at /docs/notes/<module>).
	'README.md': `### TODO title (\`${method} ${apiPath}\`)

- TODO the choices the contract leaves open, each with its source (an RFC, a standard, a library).
- **Limits**: TODO every input's bound as the schema caps it, and the 422 past it
  (\`text: must be at most N characters, got M\`); an uncapped string is bounded only by the
  1 MiB body.
- **Cost: light** (docs/security.md, "Bounded execution"): answered on the server's event loop;
  TODO its time at its input limits (docs/performance.md, "Light operations at their input
  limits"), or, if heavy, its time limit and the memory it declares.
- **Errors**: TODO each 422 (and 5xx) it answers, in its words.
`,
	[`${moduleName}.test.ts`]: `import { describe } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { cases } from './cases.js';

describe('${moduleName} cases (replayed through executeOperation)', () => {
	replayCases(cases);
});
`
};
fs.mkdirSync(dir);
for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
writeGenerated(opsDir);
console.log(
	`Created ${dir}/. Next: schemas, hints and logic in index.ts, reference cases in cases.ts, the pt-BR and es words in i18n.ts, ` +
		`an optional ${id}.view.svelte for the answer (its words in i18n.ts, viewWords), the TODOs of ${dir}/README.md (its page: choices, limits, cost), ` +
		`and its row in docs/api.md, "Operations".`
);

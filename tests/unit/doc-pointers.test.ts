import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Comments point readers at documentation as `docs/<file>.md, "Section"`, or at the README.md of the
// folder a section describes (`src/lib/ops/<module>/README.md`, an operation's page;
// `src/lib/server/api/README.md`, `kit-adapter/README.md`, …): each named section must exist
// there, as a heading, a bold lead-in or a table's first cell, or the pointer misleads.
const POINTER = /((?:docs\/[\w/.-]+|(?:src\/lib(?:\/[\w-]+)+|kit-adapter)\/README)\.md),? "([^"]+)"/g;
/** A mention of an operation's page, with or without a section (the pages lived in docs/ops/ before): the file must exist. */
const OPERATION_PAGE = /(?<![\w/.-])((?:docs\/ops\/[\w-]+|src\/lib\/ops\/[\w-]+\/README)\.md)\b/g;
const SOURCES = ['src', 'scripts', 'tests', 'kit-adapter'];

function sourceFiles(): string[] {
	return SOURCES.flatMap((dir) =>
		readdirSync(dir, { recursive: true, encoding: 'utf8' })
			.filter((name) => /\.(ts|js|svelte)$/.test(name) && !name.includes('node_modules'))
			.map((name) => `${dir}/${name}`)
	);
}

function names(doc: string, section: string): boolean {
	// A section named across a comment's line break: "Outbox\n * per account".
	const wanted = section
		.replace(/\s*\n\s*(\*|\/\/)?\s*/g, ' ')
		.replace(/\.$/, '')
		.toLowerCase();
	return doc.split('\n').some((line) => {
		const lower = line.toLowerCase();
		return (line.startsWith('#') && lower.includes(wanted)) || lower.includes(`**${wanted}`) || lower.startsWith(`| ${wanted}`);
	});
}

describe('pointers from the code into the docs', () => {
	it('name sections that exist', () => {
		const docs = new Map<string, string | null>();
		const broken: string[] = [];
		for (const file of sourceFiles()) {
			if (file === 'tests/unit/doc-pointers.test.ts') continue;
			for (const [, doc, section] of readFileSync(file, 'utf8').matchAll(POINTER)) {
				if (!docs.has(doc)) docs.set(doc, (() => { try { return readFileSync(doc, 'utf8'); } catch { return null; } })());
				const text = docs.get(doc);
				if (text === null || !names(text!, section)) broken.push(`${file}: ${doc}, "${section}"`);
			}
		}
		expect(broken).toEqual([]);
	});

	it('name operation pages that exist', () => {
		const missing = sourceFiles()
			.filter((file) => file !== 'tests/unit/doc-pointers.test.ts')
			.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(OPERATION_PAGE)].map(([, doc]) => [file, doc] as const))
			.filter(([, doc]) => !existsSync(doc))
			.map(([file, doc]) => `${file}: ${doc}`);
		expect(missing).toEqual([]);
	});
});

// The front docs stay short enough to be read (issue 30): detail goes next to the code it describes.
describe('the front docs a newcomer reads', () => {
	it('README.md is at most 12,000 bytes', () => {
		expect(readFileSync('README.md').byteLength).toBeLessThanOrEqual(12_000);
	});
	it('docs/architecture.md is an overview of at most 400 lines', () => {
		expect(readFileSync('docs/architecture.md', 'utf8').split('\n').length).toBeLessThanOrEqual(400);
	});
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OPERATIONS, moduleOfOperation } from '$lib/ops/registry.js';
import { NOTE_MODULES, notesModuleOf, readNotes, renderNotes } from './notes.js';
import { entries } from './notes/[module]/+page.server.js';

const opsDir = fileURLToPath(new URL('../../../lib/ops/', import.meta.url));
/** The operation modules as the file system lists them (a folder with an index.ts), apart from Vite's glob. */
const modules = readdirSync(opsDir, { withFileTypes: true })
	.filter((entry) => entry.isDirectory() && existsSync(`${opsDir}${entry.name}/index.ts`))
	.map((entry) => entry.name)
	.sort();
/** The READMEs as the file system lists them. */
const onDisk = readdirSync(opsDir, { withFileTypes: true })
	.filter((entry) => entry.isDirectory() && existsSync(`${opsDir}${entry.name}/README.md`))
	.map((entry) => entry.name)
	.sort();
const notesHref = (module: string) => `/docs/notes/${module}`;
const rendered = await Promise.all(NOTE_MODULES.map(async (module) => ({ module, ...renderNotes((await readNotes(module))!, notesHref) })));
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
const ids = (html: string) => new Set([...html.matchAll(/ id="([^"]*)"/g)].map((match) => match[1]));

describe('the operation modules’ pages (/docs/notes/<module>)', () => {
	it('has a README in every operation module, and a page for each in each language, nothing else', () => {
		// A module without its page (a new one, say) fails here: its choices, limits and cost
		// belong in its folder (src/lib/ops/README.md), and docs/api.md links to it.
		expect(modules.length).toBeGreaterThan(50);
		expect(modules.filter((module) => !onDisk.includes(module))).toEqual([]);
		expect(NOTE_MODULES).toEqual(onDisk);
		const pages = (entries() as { lang?: string; module: string }[]).map((e) => `${e.lang ?? 'en'}/${e.module}`).sort();
		expect(pages).toEqual(['en', 'es', 'pt-BR'].flatMap((lang) => onDisk.map((module) => `${lang}/${module}`)).sort());
	});

	it('links every operation to its module’s page', () => {
		for (const op of OPERATIONS) expect(notesModuleOf(op.id), op.id).toBe(moduleOfOperation(op.id));
		expect(new Set(OPERATIONS.map((op) => moduleOfOperation(op.id)))).toEqual(new Set(modules));
		// Operations of the same module share its page (TOTP's generate and verify).
		expect(notesModuleOf('otp-totp-generate')).toBe('totp');
		expect(notesModuleOf('otp-totp-verify')).toBe('totp');
	});

	it('renders the hash README with its heading, moved under the page’s h1, and its title', () => {
		const hash = rendered.find((page) => page.module === 'hash')!;
		// The README's first line is "### Hash (`/hash`)"; GitHub's anchor for it is #hash-hash.
		expect(readFileSync(`${opsDir}hash/README.md`, 'utf8')).toMatch(/^### Hash \(`\/hash`\)\n/);
		expect(hash.html).toContain('<h2 id="hash-hash">Hash (<code>/hash</code>)</h2>');
		expect(hash.title).toBe('Hash');
		expect(rendered.find((page) => page.module === 'country')!.title).toBe('Country info');
		expect(rendered.find((page) => page.module === 'wpp-url')!.title).toBe('Click-to-chat link');
	});

	it('keeps web links and in-page links, turns links to repository files into text', () => {
		const url = rendered.find((page) => page.module === 'url-checker')!;
		// Source: "[docs/security.md](../../../../docs/security.md)" and an "Error codes" link to docs/api.md.
		expect(readFileSync(`${opsDir}url-checker/README.md`, 'utf8')).toContain('[docs/security.md](../../../../docs/security.md)');
		expect(url.html).toContain('docs/security.md');
		expect(hrefs(url.html)).toEqual([]);
		const country = rendered.find((page) => page.module === 'country')!;
		expect(hrefs(country.html)).toContain('https://github.com/mledoze/countries');
		// Another module's README is that module's page, its anchor included.
		expect(hrefs(rendered.find((page) => page.module === 'social-metadata')!.html)).toEqual(['/docs/notes/url-checker']);
		expect(hrefs(rendered.find((page) => page.module === 'translate')!.html)).toEqual(['/docs/notes/ai-chat#errors-502-error']);
		expect(hrefs(rendered.find((page) => page.module === 'geocoding')!.html)).toEqual(['#upstream-geocoder']);
	});

	it('leaves no link to a repository path in any page, and every anchor it links exists', () => {
		const idsOf = new Map(rendered.map((page) => [page.module, ids(page.html)]));
		for (const page of rendered) {
			for (const href of hrefs(page.html)) {
				if (/^https?:\/\//.test(href)) continue;
				const match = /^(?:\/docs\/notes\/([a-z0-9-]+))?(?:#(.+))?$/.exec(href);
				expect(match, `${page.module}: ${href}`).not.toBeNull();
				const [, module = page.module, anchor] = match!;
				expect(idsOf.has(module), `${page.module}: ${href}`).toBe(true);
				if (anchor) expect(idsOf.get(module)!.has(anchor), `${page.module}: ${href}`).toBe(true);
			}
		}
	});

	it('shows raw HTML as text', () => {
		const { html } = renderNotes('# T\n\n<script>alert(1)</script> and <b>bold</b>', notesHref);
		expect(html).not.toContain('<script>');
		expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
	});
});

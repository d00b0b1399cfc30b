import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { writeGenerated } from '../../../scripts/build/gen-ops.js';
import { ALL_CASES } from './all-cases.js';
import { GROUPS } from '../engine/define.js';
import { CODES_BY_STATUS } from '../engine/error-codes.js';
import { getOperation, MODULES, OPERATIONS, operationMeta } from './registry.js';

const opsDir = fileURLToPath(new URL('.', import.meta.url));
// Not operations: shared helpers and the generated registry files.
const NOT_MODULES = new Set(['_shared', 'generated']);
const folders = readdirSync(opsDir, { withFileTypes: true })
	.filter((entry) => entry.isDirectory() && !NOT_MODULES.has(entry.name))
	.map((entry) => entry.name)
	.sort();

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('registry', () => {
	it('lists every operation folder under src/lib/ops in MODULES, and nothing else', () => {
		expect(folders.length).toBeGreaterThan(0);
		expect(Object.keys(MODULES).sort()).toEqual(folders);
	});

	it('is generated from the folders as they are (node scripts/build/gen-ops.js)', () => {
		expect(writeGenerated(opsDir, { check: true })).toEqual([]);
	});

	it('every module has its translations, and every custom view is named after one of its operations', () => {
		for (const [name, ops] of Object.entries(MODULES)) {
			expect(existsSync(`${opsDir}/${name}/i18n.ts`), `${name}/i18n.ts`).toBe(true);
			const views = readdirSync(`${opsDir}/${name}`).filter((file) => file.endsWith('.view.svelte'));
			for (const view of views) expect(ops.map((op) => `${op.id}.view.svelte`), `${name}/${view}`).toContain(view);
		}
	});

	it('every operation declares its cost; a heavy one a time limit of at most 10 s and no server service', () => {
		for (const op of OPERATIONS) {
			expect(['light', 'heavy'], op.id).toContain(op.cost);
			if (op.cost !== 'heavy') continue;
			expect(op.timeLimit?.ms, `${op.id} timeLimit`).toBeGreaterThan(0);
			expect(op.timeLimit!.ms, `${op.id} timeLimit`).toBeLessThanOrEqual(10_000);
			// The pool's threads give an operation the clock and native digests, nothing else.
			expect(op.runs, `${op.id} runs`).toBe('anywhere');
			expect(op.service, `${op.id} service`).toBeUndefined();
		}
	});

	it('has a worst case in the light benchmark for every light operation that runs anywhere', async () => {
		const { WORST_CASES } = await import('../../../scripts/bench/lib/light-cases.js');
		const missing = OPERATIONS.filter((o) => o.runs === 'anywhere' && o.cost === 'light' && !WORST_CASES[o.id]).map((o) => o.id);
		expect(missing, 'scripts/bench/lib/light-cases.ts WORST_CASES').toEqual([]);
	});

	it('declares errors with error statuses only: a 2xx entry would take the place of the success answer in OpenAPI', () => {
		for (const op of OPERATIONS) for (const e of op.errors) expect(e.status, `${op.id}: ${e.when}`).toBeGreaterThanOrEqual(400);
	});

	it('gives a light-call bound only to heavy operations, each with a worst case at that bound in the light benchmark', async () => {
		const { LIGHT_CALL_CASES } = await import('../../../scripts/bench/lib/light-cases.js');
		for (const op of OPERATIONS.filter((o) => o.lightCall)) {
			expect(op.cost, op.id).toBe('heavy');
			await LIGHT_CALL_CASES[op.id]?.setup?.();
			const parsed = op.input.safeParse(LIGHT_CALL_CASES[op.id]?.build(0));
			expect(parsed.success && op.lightCall!(parsed.data), `${op.id}: LIGHT_CALL_CASES has a light call at its bound`).toBe(true);
		}
		// The paths that never may be light, whatever the input size.
		for (const id of ['regex', 'json-schema-validate', 'password-hash', 'data-convert']) expect(getOperation(id)?.lightCall, id).toBeUndefined();
	});

	it('counts as heavy every kind of work known to hold an event loop for long', () => {
		// Backtracking, quadratic or memory-hard work, work a parameter multiplies, large images and spans.
		const found = ['regex', 'json-schema-validate', 'text-diff', 'password-hash', 'password-hash-verify', 'keys-generate', 'qr-code-decode', 'barcode', 'password-strength', 'business-days'];
		for (const id of found) expect(getOperation(id)?.cost, id).toBe('heavy');
	});

	it('has at least one operation per module', () => {
		for (const [name, ops] of Object.entries(MODULES)) expect(ops.length, name).toBeGreaterThan(0);
	});

	it('has unique, kebab-case ids', () => {
		const ids = OPERATIONS.map((op) => op.id);
		expect(new Set(ids).size).toBe(ids.length);
		for (const id of ids) expect(id).toMatch(KEBAB);
	});

	it('keeps OPERATIONS sorted by id and findable with getOperation', () => {
		const ids = OPERATIONS.map((op) => op.id);
		expect(ids).toEqual([...ids].sort((a, b) => a.localeCompare(b)));
		for (const op of OPERATIONS) expect(getOperation(op.id)).toBe(op);
		expect(getOperation('no-such-operation')).toBeUndefined();
	});

	it('has unique paths per method, each starting with /', () => {
		const routes = OPERATIONS.map((op) => `${op.method} ${op.path}`);
		expect(new Set(routes).size).toBe(routes.length);
		for (const op of OPERATIONS) expect(op.path, op.id).toMatch(/^\/[a-z0-9\-/{}]+$/);
	});

	it('gives every operation a known group, a title, a summary and keywords', () => {
		for (const op of OPERATIONS) {
			expect(Object.keys(GROUPS), op.id).toContain(op.group);
			expect(op.title.trim(), op.id).not.toBe('');
			expect(op.summary.trim(), op.id).not.toBe('');
			expect(op.keywords.length, op.id).toBeGreaterThan(0);
			expect(['anywhere', 'server'], op.id).toContain(op.runs);
			expect(['detail', 'error'], op.id).toContain(op.invalid.key);
		}
	});

	it('names the module folder in operationMeta', () => {
		for (const [name, ops] of Object.entries(MODULES)) {
			for (const op of ops) expect(operationMeta(op).module).toBe(name);
		}
	});

	it('gives every operation at least one example, each valid for its input schema', () => {
		for (const op of OPERATIONS) {
			expect(op.examples.length, op.id).toBeGreaterThan(0);
			for (const example of op.examples) {
				const parsed = op.input.safeParse(example.input);
				expect(parsed.error, `${op.id}: ${example.name}`).toBeUndefined();
			}
		}
	});
});

describe('ALL_CASES', () => {
	it('has at least one case for every operation', () => {
		const covered = new Set(ALL_CASES.map((c) => c.op));
		for (const op of OPERATIONS) expect(covered.has(op.id), op.id).toBe(true);
	});

	it('names only registered operations', () => {
		for (const c of ALL_CASES) expect(getOperation(c.op), `${c.op}: ${c.name}`).toBeDefined();
	});

	it('has unique names per operation, and a source for each case', () => {
		const keys = ALL_CASES.map((c) => `${c.op}: ${c.name}`);
		expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
		for (const c of ALL_CASES) expect(c.source.trim(), c.name).not.toBe('');
	});

	// Every answer of these comes from an operator-configured upstream, which the shared cases
	// cannot assume; their successes are tested against fake upstreams in their own tests.
	// social-metadata's need a fetched page (tested against local sites in tests/api/web-fetch).
	// vat-validator's 200s are VIES's answers (a fake VIES in tests/api/vat.test.ts).
	// tls's need a TLS handshake (local TLS servers in src/lib/ops/tls/tls.test.ts); currency's
	// the ECB's rates (a local ECB peer in src/lib/server/providers/rates.test.ts).
	const UPSTREAM_ONLY = new Set(['ai-chat', 'social-metadata', 'vat-validator', 'tls', 'currency']);

	it('has at least one success case per operation', () => {
		for (const op of OPERATIONS.filter((o) => !UPSTREAM_ONLY.has(o.id))) {
			expect(ALL_CASES.some((c) => c.op === op.id && c.expected.status === 200), op.id).toBe(true);
		}
	});

	it('gives error cases a documented status and a body of a message, then a code documented for that status', () => {
		for (const c of ALL_CASES.filter((k) => k.expected.status !== 200)) {
			const op = getOperation(c.op)!;
			const label = `${c.op}: ${c.name}`;
			const statuses = [op.invalid.status, ...op.errors.map((e) => e.status)];
			expect(statuses, label).toContain(c.expected.status);
			const body = c.expected.body as Record<string, unknown>;
			const [key, ...rest] = Object.keys(body);
			expect(['detail', 'error'], label).toContain(key);
			expect(rest, label).toEqual(['code']);
			expect(typeof body[key], label).toBe('string');
			const documented = [...(CODES_BY_STATUS[c.expected.status] ?? []), ...op.errors.filter((e) => e.status === c.expected.status).flatMap((e) => e.codes ?? [])];
			expect(documented, label).toContain(body.code);
		}
	});

	it('uses plain JSON for inputs and expectations (they travel over HTTP and to the worker)', () => {
		for (const c of ALL_CASES) {
			expect(JSON.parse(JSON.stringify(c.input)), c.name).toEqual(c.input);
			expect(JSON.parse(JSON.stringify(c.expected)), c.name).toEqual(c.expected);
			if (c.now !== undefined) expect(Number.isFinite(c.now), c.name).toBe(true);
		}
	});
});

import { expect, test, type Page } from './fixtures.js';
import { ALL_CASES } from '../../src/lib/ops/all-cases.js';
import { expectCase, type OperationCase } from '../../src/lib/ops/cases.js';
import { OPERATIONS } from '../../src/lib/ops/registry.js';
import { waitForHook, waitForServiceWorker } from './helpers.js';

// These tests install the service worker (the suite's default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// Every test case of every operation that runs in the browser, replayed in the app's worker.
const inBrowser = new Set(OPERATIONS.filter((op) => op.runs === 'anywhere').map((op) => op.id));
const CASES = ALL_CASES.filter((c) => inBrowser.has(c.op));

const HEAVY = new Set(OPERATIONS.filter((op) => op.cost === 'heavy').map((op) => op.id));

async function replay(page: Page, cases: OperationCase[]) {
	// A run's time limit starts when it is sent, and the worker runs one operation at a time: a
	// heavy case queued behind others (a brotli or xz level 9, a KDF) would spend its limit waiting
	// on a loaded machine. So heavy cases go one at a time, light ones in batches of 50 (a run that
	// awaits, a stream or a wasm module, resumes after the rest of its batch).
	const results = await page.evaluate(async (list) => {
		const out: Awaited<ReturnType<NonNullable<typeof window.utilkit>["run"]>>[] = [];
		for (let i = 0; i < list.length; ) {
			let end = i + 1;
			if (!list[i].heavy) while (end < list.length && end - i < 50 && !list[end].heavy) end++;
			out.push(...(await Promise.all(list.slice(i, end).map((c) => window.utilkit!.run(c.op, c.input, c.now)))));
			i = end;
		}
		return out;
	}, cases.map(({ op, input, now }) => ({ op, input, now, heavy: HEAVY.has(op) })));
	cases.forEach((c, i) => expectCase(expect.soft, results[i], c));
}

test('test cases give the expected answers in the worker, online and offline', async ({ page, context }) => {
	// Its work grows with every operation's cases (over a minute on a loaded 2-core machine): the
	// limit only catches a hang, it is no budget.
	test.setTimeout(300_000);
	expect(CASES.length).toBeGreaterThan(0);
	await page.goto('/');
	await waitForServiceWorker(page);
	await waitForHook(page);
	await replay(page, CASES);

	await context.setOffline(true);
	await page.reload();
	await waitForHook(page);
	await replay(page, CASES);
	await context.setOffline(false);
});

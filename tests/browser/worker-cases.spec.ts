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

async function replay(page: Page, cases: OperationCase[]) {
	// In batches: a run's time limit starts when it is sent, and a run that awaits (a stream, a
	// wasm module: xz) would otherwise resume only after every other case queued in the worker.
	const results = await page.evaluate(async (list) => {
		const out: Awaited<ReturnType<NonNullable<typeof window.utilkit>["run"]>>[] = [];
		for (let i = 0; i < list.length; i += 50) out.push(...(await Promise.all(list.slice(i, i + 50).map((c) => window.utilkit!.run(c.op, c.input, c.now)))));
		return out;
	}, cases.map(({ op, input, now }) => ({ op, input, now })));
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

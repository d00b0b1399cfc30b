import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHook } from './helpers';
import { ALL_CASES } from '../../src/lib/ops/all-cases.js';
import { expectCase } from '../../src/lib/ops/cases.js';

/**
 * The line tools, set operations and string distance in the app, as a person uses them: the answer
 * follows the typing, and the modules' reference cases answer the same in the worker. Expected
 * values come from python3 (sorted with the natural key, set operations, python-Levenshtein), not
 * from the app.
 */

const settled = (page: Page) => expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');

test('the three modules’ cases give the expected answers in the worker', async ({ page }) => {
	const cases = ALL_CASES.filter((c) => ['text-lines', 'text-sets', 'text-distance'].includes(c.op));
	expect(cases.length).toBeGreaterThan(80);
	await page.goto('/');
	await waitForHook(page);
	const results = await page.evaluate((list) => Promise.all(list.map((c) => window.utilkit!.run(c.op, c.input))), cases.map(({ op, input }) => ({ op, input })));
	cases.forEach((c, i) => expectCase(expect.soft, results[i], c));
});

test('line tools: the natural sort on arrival, then the answer follows the typing', async ({ page }) => {
	await page.goto('/tools/text-lines');
	await waitForHook(page);
	await expect(page.getByTestId('lines-output')).toHaveText('File1.txt\nfile1.txt\nfile2.txt\nfile10.txt');
	await page.getByRole('textbox', { name: 'Lines', exact: true }).fill('img12\nimg10\nimg2\nimg1');
	await expect(page.getByTestId('lines-output')).toHaveText('img1\nimg2\nimg10\nimg12');
	await settled(page);
	await page.getByRole('button', { name: 'Remove duplicates, with counts', exact: true }).click();
	await expect(page.getByTestId('lines-output')).toHaveText('3 apple\n2 banana\n1 cherry');
	await expect(page.getByRole('heading', { name: '3 lines from 6' })).toBeVisible();
});

test('line tools: a file tree drawn with lines, then a list converted in one go', async ({ page }) => {
	await page.goto('/tools/text-lines');
	await waitForHook(page);
	await page.getByRole('button', { name: 'Draw a file tree', exact: true }).click();
	// LC_ALL=C.UTF-8 tree --fromfile -U --noreport --charset=utf-8 . on the sorted paths (its "." line dropped, no-break spaces as spaces)
	await expect(page.getByTestId('lines-output')).toHaveText('├── README.md\n└── src\n    ├── lib\n    │   ├── a.ts\n    │   └── b.ts\n    └── main.ts');
	await settled(page);
	await page.getByRole('button', { name: 'Convert a list', exact: true }).click();
	// IT-Tools' convert() transcribed in python3: lower, uniq, sort, trim, drop empty, quote, join with ", "
	await expect(page.getByTestId('lines-output')).toHaveText("'apple', 'banana', 'cherry'");
	await expect(page.getByRole('heading', { name: '3 items from 6' })).toBeVisible();
});

test('set operations: the intersection on arrival, the cartesian product as pairs', async ({ page }) => {
	await page.goto('/tools/text-sets');
	await waitForHook(page);
	await expect(page.getByTestId('sets-result').locator('li')).toHaveText(['banana', 'cherry']);
	await page.getByRole('button', { name: 'Every pair of two lists', exact: true }).click();
	await expect(page.getByTestId('sets-result').locator('li')).toHaveText(['(S, red)', '(S, blue)', '(M, red)', '(M, blue)', '(L, red)', '(L, blue)']);
});

test('string distance: kitten and sitting, then the figures follow the typing', async ({ page }) => {
	await page.goto('/tools/text-distance');
	await waitForHook(page);
	await expect(page.locator('[data-figure="levenshtein"]')).toHaveText('3');
	await expect(page.locator('[data-figure="lcs_length"]')).toHaveText('4 characters');
	await page.getByRole('textbox', { name: 'Second text', exact: true }).fill('kitchen');
	// python3: Levenshtein.distance('kitten', 'kitchen') == 2
	await expect(page.locator('[data-figure="levenshtein"]')).toHaveText('2');
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHook } from './helpers';
import { expectCase } from '../../src/lib/ops/cases.js';
import { cases as escapeCases } from '../../src/lib/ops/text-escape/cases.js';
import { cases as transformCases } from '../../src/lib/ops/text-transform/cases.js';

/**
 * The string escaper and the text clean-up in the app: the answer follows the typing, the view
 * reads it back, and every case of both modules gives the same answer in the worker. Expected
 * values come from Python 3.11 (json.dumps, json.loads, an html.parser extractor), not from the app.
 */

const settled = (page: Page) => expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');

test('text escape: the JSON example on arrival, the answer follows the typing and unescapes back', async ({ page }) => {
	await page.goto('/tools/text-escape');
	await waitForHook(page);
	await expect(page.getByTestId('escape-output')).toHaveText('He said \\"hi\\"\\tthen left\\nC:\\\\temp');
	await page.getByRole('textbox', { name: 'Text', exact: true }).fill('tab\there "q" é');
	await expect(page.getByTestId('escape-output')).toHaveText('tab\\there \\"q\\" é');
	await settled(page);
	await page.getByRole('button', { name: 'Unescape this back' }).click();
	await expect(page.getByTestId('escape-output')).toHaveText('tab\there "q" é');
});

test('text transform: the text of the HTML example, and the cases of both modules in the worker', async ({ page }) => {
	await page.goto('/tools/text-transform');
	await waitForHook(page);
	await expect(page.getByTestId('transform-output')).toHaveText('Menu\nCrème brûlée & café\none\ntwo');
	const all = [...escapeCases, ...transformCases];
	const results = await page.evaluate((list) => Promise.all(list.map((c) => window.utilkit!.run(c.op, c.input))), all.map(({ op, input }) => ({ op, input })));
	all.forEach((c, i) => expectCase(expect.soft, results[i], c));
});

test('fuzzy match and offset checker: their examples on arrival, highlighted', async ({ page }) => {
	// Expected highlights: CyberChef's FuzzyMatch.mjs (dpan → D, Pan) and Python over the two tokens (offsets 0-10 and 16-17 agree).
	await page.goto('/tools/text-fuzzy-match');
	await waitForHook(page);
	await expect(page.getByTestId('fuzzy-text').locator('mark')).toHaveText(['D', 'Pan']);
	await page.goto('/tools/text-offsets');
	await waitForHook(page);
	await expect(page.getByTestId('offsets-samples').locator('mark')).toHaveText(['session=4f2', 'e7', 'session=4f2', 'e7']);
});

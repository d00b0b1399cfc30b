import { expect, test } from './fixtures';
import { waitForHook } from './helpers';

/**
 * The text tools of the toolbox (text case, stats, diff, regex, number base, units, contrast):
 * each page runs its first example in the app's worker with the network off, and its own view
 * draws the answer. Expected values come from the examples' references (GNU diff -u, MDN's
 * replace patterns, WCAG's #777 on white, NIST's mile), not from the app. The offline pages share
 * one install of the app's service worker (`offlinePage`, fixtures.ts).
 */

test('text case, offline: the case asked and every other case, copyable', async ({ offlinePage }) => {
	const page = await offlinePage('/tools/text-case');
	await expect(page.getByTestId('case-output')).toHaveText('creme-brulee-recipe');
	const rows = page.locator('.case dl .row');
	await expect(rows).toHaveCount(15);
	await expect(rows.filter({ hasText: 'snake_case' }).locator('code')).toHaveText('crème_brûlée_recipe');
	await expect(rows.filter({ hasText: 'CONSTANT_CASE' }).locator('code')).toHaveText('CRÈME_BRÛLÉE_RECIPE');
	// Picking another case runs it (the API answers the one asked).
	await rows.filter({ hasText: 'camelCase' }).getByRole('button').first().click();
	await expect(page.getByTestId('case-output')).toHaveText('crèmeBrûléeRecipe');
});

test('text stats, offline: the figures (a skin-toned emoji is one character)', async ({ offlinePage }) => {
	const page = await offlinePage('/tools/text-stats');
	await expect(page.locator('[data-figure="characters"]')).toHaveText('80');
	await expect(page.locator('[data-figure="code_points"]')).toHaveText('81');
	await expect(page.locator('[data-figure="words"]')).toHaveText('16');
	await expect(page.locator('[data-figure="sentences"]')).toHaveText('4');
	await expect(page.locator('[data-figure="lines"]')).toHaveText('2');
	await expect(page.locator('[data-figure="bytes_utf8"]')).toHaveText('88');
});

test('text diff, offline: side by side with the changed lines, the GNU-identical patch; inline on a phone', async ({ offlinePage }) => {
	const page = await offlinePage('/tools/text-diff');
	await expect(page.getByTestId('additions')).toHaveText('+2 lines');
	await expect(page.getByTestId('deletions')).toHaveText('−1 line');
	await expect(page.locator('table.side td.del')).toHaveText(['bananas']);
	await expect(page.locator('table.side td.add')).toHaveText(['blueberries', 'dates']);
	await expect(page.getByTestId('unified')).toHaveText('--- old\n+++ new\n@@ -1,3 +1,4 @@\n apples\n-bananas\n+blueberries\n cherries\n+dates\n');
	await expect(page.getByRole('button', { name: 'Copy patch' })).toBeVisible();
	await page.setViewportSize({ width: 390, height: 844 });
	await expect(page.locator('table.side')).toBeHidden();
	await expect(page.locator('.inline del')).toHaveText(['bananas\n']);
	await expect(page.locator('.inline ins')).toHaveText(['blueberries\n', 'dates\n']);
});

test('regex, offline: matches highlighted in the text, groups by name, the replaced text', async ({ offlinePage }) => {
	const page = await offlinePage('/tools/regex');
	await expect(page.getByTestId('match-count')).toHaveText('2 matches');
	await expect(page.locator('pre.text mark')).toHaveText(['2024-03-15', '2024-04-02']);
	await expect(page.locator('.regex thead th')).toContainText(['#', 'Index', 'Match', 'year ($1)', 'month ($2)', 'day ($3)']);
	await expect(page.locator('.regex tbody tr').first().locator('td')).toHaveText(['1', '9', '2024-03-15', '2024', '03', '15']);
	await expect(page.getByTestId('replaced')).toHaveText('Released 15/03/2024, patched 02/04/2024.');
});

test('regex, offline: generated strings that match, the pattern explained part by part, letters as [aA] classes', async ({ offlinePage }) => {
	const page = await offlinePage('/tools/regex');
	await expect(page.getByTestId('match-count')).toHaveText('2 matches');
	await page.getByRole('button', { name: 'Five strings a pattern matches (seed 42)', exact: true }).click();
	await expect(page.getByTestId('sample-count')).toHaveText('5 matching strings');
	const samples = await page.locator('[data-testid="samples"] code').allTextContents();
	expect(samples).toHaveLength(5);
	for (const s of samples) expect(s).toMatch(/^[A-Z]{3}-\d{4}$/);
	await page.getByRole('button', { name: 'A pattern explained', exact: true }).click();
	const year = page.locator('[data-testid="parts"] li').filter({ hasText: 'named "year"' });
	await expect(year.locator('code')).toHaveText('(?<year>\\d{4})');
	await expect(page.locator('[data-testid="parts"] li').filter({ hasText: 'exactly 4 times' })).toHaveAttribute('style', /--depth:\s*1/);
	// CyberChef's own description of To Case Insensitive Regex.
	await page.getByRole('button', { name: 'Letters as [aA] classes', exact: true }).click();
	await expect(page.getByTestId('rewritten')).toHaveText('[mM][oO][zZ][iI][lL][lL][aA]/[0-9].[0-9] .*');
});

test('regex in the browser: a catastrophic pattern is stopped at the time limit; the page and later runs stay prompt', async ({ page }) => {
	await page.goto('/tools/regex');
	await waitForHook(page);
	const outcome = await page.evaluate(async () => {
		const started = performance.now();
		// The page's own thread must keep turning while the worker is stuck: count its turns.
		let turns = 0;
		let stuck = true;
		const tick = () => {
			if (!stuck) return;
			turns++;
			setTimeout(tick, 20);
		};
		setTimeout(tick, 20);
		const evil = window.utilkit!.run('regex', { pattern: '^(a+)+$', input: `${'a'.repeat(40)}!` }).then((r) => {
			stuck = false;
			return { ...r, ms: performance.now() - started };
		});
		// Queued behind the stuck run in the same worker: answered by the fresh worker after it.
		const queued = window.utilkit!.run('text-case', { input: 'after the storm', to: 'kebab' });
		const [a, b] = await Promise.all([evil, queued]);
		const later = await window.utilkit!.run('regex', { pattern: 'o', flags: 'g', input: 'foo' });
		return { a, b, later, turns };
	});
	expect(outcome.a.status).toBe(422);
	expect((outcome.a.body as { code: string }).code).toBe('time_limit_exceeded');
	expect((outcome.a.body as { detail: string }).detail).toMatch(/^pattern: the match ran longer than the time limit of 1,000 ms/);
	// Stopped at its limit, not before (2^40 backtracking steps would take hours).
	expect(outcome.a.ms).toBeGreaterThanOrEqual(900);
	expect(outcome.b).toMatchObject({ status: 200, body: { output: 'after-the-storm' } });
	expect(outcome.later.status).toBe(200);
	// A page blocked by the match would not have turned at all meanwhile.
	expect(outcome.turns).toBeGreaterThanOrEqual(5);

	// In the form: the message is shown where the answer goes.
	await page.getByRole('textbox', { name: 'Pattern' }).fill('^(a+)+$');
	await page.getByRole('textbox', { name: 'Flags' }).fill('');
	await page.getByRole('textbox', { name: 'Input' }).fill(`${'a'.repeat(40)}!`);
	// Said in the page's words, with the API's detail one click away under "Show the API call".
	await expect(page.getByTestId('error-title')).toHaveText('This took too long');
	await expect(page.getByTestId('error-message')).toContainText('ran past its time limit and was stopped');
	await expect(page.locator('section.result')).not.toContainText('ran longer than the time limit');
	await page.getByText('Show the API call').click();
	await expect(page.getByTestId('api-call-answer')).toContainText('ran longer than the time limit');
});

test('number base, offline: every asked base copyable, and every base from 2 to 36', async ({ offlinePage }) => {
	const page = await offlinePage('/tools/number-base');
	await expect(page.locator('code[data-base="2"]')).toHaveText('11111111');
	await expect(page.locator('code[data-base="8"]')).toHaveText('377');
	await expect(page.locator('code[data-base="10"]')).toHaveText('255');
	await expect(page.locator('code[data-base="16"]')).toHaveText('ff');
	await page.getByText('Every base from 2 to 36').click();
	await expect(page.locator('.every .row')).toHaveCount(36);
	await expect(page.locator('.every .row', { hasText: 'Roman numerals' }).locator('code')).toHaveText('CCLV');
});

test('units, offline: the conversion, and the swap button converts back', async ({ offlinePage }) => {
	const page = await offlinePage('/tools/units');
	// 42.195 km / 1.609344 km per mile (NIST SP 811) = 26.2187574564543 (python3: 42.195 / 1.609344)
	await expect(page.getByTestId('units-result')).toHaveText('26.2187574564543');
	await page.getByRole('button', { name: 'Swap units' }).click();
	await expect(page.getByTestId('units-result')).toHaveText('42.195');
	await expect(page.locator('.units .unit')).toHaveText(['mi', 'km']);
});

test('unit list, offline: a table per category', async ({ offlinePage }) => {
	const page = await offlinePage('/tools/units-list');
	await expect(page.locator('.list section h3')).toHaveCount(13);
	await expect(page.locator('.list section', { hasText: 'Temperature' }).locator('tbody tr')).toHaveCount(4);
});

test('contrast, offline: the preview in the two colours and the AA/AAA badges (#777 on white is 4.48:1)', async ({ offlinePage }) => {
	const page = await offlinePage('/tools/color-contrast');
	await expect(page.getByTestId('contrast-ratio')).toHaveText('4.48:1');
	const preview = page.getByTestId('contrast-preview');
	await expect(preview).toHaveAttribute('aria-label', 'Sample text in #777777 on #FFFFFF');
	await expect(preview.locator('rect')).toHaveAttribute('fill', '#FFFFFF');
	await expect(preview.locator('text').first()).toHaveAttribute('fill', '#777777');
	await expect(page.locator('[data-badge="aa_normal"]')).toHaveClass(/bad/);
	await expect(page.locator('[data-badge="aa_large"]')).toHaveClass(/ok/);
	await expect(page.locator('[data-badge="aaa_normal"]')).toHaveClass(/bad/);
});

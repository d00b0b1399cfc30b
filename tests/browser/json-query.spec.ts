import { expect, test } from './fixtures';
import { waitForHook } from './helpers';

/**
 * The JSON query tool as a person uses it: the example's JSONPath answer on arrival, the list
 * following the typing, then jq (WebAssembly in the worker) on the same document. Expected values
 * from RFC 9535's semantics and the Debian jq CLI (`jq -c`), not from the app.
 */

test('JSONPath on arrival, a new query as you type, then jq on the same JSON', async ({ page }) => {
	await page.goto('/tools/json-query');
	await waitForHook(page);
	const results = page.getByTestId('query-results').locator('pre');
	await expect(results).toHaveText(['"Sayings of the Century"', '"Moby Dick"']);
	await expect(page.getByRole('heading', { name: '2 results' })).toBeVisible();
	await page.getByRole('textbox', { name: 'Query', exact: true }).fill('$.store.book[-1].title');
	await expect(results).toHaveText(['"The Lord of the Rings"']);
	await expect(page.getByRole('heading', { name: '1 result' })).toBeVisible();

	await page.getByRole('combobox', { name: 'Query language' }).selectOption('jq');
	await page.getByRole('textbox', { name: 'Query', exact: true }).fill('.store.book[] | {title, cheap: (.price < 10)}');
	// jq -c: {"title":"Sayings of the Century","cheap":true} {"title":"Moby Dick","cheap":true} {"title":"The Lord of the Rings","cheap":false}
	await expect(results).toHaveText([
		'{\n  "title": "Sayings of the Century",\n  "cheap": true\n}',
		'{\n  "title": "Moby Dick",\n  "cheap": true\n}',
		'{\n  "title": "The Lord of the Rings",\n  "cheap": false\n}'
	]);
	await expect(page.getByRole('heading', { name: '3 results' })).toBeVisible();
});

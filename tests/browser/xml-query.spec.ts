import { expect, test } from './fixtures';
import { waitForHook } from './helpers';

/**
 * The XPath / CSS query page as a person uses it: the first example's answer on arrival, then the
 * answer follows the query as it is typed and the language as it is picked. Expected values come
 * from lxml and cssselect (python3-lxml) on the same documents, not from the app.
 */

test('XPath on arrival, a number as it is typed, then a CSS selector', async ({ page }) => {
	await page.goto('/tools/xml-query');
	await waitForHook(page);
	const results = page.getByTestId('xml-query-results').locator('li');
	// lxml: etree.fromstring(example).xpath('//book/@id') == ['b1', 'b2']
	await expect(results).toHaveText(['attribute id="b1"', 'attribute id="b2"']);
	await page.getByRole('textbox', { name: 'Query', exact: true }).fill('sum(//price)');
	// lxml: xpath('sum(//price)') == 42.5
	await expect(page.getByTestId('xml-query-value')).toHaveText('42.5');
	await page.getByRole('combobox', { name: 'Query language', exact: true }).selectOption({ label: 'CSS selector' });
	await page.getByRole('textbox', { name: 'Query', exact: true }).fill('book > title');
	// cssselect: CSSSelector('book > title') → <title>XML Basics</title>, <title>XPath</title>
	await expect(results).toHaveText(['element <title>XML Basics</title>', 'element <title>XPath</title>']);
	await expect(page.getByRole('heading', { name: '2 results' })).toBeVisible();
});

test('an HTML page is read as HTML and its links listed', async ({ page }) => {
	await page.goto('/tools/xml-query');
	await waitForHook(page);
	await page.getByRole('button', { name: 'Links in an HTML page', exact: true }).click();
	// cssselect (html translator) on etree.HTML(example): nav a[href] → two links
	await expect(page.getByTestId('xml-query-results').locator('li')).toHaveText(['element <a href="/">Home</a>', 'element <a class="ext" href="https://example.org">Example</a>']);
	await expect(page.getByText('read as HTML')).toBeVisible();
});

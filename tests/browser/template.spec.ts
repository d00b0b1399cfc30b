import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHook } from './helpers';

/**
 * /template in the app, offline in the worker as a person uses it. Expected values come from
 * python3-pystache 0.6.0's Renderer().render on this machine — never from the app.
 */

const settled = (page: Page) => expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');

test('template: the example renders on arrival, then the output follows the template and the data', async ({ page }) => {
	await page.goto('/tools/template');
	await waitForHook(page);
	const output = page.getByTestId('template-output');
	await expect(output).toHaveText('Hello Ana!\n- Tea: 3.5 €\n- Cake &amp; cream: 4 €\n');
	await page.getByRole('textbox', { name: 'Template', exact: true }).fill('{{#tags}}<{{.}}> {{/tags}}{{^tags}}none{{/tags}}');
	await page.getByRole('textbox', { name: 'Data (JSON)', exact: true }).fill('{"tags": ["a&b", "c"]}');
	await expect(output).toHaveText('<a&amp;b> <c> ');
	await page.getByRole('textbox', { name: 'Data (JSON)', exact: true }).fill('{"tags": []}');
	await expect(output).toHaveText('none');
	await settled(page);
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHook } from './helpers';

/**
 * /extract in the app, offline in the worker, as a person uses it: the log example's indicators
 * grouped by kind on arrival, then the groups follow the typing, and the matches can be marked in
 * the text. Expected values come from src/lib/ops/extract/oracle/cases.py's `found` (Python's re,
 * ipaddress and the Public Suffix List), never from the app.
 */

const settled = (page: Page) => expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');

test('extract: the log example grouped by kind, then the groups follow the typing', async ({ page }) => {
	await page.goto('/tools/extract');
	await waitForHook(page);
	await expect(page.getByTestId('extract-ipv4').locator('code')).toHaveText(['203.0.113.7']);
	await expect(page.getByTestId('extract-ipv6').locator('code')).toHaveText(['2001:db8::17']);
	await expect(page.getByTestId('extract-hash')).toContainText('MD5');
	await page.getByRole('textbox', { name: 'Text', exact: true }).fill('mail ana@example.org from 10.1.2.3 and 999.1.1.1, sha1 2fd4e1c67a2d28fced849ee1bb76e7391b93eb12');
	await expect(page.getByTestId('extract-ipv4').locator('code')).toHaveText(['10.1.2.3']);
	await expect(page.getByTestId('extract-email').locator('code')).toHaveText(['ana@example.org']);
	await expect(page.getByTestId('extract-domain').locator('code')).toHaveText(['example.org']);
	await expect(page.getByTestId('extract-hash')).toContainText('SHA-1');
	await expect(page.getByTestId('extract-ipv6')).toHaveCount(0);
	await expect(page.getByRole('heading', { name: '4 matches' })).toBeVisible();
	await settled(page);
	await page.getByText('Show them in the text', { exact: true }).click();
	// Where matches overlap (the e-mail and its domain) the first one is marked.
	await expect(page.getByTestId('extract-marked').locator('mark')).toHaveText(['ana@example.org', '10.1.2.3', '2fd4e1c67a2d28fced849ee1bb76e7391b93eb12']);
});

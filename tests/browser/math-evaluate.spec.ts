import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHook } from './helpers';

/**
 * /math/evaluate in the app, offline in the worker as a person uses it. Expected values come
 * from python3 on this machine: 2**100, Fraction(1, 3) + Fraction(1, 6), 3·1000 + 200, and
 * pow(3, -1, 11) — never from the app.
 */

const settled = (page: Page) => expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');

test('the result follows the typing, exact, with units, and earlier expressions come back', async ({ page }) => {
	await page.goto('/tools/math-evaluate');
	await waitForHook(page);
	const result = page.getByTestId('evaluate-result');
	await expect(result).toHaveText('=1267650600228229401496703205376');
	const box = page.getByRole('textbox', { name: 'Expression', exact: true });
	await box.fill('1/3 + 1/6');
	await expect(result).toHaveText('=0.5');
	await box.fill('3 km + 200 m to m');
	await expect(result).toHaveText('=3200 m');
	await expect(page.locator('.facts')).toContainText('in m');
	await page.getByRole('button', { name: /^1\/3 \+ 1\/6/ }).click();
	await expect(result).toHaveText('=0.5');
	await settled(page);
});

test('a modular inverse from its example, and a syntax error said at the field', async ({ page }) => {
	await page.goto('/tools/math-evaluate');
	await waitForHook(page);
	await settled(page);
	await page.getByRole('button', { name: 'Modular inverse', exact: true }).click();
	await expect(page.getByTestId('evaluate-result')).toHaveText('=4');
	await page.getByRole('textbox', { name: 'Expression', exact: true }).fill('2 + * 3');
	await expect(page.getByText('unexpected "*" at position 5')).toBeVisible();
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHook } from './helpers';

/**
 * /math/stats, /random and /lorem-ipsum in the app, offline in the worker as a person uses them.
 * Expected values come from python3 on this machine: statistics.pstdev and stdev,
 * random.Random(42).shuffle(list('abcde')), and src/lib/ops/lorem-ipsum/oracle/lorem_oracle.py's
 * text('sentences', 3, True, 42) — never from the app.
 */

const settled = (page: Page) => expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');

test('statistics: the first example on arrival, then the figures follow the typing', async ({ page }) => {
	await page.goto('/tools/math-stats');
	await waitForHook(page);
	const figures = page.getByTestId('stats-figures');
	await expect(figures).toContainText('Mean5');
	await expect(figures).toContainText('Median4.5');
	await page.getByRole('textbox', { name: 'Numbers', exact: true }).fill('1.5, 2.5, 2.5, 2.75, 3.25, 4.75');
	await expect(page.locator('table.spread')).toContainText('0.986893273527251');
	await expect(page.locator('table.spread')).toContainText('1.0810874155219827');
	await expect(figures).toContainText('Mode2.5');
	await settled(page);
});

test('random: a seeded shuffle equals Python\'s, and ten dice stay between 1 and 6', async ({ page }) => {
	await page.goto('/tools/random');
	await waitForHook(page);
	await settled(page);
	await page.getByRole('button', { name: 'Reproducible shuffle (seed 42)', exact: true }).click();
	await expect(page.getByTestId('random-output')).toHaveText('d\nb\nc\ne\na');
	await page.getByRole('button', { name: 'Roll ten dice', exact: true }).click();
	await expect(page.getByTestId('random-output')).toHaveText(/^[1-6](, [1-6]){9}$/);
});

test('lorem ipsum: three paragraphs on arrival, and a seeded text equal to Python\'s', async ({ page }) => {
	await page.goto('/tools/lorem-ipsum');
	await waitForHook(page);
	const text = page.getByTestId('lorem-output');
	await expect(text.locator('p')).toHaveCount(3);
	await expect(text.locator('p').first()).toContainText('Lorem ipsum dolor sit amet, consectetur adipiscing elit.');
	await page.getByRole('button', { name: 'Reproducible sentences (seed 42)', exact: true }).click();
	await expect(text).toHaveText('Lorem ipsum dolor sit amet, consectetur adipiscing elit. Ipsum excepteur magna et labore sed excepteur adipiscing eu. In laboris dolor ipsum consectetur ut labore commodo reprehenderit.');
	await settled(page);
});

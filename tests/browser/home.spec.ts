import { expect, test } from './fixtures.js';
import { OPERATIONS } from '../../src/lib/ops/registry.js';

test.describe('home page', () => {
	test('lists every tool, grouped', async ({ page }) => {
		await page.goto('/');
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		for (const op of OPERATIONS) {
			await expect(page.locator(`a[href="/tools/${op.id}"]`), op.id).toBeVisible();
		}
		await expect(page.locator('a.tool')).toHaveCount(OPERATIONS.length);
		await expect(page.getByRole('heading', { level: 2, name: 'Security' })).toBeVisible();
	});

	test('search filters case- and accent-insensitively', async ({ page }) => {
		await page.goto('/');
		const search = page.getByRole('searchbox', { name: 'Search tools' });
		const cards = page.locator('a.tool');

		// SHA-256 digests, HMAC-SHA256 signatures, and SHA-256 hashes found in a text.
		await search.fill('SHA256');
		await expect(cards).toHaveCount(3);
		for (const id of ['hash', 'hmac', 'extract']) await expect(page.locator(`a.tool[data-tool="${id}"]`)).toHaveCount(1);

		await search.fill('cólour hex');
		await expect(cards).toHaveCount(1);
		await expect(cards.first()).toHaveAttribute('data-tool', 'color-converter');

		await search.fill('totp');
		await expect(cards).toHaveCount(OPERATIONS.filter((op) => op.keywords.includes('totp')).length);
		await expect(page.locator('a.tool[data-tool="hash"]')).toHaveCount(0);

		await search.fill('no such tool zzz');
		await expect(cards).toHaveCount(0);
		await expect(page.getByText('No tools match')).toBeVisible();
		await page.getByRole('button', { name: 'Clear the search' }).click();
		await expect(cards).toHaveCount(OPERATIONS.length);

		// Enter opens the first match.
		await search.fill('jwt');
		await search.press('Enter');
		await expect(page).toHaveURL(/\/tools\/jwt-decoder$/);
		await expect(page.getByRole('heading', { level: 1, name: 'JWT decoder' })).toBeVisible();
	});
});

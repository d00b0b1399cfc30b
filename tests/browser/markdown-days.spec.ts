import { expect, test } from './fixtures';
import { waitForHook } from './helpers';

/**
 * The views of Markdown and the holiday helpers, drawn from the answers the app's worker gives
 * to each tool's examples (the page runs its first example by itself; the others are clicked).
 * Expected values are those of the modules' cases: CommonMark and GFM for the markup,
 * the German and Saudi calendars (laws, CLDR weekends) for the days, numpy for the count.
 */
test.describe('markdown and holiday views', () => {
	test('markdown: the preview renders the README, the outline scrolls to a heading; unsafe HTML stays inert', async ({ page }) => {
		await page.goto('/tools/markdown');
		await waitForHook(page);
		const preview = page.getByTestId('markdown-preview');
		await expect(preview.locator('h1#project')).toHaveText('Project');
		await expect(preview.locator('table td[align="right"]').first()).toHaveText('1024');
		await expect(preview.locator('input[type="checkbox"]:checked')).toHaveCount(1);
		await expect(preview.locator('del')).toHaveText('old');
		await page.getByRole('navigation', { name: 'Outline' }).getByRole('link', { name: 'Sizes' }).click();
		await expect(preview.locator('h2#sizes')).toBeInViewport();

		await page.getByRole('button', { name: 'Unsafe HTML is removed' }).click();
		await expect(preview.locator('a', { hasText: 'there' })).not.toHaveAttribute('href');
		await expect(preview.locator('script, [onclick], a[href^="javascript"]')).toHaveCount(0);
		await expect(preview).toContainText('[click](javascript:alert(4))');
	});

	test('holiday-check: Christmas in Germany as a day card; a Friday in Saudi Arabia is weekend', async ({ page }) => {
		await page.goto('/tools/holiday-check');
		await waitForHook(page);
		const card = page.getByTestId('holiday-check-card');
		await expect(card).toContainText('1. Weihnachtstag');
		await expect(card.locator('.badge')).toHaveText(['Public holiday', 'Not a business day']);
		await page.getByRole('button', { name: 'A Friday in Saudi Arabia' }).click();
		await expect(card.locator('.badge')).toHaveText(['Weekend', 'Not a business day']);
		await expect(card).toContainText('Weekend here: Friday, Saturday');
	});

	test('long-weekends: Germany 2026 has six, two of them with a bridge day', async ({ page }) => {
		await page.goto('/tools/long-weekends');
		await waitForHook(page);
		const list = page.getByTestId('long-weekends');
		await expect(list.locator('> li')).toHaveCount(6);
		await expect(list.locator('.cell.bridge')).toHaveCount(2);
		await expect(list.locator('.cell.bridge').first()).toHaveAttribute('title', /January 2, 2026: Bridge day/);
	});

	test('business-days: 22 in December 2026 in Germany, the end marked on the month calendar', async ({ page }) => {
		await page.goto('/tools/business-days');
		await waitForHook(page);
		await expect(page.getByTestId('business-days-answer')).toContainText('22 business days');
		await expect(page.locator('td[aria-current="date"]')).toHaveText('31');
		await expect(page.locator('td.day.holiday')).toHaveText(['25']);
		await page.getByRole('button', { name: '10 business days from Christmas Eve, Brazil' }).click();
		await expect(page.getByTestId('business-days-answer')).toContainText('January 11, 2027');
		await expect(page.locator('td[aria-current="date"]')).toHaveText('11');
	});
});

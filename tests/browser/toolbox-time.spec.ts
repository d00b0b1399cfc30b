import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHook, waitForServiceWorker } from './helpers';

// The suite blocks the service worker (playwright.config.ts); the tests about offline use allow it.

/**
 * The views of IDs, passwords, timestamps and cron, drawn from answers the app's worker gives
 * to each tool's examples (the page runs its first example by itself; the others are clicked).
 * Expected values come from the references of the modules' cases: RFC 9562's UUIDv7 example
 * (2022-02-22T19:22:22Z), the original zxcvbn on "password1" (score 0, "common"), python3's
 * datetime for 1795714347 (2026-11-26T17:32:27Z), crontab(5) for a daily job.
 */

/** The page's view after its own first run, online, then with the network cut (the worker and its chunks are cached). */
async function openOffline(page: Page, context: import('@playwright/test').BrowserContext, path: string): Promise<void> {
	await page.goto(path);
	await waitForServiceWorker(page);
	await page.reload();
	await waitForHook(page);
	await context.setOffline(true);
}

test.describe('toolbox views: IDs, passwords, timestamps, cron', () => {
	test.use({ timezoneId: 'Asia/Tokyo' });

	test.describe('with the service worker', () => {
		test.use({ serviceWorkers: 'allow' });

		test('id-generate: five UUID v4 in a copyable list; Generate again gives five new ones, offline', async ({ page, context }) => {
			await openOffline(page, context, '/tools/id-generate');
			try {
				const items = page.getByTestId('generated-ids').locator('li code');
				await expect(items).toHaveCount(5);
				const first = await items.allTextContents();
				for (const id of first) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
				await expect(page.getByTestId('generated-ids').getByRole('button', { name: /Copy/ })).toHaveCount(5);
				await page.getByTestId('generated-ids-again').click();
				await expect.poll(async () => (await items.allTextContents())[0]).not.toBe(first[0]);
				// ULIDs: strictly increasing as text.
				await page.getByRole('button', { name: 'Three ULIDs' }).click();
				await expect(items).toHaveCount(3);
				const ulids = await items.allTextContents();
				expect([...ulids].sort()).toEqual(ulids);
				expect(new Set(ulids).size).toBe(3);
			} finally {
				await context.setOffline(false);
			}
		});
	});

	test('id-inspect: the RFC 9562 v7 example as a card with its time as a date', async ({ page }) => {
		await page.goto('/tools/id-inspect');
		await waitForHook(page);
		await expect(page.getByTestId('id-kind')).toHaveText('UUID');
		await expect(page.getByTestId('id-version')).toHaveText('v7 · Unix time');
		await expect(page.getByTestId('id-time')).toContainText('2022-02-22T19:22:22.000Z');
		// Shown in the browser's zone (Tokyo, UTC+9): 23 Feb 2022, 04:22:22.
		await expect(page.getByTestId('id-time').locator('strong')).toContainText('Feb 23, 2022');
		await expect(page.getByTestId('id-card')).toContainText('017f22e2-79b0-7cc3-98c4-dc0c0c07398f');
		await page.getByRole('button', { name: 'ULID of the specification' }).click();
		await expect(page.getByTestId('id-kind')).toHaveText('ULID');
		await expect(page.getByTestId('id-time')).toContainText('2016-07-30T23:54:10.259Z');
	});

	test('password-generate: a 20-character password with its entropy; Generate again', async ({ page }) => {
		await page.goto('/tools/password-generate');
		await waitForHook(page);
		const items = page.getByTestId('generated-passwords').locator('li code');
		await expect(items).toHaveCount(1);
		const first = (await items.textContent()) ?? '';
		expect([...first]).toHaveLength(20);
		// 20 × log2(94) = 131.09 (python3).
		await expect(page.getByTestId('entropy')).toHaveText('131.1 bits');
		await page.getByTestId('generated-passwords-again').click();
		await expect.poll(async () => await items.textContent()).not.toBe(first);
	});

	test('password-strength: a meter at 0 with the warning, in English and in the page’s language', async ({ page }) => {
		await page.goto('/tools/password-strength');
		await waitForHook(page);
		await expect(page.getByTestId('strength-meter')).toHaveJSProperty('value', 0);
		await expect(page.getByTestId('strength-score')).toContainText('Very weak');
		await expect(page.getByTestId('strength-warning')).toContainText('This is a commonly used password.');
		await expect(page.getByTestId('crack-time')).toHaveText('less than a second');
		await page.getByRole('button', { name: 'Four random words' }).click();
		await expect(page.getByTestId('strength-meter')).toHaveJSProperty('value', 4);
		await expect(page.getByTestId('crack-time')).toHaveText('centuries');

		await page.goto('/pt-BR/tools/password-strength');
		await waitForHook(page);
		await expect(page.getByTestId('strength-warning')).toContainText('Esta é uma senha comumente usada.');
		await expect(page.getByTestId('strength-suggestions')).toContainText('Adicione mais palavras menos comuns.');
		await expect(page.getByTestId('crack-time')).toHaveText('menos de um segundo');
	});

	test('timestamp: every format in a table, a live clock, and Now converts the current time', async ({ page }) => {
		await page.goto('/tools/timestamp');
		await waitForHook(page);
		const row = (format: string) => page.locator(`[data-testid="timestamp-formats"] tr[data-format="${format}"] code`);
		await expect(row('iso-utc')).toHaveText('2026-11-26T17:32:27.000Z');
		await expect(row('rfc2822')).toHaveText('Thu, 26 Nov 2026 17:32:27 +0000');
		await expect(row('week')).toHaveText('2026-W48');
		await expect(page.getByTestId('timestamp-formats').getByRole('button', { name: /Copy/ })).toHaveCount(21);
		// Get Time's finer granularities, and Parse DateTime's facts (python3: calendar.isleap(2026), month 11 → Q4).
		await expect(row('ns')).toHaveText('1795714347000000000');
		const fact = (key: string) => page.locator(`[data-testid="timestamp-facts"] [data-fact="${key}"] dd`);
		await expect(fact('dst')).toHaveText('not in effect');
		await expect(fact('leap-year')).toHaveText('common (365 days)');
		await expect(fact('quarter')).toHaveText('Q4');
		await expect(fact('period')).toHaveText('PM');
		// The viewer's zone (Tokyo) beside the asked one.
		await expect(page.locator('tr[data-format="viewer"] th')).toContainText('Asia/Tokyo');
		await expect(row('viewer')).toContainText('November 27, 2026');
		const clock = page.getByTestId('live-clock');
		const before = await clock.textContent();
		await expect.poll(async () => await clock.textContent()).not.toBe(before);
		await page.getByTestId('timestamp-now').click();
		await expect.poll(async () => Math.abs(Number(await row('seconds').textContent()) - Date.now() / 1000)).toBeLessThan(30);
	});

	test('timestamp: FILETIME, Excel, ObjectId and week-date rows; a format example and the Excel example', async ({ page }) => {
		// python3: (1795714347 + 11644473600) * 10**7; (datetime - datetime(1899, 12, 30)) / timedelta(days=1); hex(1795714347).
		await page.goto('/tools/timestamp');
		await waitForHook(page);
		const row = (format: string) => page.locator(`[data-testid="timestamp-formats"] tr[data-format="${format}"] code`);
		await expect(row('week-date')).toHaveText('2026-W48-4');
		await expect(row('filetime')).toHaveText('134401879470000000');
		await expect(row('excel')).toHaveText('46352.73086805556');
		await expect(row('objectid')).toHaveText('6b086d2b0000000000000000');
		await expect(row('rfc7231')).toHaveText('Thu, 26 Nov 2026 17:32:27 GMT');
		await page.getByTestId('timestamp-format-examples').getByRole('button', { name: '%Y-%m-%d %H:%M' }).click();
		await expect(row('formatted')).toHaveText('2026-11-26 17:32');
		await page.getByRole('button', { name: 'Excel serial date', exact: true }).click();
		await expect(page.getByText('Read as an Excel serial date')).toBeVisible();
		await expect(row('iso-utc')).toHaveText('2026-11-26T12:00:00.000Z');
	});

	test('timestamp: read in one zone, written in another (CyberChef Translate DateTime Format)', async ({ page }) => {
		// GNU date: TZ=Asia/Tokyo date -d 'TZ="America/New_York" 2026-11-26 14:32:27' → 2026-11-27T04:32:27+0900 (a Friday).
		await page.goto('/tools/timestamp');
		await waitForHook(page);
		const row = (format: string) => page.locator(`[data-testid="timestamp-formats"] tr[data-format="${format}"] code`);
		await page.getByRole('button', { name: 'From New York time to Tokyo time', exact: true }).click();
		await expect(page.getByText('Read in America/New_York, written in Asia/Tokyo')).toBeVisible();
		await expect(row('formatted')).toHaveText('Friday 27 November 2026 04:32:27 +0900');
		await expect(row('offset')).toHaveText('UTC+09:00 (JST)');
	});

	test('cron: the sentence and the next runs in the chosen zone and the viewer’s, in the page’s language', async ({ page }) => {
		await page.goto('/tools/cron');
		await waitForHook(page);
		await expect(page.getByTestId('cron-description')).toHaveText('Every 15 minutes, between 09:00 and 17:59, Monday through Friday');
		await expect(page.getByTestId('cron-runs').locator('li')).toHaveCount(5);
		await page.getByRole('button', { name: 'Daily at 9:00 in São Paulo, in Portuguese' }).click();
		await expect(page.getByTestId('cron-description')).toHaveText('Às 09:00');
		const runs = page.getByTestId('cron-runs').locator('li');
		await expect(runs).toHaveCount(5);
		// crontab(5): 0 9 * * * is 09:00 every day; São Paulo is UTC−3, Tokyo UTC+9: 21:00 there.
		await expect(runs.first().locator('.zone-time')).toContainText('09:00:00');
		await expect(runs.first().locator('.viewer-time')).toContainText('21:00:00');
		await expect(runs.first().locator('.viewer-time')).toContainText('Asia/Tokyo');

		await page.goto('/es/tools/cron');
		await waitForHook(page);
		await expect(page.getByTestId('cron-description')).toHaveText('Cada 15 minutos, entre las 09:00 y las 17:59, de lunes a viernes');
	});
});

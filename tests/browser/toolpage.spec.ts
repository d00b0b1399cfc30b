import { expect, test, type Page } from './fixtures.js';
import { readFileSync } from 'node:fs';
import { resultBody, runTool } from './helpers.js';

const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
const SECRET = 'JBSWY3DPEHPK3PXP';

const entries = (page: Page) => page.getByTestId('history-entry');

/** Every run stored in IndexedDB, as JSON text (to look for a secret anywhere in it). */
function storedRuns(page: Page): Promise<string> {
	return page.evaluate(
		() =>
			new Promise<string>((resolve, reject) => {
				const req = indexedDB.open('utilkit-history');
				req.onerror = () => reject(req.error);
				req.onsuccess = () => {
					const all = req.result.transaction('runs').objectStore('runs').getAll();
					all.onsuccess = () => resolve(JSON.stringify(all.result));
					all.onerror = () => reject(all.error);
				};
			})
	);
}

/** Waits until the page's first automatic run has answered (so later runs are the test's). */
async function ready(page: Page, path: string) {
	await page.goto(path);
	await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
	await expect(page.getByText('Runs you make appear here.')).toBeVisible();
}

test.describe('tool page', () => {
	test('history records a run, survives a reload, restores, runs again and deletes one', async ({ page }) => {
		await ready(page, '/tools/hash');
		// The automatic run of the first example is not a run the user made.
		await expect(entries(page)).toHaveCount(0);

		await page.locator('#f-input').fill('history one');
		await runTool(page);
		await expect(entries(page)).toHaveCount(1);
		await expect(entries(page).first()).toContainText('input: history one');
		await expect(entries(page).first()).toContainText('200');

		await page.locator('#f-input').fill('history two');
		await runTool(page);
		await expect(entries(page)).toHaveCount(2);
		await expect(entries(page).first()).toContainText('history two');

		await page.reload();
		await expect(entries(page)).toHaveCount(2);
		await expect(entries(page).nth(1)).toContainText('history one');

		await entries(page).nth(1).getByRole('button', { name: /^Restore/ }).click();
		await expect(page.locator('#f-input')).toHaveValue('history one');

		await page.locator('#f-input').fill('something else');
		await entries(page).nth(1).getByRole('button', { name: /^Run again/ }).click();
		await expect(page.locator('#f-input')).toHaveValue('history one');
		// Running an older input again moves it to the top instead of adding a copy.
		await expect(entries(page).first()).toContainText('history one');

		await entries(page).first().getByRole('button', { name: /^Delete/ }).click();
		await expect(entries(page)).toHaveCount(1);
		await page.reload();
		await expect(entries(page)).toHaveCount(1);
		await expect(entries(page).first()).toContainText('history two');
	});

	test('history keeps the last 50 runs of a tool', async ({ page }) => {
		await ready(page, '/tools/hash');
		// 55 older runs straight into the store (the page has created it), then one through the UI.
		await page.evaluate(
			() =>
				new Promise<void>((resolve, reject) => {
					const req = indexedDB.open('utilkit-history');
					req.onsuccess = () => {
						const tx = req.result.transaction('runs', 'readwrite');
						for (let i = 1; i <= 55; i++) tx.objectStore('runs').add({ tool: 'hash', at: i, input: { input: `seed ${i}` }, omitted: [], status: 200 });
						tx.oncomplete = () => resolve();
						tx.onerror = () => reject(tx.error);
					};
				})
		);
		await page.reload();
		await expect(entries(page)).toHaveCount(55);
		await page.locator('#f-input').fill('newest');
		await runTool(page);
		await expect(entries(page)).toHaveCount(50);
		await expect(entries(page).first()).toContainText('input: newest');
		await expect(entries(page).last()).toContainText('input: seed 7');
	});

	test('live tools record the input once the user stops typing', async ({ page }) => {
		await ready(page, '/tools/color-converter');
		await page.locator('#f-hex').fill('#123456');
		await expect(entries(page)).toHaveCount(1);
		await expect(entries(page).first()).toContainText('#123456');
	});

	test('secret fields are not stored unless the user opts in, and clear all empties the history', async ({ page }) => {
		await ready(page, '/tools/jwt-decoder');
		await page.locator('#f-token').fill(JWT);
		await runTool(page);
		await expect(entries(page)).toHaveCount(1);
		await expect(entries(page).first()).toContainText('not kept: token');
		expect(await storedRuns(page)).not.toContain('eyJ');

		const keep = page.getByLabel('Keep secret fields (token) in this tool\u2019s history'.replace('\u2019', "'"));
		await expect(keep).not.toBeChecked();
		await keep.check();
		await page.locator('#f-token').fill(`${JWT}x`);
		await runTool(page);
		await expect(entries(page)).toHaveCount(2);
		expect(await storedRuns(page)).toContain(`${JWT}x`);

		// The choice is per tool and remembered; turning it off takes the stored secrets out.
		await page.reload();
		await expect(keep).toBeChecked();
		await keep.uncheck();
		await expect.poll(() => storedRuns(page)).not.toContain('eyJ');

		await page.getByRole('button', { name: 'Clear all' }).click();
		await page.getByRole('button', { name: 'Delete all' }).click();
		await expect(entries(page)).toHaveCount(0);
		await page.reload();
		await expect(page.getByText('Runs you make appear here.')).toBeVisible();
		expect(await storedRuns(page)).toBe('[]');
	});

	test('a share link restores the inputs in a new page and leaves the secret out by default', async ({ page, context }) => {
		await ready(page, '/tools/otp-totp-generate');
		await page.locator('#f-secret').fill(SECRET);
		await page.locator('#f-issuer').fill('Share Co ✓');
		await page.locator('#f-account').fill('me@example.com');

		await page.getByText('Share these inputs').click();
		const linkBox = page.getByRole('textbox', { name: 'Share link' });
		await expect(page.getByTestId('share-omitted')).toHaveText('Left out of the link: secret.');
		const link = await linkBox.inputValue();
		expect(link).toMatch(/\/tools\/otp-totp-generate#in=[\w-]+$/);

		const other = await context.newPage();
		await other.goto(link);
		await expect(other.locator('#f-issuer')).toHaveValue('Share Co ✓');
		await expect(other.locator('#f-account')).toHaveValue('me@example.com');
		await expect(other.locator('#f-secret')).toHaveValue('');
		await expect(other.getByRole('status').filter({ hasText: 'Inputs filled in from the link.' })).toContainText('Secret fields were not shared: secret.');

		await page.getByLabel('Include secret fields (secret)').check();
		await expect(page.getByTestId('share-omitted')).toHaveCount(0);
		const withSecret = await linkBox.inputValue();
		const third = await context.newPage();
		await third.goto(withSecret);
		await expect(third.locator('#f-secret')).toHaveValue(SECRET);
		await expect(third.locator('#f-issuer')).toHaveValue('Share Co ✓');
		// Browser tools run the linked input straight away.
		await expect(third.locator('section.result')).toHaveAttribute('data-status', '200');
		expect(await resultBody(third)).toMatchObject({ digits: 6, step: 30 });

		const broken = await context.newPage();
		await broken.goto('/tools/otp-totp-generate#in=eyJhIjoiw');
		await expect(broken.getByText('The inputs in this link could not be read')).toBeVisible();
	});

	test('API snippets follow the current input, in tabs, with the key as a placeholder', async ({ page }) => {
		await ready(page, '/tools/hash');
		await page.locator('#f-input').fill('say "hi"\nto ünï');
		await page.getByText('Use this from the API').click();
		const panel = page.getByRole('tabpanel');
		const curl = page.getByRole('tab', { name: 'curl' });
		await expect(curl).toHaveAttribute('aria-selected', 'true');
		await expect(panel).toContainText('"X-API-Key: $UTILKIT_API_KEY"');
		await expect(panel).toContainText(String.raw`"input":"say \"hi\"\nto ünï"`);

		await page.getByRole('tab', { name: 'JavaScript' }).click();
		await expect(panel).toContainText('process.env.UTILKIT_API_KEY');
		await expect(panel).toContainText(String.raw`"input": "say \"hi\"\nto ünï"`);

		// Keyboard: arrows move between the tabs.
		await page.getByRole('tab', { name: 'JavaScript' }).press('ArrowRight');
		const python = page.getByRole('tab', { name: 'Python' });
		await expect(python).toBeFocused();
		await expect(python).toHaveAttribute('aria-selected', 'true');
		await expect(panel).toContainText('os.environ["UTILKIT_API_KEY"]');
		await expect(panel).toContainText(`"${new URL(page.url()).origin}/api/v1/hash"`);
		await expect(panel.getByRole('button', { name: /Copy/ })).toBeVisible();

		// GET operations put their fields in the path.
		await page.goto('/tools/country-info');
		await page.locator('#f-code').fill('PT');
		await page.getByText('Use this from the API').click();
		await expect(page.getByRole('tabpanel')).toContainText('/api/v1/country-info/PT');
	});

	test('the JSON answer downloads as a file', async ({ page }) => {
		await ready(page, '/tools/hash');
		await page.locator('#f-input').fill('download me');
		await runTool(page);
		// The hash tool's own view comes first; the JSON (and its buttons) fold under it, drawn once unfolded.
		await expect(page.locator('section.result .json')).toHaveCount(0);
		const body = await resultBody(page);
		const [download] = await Promise.all([page.waitForEvent('download'), page.locator('section.result').getByRole('button', { name: 'Download' }).click()]);
		expect(download.suggestedFilename()).toBe('hash.json');
		expect(JSON.parse(readFileSync(await download.path(), 'utf8'))).toEqual(body);
	});
});

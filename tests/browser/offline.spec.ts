import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import { callApi, resultBody, runTool, totpStep, waitForHook, waitForServiceWorker } from './helpers.js';

// These tests install the service worker (the suite's default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** The RFC 6238 test secret ("12345678901234567890" in Base32). */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const HASH_INPUT = 'Grüße aus Utilkit — 🦊';

/** Runs TOTP in the page and through the API within one 30 s step, so the codes must agree. */
async function totpInUiAndApi(page: Page, request: APIRequestContext) {
	for (let attempt = 0; ; attempt++) {
		const step = totpStep();
		await page.getByRole('textbox', { name: 'Secret', exact: true }).fill(RFC_SECRET);
		await runTool(page);
		const ui = await page.locator('output.code').getAttribute('data-code');
		const api = await callApi(request, '/otp-totp/generate', { secret: RFC_SECRET });
		if (totpStep() === step || attempt === 1) return { ui, api };
	}
}

async function hashInUi(page: Page) {
	await page.getByRole('textbox', { name: 'Input', exact: true }).fill(HASH_INPUT);
	await runTool(page);
	return resultBody(page);
}

test('TOTP and hash give the API’s answers, online and offline after a reload', async ({ page, context, request }) => {
	await page.goto('/tools/otp-totp-generate');
	await waitForServiceWorker(page);

	const online = await totpInUiAndApi(page, request);
	expect(online.api.status).toBe(200);
	expect(online.ui).toMatch(/^\d{6}$/);
	expect(online.ui).toBe((online.api.body as { code: string }).code);

	const apiHash = await callApi(request, '/hash', { input: HASH_INPUT });
	expect(apiHash.status).toBe(200);
	await page.goto('/tools/hash');
	expect(await hashInUi(page)).toEqual(apiHash.body);

	// Everything below comes from the service worker's cache.
	await context.setOffline(true);
	await page.goto('/tools/otp-totp-generate');
	await page.reload();
	await waitForHook(page);
	expect(await page.evaluate(() => navigator.onLine)).toBe(false);
	await expect(page.getByRole('banner').getByRole('status')).toHaveAttribute('data-state', 'offline');
	await expect(page.getByText('You’re offline', { exact: true })).toBeVisible();

	const offline = await totpInUiAndApi(page, request);
	expect(offline.ui).toBe((offline.api.body as { code: string }).code);

	await page.goto('/tools/hash');
	await page.reload();
	expect(await hashInUi(page)).toEqual(apiHash.body);

	// Client-side navigation loads page data (__data.json) from the cache too.
	await page.getByRole('link', { name: 'All tools' }).click();
	await page.locator('a.tool[data-tool="otp-totp-verify"]').click();
	await expect(page.getByRole('heading', { level: 1, name: 'TOTP verifier' })).toBeVisible();
	await expect(page.locator('section.result')).toHaveAttribute('data-status', '200');

	await context.setOffline(false);
});

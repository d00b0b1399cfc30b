import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The API key made by global-setup.ts. */
export function apiKey(): string {
	const key = process.env.UTILKIT_E2E_KEY;
	if (!key) throw new Error('UTILKIT_E2E_KEY is not set (global-setup.ts did not run)');
	return key;
}

/** Calls the API the way a customer does. */
export async function callApi(request: APIRequestContext, path: string, data: unknown): Promise<{ status: number; body: unknown }> {
	const res = await request.post(`/api/v1${path}`, { headers: { 'X-API-Key': apiKey() }, data });
	return { status: res.status(), body: await res.json() };
}

/** Waits until the service worker is active, i.e. everything is precached. */
export async function waitForServiceWorker(page: Page): Promise<void> {
	await page.evaluate(async () => {
		await navigator.serviceWorker.ready;
	});
}

/** Waits for `window.utilkit` (installed when the layout mounts). */
export async function waitForHook(page: Page): Promise<void> {
	await page.waitForFunction(() => typeof window.utilkit?.run === 'function');
}

/** Clicks Run and waits for the answer of that run. */
export async function runTool(page: Page): Promise<void> {
	await page.getByRole('button', { name: 'Run', exact: true }).click();
	await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
	await expect(page.locator('section.result .status')).toBeVisible();
}

/** The JSON body the result view shows (unfolded first where a tool's own view comes first). */
export async function resultBody(page: Page): Promise<unknown> {
	// The JSON's own fold (a view may hold folds of its own, such as a tree's branches).
	const fold = page.locator('section.result .body > details');
	if ((await fold.count()) && !(await fold.evaluate((d) => (d as HTMLDetailsElement).open))) await fold.locator('summary').click();
	const text = await page.locator('section.result .json pre').first().textContent();
	return JSON.parse(text ?? 'null');
}

/** Current 30-second TOTP step. */
export const totpStep = () => Math.floor(Date.now() / 30_000);

import { expect, test } from './fixtures.js';
import { signUp, startBuiltServer, waitForServiceWorker, type BuiltServer } from './helpers.js';
import { startEcbPeer } from '../peers/ecb-peer.js';
import type { HttpPeer } from '../peers/http-peer.js';

// These tests install the service worker (the suite's default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// The currency converter keeps the day's rates of the last answer it saw (currency.offline.ts):
// offline, even after a reload, it converts from them at once, says their date, and queues
// nothing. A server of its own, whose RATES_URL is a local ECB peer.

let ecb: HttpPeer;
let app: BuiltServer;

test.beforeAll(async () => {
	ecb = await startEcbPeer();
	app = await startBuiltServer({ env: { RATES_URL: `${ecb.url}/eurofxref-daily.xml` } });
});

test.afterAll(async () => {
	app?.stop();
	await ecb?.close();
});

test('offline, the converter answers from the rates it kept, after a reload too', async ({ page, context }) => {
	const origin = `http://127.0.0.1:${app.port}`;
	await signUp(page, 'Currency User', origin);
	await page.goto(`${origin}/tools/currency`);
	await page.getByRole('button', { name: 'Run', exact: true }).click();
	// The first example online (100 USD in EUR at 1.0547: 94.81, python3 decimal).
	await expect(page.getByTestId('currency-result')).toContainText('€94.81');
	await waitForServiceWorker(page);

	await context.setOffline(true);
	await page.reload();
	await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeVisible();
	await page.getByRole('button', { name: 'Pounds to yen (a cross rate)' }).click();
	// 40 × 158.93 / 0.83315 = 7,630.3187 → ¥7,630 (python3 decimal, JPY has no minor unit).
	await expect(page.getByTestId('currency-result')).toContainText('¥7,630');
	await expect(page.getByTestId('currency-date')).toHaveText('Offline: rates of November 26, 2026');
	await expect(page.getByText('Queued — will be sent when you are back online.')).toHaveCount(0);
	await context.setOffline(false);
});

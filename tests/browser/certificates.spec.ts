import { expect, test } from './fixtures';
import { waitForHook, waitForServiceWorker } from './helpers';
import { cases } from '../../src/lib/ops/x509/cases';

// The suite blocks the service worker (playwright.config.ts); the tests about offline use allow it.

/**
 * The X.509 view, drawn from the worker's answers to the tool's examples, online and then with
 * the network cut. Expected values: the module's cases (what `openssl x509` read from the same
 * certificates).
 */
const leaf = cases[0].expected.body as { subject: string; fingerprint_sha256: string; san: string[] };
const root = cases[1].expected.body as { subject: string };

test.describe('with the service worker', () => {
	test.use({ serviceWorkers: 'allow' });

	test('x509: the example certificate’s expiry, names and fingerprint; another example offline', async ({ page, context }) => {
		await page.goto('/tools/x509');
		await waitForServiceWorker(page);
		await page.reload();
		await waitForHook(page);
		await expect(page.getByTestId('cert-subject')).toHaveText(leaf.subject);
		await expect(page.getByTestId('cert-fingerprint')).toHaveText(leaf.fingerprint_sha256);
		await expect(page.getByTestId('cert-san').locator('li')).toHaveText(leaf.san);
		await expect(page.getByTestId('cert-expiry')).toHaveAttribute('data-urgency', 'ok');
		await expect(page.getByRole('button', { name: /Copy.*SHA-256 fingerprint/ })).toBeVisible();
		await context.setOffline(true);
		try {
			await page.getByRole('button', { name: 'A root CA (RSA)' }).click();
			await expect(page.getByTestId('cert-subject')).toHaveText(root.subject);
			await expect(page.getByText('CA certificate', { exact: true })).toBeVisible();
		} finally {
			await context.setOffline(false);
		}
	});
});

test('x509: the view speaks Portuguese', async ({ page }) => {
	await page.goto('/pt-BR/tools/x509');
	await waitForHook(page);
	await expect(page.getByTestId('cert-subject')).toHaveText(leaf.subject);
	await expect(page.getByText('Impressão digital SHA-256', { exact: true })).toBeVisible();
	await expect(page.getByTestId('cert-expiry')).toContainText('Faltam');
});

import { expect, test } from './fixtures';
import { waitForHook } from './helpers';

/** Base64url of a JSON input, as a share link carries it (src/lib/tools/share.ts). */
const fragment = (input: unknown) => `#in=${Buffer.from(JSON.stringify(input)).toString('base64url')}`;

test.describe('form problems and refusals', () => {
	test('a problem is said under its field, in the page’s language, and a failed run is not history', async ({ page }) => {
		await page.goto('/pt-BR/tools/fake-data');
		await waitForHook(page);
		const count = page.getByRole('spinbutton', { name: 'Quantidade' });
		await count.fill('0');
		await expect(count).toHaveAttribute('aria-invalid', 'true');
		await expect(page.locator('.field .problem')).toHaveText('Deve ser 1 ou mais.');
		await expect(page.getByTestId('error-message')).toHaveText('Confira os campos destacados.');
		// Run with the bad value: the run fails and the history keeps nothing of it.
		await page.getByRole('button', { name: 'Executar', exact: true }).click();
		await expect(page.getByTestId('error-message')).toBeVisible();
		await page.reload();
		await waitForHook(page);
		await expect(page.locator('.records')).toBeVisible();
		await expect(page.getByTestId('history-entry')).toHaveCount(0);

		// Fixed, the problem goes.
		await count.fill('0');
		await expect(page.locator('.field .problem')).toHaveCount(1);
		await count.fill('2');
		await expect(page.locator('.records tbody tr')).toHaveCount(2);
		await expect(page.locator('.field .problem')).toHaveCount(0);
		await expect(count).not.toHaveAttribute('aria-invalid', 'true');
	});

	test('a server tool run while signed out asks to sign in instead of answering 401', async ({ page }) => {
		await page.goto('/tools/email-validation');
		await waitForHook(page);
		await page.getByRole('button', { name: 'A personal address' }).click();
		const notice = page.locator('section.sign-in-needed');
		await expect(notice.getByRole('heading')).toHaveText('Sign in to use this tool.');
		await expect(notice.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin?next=%2Ftools%2Femail-validation');
		await expect(page.locator('section.result .status')).toHaveCount(0);
	});

	test('a TOTP link shared without its secret asks for the secret instead of failing', async ({ page }) => {
		await page.goto(`/tools/otp-totp-generate${fragment({ digits: 8, step: 30 })}`);
		const secret = page.getByRole('textbox', { name: 'Secret' });
		await expect(secret).toBeFocused();
		await expect(page.getByTestId('awaiting-secret')).toHaveText('Fill in Secret to see the answer: the link did not include it.');
		await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
		await expect(page.locator('section.result .status')).toHaveCount(0);
		await expect(page.locator('.field .problem')).toHaveCount(0);
		// RFC 6238's SHA-1 seed "12345678901234567890" in Base32; the code then appears.
		await secret.fill('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
		await expect(page.locator('output.code')).toHaveAttribute('data-code', /^\d{8}$/);
	});

	test('a tool whose upstream this server lacks is marked on the home page and says so instead of running', async ({ page }) => {
		// The test server has no AI_BASE_URL: GET /api/v1/capabilities says ai-chat is not configured.
		await page.goto('/');
		const card = page.locator('a.tool[data-tool="ai-chat"]');
		await expect(card.locator('[data-runs="unavailable"]')).toHaveText('Unavailable on this server');
		await expect(page.locator('a.tool[data-tool="url-checker"] [data-runs]')).toHaveAttribute('data-runs', 'network');
		await page.goto('/tools/ai-chat');
		await waitForHook(page);
		await page.getByRole('button', { name: 'Run', exact: true }).click();
		await expect(page.getByRole('heading', { name: 'Unavailable on this server' })).toBeVisible();
		await expect(page.locator('section.result .status')).toHaveCount(0);
	});
});

import { expect, test } from './fixtures';
import { recordWorkerRuns, waitForHook } from './helpers';

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
		await expect(page.locator('section.result[data-status]')).toHaveCount(0);
	});

	test('a TOTP link shared without its secret asks for the secret instead of failing', async ({ page }) => {
		await page.goto(`/tools/otp-totp-generate${fragment({ digits: 8, step: 30 })}`);
		const secret = page.getByRole('textbox', { name: 'Secret' });
		await expect(secret).toBeFocused();
		await expect(page.getByTestId('awaiting-secret')).toHaveText('Fill in Secret to see the answer: the link did not include it.');
		await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
		await expect(page.locator('section.result[data-status]')).toHaveCount(0);
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
		await expect(page.locator('section.result[data-status]')).toHaveCount(0);
	});
});


test.describe('pickers, colours and location', () => {
	test('a country is found by its name in the page’s language and sent as its code', async ({ page }) => {
		const runs = await recordWorkerRuns(page);
		await page.goto('/pt-BR/tools/country-info');
		await waitForHook(page);
		const country = page.getByRole('combobox', { name: 'Código' });
		await expect(country).toHaveValue('Brasil');
		await country.fill('Alem');
		await expect(country).toHaveAttribute('aria-expanded', 'true');
		const listbox = page.getByRole('listbox');
		await expect(listbox.getByRole('option').first()).toContainText('Alemanha');
		// Keyboard: the first match is active; Enter picks it without submitting the form.
		await expect(country).toHaveAttribute('aria-activedescendant', /-opt-0$/);
		await country.press('Enter');
		await expect(country).toHaveAttribute('aria-expanded', 'false');
		await expect(country).toHaveValue('Alemanha');
		await expect.poll(async () => (await runs()).filter((r) => r.opId === 'country-info').at(-1)?.input).toEqual({ code: 'DE' });
		await expect(page.locator('section.result')).toContainText('DEU');

		// The mouse picks too, and a code typed in full is taken on leaving the field.
		await country.fill('Japão');
		await page.getByRole('option', { name: /Japão/ }).click();
		await expect.poll(async () => (await runs()).at(-1)?.input).toEqual({ code: 'JP' });
		await country.fill('es');
		await country.press('Tab');
		await expect.poll(async () => (await runs()).at(-1)?.input).toEqual({ code: 'ES' });
		await expect(country).toHaveValue('Espanha');

		// Typing where the field shows a name starts a new search with what was typed, wherever
		// the caret is: never "Espanha" + "PT".
		await country.press('End');
		await country.pressSequentially('pt');
		await expect(country).toHaveValue('pt');
		await country.press('Tab');
		await expect.poll(async () => (await runs()).at(-1)?.input).toEqual({ code: 'PT' });
		await expect(country).toHaveValue('Portugal');
	});

	test('a time zone is found by its name in the page’s language and shows its offset', async ({ page }) => {
		await page.goto('/es/tools/timezone');
		await waitForHook(page);
		const zone = page.getByRole('combobox', { name: 'Zona horaria' });
		// "hora de Japón": the zone's generic name in Spanish (the city keeps its tzdb spelling).
		await zone.fill('Japón');
		await expect(page.getByRole('option', { name: /Tokyo/ }).first()).toContainText('UTC+09:00');
		await zone.press('ArrowDown');
		await zone.press('Enter');
		await expect(zone).toHaveValue('Tokyo');
		await expect(page.locator('section.result')).toContainText('Asia/Tokyo');
	});

	test('the colour converter’s HEX, RGB and HSL follow each other, from a CSS name too', async ({ page }) => {
		const runs = await recordWorkerRuns(page);
		await page.goto('/tools/color-converter');
		await waitForHook(page);
		await page.getByRole('textbox', { name: 'HEX' }).fill('rebeccapurple');
		await expect(page.locator('#f-rgb-r')).toHaveValue('102');
		await expect(page.locator('#f-rgb-g')).toHaveValue('51');
		await expect(page.locator('#f-rgb-b')).toHaveValue('153');
		await expect(page.locator('#f-hsl-h')).toHaveValue('270');
		await expect(page.locator('#f-hsl-s')).toHaveValue('50');
		await expect(page.locator('#f-hsl-l')).toHaveValue('40');
		await expect.poll(async () => (await runs()).at(-1)?.input).toEqual({ hex: '#663399' });

		await page.locator('#f-hsl-h').fill('120');
		await expect(page.getByRole('textbox', { name: 'HEX' })).toHaveValue('#339933');
		await expect.poll(async () => (await runs()).at(-1)?.input).toEqual({ hsl: { h: 120, s: 50, l: 40 } });
		await page.getByRole('textbox', { name: 'HEX' }).fill('rgb(255 127 80)');
		await expect(page.locator('#f-hsl-h')).toHaveValue('16');
		await expect.poll(async () => (await runs()).at(-1)?.input).toEqual({ hex: '#FF7F50' });
	});

	test('Use my location fills latitude and longitude, and says so when it is refused', async ({ page, context }) => {
		await context.grantPermissions(['geolocation']);
		await context.setGeolocation({ latitude: 48.858_37, longitude: 2.294_481 });
		await page.goto('/pt-BR/tools/timezone');
		await waitForHook(page);
		await page.getByRole('button', { name: 'Usar minha localização' }).click();
		await expect(page.getByRole('spinbutton', { name: 'Latitude' })).toHaveValue('48.8584');
		await expect(page.getByRole('spinbutton', { name: 'Longitude' })).toHaveValue('2.2945');
		await expect(page.getByText('Preenchido com a sua localização.')).toBeVisible();
		// The coordinates replace the example's zone ID (the operation takes one or the other).
		await expect(page.getByRole('combobox', { name: 'Fuso horário' })).toHaveValue('');
		await expect(page.locator('section.result')).toContainText('Europe/Paris');

		await context.clearPermissions();
		await page.getByRole('button', { name: 'Usar minha localização' }).click();
		await expect(page.getByText(/O acesso à localização está bloqueado/)).toBeVisible();
	});
});

import { expect, test, type Page } from './fixtures.js';
import { recordWorkerRuns, resultBody } from './helpers.js';

/**
 * The generic tool page speaks to people (issue 31): inputs as typed, Clear back to defaults,
 * problems at their fields in the page's language, and the API's words one click away.
 */

/** Waits until the page's first automatic run has answered (so later runs are the test's). */
async function ready(page: Page, path: string) {
	await page.goto(path);
	await page.waitForFunction(() => typeof window.utilkit?.run === 'function');
	await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
}

/** Waits for the answer to the input the form now holds (a live tool runs 300 ms after typing). */
async function answered(page: Page, status: string) {
	await expect(page.locator('section.result')).toHaveAttribute('data-status', status);
	await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
}

test.describe('the tool page in people’s words', () => {
	test('the timestamp takes a date and time as typed', async ({ page }) => {
		await ready(page, '/tools/timestamp');
		const value = page.getByRole('textbox', { name: 'Value' });
		await value.fill('2025-03-09 14:30');
		// Read in the default zone, UTC: 14:30 that day is 1741530600 s after the epoch (date -ud '2025-03-09 14:30' +%s).
		await expect.poll(async () => ((await resultBody(page)) as { unix_seconds?: number }).unix_seconds).toBe(1741530600);
		await expect(page.locator('.field .problem')).toHaveCount(0);
		await expect(page.getByText('is not valid JSON')).toHaveCount(0);
	});

	test('a date field reads the page language’s order, and says so where English is ambiguous', async ({ page }) => {
		// The first example's country is Germany, where New Year's Day is a public holiday.
		await ready(page, '/pt-BR/tools/holiday-check');
		await expect(page.locator('#f-date')).toHaveAttribute('placeholder', '24/12/2026');
		await page.locator('#f-date').fill('1/1/2027');
		await expect.poll(async () => ((await resultBody(page)) as { date?: string }).date).toBe('2027-01-01');
		expect(await resultBody(page)).toMatchObject({ country: 'DE', is_holiday: true });

		await ready(page, '/tools/holiday-check');
		await page.locator('#f-date').fill('10/06/2025');
		await expect(page.locator('#f-date')).toHaveAttribute('aria-invalid', 'true');
		await expect(page.locator('.field .problem')).toHaveText('October 6, 2025 or June 10, 2025? Type 2025-10-06 or 2025-06-10, or pick the day from the calendar.');
		// The answer of the example is not shown as if it were this input's.
		await expect(page.getByTestId('result-stale')).toBeVisible();
		await expect(page.locator('section.result[data-status]')).toHaveCount(0);

		// The calendar writes the day it picks as YYYY-MM-DD (the browser's own picker sets the hidden date input).
		await page.getByRole('button', { name: 'Pick from the calendar' }).click();
		await page.locator('.date-row:has(#f-date) input[type="date"]').fill('2025-06-10', { force: true });
		await expect(page.locator('#f-date')).toHaveValue('2025-06-10');
		await expect(page.locator('.field .problem')).toHaveCount(0);
		await expect.poll(async () => ((await resultBody(page)) as { date?: string }).date).toBe('2025-06-10');
	});

	test('a choice shows its options in the page’s words and sends the API’s value', async ({ page }) => {
		const runs = await recordWorkerRuns(page);
		await ready(page, '/pt-BR/tools/data-convert');
		const from = page.getByRole('combobox', { name: 'De', exact: true });
		// Words where the value is a word ("auto"), the formats by their names.
		// (A subset: the list grows with each format.)
		await expect(from.locator('option').first()).toHaveText('Detectar automaticamente');
		const names = await from.locator('option').allTextContents();
		for (const name of ['JSON', 'YAML', 'CSV', 'Lista de propriedades (plist XML)', 'Query string (parâmetros de URL)', 'Protobuf (sem esquema)']) {
			expect(names).toContain(name);
		}
		await expect(from.locator('option:checked')).toHaveText('Detectar automaticamente');
		await from.selectOption({ label: 'YAML' });
		// What runs is the operation's own value, as the API takes it.
		await expect.poll(async () => (await runs()).at(-1)?.input.from).toBe('yaml');
		await answered(page, '200');

		await ready(page, '/es/tools/encode');
		await expect(page.getByRole('combobox', { name: 'Dirección' }).locator('option')).toHaveText(['Codificar', 'Decodificar']);
	});

	test('Clear keeps Encode’s required choices, and the next keystroke answers', async ({ page }) => {
		await ready(page, '/tools/encode');
		await page.getByRole('combobox', { name: 'Direction' }).selectOption({ label: 'Decode' });
		await page.getByRole('button', { name: 'Clear', exact: true }).click();
		const scheme = page.getByRole('combobox', { name: 'Scheme' });
		const direction = page.getByRole('combobox', { name: 'Direction' });
		// The first example's choices ("Text to base64"), never "Choose…".
		await expect(scheme.locator('option:checked')).toHaveText('Base64');
		await expect(direction.locator('option:checked')).toHaveText('Encode');
		await expect(scheme.locator('option', { hasText: 'Choose…' })).toHaveCount(0);
		await page.getByRole('textbox', { name: 'Input' }).fill('a');
		await answered(page, '200');
		// RFC 4648 §10: BASE64("f") = "Zg==", and "a" (0x61) is "YQ==".
		expect(await resultBody(page)).toMatchObject({ output: 'YQ==' });
		await expect(page.getByTestId('error-title')).toHaveCount(0);
	});

	test('an invalid input is said at its field in pt-BR, with no HTTP on the page, and the API call one click away', async ({ page }) => {
		await ready(page, '/pt-BR/tools/password-generate');
		const length = page.getByRole('spinbutton', { name: 'Comprimento' });
		await length.fill('2');
		await answered(page, '422');
		await expect(length).toHaveAttribute('aria-invalid', 'true');
		await expect(page.locator('.field .problem')).toHaveText('Deve ser 4 ou mais.');
		await expect(page.getByTestId('error-message')).toHaveText('Confira os campos destacados.');
		const text = await page.locator('body').innerText();
		for (const api of ['422', 'Invalid input', 'RESPONSE BODY', 'Response body', 'Corpo da resposta', ' ms']) expect(text, api).not.toContain(api);

		await page.getByText('Mostrar a chamada à API').click();
		await expect(page.getByTestId('api-call-request')).toHaveText('POST /api/v1/password/generate');
		await expect(page.getByTestId('api-call-status')).toContainText('HTTP 422');
		await expect(page.getByRole('region', { name: 'Resultado' }).getByLabel('Requisição')).toContainText('"length": 2');
		await expect(page.getByTestId('api-call-answer')).toContainText('"code": "invalid_input"');

		// Fixed, the answer is this input's.
		await length.fill('12');
		await answered(page, '200');
		await expect(page.locator('.field .problem')).toHaveCount(0);
	});
});

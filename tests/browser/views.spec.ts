import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Each tool's own result view (src/lib/ops/<module>/<id>.view.svelte), drawn from the answer to
 * the tool's first example, which the page runs by itself (browser tools) or from a given answer
 * (server tools, whose upstreams these tests do not reach). Expected values come from the
 * examples' published sources, not from the app: the Visa test number, the ISO 13616 example
 * IBAN, Ofcom's drama range, RFC 7519 / jwt.io's token.
 */

/** The verdict line of a validator's view, once the page's own run has been drawn. */
const verdict = (page: Page) => page.getByTestId('verdict');
/** A fact of the view by its label (a dt) and the value beside it. */
const fact = (page: Page, label: string) => page.locator('.fact', { has: page.locator('dt', { hasText: label }) }).locator('dd');

test.describe('result views', () => {
	test('card: the verdict, each check and the brand (4111 1111 1111 1111 is Visa’s published test number)', async ({ page }) => {
		await page.goto('/tools/credit-card-validator');
		await expect(verdict(page)).toHaveText('Valid card number');
		await expect(page.locator('.checks li.ok')).toHaveText(['Luhn checksum', 'Length fits Visa (16 digits)']);
		await expect(fact(page, 'Brand')).toHaveText('Visa');
		await expect(fact(page, 'Masked')).toContainText('4111');
		// The mistyped example: the Luhn check fails and says so.
		await page.getByRole('button', { name: 'Mistyped digit' }).click();
		await expect(verdict(page)).toHaveText('Invalid card number');
		await expect(page.locator('.checks li.bad')).toHaveText(['Luhn checksum']);
	});

	test('IBAN: printed and electronic forms, the country by name; the reason in the page’s language', async ({ page }) => {
		await page.goto('/tools/iban-validator');
		await expect(verdict(page)).toHaveText('Valid IBAN');
		await expect(fact(page, 'Printed form')).toHaveText('DE89 3704 0044 0532 0130 00');
		await expect(fact(page, 'Electronic form')).toHaveText('DE89370400440532013000');
		await expect(fact(page, 'Country')).toContainText('Germany (DE)');
		await expect(fact(page, 'BBAN')).toHaveText('370400440532013000');

		await page.goto('/pt-BR/tools/iban-validator');
		await expect(verdict(page)).toHaveText('IBAN válido');
		await expect(fact(page, 'País')).toContainText('Alemanha (DE)');
		await page.getByRole('button', { name: 'Comprimento errado' }).click();
		await expect(verdict(page)).toHaveText('IBAN inválido');
		await expect(page.locator('.reason')).toHaveText('Comprimento errado para NL: esperados 18 caracteres, recebidos 17.');
	});

	test('phone: E.164, country, calling code and type (Ofcom’s London drama number)', async ({ page }) => {
		await page.goto('/tools/phone-validation');
		await expect(verdict(page)).toHaveText('Valid number in United Kingdom');
		await expect(fact(page, 'E.164')).toHaveText('+442079460018');
		await expect(fact(page, 'Calling code')).toHaveText('+44');
		await expect(fact(page, 'National number')).toHaveText('2079460018');
		await expect(fact(page, 'Type')).toHaveText('Fixed line');
	});

	test('disposable e-mail: the verdict names the domain', async ({ page }) => {
		await page.goto('/es/tools/temporary-email');
		await expect(verdict(page)).toHaveText('Dirección desechable');
		await expect(page.locator('.reason')).toContainText('mailinator.com');
		await expect(fact(page, 'Dominio')).toHaveText('mailinator.com');
	});

	test('CPF generator: each number with its check digits right (computed here by the Receita Federal rule)', async ({ page }) => {
		await page.goto('/tools/cpf-cnpj-generator');
		const numbers = page.locator('.documents li > code:first-child');
		await expect(numbers).toHaveCount(1);
		const cpf = (await numbers.first().textContent())!;
		expect(cpf).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
		const digits = cpf.replace(/\D/g, '').split('').map(Number);
		const check = (n: number) => {
			const sum = digits.slice(0, n).reduce((s, d, i) => s + d * (n + 1 - i), 0);
			const rest = (sum * 10) % 11;
			return rest === 10 ? 0 : rest;
		};
		expect([check(9), check(10)]).toEqual([digits[9], digits[10]]);
		await page.getByRole('button', { name: 'Five CNPJs, digits only' }).click();
		await expect(page.locator('.documents h3')).toHaveText('5 synthetic CNPJs');
		await expect(numbers).toHaveCount(5);
		for (const text of await numbers.allTextContents()) expect(text).toMatch(/^\d{14}$/);
	});

	test('JWT: claims as dates, no expiry said plainly, header and payload as a tree; "Bearer " is dropped', async ({ page }) => {
		await page.goto('/tools/jwt-decoder');
		// jwt.io's example: HS256, sub 1234567890, iat 1516239022 = 2018-01-18T01:30:22Z, no exp.
		await expect(verdict(page)).toHaveText('No expiry (exp): valid until revoked');
		await expect(fact(page, 'Algorithm (alg)')).toHaveText('HS256');
		await expect(fact(page, 'Subject (sub)')).toHaveText('1234567890');
		await expect(fact(page, 'Issued (iat)')).toContainText('2018');
		const payload = page.getByRole('region', { name: 'Payload' });
		await expect(payload.locator('.leaf', { hasText: 'name' })).toContainText('"John Doe"');

		// RFC 7519 section 3.1's token (exp 1300819380, long past), pasted with its scheme.
		const rfc =
			'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
		await page.getByRole('textbox', { name: 'Token' }).fill(`Bearer ${rfc}`);
		await expect(verdict(page)).toContainText('Expired');
		await expect(page.locator('.verdict')).toHaveAttribute('data-tone', 'bad');
		await expect(fact(page, 'Issuer (iss)')).toHaveText('joe');
		await expect(payload.locator('.leaf', { hasText: 'exp' }).locator('.note')).toContainText('2011');
	});

	test('server validators draw the answer they are given: e-mail checks and MX table, VAT registration', async ({ page }) => {
		// Signed in as far as the page can tell, and the two operations answered as the contract shapes them.
		await page.route('**/account/session', (route) =>
			route.fulfill({ json: { account: { email: 'view@example.com', name: 'View', company: null, plan: 'free', active: true, created_at: '2026-11-26T00:00:00Z', profile_complete: true } } })
		);
		await page.route('**/api/v1/email-validation', (route) =>
			route.fulfill({
				json: {
					email: 'jane.doe@gmial.com',
					valid: false,
					checks: { format: true, mx: false, role: false },
					mx_records: [],
					suggestion: 'jane.doe@gmail.com'
				}
			})
		);
		await page.goto('/tools/email-validation');
		await page.getByRole('button', { name: 'A domain typo' }).click();
		await expect(verdict(page)).toHaveText('Cannot receive mail');
		await expect(page.locator('.checks li.bad')).toHaveText(['Mail server (MX) for the domain']);
		await expect(page.locator('.suggestion')).toContainText('jane.doe@gmail.com');

		await page.route('**/api/v1/vat-validator', (route) =>
			route.fulfill({
				json: { country_code: 'EL', vat_number: '094014201', valid: true, name: null, address: null, request_date: '2026-11-26' }
			})
		);
		await page.goto('/tools/vat-validator');
		await page.getByRole('button', { name: 'Run', exact: true }).click();
		await expect(verdict(page)).toHaveText('Registered and active');
		await expect(fact(page, 'VAT number')).toHaveText('EL094014201');
		await expect(fact(page, 'Member state')).toContainText('Greece (EL)');
		await expect(fact(page, 'Name')).toHaveText('Not disclosed by the member state');
	});
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHook } from './helpers';

/**
 * The identifier and tax-ID views, drawn from the answers to the tools' own examples. Expected
 * values come from the examples' published sources: Wikipedia's ISBN example 978-0-306-40615-7
 * (ISBN-10 0-306-40615-2), python-stdnum's doctests (DE 136695976, CPF 390.533.447-05).
 */

const verdict = (page: Page) => page.getByTestId('verdict');
const fact = (page: Page, label: string) => page.locator('.fact', { has: page.locator('dt', { hasText: label }) }).locator('dd');

test('identifier: the verdict names the standard, and an ISBN shows both forms', async ({ page }) => {
	await page.goto('/tools/identifier-validate');
	await expect(verdict(page)).toHaveText('Valid: ISBN · International Standard Book Number');
	await expect(fact(page, 'ISBN-13')).toHaveText('9780306406157');
	await expect(fact(page, 'ISBN-10')).toHaveText('0306406152');
	await page.getByRole('button', { name: 'ISSN', exact: true }).click();
	await expect(fact(page, 'Formatted')).toHaveText('0378-5955');
});

test('tax ID: the scheme in its own language, the formatted number; the reason in pt-BR', async ({ page }) => {
	await page.goto('/tools/tax-id-validate');
	await expect(verdict(page)).toHaveText('Valid: Umsatzsteuer Identifikationsnummer');
	await expect(fact(page, 'Country')).toContainText('Germany (DE)');
	await expect(fact(page, 'Compact')).toHaveText('136695976');

	await page.goto('/pt-BR/tools/tax-id-validate');
	await waitForHook(page);
	await page.getByRole('button', { name: 'CPF', exact: true }).click();
	await expect(verdict(page)).toHaveText('Válido: Cadastro de Pessoas Físicas');
	await expect(fact(page, 'Formatado')).toHaveText('390.533.447-05');
	// The last check digit changed: python-stdnum's doctest 231.002.999-00 is a checksum failure the same way.
	await page.getByLabel('Número', { exact: true }).fill('390.533.447-06');
	await expect(verdict(page)).toHaveText('Inválido: Cadastro de Pessoas Físicas');
	await expect(page.locator('.reason')).toHaveText('O dígito verificador não confere.');
});

test('tax ID countries: the table filters, and a scheme opens the validator with it', async ({ page }) => {
	await page.goto('/tools/tax-id-countries');
	await expect(page.locator('.countries .count')).toHaveText('41 of 41 countries');
	await page.getByLabel('Filter countries and schemes').fill('brazil');
	await expect(page.locator('.countries .count')).toHaveText('1 of 41 countries');
	const row = page.locator('tbody tr');
	await expect(row.locator('th')).toContainText('Brazil');
	await expect(row.locator('li code')).toHaveText(['cpf', 'cnpj']);
	await row.getByRole('link', { name: 'cnpj' }).click();
	await expect(page).toHaveURL(/\/tools\/tax-id-validate/);
	await expect(page.getByLabel('Type')).toHaveValue('cnpj');
});

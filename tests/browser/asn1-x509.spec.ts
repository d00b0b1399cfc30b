import { expect, test } from './fixtures';
import { runTool, waitForHook } from './helpers';

/**
 * The ASN.1 tree of a DER file dropped on the page, and the x509 view of a CSR and a CRL.
 * Expected values: what `openssl asn1parse -i -inform DER` printed for the same bytes
 * (0:d=0 hl=2 l=14 SEQUENCE; 2:d=1 INTEGER :2A; 5:d=1 OBJECT :sha256WithRSAEncryption), and
 * what `openssl req -verify` / `openssl crl -text` said of the module's example CSR and CRL.
 */
test('asn1: a DER file dropped on the view is shown as a tree with offsets and values', async ({ page }) => {
	await page.goto('/tools/asn1');
	await waitForHook(page);
	const der = Buffer.from('300e02012a06092a864886f70d01010b', 'hex');
	await page.locator('input[type=file]').setInputFiles({ name: 'sample.der', mimeType: 'application/octet-stream', buffer: der });
	const root = page.locator('details[data-offset="0"]');
	await expect(root.locator('summary')).toContainText('SEQUENCE');
	await expect(root.locator('summary')).toContainText('14 bytes of content');
	await expect(page.locator('.leaf[data-offset="2"]')).toContainText('INTEGER');
	await expect(page.locator('.leaf[data-offset="2"] [data-value]')).toHaveText('42');
	await expect(page.locator('.leaf[data-offset="5"] [data-value]')).toHaveText('sha256WithRSAEncryption (1.2.840.113549.1.1.11)');
	await page.getByRole('button', { name: 'Collapse all' }).click();
	await expect(page.locator('.leaf[data-offset="5"]')).toBeHidden();
});

test('asn1: an object identifier to hex, with its name (pyasn1: 2a864886f70d01010b)', async ({ page }) => {
	await page.goto('/tools/asn1');
	await waitForHook(page);
	await page.getByRole('combobox', { name: 'Input encoding', exact: true }).selectOption({ label: 'UTF-8' });
	await page.getByRole('combobox', { name: 'Action', exact: true }).selectOption({ label: 'Object identifier to hex' });
	await page.getByRole('textbox', { name: 'Input', exact: true }).fill('1.2.840.113549.1.1.11');
	await runTool(page);
	await expect(page.getByTestId('asn1-output')).toHaveText('2a864886f70d01010b');
	await expect(page.locator('section.result')).toContainText('sha256WithRSAEncryption');
});

test('x509: a CRL’s revoked serials as a table, and a CSR’s signature verdict', async ({ page }) => {
	await page.goto('/tools/x509');
	await waitForHook(page);
	await page.getByRole('button', { name: 'A revocation list with three revoked serials' }).click();
	const rows = page.getByTestId('crl-revoked').locator('tbody tr');
	await expect(rows).toHaveCount(3);
	await expect(rows.nth(0)).toContainText('01');
	await expect(rows.nth(0)).toContainText('Key compromise');
	await expect(rows.nth(1)).toContainText('Superseded');
	await expect(rows.nth(2)).toContainText('Not given');
	await page.getByRole('button', { name: 'A certificate signing request (RSA, with alternative names)' }).click();
	await expect(page.getByTestId('csr')).toContainText('its signature verifies');
	await expect(page.getByTestId('csr-san').locator('li')).toHaveText(['DNS:www.example.com', 'DNS:example.com', 'IP:192.0.2.7', 'email:admin@example.com']);
});

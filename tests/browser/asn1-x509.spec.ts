import { expect, test } from './fixtures';
import { waitForHook } from './helpers';

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

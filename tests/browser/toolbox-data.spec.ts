import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.js';
import { expectCase } from '../../src/lib/ops/cases.js';
import { cases as dataConvertCases } from '../../src/lib/ops/data-convert/cases.js';
import { cases as encodeCases } from '../../src/lib/ops/encode/cases.js';
import { cases as jsonSchemaCases } from '../../src/lib/ops/json-schema/cases.js';
import { cases as jsonCases } from '../../src/lib/ops/json/cases.js';
import { waitForHook } from './helpers.js';

// The service worker stays blocked (playwright.config.ts): each test cuts the network once the
// tool's module is loaded in the app's worker, which then answers alone. Offline use from the
// service worker's precache is tested by text-tools, tools-offline and pwa.

/**
 * The toolbox's data tools (encode, data-convert, json-format, json-schema-validate) in the app:
 * each page answers its first example in the worker, then the network is cut and the view is
 * driven on (another example, swap, a file), which only the worker can answer. Expected values
 * come from the examples' references: python3's base64 module for the encodings, RFC 8259 for the
 * error position, RFC 4180 for the CSV, the schema's own rules for the error paths.
 */

const output = (page: import('@playwright/test').Page) => page.getByTestId('encode-output');

test('encode: base64 of the example, swap to decode offline, a file encoded in the page', async ({ page, context }) => {
	await page.goto('/tools/encode');
	await waitForHook(page);
	// python3: base64.b64encode('Olá, mundo! ✓'.encode()) == b'T2zDoSwgbXVuZG8hIOKckw=='
	await expect(output(page)).toHaveText('T2zDoSwgbXVuZG8hIOKckw==');
	await expect(page.getByRole('heading', { name: 'Encoded as Base64' })).toBeVisible();

	await context.setOffline(true);
	await page.getByTestId('encode-swap').click();
	await expect(page.getByRole('heading', { name: 'Decoded from Base64' })).toBeVisible();
	await expect(output(page)).toHaveText('Olá, mundo! ✓');

	// A file follows the form's direction: base64 text decoded to bytes 00 01 02 FF (not UTF-8
	// text: python3 base64.b64encode(bytes([0, 1, 2, 255])) == b'AAEC/w=='), shown as a hex dump.
	await page.getByTestId('encode-file-input').setInputFiles({ name: 'bytes.b64', mimeType: 'text/plain', buffer: Buffer.from('AAEC/w==') });
	await expect(page.getByTestId('large-preview')).toHaveText('00000000  00 01 02 ff' + ' '.repeat(37) + '  ....');
	await expect(page.getByTestId('large-given')).toHaveText('bytes.b64 · 8 B of up to 1.1 GB');

	await page.getByRole('button', { name: 'Decode HTML entities' }).click();
	await expect(output(page)).toHaveText('<p>Café & crème ♥</p>');
	await context.setOffline(false);
});

test('json-format: folding view; the error example points at line 3, column 27 offline', async ({ page, context }) => {
	await page.goto('/tools/json-format');
	await waitForHook(page);
	const fold = page.getByTestId('json-fold');
	// Numbers as written: 1.0 stays 1.0.
	await expect(fold).toContainText('"version": 1.0');
	const summary = fold.locator('summary', { hasText: '"tags"' });
	const tags = summary.locator('xpath=..');
	await expect(tags).toHaveAttribute('open', '');
	await summary.click();
	await expect(tags).not.toHaveAttribute('open', '');
	await expect(summary).toContainText('2 items');
	await page.getByRole('button', { name: 'Expand all' }).click();
	await expect(fold.locator('details:not([open])')).toHaveCount(0);
	await page.getByRole('button', { name: 'Collapse all' }).click();
	await expect(fold.locator('details[open]')).toHaveCount(1);

	await context.setOffline(true);
	await page.getByRole('button', { name: 'Find the error' }).click();
	await expect(page.getByTestId('json-error-where')).toHaveText('Line 3, column 27');
	await expect(page.getByTestId('json-error-message')).toHaveText("Trailing comma before ']'");
	await context.setOffline(false);
});

/**
 * How the converter's answer sits in the result card: its width against the card's content box,
 * and whether anything runs past an edge (the block's, or the page's).
 */
const convertLayout = (page: import('@playwright/test').Page) =>
	page.getByTestId('convert-result').evaluate((pre) => {
		const card = pre.closest('section.result')!;
		const style = getComputedStyle(card);
		const inner = card.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
		return {
			share: Math.round((pre.getBoundingClientRect().width / inner) * 100) / 100,
			overflowsBlock: pre.scrollWidth > pre.clientWidth,
			overflowsPage: document.documentElement.scrollWidth > window.innerWidth
		};
	});

test('data-convert: detects the format, shows the answer alone full width without clipping, copies, downloads, converts back offline', async ({ page, context }) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write']);
	// The type of each blob the page makes a URL of: the download's media type.
	await page.addInitScript(() => {
		const types: string[] = ((window as unknown as { __blobTypes: string[] }).__blobTypes = []);
		const make = URL.createObjectURL.bind(URL);
		URL.createObjectURL = (object: Blob | MediaSource) => (object instanceof Blob && types.push(object.type), make(object));
	});
	await page.setViewportSize({ width: 1366, height: 900 });
	await page.goto('/tools/data-convert');
	await waitForHook(page);
	const result = page.getByTestId('convert-result');
	const view = page.locator('section.result');

	// The first example gives no format: From is "Detect automatically" (auto), and the answer says YAML was detected.
	await expect(page.locator('#f-from option:checked')).toHaveText('Detect automatically');
	await expect(page.getByTestId('convert-from')).toHaveText('Detected as YAML');
	await expect(result).toContainText('"offline": true');
	await expect(page.getByRole('heading', { name: 'Converted to JSON' })).toBeVisible();
	// The input is not echoed beside the answer.
	await expect(page.getByTestId('convert-source')).toHaveCount(0);
	await expect(view.getByText('name: Utilkit')).toHaveCount(0);

	// TOML typed in: detected as TOML (the TOML v1.0.0 specification's opening lines).
	await page.locator('#f-input').fill('title = "TOML Example"\n\n[owner]\nname = "Tom Preston-Werner"\n');
	await expect(page.getByTestId('convert-from')).toHaveText('Detected as TOML');
	await expect(result).toHaveText('{\n  "title": "TOML Example",\n  "owner": {\n    "name": "Tom Preston-Werner"\n  }\n}');

	// A line far longer than the card: JSON to YAML. YAML 1.2 writes the URL as a plain scalar (a
	// ":" not followed by a space may stand in one), so the answer is one line of over 300 characters.
	const url = `https://example.com/${'segment/'.repeat(38)}end`;
	await page.locator('#f-input').fill(JSON.stringify({ url }));
	await page.locator('#f-to').selectOption({ label: 'YAML' });
	await expect(page.getByTestId('convert-from')).toHaveText('Detected as JSON');
	await expect(result).toHaveText(`url: ${url}`);
	expect(await convertLayout(page)).toEqual({ share: 1, overflowsBlock: false, overflowsPage: false });

	await view.getByRole('button', { name: 'Copy', exact: true }).click();
	await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`url: ${url}`);

	const [download] = await Promise.all([page.waitForEvent('download'), view.getByRole('button', { name: 'Download' }).click()]);
	expect(download.suggestedFilename()).toBe('data.yaml');
	expect(readFileSync(await download.path(), 'utf8')).toBe(`url: ${url}`);
	// RFC 9512: YAML's media type.
	expect(await page.evaluate(() => (window as unknown as { __blobTypes: string[] }).__blobTypes.at(-1))).toBe('application/yaml');

	// A phone: the same, one column.
	await page.setViewportSize({ width: 390, height: 844 });
	await expect.poll(() => convertLayout(page)).toEqual({ share: 1, overflowsBlock: false, overflowsPage: false });

	// Back to JSON without the network (the worker answers): the YAML answer is the input now.
	await context.setOffline(true);
	await page.getByTestId('convert-swap').click();
	await expect(page.getByRole('heading', { name: 'Converted to JSON' })).toBeVisible();
	await expect(page.getByTestId('convert-from')).toHaveText('Read as YAML');
	await expect(result).toHaveText(JSON.stringify({ url }, null, 2));
	await context.setOffline(false);
});

test('data-convert: the CSV example in pt-BR is detected and worded in Portuguese', async ({ page }) => {
	await page.goto('/pt-BR/tools/data-convert');
	await waitForHook(page);
	await page.getByRole('button', { name: 'CSV para JSON' }).click();
	// RFC 4180: the quoted "Smith, Jo" is one field.
	await expect(page.getByTestId('convert-result')).toContainText('"name": "Smith, Jo"');
	await expect(page.getByTestId('convert-from')).toHaveText('Detectado como CSV');
	await expect(page.getByRole('heading', { name: 'Convertido para JSON' })).toBeVisible();
	await expect(page.getByRole('button', { name: 'Baixar' })).toBeVisible();
});

test('data-convert: the INI example offline in the worker, then to Java .properties, downloaded as data.properties', async ({ page, context }) => {
	await page.addInitScript(() => {
		const types: string[] = ((window as unknown as { __blobTypes: string[] }).__blobTypes = []);
		const make = URL.createObjectURL.bind(URL);
		URL.createObjectURL = (object: Blob | MediaSource) => (object instanceof Blob && types.push(object.type), make(object));
	});
	await page.goto('/tools/data-convert');
	await waitForHook(page);
	const result = page.getByTestId('convert-result');
	await expect(page.getByTestId('convert-from')).toHaveText('Detected as YAML');
	await context.setOffline(true);
	await page.getByRole('button', { name: 'INI to JSON' }).click();
	// Python configparser reads the example's [database] section as {"host": "db.example.com", "port": "5432"}.
	await expect(result).toHaveText('{\n  "database": {\n    "host": "db.example.com",\n    "port": "5432"\n  }\n}');
	await expect(page.getByTestId('convert-from')).toHaveText('Read as INI');
	await page.locator('#f-to').selectOption({ label: 'Java .properties' });
	await expect(page.getByRole('heading', { name: 'Converted to .properties' })).toBeVisible();
	// java.util.Properties#load reads these two lines back as the same keys (data-convert README, "Text formats").
	await expect(result).toHaveText('database.host=db.example.com\ndatabase.port=5432');
	const [download] = await Promise.all([page.waitForEvent('download'), page.locator('section.result').getByRole('button', { name: 'Download' }).click()]);
	expect(download.suggestedFilename()).toBe('data.properties');
	expect(await page.evaluate(() => (window as unknown as { __blobTypes: string[] }).__blobTypes.at(-1))).toBe('text/x-java-properties');
	await context.setOffline(false);
});

test('json-schema-validate: errors listed by path; the valid example offline', async ({ page, context }) => {
	await page.goto('/tools/json-schema-validate');
	await waitForHook(page);
	await expect(page.getByTestId('verdict')).toHaveText('Not valid: 6 errors');
	// The example's data breaks: required email (root), minLength (/name), minimum (/age),
	// items type (/tags/2), uniqueItems (/tags), additionalProperties (root).
	await expect(page.getByTestId('schema-error-path')).toHaveText(['(root)', '/name', '/age', '/tags/2', '/tags']);

	await context.setOffline(true);
	await page.getByRole('button', { name: 'Valid data' }).click();
	await expect(page.getByTestId('verdict')).toHaveText('Valid: the data matches the schema');
	await context.setOffline(false);
});

test('code-format: the SQL example upper-cases keywords in the worker; XML is indented, its comment kept', async ({ page }) => {
	await page.goto('/tools/code-format');
	await waitForHook(page);
	const output = page.getByTestId('code-format-output');
	// sql-formatter's clause-per-line layout, as CyberChef's SQL Beautify vectors show it.
	await expect(output).toHaveText('SELECT\n  id,\n  name\nFROM\n  users\nWHERE\n  active = 1\nORDER BY\n  name;');
	await expect(page.getByRole('heading', { name: 'Formatted SQL' })).toBeVisible();
	await expect(page.getByTestId('code-format-size')).toHaveText('9 lines, 68 characters');

	// Online: each language's formatter is a chunk of its own, fetched on its first use.
	await page.getByRole('button', { name: 'Indent XML, comments kept' }).click();
	// python3-lxml pretty_print of the example gives the same layout (cases.ts).
	await expect(output).toContainText('<catalog>\n  <!-- two books -->\n  <book id="1">\n    <title>XML <em>in</em> practice</title>');
});

test('code-format: SQL that does not parse names its line and column in Portuguese', async ({ page }) => {
	await page.goto('/pt-BR/tools/code-format');
	await waitForHook(page);
	await expect(page.getByTestId('code-format-output')).toContainText('SELECT');
	await page.getByLabel('Código', { exact: true }).fill("SELECT a\nFROM t WHERE b = 'open");
	// The message sits under the field it names.
	await expect(page.getByText('linha 2, coluna 18: não é SQL válido', { exact: false })).toBeVisible();
});

test('the four modules’ reference cases give the same answers in the worker', async ({ page }) => {
	await page.goto('/');
	await waitForHook(page);
	const all = [...encodeCases, ...dataConvertCases, ...jsonCases, ...jsonSchemaCases];
	const results = await page.evaluate((list) => Promise.all(list.map((c) => window.utilkit!.run(c.op, c.input, c.now))), all.map(({ op, input, now }) => ({ op, input, now })));
	all.forEach((c, i) => expectCase(expect.soft, results[i], c));
});

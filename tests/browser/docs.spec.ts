import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from './fixtures.js';
import { apiKey, waitForHook } from './helpers.js';
import { axeViolations } from './axe.js';

// The API reference (/docs): search, links to an operation's section, the code samples' language
// tabs, the Try-it panel with a pasted key and with the signed-in session. Needs `npm run build`.

test.use({ serviceWorkers: 'block' });

const visibleSections = (page: Page) => page.locator('article.endpoint:visible');

async function open(page: Page, path: string) {
	await page.goto(path);
	await waitForHook(page);
}

test('the search box filters the operations by title, path and keyword, offline too', async ({ page, context }) => {
	await open(page, '/docs');
	const total = await page.locator('article.endpoint').count();
	expect(total).toBeGreaterThan(20);
	await expect(visibleSections(page)).toHaveCount(total);
	await context.setOffline(true);
	const search = page.getByLabel('Search operations');

	await search.fill('iban');
	await expect(page.locator('#op-iban-validator')).toBeVisible();
	await expect(page.locator('#op-hash')).toBeHidden();
	expect(await visibleSections(page).count()).toBeLessThan(4);
	await expect(page.locator('#start')).toBeHidden();

	// A path, and a keyword that is in no title (the hash operation's "checksum").
	await search.fill('/country-info');
	await expect(visibleSections(page)).toHaveCount(2);
	await search.fill('checksum');
	await expect(page.locator('#op-hash')).toBeVisible();
	await expect(page.locator('#op-iban-validator')).toBeHidden();

	await search.fill('no-such-operation-anywhere');
	await expect(visibleSections(page)).toHaveCount(0);
	await expect(page.getByText('No operation matches')).toBeVisible();

	await search.fill('');
	await expect(visibleSections(page)).toHaveCount(total);
	await expect(page.locator('#start')).toBeVisible();
});

test('the search works in the page language', async ({ page }) => {
	await open(page, '/es/docs');
	const title = (await page.locator('#op-timezone h3').textContent())!.trim();
	expect(title).not.toBe('Time zone');
	await page.getByLabel('Buscar operaciones').fill(title.toLowerCase());
	await expect(page.locator('#op-timezone')).toBeVisible();
	await expect(page.locator('#op-hash')).toBeHidden();
	await expect(page.getByText(/de \d+ operaciones/)).toBeVisible();
});

test("an operation's anchor scrolls to its section and renders its samples; older links and /docs/<id> too", async ({ page }) => {
	await open(page, '/docs#op-public-holidays');
	const section = page.locator('#op-public-holidays');
	await expect(section.locator('h3')).toBeInViewport();
	await expect(section.locator('.samples')).toBeVisible();
	await expect(section.getByRole('tabpanel')).toContainText('/api/v1/public-holidays');

	// The links the tool pages used to make (#<id>).
	await open(page, '/docs#iban-validator');
	await expect(page.locator('#op-iban-validator h3')).toBeInViewport();

	await page.goto('/docs/geocoding');
	await expect(page).toHaveURL(/\/docs#op-geocoding$/);
	await waitForHook(page);
	await expect(page.locator('#op-geocoding h3')).toBeInViewport();

	// A search that hides the linked operation is cleared.
	await page.getByLabel('Search operations').fill('iban');
	await page.evaluate(() => (location.hash = '#op-hash'));
	await expect(page.locator('#op-hash h3')).toBeInViewport();
	await expect(page.getByLabel('Search operations')).toHaveValue('');
});

test("an operation's section links to its module's page, the README rendered in the app", async ({ page }) => {
	await open(page, '/docs#op-hash');
	await page.locator('#op-hash').getByRole('link', { name: 'Limits and notes' }).click();
	await expect(page).toHaveURL(/\/docs\/notes\/hash$/);
	// The README's first heading, "### Hash (`/hash`)", under the page's own.
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hash — notes');
	await expect(page.getByRole('heading', { level: 2, name: 'Hash (/hash)' })).toBeVisible();
	// In Portuguese: the frame's language, the README's English said in the link.
	await open(page, '/pt-BR/docs#op-hash');
	await page.locator('#op-hash').getByRole('link', { name: 'Limites e notas (em inglês)' }).click();
	await expect(page).toHaveURL(/\/pt-BR\/docs\/notes\/hash$/);
	await expect(page.getByRole('heading', { level: 2, name: 'Hash (/hash)' })).toBeVisible();
});

test('the language tabs switch the code sample, for every operation at once', async ({ page }) => {
	await open(page, '/docs#op-hash');
	const section = page.locator('#op-hash');
	const panel = section.getByRole('tabpanel');
	await expect(panel).toContainText("curl -X POST 'http://127.0.0.1");
	await section.getByRole('tab', { name: 'JavaScript' }).click();
	await expect(panel).toContainText('await fetch(');
	await expect(section.getByRole('tab', { name: 'JavaScript' })).toHaveAttribute('aria-selected', 'true');
	// Keyboard: the arrow moves to the next tab (the WAI-ARIA tabs pattern).
	await section.getByRole('tab', { name: 'JavaScript' }).press('ArrowRight');
	await expect(panel).toContainText('import requests');
	await expect(section.getByRole('tab', { name: 'Python' })).toBeFocused();
	// Another operation shows the same language.
	await page.evaluate(() => (location.hash = '#op-jwt-decoder'));
	await expect(page.locator('#op-jwt-decoder').getByRole('tabpanel')).toContainText('requests.post(');
	// Another example of the same operation.
	await page.evaluate(() => (location.hash = '#op-hash'));
	await section.getByRole('combobox').selectOption({ label: 'SHA-256 only' });
	await expect(panel).toContainText('"hello world"');
});

test('Try it with a pasted key answers 200 and shows the body; the key stays out of localStorage', async ({ page }) => {
	await open(page, '/docs#op-hash');
	const section = page.locator('#op-hash');
	await section.getByText('Try it', { exact: true }).click();
	const key = apiKey();
	await section.getByLabel('API key').fill(key);
	await expect(section.getByLabel('Request body (JSON)')).toHaveValue(/"input": "abc"/);
	await section.getByRole('button', { name: 'Send request' }).click();
	await expect(section.locator('.result [data-status]')).toHaveText('200');
	await expect(section.locator('.result pre')).toContainText('"sha256": "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"');

	// An edited body is sent as typed.
	await section.getByLabel('Request body (JSON)').fill('{"input": "abc", "algorithms": ["md5"]}');
	await section.getByRole('button', { name: 'Send request' }).click();
	await expect(section.locator('.result pre')).toContainText('900150983cd24fb0d6963f7d28e17f72');
	await expect(section.locator('.result pre')).not.toContainText('sha256');

	const stored = await page.evaluate(() => ({ local: JSON.stringify({ ...localStorage }), session: JSON.stringify({ ...sessionStorage }) }));
	expect(stored.local).not.toContain(key);
	expect(stored.session).toContain(key);

	// A GET: its parameters as JSON, sent as its path and query.
	await page.evaluate(() => (location.hash = '#op-country-info'));
	const country = page.locator('#op-country-info');
	await country.getByText('Try it', { exact: true }).click();
	await expect(country.getByLabel('API key')).toHaveValue(key);
	await country.getByRole('button', { name: 'Send request' }).click();
	await expect(country.locator('.result [data-status]')).toHaveText('200');
	await expect(country.locator('.result pre')).toContainText('"cca2": "BR"');
});

test('Try it shows the limit headers of a plan with limits', async ({ page }) => {
	const key = execFileSync(process.execPath, ['build/cli.js', 'keys', 'create', '--email', `docs-${Date.now()}@example.com`, '--plan', 'free'], {
		env: { ...process.env, DATA_DIR: process.env.UTILKIT_E2E_DATA_DIR },
		encoding: 'utf8',
		stdio: ['ignore', 'pipe', 'inherit']
	}).trim();
	await open(page, '/docs#op-iban-validator');
	const section = page.locator('#op-iban-validator');
	await section.getByText('Try it', { exact: true }).click();
	await section.getByLabel('API key').fill(key);
	// The server learns of a new key within its change poll.
	await expect(async () => {
		await section.getByRole('button', { name: 'Send request' }).click();
		await expect(section.locator('.result [data-status]')).toHaveText('200', { timeout: 1_000 });
	}).toPass();
	const headers = section.locator('.headers');
	await expect(headers).toContainText('x-ratelimit-limit');
	await expect(headers).toContainText('x-quota-remaining');
	await expect(section.locator('.result pre')).toContainText('"valid": true');
});

test('Try it without a key uses the signed-in session', async ({ page }) => {
	const account = { email: `docs-session-${Date.now()}@example.com`, password: 'correct horse battery' };
	expect((await page.request.post('/account/signup', { data: account })).ok()).toBe(true);
	expect((await page.request.post('/account/signin', { data: account })).ok()).toBe(true);
	await open(page, '/docs#op-color-converter');
	const section = page.locator('#op-color-converter');
	await section.getByText('Try it', { exact: true }).click();
	await expect(section.getByLabel('API key')).toHaveValue('');
	await section.getByRole('button', { name: 'Send request' }).click();
	await expect(section.locator('.result [data-status]')).toHaveText('200');
	await expect(section.locator('.result pre')).toContainText('"hex": "#FF7F50"');
});

test('no axe violations in an operation section with its samples and an answered Try-it panel, light and dark', async ({ page }) => {
	await page.addInitScript(() => localStorage.setItem('utilkit:theme', 'light'));
	await open(page, '/docs#op-ai-chat');
	const section = page.locator('#op-ai-chat');
	await expect(section.locator('.samples')).toBeVisible();
	await section.getByText('Try it', { exact: true }).click();
	await section.getByLabel('API key').fill(apiKey());
	await section.getByRole('button', { name: 'Send request' }).click();
	await expect(section.locator('.result [data-status]')).toBeVisible();
	// Off the Send button: a hovered button is another colour (the app's .btn:hover, checked apart).
	await page.mouse.move(0, 0);
	for (const theme of ['light', 'dark']) {
		await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
		await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
		const violations = await axeViolations(page, { include: '#op-ai-chat' });
		expect(violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), theme).toEqual([]);
	}
});

test('"Coming from IT-Tools or CyberChef" finds a tool by its anchor name and opens the Utilkit tool with its settings', async ({ page }) => {
	await open(page, '/docs');
	await page.getByRole('link', { name: 'Coming from IT-Tools or CyberChef →' }).click();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming from IT-Tools or CyberChef');
	// The anchors' own sizes: IT-Tools' 86 tools, CyberChef's 504 operations.
	await expect(page.getByRole('link', { name: /^IT-Tools: \d+ of 86 tools$/ })).toBeVisible();
	await expect(page.getByRole('link', { name: /^CyberChef: \d+ of 504 tools$/ })).toBeVisible();
	await page.getByLabel('Filter').fill('from hexdump');
	const rows = page.locator('tbody tr:visible');
	await expect(rows).toHaveCount(1);
	await expect(rows.first().getByRole('rowheader')).toHaveText('From Hexdump');
	await rows.first().getByRole('link').click();
	await expect(page).toHaveURL(/\/tools\/hexdump#in=/);
	await waitForHook(page);
	// The link's settings are in the form: the direction reads a dump back.
	await expect(page.getByLabel('Direction', { exact: true }).locator('option:checked')).toHaveText('Read a dump back');
});

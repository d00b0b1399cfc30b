import { expect, test, type BrowserContext, type Page } from './fixtures.js';
import { answerNameQuestion, waitForServiceWorker } from './helpers.js';
import { axeViolations } from './axe.js';

// These tests install the service worker (the suite's default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// The outbox belongs to the account that queued it (docs/security.md, "Outbox per account"):
// a sign-out says how many of its requests it deletes and deletes them; entries of an account
// whose session ended some other way are never sent under the next account, only its own.
// The URL checks go to 127.0.0.1, which the server refuses with a 422: an answer, no outbound network.

const PASSWORD = 'correct horse battery';
const address = (name: string) => `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

async function signUpAs(page: Page, email: string, name: string): Promise<void> {
	await page.goto('/signup');
	await page.getByLabel('E-mail').fill(email);
	await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
	await page.getByRole('button', { name: 'Create account' }).click();
	await answerNameQuestion(page, name);
}

/** Opens the URL checker with everything precached, cuts the network and queues a request per URL. */
async function queueOffline(page: Page, urls: string[]): Promise<void> {
	await page.goto('/tools/url-checker');
	await waitForServiceWorker(page);
	await page.context().setOffline(true);
	for (const url of urls) {
		await page.getByLabel('URL', { exact: true }).fill(url);
		await page.getByRole('button', { name: 'Queue', exact: true }).click();
		await expect(page.getByText('Queued — will be sent when you are back online.')).toBeVisible();
	}
}

/** The outbox as IndexedDB holds it (what the service worker would send). */
const storedEntries = (page: Page) =>
	page.evaluate(
		() =>
			new Promise<{ owner?: string | null; state: string; input: { url?: string } }[]>((resolve, reject) => {
				const open = indexedDB.open('utilkit-outbox');
				open.onerror = () => reject(open.error);
				open.onsuccess = () => {
					const get = open.result.transaction('entries').objectStore('entries').getAll();
					get.onsuccess = () => resolve(get.result as { owner?: string | null; state: string; input: { url?: string } }[]);
					get.onerror = () => reject(get.error);
				};
			})
	);

/** Every URL checker request from now on, by the pages or the service worker. */
function recordApiCalls(context: BrowserContext): string[] {
	const calls: string[] = [];
	context.on('request', (request) => {
		if (new URL(request.url()).pathname === '/api/v1/url-checker') calls.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`);
	});
	return calls;
}

test.describe('the outbox belongs to the account that queued it', () => {
	test('sign-out states how many queued requests it deletes, Cancel keeps them, "Sign out and delete" deletes them', async ({ page, context }) => {
		const ana = address('outbox-ana');
		await signUpAs(page, ana, 'Outbox Ana');
		await queueOffline(page, ['http://127.0.0.1:4173/ana-one', 'http://127.0.0.1:4173/ana-two']);
		expect((await storedEntries(page)).map((e) => e.owner)).toEqual([ana, ana]);

		// Back online, but the API unreachable: the requests stay queued (as on a flaky network).
		await context.route('**/api/v1/**', (route) => route.abort('internetdisconnected'));
		await context.setOffline(false);
		await page.goto('/dashboard');
		await page.getByRole('button', { name: 'Sign out', exact: true }).click();

		const dialog = page.getByRole('dialog', { name: 'Sign out and delete the outbox?' });
		await expect(dialog).toBeVisible();
		await expect(dialog).toContainText('2 queued requests will be deleted from this browser.');
		await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
		const violations = await axeViolations(page, { include: 'dialog.sign-out' });
		expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

		// Cancel: still signed in, nothing deleted.
		await dialog.getByRole('button', { name: 'Cancel' }).click();
		await expect(dialog).toBeHidden();
		await expect(page.getByRole('link', { name: 'Outbox Ana' })).toBeVisible();
		expect(await storedEntries(page)).toHaveLength(2);

		// Escape is a Cancel too.
		await page.getByRole('button', { name: 'Sign out', exact: true }).click();
		await expect(dialog).toBeVisible();
		await page.keyboard.press('Escape');
		await expect(dialog).toBeHidden();
		expect(await storedEntries(page)).toHaveLength(2);

		await page.getByRole('button', { name: 'Sign out', exact: true }).click();
		await dialog.getByRole('button', { name: 'Sign out and delete' }).click();
		await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
		expect(await storedEntries(page)).toEqual([]);
		expect(await page.evaluate(() => localStorage.getItem('utilkit-signed-in-as'))).toBeNull();

		// The next account finds nothing of Ana's, and sends nothing.
		await context.unroute('**/api/v1/**');
		const calls = recordApiCalls(context);
		await signUpAs(page, address('outbox-ben'), 'Outbox Ben');
		await page.goto('/outbox');
		await expect(page.getByText('The outbox is empty.')).toBeVisible();
		expect(calls).toEqual([]);
	});

	test('a session ended elsewhere: the next account sends nothing of the first one’s; its owner does', async ({ page, context, baseURL }) => {
		const ana = address('outbox-ana');
		await signUpAs(page, ana, 'Outbox Ana');
		await queueOffline(page, ['http://127.0.0.1:4173/ana-secret-one', 'http://127.0.0.1:4173/ana-secret-two']);
		// Ana's session ends without this browser's sign-out (it expired, or she ended it from another device).
		await context.clearCookies();
		const calls = recordApiCalls(context);

		await page.goto('/outbox');
		await context.setOffline(false);
		const entries = page.locator('li.entry');
		await expect(entries).toHaveCount(2);
		await expect(entries.locator('.state')).toHaveText(['Sign in to send', 'Sign in to send']);
		// Loaded online, the page knows nobody is signed in: Ana's entries show whose they are, not their input.
		await page.reload();
		await expect(entries.first()).toContainText(`Queued by ${ana}: sent once that account signs in here.`);

		// Ben signs in on this browser: the replay that a sign-in starts sends nothing of Ana's.
		const ben = address('outbox-ben');
		await signUpAs(page, ben, 'Outbox Ben');
		await page.goto('/outbox');
		await expect(entries).toHaveCount(2);
		await expect(entries.first()).toHaveAttribute('data-owner', 'other');
		await expect(entries.first()).toContainText(`Queued by another account, ${ana}`);
		// Ana's inputs are not shown to Ben.
		await expect(page.getByText('ana-secret')).toHaveCount(0);
		await expect(page.getByRole('button', { name: 'Send now' })).toHaveCount(0);

		// Nor does the service worker's Background Sync: it asks the server who is signed in (Ben).
		let workerAsked = false;
		context.on('request', (request) => {
			if (request.serviceWorker() && new URL(request.url()).pathname === '/account/session') workerAsked = true;
		});
		const cdp = await context.newCDPSession(page);
		const registrationId = new Promise<string>((resolve) => {
			cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
				const found = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
				if (found) resolve(found.registrationId);
			});
		});
		await cdp.send('ServiceWorker.enable');
		const sync = { origin: baseURL!, registrationId: await registrationId, tag: 'utilkit-outbox', lastChance: false };
		// A sync that arrives while this page's own replay holds the outbox lock leaves the work to
		// it and asks nothing: dispatch again until the worker itself has asked who is signed in.
		await expect(async () => {
			if (!workerAsked) await cdp.send('ServiceWorker.dispatchSyncEvent', sync);
			await expect.poll(() => workerAsked, { timeout: 2_000 }).toBe(true);
		}).toPass();
		await page.waitForTimeout(500);
		expect((await storedEntries(page)).map((e) => [e.owner, e.state])).toEqual([
			[ana, 'queued'],
			[ana, 'queued']
		]);
		expect(calls).toEqual([]);
		const usage = await page.request.get('/account/usage');
		expect(((await usage.json()) as { used: number }).used).toBe(0);

		// Ben may delete them; with none of his own, his sign-out asks nothing and leaves Ana's.
		await entries.first().getByRole('button', { name: 'Delete' }).click();
		await expect(entries).toHaveCount(1);
		await page.goto('/dashboard');
		await page.getByRole('button', { name: 'Sign out', exact: true }).click();
		await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
		await expect(page.getByRole('dialog')).toHaveCount(0);
		expect(await storedEntries(page)).toHaveLength(1);

		// Ana signs in again: hers goes out at once, under her account.
		await page.goto('/signin?next=%2Foutbox');
		await page.getByLabel('E-mail').fill(ana);
		await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
		await page.getByRole('button', { name: 'Sign in' }).click();
		await expect(page).toHaveURL(/\/outbox$/);
		await expect(entries.locator('.state')).toHaveText('Sent');
		await expect(entries.locator('.answer-status')).toHaveAttribute('data-status', '422');
		expect(calls).toHaveLength(1);
		expect(calls[0]).toContain('ana-secret-one');
	});
});

import { expect, test, type Page } from './fixtures.js';
import { answerNameQuestion, signUp, waitForServiceWorker } from './helpers.js';

// These tests install the service worker (the suite's default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// The offline outbox: a server tool's request made offline waits in IndexedDB, survives
// a reload, and is sent when the connection returns. The URL checks go to 127.0.0.1, which the
// server refuses with a 422 (no OUTBOUND_ALLOW_PRIVATE in tests): an answer to show, with no
// outbound network needed.

const PASSWORD = 'correct horse battery';
const address = (name: string) => `${name}-${Date.now().toString(36)}@example.com`;

/** Opens the URL checker with everything precached, then cuts the network. */
async function offlineOnUrlChecker(page: Page): Promise<void> {
	await page.goto('/tools/url-checker');
	await waitForServiceWorker(page);
	await page.context().setOffline(true);
	await expect(page.getByRole('button', { name: 'Queue', exact: true })).toBeVisible();
}

async function queue(page: Page, url: string): Promise<void> {
	await page.getByLabel('URL', { exact: true }).fill(url);
	await page.getByRole('button', { name: 'Queue', exact: true }).click();
	await expect(page.getByText('Queued — will be sent when you are back online.')).toBeVisible();
}

test.describe('the offline outbox', () => {
	test('queued offline, kept across a reload, cancellable, sent when back online', async ({ page, context }) => {
		await signUp(page, 'Outbox User');
		await offlineOnUrlChecker(page);

		await queue(page, 'http://127.0.0.1:4173/first');
		await expect(page.getByRole('link', { name: 'Outbox: 1 waiting to be sent' })).toBeVisible();
		await queue(page, 'http://127.0.0.1:4173/second');
		await expect(page.getByRole('link', { name: 'Outbox: 2 waiting to be sent' })).toBeVisible();

		// Nothing queued is lost on reload (the page comes from the service worker).
		await page.reload();
		await page.getByRole('link', { name: 'Outbox: 2 waiting to be sent' }).click();
		await expect(page).toHaveURL(/\/outbox$/);
		const entries = page.locator('li.entry');
		await expect(entries).toHaveCount(2);
		await expect(page.getByText('You are offline: 2 waiting')).toBeVisible();

		const second = entries.filter({ hasText: '127.0.0.1:4173/second' });
		await expect(second.locator('.state')).toHaveText('Queued');
		await second.getByRole('button', { name: 'Cancel' }).click();
		await expect(page.getByText('Cancelled the URL checker request.')).toBeVisible();
		await expect(entries).toHaveCount(1);

		await context.setOffline(false);
		const first = entries.first();
		await expect(first.locator('.state')).toHaveText('Sent');
		await expect(first.locator('.answer-status')).toHaveAttribute('data-status', '422');
		// The answer as the tool page shows it: a refusal in words, the raw body under "Show the API call".
		const result = first.locator('section.result');
		await expect(result).toHaveAttribute('data-status', '422');
		await expect(result.getByTestId('error-title')).toHaveText('Check the input');
		await expect(result.getByTestId('error-message')).not.toBeEmpty();
		await result.getByText('Show the API call').click();
		const body = JSON.parse((await result.getByTestId('api-call-answer').locator('.json pre').textContent()) ?? 'null') as { detail?: unknown };
		expect(typeof body.detail).toBe('string');
		await expect(page.getByRole('link', { name: 'Outbox: 1 answer to read' })).toBeVisible();

		await first.getByRole('button', { name: 'Dismiss' }).click();
		await expect(page.getByText('The outbox is empty.')).toBeVisible();
		await expect(page.getByRole('link', { name: /^Outbox:/ })).toHaveCount(0);
	});

	test('a request that found the user signed out is sent as soon as they sign in again', async ({ page, context }) => {
		const email = address('outbox-again');
		await page.goto('/signup');
		await page.getByLabel('E-mail').fill(email);
		await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
		await page.getByRole('button', { name: 'Create account' }).click();
		await answerNameQuestion(page, 'Outbox Again');

		await offlineOnUrlChecker(page);
		await queue(page, 'http://127.0.0.1:4173/after-sign-in');
		// The session ends while offline (as if it expired): back online, the replay gets a 401.
		await context.clearCookies();
		await page.goto('/outbox');
		await context.setOffline(false);
		await expect(page.locator('li.entry .state')).toHaveText('Sign in to send');

		// Signing in sends it at once: no reload, no "Send now".
		await page.goto('/signin?next=%2Foutbox');
		await page.getByLabel('E-mail').fill(email);
		await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
		await page.getByRole('button', { name: 'Sign in' }).click();
		await expect(page).toHaveURL(/\/outbox$/);
		await expect(page.locator('li.entry .state')).toHaveText('Sent');
		await expect(page.locator('li.entry .answer-status')).toHaveAttribute('data-status', '422');
	});

	test('the tool page shows the answer once the queued request is sent', async ({ page, context }) => {
		await signUp(page, 'Outbox Tool User');
		await offlineOnUrlChecker(page);
		await queue(page, 'http://127.0.0.1:4173/on-the-page');

		await context.setOffline(false);
		await expect(page.getByText('Sent from the outbox now that you are back online; the answer is below.')).toBeVisible();
		await expect(page.locator('section.result')).toHaveAttribute('data-status', '422');
		await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeVisible();
	});

	test('with no app page open, the service worker sends the queue on a Background Sync', async ({ page, context, baseURL }) => {
		await signUp(page, 'Outbox Sync User');
		await offlineOnUrlChecker(page);
		await queue(page, 'http://127.0.0.1:4173/by-the-worker');

		// A precached static file: same origin (so IndexedDB is readable) but none of the app's
		// code, so nothing here replays; only the service worker can send the entry.
		await page.goto('/robots.txt');
		await context.setOffline(false);

		const cdp = await context.newCDPSession(page);
		const registrationId = new Promise<string>((resolve) => {
			cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
				const found = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
				if (found) resolve(found.registrationId);
			});
		});
		await cdp.send('ServiceWorker.enable');
		await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: baseURL!, registrationId: await registrationId, tag: 'utilkit-outbox', lastChance: false });

		const readEntries = () =>
			page.evaluate(
				() =>
					new Promise<{ state: string; result?: { status: number } }[]>((resolve, reject) => {
						const open = indexedDB.open('utilkit-outbox');
						open.onerror = () => reject(open.error);
						open.onsuccess = () => {
							const get = open.result.transaction('entries').objectStore('entries').getAll();
							get.onsuccess = () => resolve(get.result as { state: string; result?: { status: number } }[]);
							get.onerror = () => reject(get.error);
						};
					})
			);
		await expect.poll(async () => (await readEntries()).map((e) => [e.state, e.result?.status])).toEqual([['done', 422]]);

		// The service worker asked for the answer's message ids and kept them: /pt-BR/outbox says it
		// in Portuguese, as a direct run would (the API's body itself stays English).
		await page.goto('/pt-BR/outbox');
		const result = page.locator('li.entry section.result');
		await expect(result).toHaveAttribute('data-status', '422');
		const message = result.getByTestId('error-message');
		await expect(message).toContainText('o endereço não é público');
		await result.getByText('Mostrar a chamada à API').click();
		const body = JSON.parse((await result.getByTestId('api-call-answer').locator('.json pre').textContent()) ?? 'null') as Record<string, unknown>;
		expect(body).not.toHaveProperty('message_ids');
		expect(typeof body.detail).toBe('string');
		expect(await message.textContent()).not.toContain(body.detail);
	});
});

import { expect, test, type Page } from './fixtures.js';
import { OPERATIONS } from '../../src/lib/ops/registry.js';
import { answerNameQuestion, waitForHook, waitForServiceWorker, controlledByServiceWorker } from './helpers.js';

// These tests install the service worker (the suite's default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// Issue 5: after one online visit, every tool page opens offline. A tool that runs anywhere
// answers its first example from the worker (the page runs it on load); a server tool queues
// its example in the outbox for a signed-in user, and tells a signed-out user it needs one.

const PASSWORD = 'correct horse battery';
const address = (name: string) => `${name}-${Date.now().toString(36)}@example.com`;
const QUEUED = 'Queued — will be sent when you are back online.';

async function signUp(page: Page, name: string): Promise<void> {
	await page.goto('/signup');
	await page.getByLabel('E-mail').fill(address('tools-offline'));
	await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
	await page.getByRole('button', { name: 'Create account' }).click();
	await answerNameQuestion(page, name);
}

/**
 * Precaches everything online, waits until the service worker has also downloaded the data some
 * tools load on first use (gazetteer, holiday calendars: asked for by the page once the worker is
 * ready), then cuts the network. No tool is used online first.
 */
async function goOffline(page: Page): Promise<void> {
	await page.goto('/');
	await controlledByServiceWorker(page);
	await waitForHook(page);
	// Asking again joins the download the page started; the answer comes when it is complete.
	await page.evaluate(
		() =>
			new Promise<void>((resolve) => {
				navigator.serviceWorker.addEventListener('message', (event) => {
					if ((event.data as { type?: string } | null)?.type === 'data-cached') resolve();
				});
				navigator.serviceWorker.controller!.postMessage({ type: 'cache-data' });
			})
	);
	await page.context().setOffline(true);
}

async function openTool(page: Page, id: string, title: string): Promise<void> {
	await page.goto(`/tools/${id}`);
	await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
	await waitForHook(page);
}

/** The page runs the first example on load; it must answer without an error. */
async function expectExampleAnswered(page: Page, id: string): Promise<void> {
	const result = page.getByRole('region', { name: 'Result' });
	// Busy from the first paint until the answer is shown. The worker loads the operation's code
	// (and data: the gazetteer, holiday calendars) from the service worker's cache on its first
	// call, which takes seconds on a loaded machine: bounded by the test's per-page budget.
	await expect(result).toHaveAttribute('aria-busy', 'false', { timeout: 0 });
	await expect(result).toHaveAttribute('data-status', /^\d+$/);
	const status = Number(await result.getAttribute('data-status'));
	const error = (await result.getByTestId('error-message').count()) ? await result.getByTestId('error-message').textContent() : '';
	expect.soft(status, `${id}: status ${status} ${error}`).toBeLessThan(400);
	expect.soft(await result.getByRole('alert').count(), `${id}: no error shown`).toBe(0);
}

const anywhere = OPERATIONS.filter((op) => op.runs === 'anywhere');
const server = OPERATIONS.filter((op) => op.runs === 'server');

// A budget per page walked (a first answer in a fresh worker, offline), on top of the set-up
// (sign-up, precache, the data download), rather than one figure for the whole walk.
const SETUP_MS = 60_000;
const PER_PAGE_MS = 15_000;

test.describe('every tool page offline', () => {
	// The tests stand alone (each its own context): the two workers share them out.
	test.describe.configure({ mode: 'parallel' });

	test('runs-anywhere tools answer their example', async ({ page }) => {
		expect(anywhere.length).toBeGreaterThan(0);
		test.setTimeout(SETUP_MS + PER_PAGE_MS * anywhere.length);
		await goOffline(page);

		for (const op of anywhere) {
			await test.step(op.id, async () => {
				expect(op.examples.length, `${op.id} has an example`).toBeGreaterThan(0);
				await openTool(page, op.id, op.title);
				await expectExampleAnswered(page, op.id);
			});
		}
	});

	test('server tools queue their example (signed in)', async ({ page }) => {
		expect(server.length).toBeGreaterThan(0);
		test.setTimeout(SETUP_MS + PER_PAGE_MS * server.length);
		await signUp(page, 'Offline Tools User');
		await goOffline(page);

		for (const op of server) {
			await test.step(op.id, async () => {
				await openTool(page, op.id, op.title);
				await expect(page.getByRole('button', { name: 'Queue', exact: true })).toBeVisible();
				await page.getByRole('group', { name: 'Examples' }).getByRole('button', { name: op.examples[0]!.name, exact: true }).click();
				await expect(page.getByText(QUEUED)).toBeVisible();
				await expect(page.getByText('Sign in to use this tool.')).toHaveCount(0);
			});
		}
		await expect(page.getByRole('link', { name: `Outbox: ${server.length} waiting to be sent` })).toBeVisible();
	});

	test('with the browser saving data, a tool whose data was not downloaded says so offline', async ({ page }) => {
		// Data Saver on: the page does not ask the service worker for the data after install.
		await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
		await page.goto('/');
		await waitForServiceWorker(page);
		await page.context().setOffline(true);
		await openTool(page, 'geocoding', OPERATIONS.find((o) => o.id === 'geocoding')!.title);
		const result = page.getByRole('region', { name: 'Result' });
		await expect(result).toHaveAttribute('data-status', '503');
		await expect(result.getByTestId('error-message')).toHaveText('This tool downloads its data the first time it is used. Reconnect and try again.');
	});

	test('a server tool tells a signed-out user it needs a sign-in', async ({ page }) => {
		const op = server[0]!;
		await goOffline(page);
		await openTool(page, op.id, op.title);
		await expect(page.getByRole('note')).toContainText('Requests are queued and sent when you are back online and signed in.');
	});
});

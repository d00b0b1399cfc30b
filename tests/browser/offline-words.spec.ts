import { expect, test, type Page } from './fixtures.js';
import { signUp, waitForHook, waitForServiceWorker } from './helpers.js';
import { axeViolations } from './axe.js';

// These tests install the service worker (the suite's default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// What a first visit says about offline use, in words: a note said once with the sizes the
// service worker's manifest gives, the download's progress, what "Available offline" covers, and
// "you are offline" in words of its own. And offline, the header still names the account.

/** The manifest's sizes (uncompressed bytes) as the build's report writes them: MB of 10^6, one decimal. */
async function manifestSizes(page: Page) {
	return page.evaluate(async () => {
		const code = await (await fetch('/service-worker.js')).text();
		const manifest = JSON.parse(/\[\{"url":.*?\}\]/.exec(code)![0]) as { url: string; size: number; data?: true }[];
		const sum = (list: typeof manifest) => list.reduce((total, e) => total + e.size, 0);
		const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
		const app = sum(manifest.filter((e) => !e.data));
		const data = sum(manifest.filter((e) => e.data));
		return { app: mb(app), data: mb(data), all: mb(app + data) };
	});
}

/** The operations worker's chunks: the app's install waits for them. */
const WORKER_CHUNKS = /\/_app\/immutable\/workers\//;
/** The data chunks (scripts/build/offline-data.js): downloaded after the install. */
const DATA_CHUNKS = /\/_app\/immutable\/workers\/chunks\/data-[^/]+\.js$/;

/** Holds the service worker's download of the files `pattern` matches until `release()`. */
async function holdDownload(page: Page, pattern: RegExp) {
	let release!: () => void;
	const released = new Promise<void>((resolve) => (release = resolve));
	await page.context().route(pattern, async (route) => {
		await released;
		await route.continue();
	});
	return release;
}

const status = (page: Page) => page.getByRole('banner').getByRole('status');

test('a first visit says once what offline use means, what it downloads and how far it is', async ({ page }) => {
	const release = await holdDownload(page, WORKER_CHUNKS);
	await page.goto('/');
	const sizes = await manifestSizes(page);

	const note = page.getByRole('region', { name: 'Offline use' });
	await expect(note).toBeVisible();
	await expect(note).toContainText(`${sizes.app} MB for the app, then ${sizes.data} MB of place names, holiday calendars and password dictionaries`);
	// Progress in words, over everything to download.
	await expect(note.getByTestId('offline-note-progress')).toHaveText(new RegExp(`^\\s*Saving for offline use: \\d+\\.\\d of ${sizes.all.replace('.', '\\.')} MB\\s*$`));

	// The header's pill says it is saving, not that the browser is offline.
	await expect(status(page)).toHaveAttribute('data-state', 'preparing');
	// innerText: the phone's short words are in the button too, not shown on a wide screen.
	await expect(status(page)).toHaveText(/^\s*Saving for offline…\s*\d+%\s*$/, { useInnerText: true });
	const pill = status(page).getByRole('button');
	await pill.click();
	const info = page.locator('#offline-info');
	await expect(info).toBeVisible();
	await expect(info.getByTestId('offline-progress')).toHaveText(new RegExp(`Saving for offline use: \\d+\\.\\d of ${sizes.all.replace('.', '\\.')} MB`));
	await expect(info.getByTestId('offline-data')).toHaveText('Place names, holiday calendars and password dictionaries: still downloading.');
	// The note and the popover open: nothing axe finds (names, contrast, landmarks).
	const violations = await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'] });
	expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
	await page.keyboard.press('Escape');
	await expect(info).toBeHidden();

	release();
	await expect(status(page)).toHaveAttribute('data-state', 'ready', { timeout: 120_000 });
	await expect(status(page)).toHaveText('Available offline', { useInnerText: true });
	await expect(note.getByTestId('offline-note-progress')).toHaveText('Done: Utilkit now works without a connection.');
	// What "Available offline" covers.
	await pill.click();
	await expect(info).toContainText('Every tool that needs no network works without a connection');
	await expect(info.getByTestId('offline-data')).toHaveText('Place names, holiday calendars and password dictionaries: included.');
	await page.keyboard.press('Escape');

	// Said once: the next page load, and offline, stay quiet about it.
	await page.reload();
	await waitForHook(page);
	await expect(status(page)).toHaveAttribute('data-state', 'ready');
	await expect(note).toHaveCount(0);

	// Offline now: said distinctly, with what still works.
	await page.context().setOffline(true);
	await page.reload();
	await waitForHook(page);
	await expect(status(page)).toHaveAttribute('data-state', 'offline');
	await expect(status(page)).toHaveText('You’re offline', { useInnerText: true });
	await pill.click();
	await expect(info.getByTestId('offline-now')).toHaveText(/^No connection\. Tools that run in your browser keep working/);
	await expect(info.getByTestId('offline-data')).toHaveText('Place names, holiday calendars and password dictionaries: included.');
	await expect(note).toHaveCount(0);
	await page.context().setOffline(false);
});

test('the note in Portuguese, dismissed with “Entendi”, stays dismissed while the download goes on', async ({ page }) => {
	// The app installs; the data waits, so the download is still under way at the reload.
	const release = await holdDownload(page, DATA_CHUNKS);
	await page.goto('/pt-BR');
	const sizes = await manifestSizes(page);
	const note = page.getByRole('region', { name: 'Uso offline' });
	await expect(note).toBeVisible();
	// Portuguese writes the decimal with a comma.
	await expect(note).toContainText(`${sizes.app.replace('.', ',')} MB do app e, depois, ${sizes.data.replace('.', ',')} MB de nomes de lugares`);
	await expect(note.getByTestId('offline-note-progress')).toHaveText(/Salvando para uso offline: \d+,\d de \d+,\d MB/);
	await expect(status(page)).toHaveText(/^\s*Salvando para uso offline…\s*\d+\s*%\s*$/, { useInnerText: true });
	await waitForServiceWorker(page);
	await note.getByRole('button', { name: 'Entendi' }).click();
	await expect(note).toHaveCount(0);
	await page.reload();
	await waitForHook(page);
	// Still downloading (the note would have something to say), and quiet.
	await expect(status(page)).toHaveAttribute('data-state', 'preparing');
	await expect(page.getByTestId('offline-note')).toHaveCount(0);
	release();
	await expect(status(page)).toHaveAttribute('data-state', 'ready', { timeout: 120_000 });
	await expect(page.getByTestId('offline-note')).toHaveCount(0);
});

test('offline, the header names the account signed in at the last visit, not “Sign in”', async ({ page }) => {
	await signUp(page, 'Offline Reader');
	await page.goto('/tools/hash');
	await waitForHook(page);
	const account = page.getByRole('banner').getByRole('link', { name: 'Offline Reader' });
	await expect(account).toBeVisible();
	// The pages come from the service worker's cache once it is in.
	await expect(status(page)).toHaveAttribute('data-state', /preparing|ready/, { timeout: 120_000 });
	await waitForServiceWorker(page);

	await page.context().setOffline(true);
	await page.reload();
	await waitForHook(page);
	await expect(status(page)).toHaveAttribute('data-state', 'offline');
	await expect(account).toBeVisible();
	await expect(account).toHaveAttribute('href', '/dashboard');
	await expect(account).toHaveAttribute('data-offline', 'true');
	await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);

	// Back online, the server confirms it.
	await page.context().setOffline(false);
	await page.reload();
	await waitForHook(page);
	await expect(account).toBeVisible();
	await expect(account).not.toHaveAttribute('data-offline', 'true');
});

import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Watches a context for Content-Security-Policy violations, reported into `seen` (see below). */
async function watchCsp(context: BrowserContext, seen: () => string[]): Promise<void> {
	await context.exposeBinding('__utilkitCspViolation', (_source, text: string) => void seen().push(text));
	await context.addInitScript(() => {
		document.addEventListener('securitypolicyviolation', (e) => {
			const report = (window as unknown as { __utilkitCspViolation(text: string): void }).__utilkitCspViolation;
			report(`${e.effectiveDirective} refused ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
		});
	});
	const watch = (page: Page) =>
		page.on('console', (message) => {
			if (/Content Security Policy/i.test(message.text())) seen().push(message.text());
		});
	context.pages().forEach(watch);
	context.on('page', watch);
}

/**
 * Every browser test runs under the app's Content-Security-Policy and fails on a violation:
 * whatever a test does (every tool, the dashboard, the outbox, offline), nothing the app needs
 * may be refused by its own policy (svelte.config.js `kit.csp`, src/lib/server/security-headers.ts).
 * Violations are caught both as `securitypolicyviolation` events and as Chromium's console
 * messages (which also cover what the event does not reach, such as a worker's).
 *
 * `offlinePage(path)`: the page at `path` with the network off, in a context of the test
 * worker's whose service worker has installed the app once (`installedApp`). Installing it
 * downloads the whole app and its data (26 MB) and takes seconds on a busy 2-core runner, so tests
 * that only look at a tool offline share one install; each gets a page of its own, closed after.
 */
export const test = base.extend<{ cspViolations: string[]; offlinePage: (path: string) => Promise<Page> }, { installedApp: { context: BrowserContext; seen: string[] } }>({
	cspViolations: [
		async ({ context }, use) => {
			const seen: string[] = [];
			await watchCsp(context, () => seen);
			await use(seen);
			expect(seen, 'Content-Security-Policy violations').toEqual([]);
		},
		{ auto: true }
	],
	installedApp: [
		async ({ browser }, use, workerInfo) => {
			const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, serviceWorkers: 'allow' });
			const installed = { context, seen: [] as string[] };
			await watchCsp(context, () => installed.seen);
			const page = await context.newPage();
			await page.goto('/');
			await page.evaluate(async () => {
				await navigator.serviceWorker.ready;
			});
			await page.close();
			await use(installed);
			await context.close();
		},
		{ scope: 'worker' }
	],
	offlinePage: async ({ installedApp }, use) => {
		const { context } = installedApp;
		installedApp.seen = [];
		const pages: Page[] = [];
		await use(async (path) => {
			const page = await context.newPage();
			pages.push(page);
			await context.setOffline(true);
			await page.goto(path);
			await page.waitForFunction(() => typeof window.utilkit?.run === 'function');
			return page;
		});
		for (const page of pages) await page.close();
		await context.setOffline(false);
		expect(installedApp.seen, 'Content-Security-Policy violations').toEqual([]);
	}
});

import { expect, test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Every browser test runs under the app's Content-Security-Policy and fails on a violation:
 * whatever a test does (every tool, the dashboard, the outbox, offline), nothing the app needs
 * may be refused by its own policy (svelte.config.js `kit.csp`, src/lib/server/security-headers.ts).
 * Violations are caught both as `securitypolicyviolation` events and as Chromium's console
 * messages (which also cover what the event does not reach, such as a worker's).
 */
export const test = base.extend<{ cspViolations: string[] }>({
	cspViolations: [
		async ({ context }, use) => {
			const seen: string[] = [];
			await context.exposeBinding('__utilkitCspViolation', (_source, text: string) => void seen.push(text));
			await context.addInitScript(() => {
				document.addEventListener('securitypolicyviolation', (e) => {
					const report = (window as unknown as { __utilkitCspViolation(text: string): void }).__utilkitCspViolation;
					report(`${e.effectiveDirective} refused ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
				});
			});
			const watch = (page: import('@playwright/test').Page) =>
				page.on('console', (message) => {
					if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
				});
			context.pages().forEach(watch);
			context.on('page', watch);
			await use(seen);
			expect(seen, 'Content-Security-Policy violations').toEqual([]);
		},
		{ auto: true }
	]
});

import { expect, test, type Page } from './fixtures.js';
import { apiKey, NAME_QUESTION, waitForHook, controlledByServiceWorker } from './helpers.js';

// The suite blocks the service worker (playwright.config.ts); the tests about offline use allow it.

// Issue 7, security review (docs/security.md): the app's Content-Security-Policy is enforced and
// strict, and the service worker never keeps an answer meant for one account.

const PASSWORD = 'correct horse battery';

async function signUp(page: Page): Promise<void> {
	await page.goto('/signup');
	await page.getByLabel('E-mail').fill(`security-${Date.now().toString(36)}@example.com`);
	await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
	await page.getByRole('button', { name: 'Create account' }).click();
	await expect(page.getByRole('heading', { name: NAME_QUESTION })).toBeVisible();
}

test.describe('Content-Security-Policy', () => {
	test('pages carry a strict policy, and a script injected at run time is refused', async ({ page, cspViolations }) => {
		const response = await page.goto('/tools/hash');
		const header = response!.headers()['content-security-policy'];
		expect(header).toContain("frame-ancestors 'none'");
		const meta = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
		const scriptSrc = /script-src ([^;]+)/.exec(meta!)![1].split(' ');
		// Scripts come from this origin or match a hash: no 'unsafe-inline', no 'unsafe-eval', no host wildcard.
		expect(scriptSrc[0]).toBe("'self'");
		expect(scriptSrc.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(source))).toBe(true);
		expect(meta).toContain("object-src 'none'");
		expect(meta).toContain("base-uri 'none'");
		await waitForHook(page);

		// What an XSS would do: add an inline script. The policy refuses it and says so.
		const ran = await page.evaluate(async () => {
			const script = document.createElement('script');
			script.textContent = 'window.__injected = true;';
			document.head.append(script);
			await new Promise((resolve) => setTimeout(resolve, 100));
			return (window as unknown as { __injected?: boolean }).__injected === true;
		});
		expect(ran).toBe(false);
		await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
		expect(cspViolations.join('\n')).toMatch(/script-src/);
		// This violation was the point of the test; the fixture checks that nothing else was refused.
		cspViolations.length = 0;
	});
});

test.describe('service worker and accounts', () => {
	test.describe('with the service worker', () => {
		test.use({ serviceWorkers: 'allow' });

		test('never caches an API or account answer, with a key or with the session', async ({ page }) => {
			await signUp(page);
			await page.goto('/');
			await controlledByServiceWorker(page);

			// Authenticated GETs from a page the service worker controls: with the session cookie and
			// with a key, plus the account's own JSON.
			const statuses = await page.evaluate(async (key) => {
				const session = await fetch('/api/v1/timezone/list');
				const withKey = await fetch('/api/v1/country-info/BR', { headers: { 'X-API-Key': key } });
				const me = await fetch('/account/me');
				return [session.status, withKey.status, me.status, session.headers.get('cache-control')];
			}, apiKey());
			expect(statuses).toEqual([200, 200, 200, 'no-store']);

			const cached = await page.evaluate(async () => {
				const urls: string[] = [];
				for (const name of await caches.keys()) {
					for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
				}
				return urls;
			});
			expect(cached.length).toBeGreaterThan(10); // the precache is there…
			expect(cached.filter((path) => /^\/(api|account)(\/|$)/.test(path))).toEqual([]); // …and holds no answer for an account.
		});
	});
});

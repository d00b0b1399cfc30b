import { expect, test, type Page } from './fixtures.js';
import { axeViolations, describeViolation } from './axe.js';
import { verifyByMail, waitForHook } from './helpers.js';
import { OPERATIONS } from '../../src/lib/ops/registry.js';

// axe-core on every page of the app, in the light and the dark theme: no violations of WCAG 2.x
// A/AA (and axe's best practices). Tool pages run their example live, so the result views are
// checked too. Needs `npm run build`.

// Every test here stands alone (its own page, no shared state): the workers may share them out.
test.describe.configure({ mode: 'parallel' });

// No service worker: it would precache the whole app on every page load, and axe checks the DOM.
test.use({ serviceWorkers: 'block' });

// The mailed-link pages opened without a token show their "incomplete link" answer.
const STATIC_PAGES = ['/', '/docs', '/signin', '/signup', '/dashboard', '/outbox', '/recipes', '/forgot-password', '/reset-password', '/verify-email'];
// The themes differ only in colours (light-dark() under data-theme, src/routes/+layout.svelte):
// the dark pass needs only the rules that read colours, on the same page switched in place.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

// axe-core is evaluated once per page load and runs in the page (axe.ts): both passes share it.
async function violations(page: Page, rules?: string[]): Promise<string[]> {
	return (await axeViolations(page, { rules })).map(describeViolation);
}

async function expectNoViolations(page: Page, label: string, rules?: string[]) {
	// Soft: one run lists every page and theme that fails, not only the first.
	expect.soft(await violations(page, rules), label).toEqual([]);
}

async function check(page: Page, path: string, { dark = true } = {}) {
	await page.addInitScript(() => localStorage.setItem('utilkit:theme', 'light'));
	await page.goto(path);
	await waitForHook(page);
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
	// Let the page settle: the header's session check, and a tool page's automatic run of its
	// example (its result reads busy from the first paint until that answer is shown). The first
	// answer of a tool loads its code and data in the worker: seconds on a loaded machine, so that
	// wait has the test's own budget, not the 10 s of an ordinary expectation.
	await page.waitForLoadState('networkidle');
	const result = page.locator('section.result');
	if (await result.count()) await expect(result).toHaveAttribute('aria-busy', 'false', { timeout: 0 });
	await expectNoViolations(page, `${path} in the light theme`);
	if (!dark) return;

	// As the theme menu does it; then wait out any colour transition.
	await page.evaluate(() => {
		localStorage.setItem('utilkit:theme', 'dark');
		document.documentElement.dataset.theme = 'dark';
	});
	await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
	await expectNoViolations(page, `${path} in the dark theme`, COLOUR_RULES);
}

// The checker itself: faults planted in a page are reported, with their elements, by both passes.
test('the axe passes report planted violations', async ({ page }) => {
	await page.goto('/signin');
	await waitForHook(page);
	await page.evaluate(() => {
		const main = document.querySelector('main')!;
		main.insertAdjacentHTML(
			'beforeend',
			'<p id="planted-grey" style="color:#999;background:#aaa">grey on grey</p><img id="planted-img" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">'
		);
	});
	const light = await violations(page);
	expect(light.find((v) => v.startsWith('color-contrast'))).toContain('#planted-grey');
	expect(light.find((v) => v.startsWith('image-alt'))).toContain('#planted-img');
	await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
	const dark = await violations(page, COLOUR_RULES);
	expect(dark.map((v) => v.split(' ')[0])).toEqual(['color-contrast']);
	expect(dark[0]).toContain('#planted-grey');
});

for (const path of STATIC_PAGES) {
	test(`no axe violations on ${path}`, async ({ page }) => {
		// The API reference is the largest page; two themes of axe there can pass a minute on a busy CI box.
		test.slow(path === '/docs');
		await check(page, path);
	});
}

test('no axe violations on the dashboard when signed in, with a key and usage', async ({ page }) => {
	// Through the account endpoints (the page's cookie jar is shared with page.request).
	const account = { email: `a11y-${Date.now()}@example.com`, password: 'correct horse battery' };
	for (const [path, body] of [
		['signup', account],
		['signin', account],
		['profile', { name: 'Axe Tester' }]
	] as const) {
		expect((await page.request.post(`/account/${path}`, { data: body })).ok()).toBe(true);
	}
	// Keys wait for a confirmed address: the link mailed at sign-up.
	await verifyByMail(page, account.email);
	expect((await page.request.post('/account/keys', { data: { name: 'a11y' } })).ok()).toBe(true);
	expect((await page.request.post('/api/v1/hash', { data: { input: 'abc', algorithms: ['sha256'] } })).status()).toBe(200);
	await check(page, '/dashboard');
	await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
});

test('no axe violations on the dashboard of an unconfirmed account (its banner, the disabled key form)', async ({ page }) => {
	const account = { email: `a11y-unconfirmed-${Date.now()}@example.com`, password: 'correct horse battery' };
	for (const [path, body] of [
		['signup', account],
		['signin', account],
		['profile', { name: 'Axe Unconfirmed' }]
	] as const) {
		expect((await page.request.post(`/account/${path}`, { data: body })).ok()).toBe(true);
	}
	await check(page, '/dashboard');
	await expect(page.getByRole('button', { name: 'Send it again' })).toBeVisible();
});

// The translated pages: words change widths and wrapping, and the language menu marks each
// name with its language. Every static page and three tool pages (form, custom view, server tool),
// in the light theme: the dark theme's colours are the same components' as in English, checked above.
for (const prefix of ['/pt-BR', '/es']) {
	test(`no axe violations on the ${prefix} pages`, async ({ page }) => {
		// Three seconds or more per page on a loaded two-core box.
		test.setTimeout(240_000);
		for (const path of [...STATIC_PAGES, '/tools/hash', '/tools/color-converter', '/tools/url-checker']) {
			await check(page, path === '/' ? prefix : prefix + path, { dark: false });
		}
	});
}

// In chunks, so that the two test workers share them (playwright.config.ts).
const TOOL_CHUNKS = 6;
for (let chunk = 0; chunk < TOOL_CHUNKS; chunk++) {
	test(`no axe violations on the tool pages, part ${chunk + 1} of ${TOOL_CHUNKS}`, async ({ page, request }) => {
		// A bound for a hung page, not a speed test: a chunk takes well under a minute on a quiet
		// machine and has taken over four on a loaded 2-core runner (the first answer of each tool
		// loads its code and data in the worker).
		test.setTimeout(480_000);
		const tools = (await (await request.get('/tools.json')).json()) as { id: string }[];
		// Every operation has its page (and the walk below checks each page's examples).
		expect(tools.map((t) => t.id).sort()).toEqual(OPERATIONS.map((op) => op.id).sort());
		for (const [i, { id }] of tools.entries()) {
			if (i % TOOL_CHUNKS !== chunk) continue;
			await check(page, `/tools/${id}`);
			// The page is loaded anyway: every example of the definition is offered, by its name.
			const examples = OPERATIONS.find((op) => op.id === id)?.examples.map((e) => e.name);
			expect.soft(examples, `${id} is in the registry`).toBeDefined();
			await expect.soft(page.getByRole('group', { name: 'Examples' }).getByRole('button'), `${id}: its examples`).toHaveText(examples ?? []);
		}
	});
}

// An open picker (lib/tools/pickers/CodePicker.svelte): the combobox, its listbox and the
// active option, in both themes.
test('no axe violations with a country and a time-zone picker open', async ({ page }) => {
	test.setTimeout(240_000); // two tool pages' first runs and four axe passes on a loaded runner
	for (const [path, name, typed] of [
		['/pt-BR/tools/country-info', 'Código', 'Al'],
		['/tools/timezone', 'Timezone', 'america']
	] as const) {
		await page.addInitScript(() => localStorage.setItem('utilkit:theme', 'light'));
		await page.goto(path);
		await waitForHook(page);
		await page.waitForLoadState('networkidle');
		const box = page.getByRole('combobox', { name });
		await box.fill(typed);
		await box.press('ArrowDown');
		await expect(box).toHaveAttribute('aria-activedescendant', /-opt-1$/);
		await expectNoViolations(page, `${path} with the picker open`);
		await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
		await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
		await expectNoViolations(page, `${path} with the picker open, dark`, COLOUR_RULES);
	}
});

import { expect, test, type Page } from './fixtures.js';
import { waitForHook, waitForServiceWorker } from './helpers.js';
import { axeViolations } from './axe.js';

// The suite blocks the service worker (playwright.config.ts); the tests about offline use allow it.

// The app-wide experience: command palette, favourites and recents, theme, offline badges.

/** The page is hydrated (the layout installs window.utilkit on mount). */
async function ready(page: Page, path: string) {
	await page.goto(path);
	await waitForHook(page);
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Go to a tool' });
const combobox = (page: Page) => palette(page).getByRole('combobox', { name: 'Search tools' });
const options = (page: Page) => palette(page).getByRole('option');
const group = (page: Page, name: string) => palette(page).getByRole('group', { name, exact: true });
const toolOptions = (page: Page) => group(page, 'Tools').getByRole('option');

test.describe('command palette', () => {
	// No service worker: every request the page makes is visible to the test.
	test.use({ serviceWorkers: 'block' });

	test('Control+K opens it on demand; search by keyword, accent-insensitive name and group; Enter navigates', async ({ page }) => {
		const requests: string[] = [];
		page.on('request', (req) => requests.push(new URL(req.url()).pathname));
		await ready(page, '/');
		// Nothing of the palette is in the first load.
		expect(requests).not.toContain('/tools.json');
		const scriptsBefore = requests.filter((p) => p.endsWith('.js')).length;

		await page.keyboard.press('Control+K');
		await expect(palette(page)).toBeVisible();
		await expect(combobox(page)).toBeFocused();
		await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
		await expect(palette(page).getByRole('listbox', { name: 'Tools' })).toBeVisible();
		expect(requests).toContain('/tools.json');
		expect(requests.filter((p) => p.endsWith('.js')).length).toBeGreaterThan(scriptsBefore);

		// A keyword that is in no tool's name ('luhn' also finds the identifier and tax-ID tools now).
		await combobox(page).fill('mastercard');
		await expect(options(page)).toHaveCount(1);
		await expect(options(page).first()).toHaveAttribute('data-tool', 'credit-card-validator');
		await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');

		// Accents and case in the query are ignored.
		await combobox(page).fill('GÉOCODING');
		await expect(options(page).first()).toHaveAttribute('data-tool', 'geocoding');
		await combobox(page).fill('cólour conv');
		await expect(options(page).first()).toHaveAttribute('data-tool', 'color-converter');

		// A group name finds its tools; a missing letter is forgiven.
		await combobox(page).fill('security');
		await expect(palette(page).locator('[role="option"][data-tool="hash"]')).toBeVisible();
		await combobox(page).fill('colour convrter');
		await expect(options(page).first()).toHaveAttribute('data-tool', 'color-converter');

		// Arrow keys move the active option (aria-activedescendant), Enter opens it.
		// "totp": the two TOTP tools by name, and HOTP's generator by a loose match.
		await combobox(page).fill('totp');
		await expect(options(page)).toHaveCount(3);
		const second = await options(page).nth(1).getAttribute('data-tool');
		const third = await options(page).nth(2).getAttribute('data-tool');
		await page.keyboard.press('ArrowDown');
		await expect(combobox(page)).toHaveAttribute('aria-activedescendant', `palette-option-${second}`);
		await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
		await page.keyboard.press('ArrowDown');
		await expect(combobox(page)).toHaveAttribute('aria-activedescendant', `palette-option-${third}`);
		await page.keyboard.press('ArrowUp');
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(new RegExp(`/tools/${second}$`));
		await expect(palette(page)).toBeHidden();

		// It opens from a tool page too, even while typing in a field.
		await page.getByRole('textbox').first().focus();
		await page.keyboard.press('Control+K');
		await expect(combobox(page)).toBeFocused();
		await combobox(page).fill('jwt');
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(/\/tools\/jwt-decoder$/);
		await expect(page.getByRole('heading', { level: 1, name: 'JWT decoder' })).toBeVisible();
	});

	test('the header button opens it; focus stays inside; Escape closes and gives focus back', async ({ page }) => {
		await ready(page, '/tools/hash');
		const button = page.getByRole('button', { name: 'Search tools' });
		await button.click();
		await expect(combobox(page)).toBeFocused();
		// Tab and Shift+Tab cycle inside the dialog.
		for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
			await page.keyboard.press(key);
			expect(await palette(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
		}
		await page.keyboard.press('Escape');
		await expect(palette(page)).toBeHidden();
		await expect(button).toBeFocused();
		await expect(page).toHaveURL(/\/tools\/hash$/);

		// The close button closes it too; clicking an option navigates.
		await page.keyboard.press('Meta+K');
		await expect(palette(page)).toBeVisible();
		// Closed and asked for again in one moment (before the dialog's queued close event): open.
		await page.evaluate(() => {
			document.querySelector<HTMLButtonElement>('dialog.palette button.close')!.click();
			window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }));
		});
		await expect(palette(page)).toBeVisible();
		await expect(combobox(page)).toBeFocused();
		await palette(page).getByRole('button', { name: 'Close' }).click();
		await expect(palette(page)).toBeHidden();
		await page.keyboard.press('Control+K');
		await combobox(page).fill('qr');
		await palette(page).locator('[role="option"][data-tool="qr-code"]').click();
		await expect(page).toHaveURL(/\/tools\/qr-code$/);
	});

	test('no search word matches: the list is empty and says so', async ({ page }) => {
		await ready(page, '/');
		await page.keyboard.press('Control+K');
		await combobox(page).fill('zzz no such tool');
		await expect(options(page)).toHaveCount(0);
		await expect(palette(page).getByRole('status')).toHaveText(/No tools or actions match/);
	});
});

test.describe('command palette actions', () => {
	test.use({ serviceWorkers: 'block' });

	const themeAttr = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

	test('grouped as Actions, Recent, Tools; the arrow keys run through the groups', async ({ page }) => {
		await page.addInitScript(() => localStorage.setItem('utilkit:recents', '["iban-validator","hash"]'));
		await ready(page, '/');
		await page.keyboard.press('Control+K');
		await expect(palette(page).getByRole('group')).toHaveText([/^Actions/, /^Recent/, /^Tools/]);
		const actions = group(page, 'Actions').getByRole('option');
		await expect(actions).toHaveText([
			'Switch to the light theme',
			'Switch to the dark theme',
			/Use the system's theme\s*current/,
			'Switch the language to Português (Brasil)',
			'Switch the language to Español',
			'Open the recipe page',
			'Open the API docs',
			'Open the dashboard',
			'Sign in'
		]);
		await expect(group(page, 'Recent').getByRole('option')).toHaveText([/IBAN validator/, /Hash generator/]);
		// From the last action, ArrowDown reaches the first recent tool.
		for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowDown');
		await expect(combobox(page)).toHaveAttribute('aria-activedescendant', 'palette-option-recent-iban-validator');
		await page.keyboard.press('ArrowUp');
		await expect(combobox(page)).toHaveAttribute('aria-activedescendant', 'palette-option-action-sign-in');
		// A query filters each group; Enter on a recent tool opens it.
		await combobox(page).fill('hash');
		await expect(palette(page).getByRole('group')).toHaveText([/^Recent/, /^Tools/]);
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(/\/tools\/hash$/);
	});

	test('"dark" and Enter switch the theme; "escuro" on /pt-BR; the language and the docs', async ({ page }) => {
		await page.emulateMedia({ colorScheme: 'light' });
		await ready(page, '/tools/hash');
		await page.keyboard.press('Control+K');
		await combobox(page).fill('dark');
		await expect(options(page).first()).toHaveAttribute('data-action', 'theme-dark');
		await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
		await page.keyboard.press('Enter');
		await expect(palette(page)).toBeHidden();
		expect(await themeAttr(page)).toBe('dark');
		expect(await page.evaluate(() => localStorage.getItem('utilkit:theme'))).toBe('dark');
		await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
		await expect(page).toHaveURL(/\/tools\/hash$/);

		await ready(page, '/pt-BR');
		await page.keyboard.press('Control+K');
		const pt = page.getByRole('dialog', { name: 'Ir para uma ferramenta' });
		await pt.getByRole('combobox').fill('claro');
		await expect(pt.getByRole('option').first()).toHaveText('Mudar para o tema claro');
		await page.keyboard.press('Enter');
		expect(await themeAttr(page)).toBe('light');
		await page.keyboard.press('Control+K');
		await pt.getByRole('combobox').fill('escuro');
		await expect(pt.getByRole('group', { name: 'Ações' }).getByRole('option').first()).toHaveText('Mudar para o tema escuro');
		await page.keyboard.press('Enter');
		expect(await themeAttr(page)).toBe('dark');

		// The language: remembered like the menu's choice; the docs.
		await page.keyboard.press('Control+K');
		await pt.getByRole('combobox').fill('español');
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(/\/es$/);
		expect(await page.evaluate(() => localStorage.getItem('utilkit:lang'))).toBe('es');
		await page.keyboard.press('Control+K');
		await page.getByRole('dialog', { name: 'Ir a una herramienta' }).getByRole('combobox').fill('documentación');
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(/\/es\/docs$/);
	});

	test('"sign out" signs out; then the palette offers "Sign in", which comes back here', async ({ page }) => {
		const email = `palette-${Date.now().toString(36)}@example.com`;
		const password = 'correct horse battery';
		expect((await page.request.post('/account/signup', { data: { email, password } })).status()).toBe(200);
		expect((await page.request.post('/account/signin', { data: { email, password } })).status()).toBe(200);
		await ready(page, '/tools/hash');
		await expect(page.getByRole('link', { name: email })).toBeVisible();

		await page.keyboard.press('Control+K');
		await combobox(page).fill('sign out');
		await expect(options(page).first()).toHaveAttribute('data-action', 'sign-out');
		await expect(palette(page).locator('[data-action="sign-in"]')).toHaveCount(0);
		await page.keyboard.press('Enter');
		await expect(palette(page)).toBeHidden();
		await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
		expect(await (await page.request.get('/account/session')).json()).toMatchObject({ account: null });

		await page.keyboard.press('Control+K');
		await combobox(page).fill('sign');
		await expect(palette(page).locator('[data-action="sign-out"]')).toHaveCount(0);
		await expect(options(page).first()).toHaveAttribute('data-action', 'sign-in');
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(/\/signin\?next=%2Ftools%2Fhash$/);
	});
});

test.describe('favourites and recents', () => {
	test.use({ serviceWorkers: 'block' });

	const favouriteRows = (page: Page) => page.locator('ol.favourites > li');
	const favouriteOrder = (page: Page) => favouriteRows(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id')));

	test('star from a tool page and from cards, reorder by keyboard and by drag, survive a reload', async ({ page }) => {
		await ready(page, '/tools/hash');
		const star = page.getByRole('button', { name: 'Favourite: Hash generator' });
		await expect(star).toHaveAttribute('aria-pressed', 'false');
		await star.click();
		await expect(star).toHaveAttribute('aria-pressed', 'true');

		await ready(page, '/');
		await expect(page.getByRole('heading', { level: 2, name: 'Favourites' })).toBeVisible();
		// The card's star shows the tool page's choice; star two more from their cards.
		await expect(page.locator('li:has(a.tool[data-tool="hash"])').getByRole('button', { name: 'Favourite: Hash generator' })).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		await page.locator('li:has(a.tool[data-tool="jwt-decoder"])').getByRole('button', { name: 'Favourite: JWT decoder' }).click();
		await page.locator('li:has(a.tool[data-tool="qr-code"])').getByRole('button', { name: 'Favourite: QR code generator' }).click();
		await expect.poll(() => favouriteOrder(page)).toEqual(['hash', 'jwt-decoder', 'qr-code']);

		// Keyboard: the move buttons, with focus following the moved tool.
		const up = page.getByRole('button', { name: 'Move QR code generator up' });
		await up.focus();
		await page.keyboard.press('Enter');
		await expect.poll(() => favouriteOrder(page)).toEqual(['hash', 'qr-code', 'jwt-decoder']);
		await expect(up).toBeFocused();
		await page.keyboard.press('Enter');
		await expect.poll(() => favouriteOrder(page)).toEqual(['qr-code', 'hash', 'jwt-decoder']);
		// At the top "up" is disabled, so focus moved to its "down" button.
		await expect(up).toBeDisabled();
		await expect(page.getByRole('button', { name: 'Move QR code generator down' })).toBeFocused();
		await expect(page.getByRole('status').filter({ hasText: 'moved to position' })).toHaveText(
			'QR code generator moved to position 1 of 3.'
		);

		// Drag: JWT decoder onto the first row.
		await favouriteRows(page).nth(2).dragTo(favouriteRows(page).nth(0));
		await expect.poll(() => favouriteOrder(page)).toEqual(['jwt-decoder', 'qr-code', 'hash']);

		await page.reload();
		await waitForHook(page);
		await expect.poll(() => favouriteOrder(page)).toEqual(['jwt-decoder', 'qr-code', 'hash']);
		expect(await page.evaluate(() => localStorage.getItem('utilkit:favourites'))).toBe('["jwt-decoder","qr-code","hash"]');

		// Unstarring in the list removes the tool; the palette lists favourites first.
		await page.locator('ol.favourites').getByRole('button', { name: 'Favourite: QR code generator' }).click();
		await expect.poll(() => favouriteOrder(page)).toEqual(['jwt-decoder', 'hash']);
		// The palette lists favourites first among its tools (hash, opened at the start, is under Recent).
		await page.keyboard.press('Control+K');
		await expect(toolOptions(page).nth(0)).toHaveAttribute('data-tool', 'jwt-decoder');
		await expect(group(page, 'Recent').getByRole('option')).toHaveAttribute('data-tool', 'hash');
	});

	test('recently used tools, newest first, on the home page', async ({ page }) => {
		await ready(page, '/');
		await expect(page.getByRole('heading', { name: 'Recently used' })).toHaveCount(0);
		await ready(page, '/tools/hash');
		await ready(page, '/tools/jwt-decoder');
		// A client-side navigation counts too.
		await page.getByRole('link', { name: 'All tools' }).click();
		await page.locator('a.tool[data-tool="qr-code"]').click();
		await expect(page.getByRole('heading', { level: 1, name: 'QR code generator' })).toBeVisible();
		await page.goBack();

		const recents = page.getByRole('region', { name: 'Recently used' }).getByRole('link');
		await expect(recents).toHaveText(['QR code generator', 'JWT decoder', 'Hash generator']);
		await page.reload();
		await expect(recents).toHaveText(['QR code generator', 'JWT decoder', 'Hash generator']);

		await page.getByRole('button', { name: 'Clear recently used tools' }).click();
		await expect(page.getByRole('heading', { name: 'Recently used' })).toHaveCount(0);
		await page.reload();
		await waitForHook(page);
		await expect(page.getByRole('heading', { name: 'Recently used' })).toHaveCount(0);
	});

	test('favourites and the palette work offline', async ({ browser }) => {
		const context = await browser.newContext({ serviceWorkers: 'allow' });
		const page = await context.newPage();
		await ready(page, '/');
		await waitForServiceWorker(page);
		await page.reload();
		await waitForHook(page);
		await context.setOffline(true);

		await page.locator('li:has(a.tool[data-tool="hash"])').getByRole('button', { name: 'Favourite: Hash generator' }).click();
		await expect(page.locator('ol.favourites > li')).toHaveCount(1);
		await page.keyboard.press('Control+K');
		// Signing in needs the server: offline the palette does not offer it, and does once back online.
		await combobox(page).fill('sign');
		await expect(group(page, 'Tools')).toBeVisible();
		await expect(palette(page).locator('[data-action="sign-in"]')).toHaveCount(0);
		await context.setOffline(false);
		await expect(palette(page).locator('[data-action="sign-in"]')).toHaveCount(1);
		await context.setOffline(true);
		await expect(palette(page).locator('[data-action="sign-in"]')).toHaveCount(0);
		await combobox(page).fill('iban');
		await expect(options(page).first()).toHaveAttribute('data-tool', 'iban-validator');
		await page.keyboard.press('Enter');
		await expect(page.getByRole('heading', { level: 1, name: 'IBAN validator' })).toBeVisible();
		await context.close();
	});
});

test.describe('theme', () => {
	test.use({ serviceWorkers: 'block' });

	const themeAttr = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
	const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
	/** Clicks the visible icon (the radio button itself is visually hidden inside its label). */
	const choose = (page: Page, name: string) =>
		page.getByRole('radiogroup', { name: 'Theme' }).locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) }).click();
	const LIGHT_BG = 'rgb(245, 247, 247)';
	const DARK_BG = 'rgb(11, 19, 18)';

	test('light, dark and system; remembered and applied before any app script runs', async ({ page }) => {
		await page.emulateMedia({ colorScheme: 'light' });
		await ready(page, '/');
		const group = page.getByRole('radiogroup', { name: 'Theme' });
		await expect(group.getByRole('radio', { name: 'System' })).toBeChecked();
		expect(await themeAttr(page)).toBe('system');
		expect(await background(page)).toBe(LIGHT_BG);

		await choose(page, 'Dark');
		expect(await themeAttr(page)).toBe('dark');
		expect(await background(page)).toBe(DARK_BG);

		// Keyboard: arrows move between the radio buttons and choose.
		await group.getByRole('radio', { name: 'Dark' }).focus();
		await page.keyboard.press('ArrowLeft');
		await expect(group.getByRole('radio', { name: 'Light' })).toBeChecked();
		await page.keyboard.press('ArrowRight');
		await expect(group.getByRole('radio', { name: 'Dark' })).toBeChecked();

		// With the app's JavaScript blocked (its CSS still loads), only app.html's inline script can set the theme: the
		// first paint is already dark.
		await page.route('**/_app/**/*.js', (route) => route.abort());
		await page.reload({ waitUntil: 'domcontentloaded' });
		expect(await page.evaluate(() => typeof window.utilkit)).toBe('undefined');
		expect(await themeAttr(page)).toBe('dark');
		expect(await background(page)).toBe(DARK_BG);
		await page.unroute('**/_app/**/*.js');

		// A light choice beats a dark system; "system" follows it.
		await ready(page, '/');
		await page.emulateMedia({ colorScheme: 'dark' });
		await choose(page, 'Light');
		expect(await background(page)).toBe(LIGHT_BG);
		await page.reload({ waitUntil: 'domcontentloaded' });
		expect(await themeAttr(page)).toBe('light');
		expect(await background(page)).toBe(LIGHT_BG);
		await waitForHook(page);
		await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
		await choose(page, 'System');
		expect(await background(page)).toBe(DARK_BG);
		expect(await page.evaluate(() => localStorage.getItem('utilkit:theme'))).toBeNull();
	});

	test('on a phone: one button steps through the themes, and the header fits the screen', async ({ page }) => {
		await page.setViewportSize({ width: 360, height: 740 });
		await page.emulateMedia({ colorScheme: 'light' });
		await ready(page, '/');
		const cycle = page.getByRole('button', { name: /^Theme: / });
		await expect(cycle).toHaveAccessibleName('Theme: System. Switch to Light');
		await cycle.click();
		await expect(cycle).toHaveAccessibleName('Theme: Light. Switch to Dark');
		await cycle.click();
		expect(await themeAttr(page)).toBe('dark');
		expect(await background(page)).toBe(DARK_BG);
		await page.reload();
		await waitForHook(page);
		await expect(cycle).toHaveAccessibleName('Theme: Dark. Switch to System');
		await expect(page.getByRole('button', { name: 'Search tools' })).toBeVisible();
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
	});

	test('loading a page with a stored theme shifts no layout', async ({ page }) => {
		await page.addInitScript(() => localStorage.setItem('utilkit:theme', 'dark'));
		await page.addInitScript(() => {
			(window as unknown as { shifts: number }).shifts = 0;
			new PerformanceObserver((list) => {
				for (const entry of list.getEntries()) (window as unknown as { shifts: number }).shifts += (entry as unknown as { value: number }).value;
			}).observe({ type: 'layout-shift', buffered: true });
		});
		await ready(page, '/');
		await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
		await page.waitForTimeout(200);
		expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
	});
});

test.describe('offline and network badges', () => {
	test.use({ serviceWorkers: 'block' });

	test('tool pages and home cards say whether a tool works offline or needs the network', async ({ page }) => {
		await ready(page, '/');
		const card = (id: string) => page.locator(`a.tool[data-tool="${id}"] .badge`);
		await expect(card('hash')).toHaveText('Works offline');
		await expect(card('hash')).toHaveAttribute('data-runs', 'offline');
		await expect(card('url-checker')).toHaveText('Needs network');
		await expect(card('url-checker')).toHaveAttribute('data-runs', 'network');
		// Every card has exactly one of the two.
		const cards = await page.locator('a.tool').count();
		await expect(page.locator('a.tool .badge[data-runs]')).toHaveCount(cards);

		await ready(page, '/tools/hash');
		await expect(page.locator('header.head .badge')).toHaveText('Works offline');
		await ready(page, '/tools/url-checker');
		await expect(page.locator('header.head .badge')).toHaveText('Needs network');
	});
});

test.describe('accessibility', () => {
	test.use({ serviceWorkers: 'block' });

	async function axe(page: Page, what: string) {
		const violations = await axeViolations(page);
		const summary = violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
		expect(summary, what).toEqual([]);
	}

	for (const theme of ['light', 'dark'] as const) {
		test(`favourites, recents and the open palette have no axe violations (${theme})`, async ({ page }) => {
			await page.addInitScript((t) => {
				localStorage.setItem('utilkit:theme', t);
				localStorage.setItem('utilkit:favourites', '["hash","url-checker","qr-code"]');
				localStorage.setItem('utilkit:recents', '["iban-validator","hash"]');
			}, theme);
			await ready(page, '/');
			await expect(page.locator('ol.favourites > li')).toHaveCount(3);
			await axe(page, `home with favourites (${theme})`);
			await page.keyboard.press('Control+K');
			await combobox(page).fill('valid');
			await expect(options(page).first()).toBeVisible();
			await axe(page, `palette (${theme})`);
			// With nothing typed: the actions and the recent tools, each group in the listbox.
			await combobox(page).fill('');
			await expect(group(page, 'Recent')).toBeVisible();
			await axe(page, `palette with its groups (${theme})`);
		});
	}
});

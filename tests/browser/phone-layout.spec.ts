import { expect, test, type Page } from './fixtures.js';
import { waitForHook } from './helpers.js';
import { axeViolations } from './axe.js';

// A new visitor on a phone (390 × 844): the answer of a tool that updates as you type starts on
// the first screen, the home page is a few screens long, and the header has a way to the tools.

test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });

const SCREEN = 844;

async function ready(page: Page, path: string) {
	await page.goto(path);
	await waitForHook(page);
}

/** Where an element starts, from the top of the page (not of the part scrolled into view). */
const pageTop = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().top + scrollY);

/** The answer to the input typed, settled (not the example's, which the page showed first). */
async function answered(page: Page, text: RegExp | string) {
	const result = page.locator('section.result');
	await expect(result).toHaveAttribute('aria-busy', 'false');
	await expect(result).toHaveAttribute('data-status', '200');
	await expect(result).toContainText(text);
}

test.describe('the answer of an as-you-type tool starts on the first screen', () => {
	test('hash', async ({ page }) => {
		await ready(page, '/tools/hash');
		await page.getByRole('textbox', { name: 'Input', exact: true }).fill('hello');
		// MD5("hello"), the digest every MD5 implementation gives (e.g. `printf hello | md5sum`).
		await answered(page, '5d41402abc4b2a76b9719d911017c592');
		expect(await pageTop(page, 'section.result')).toBeLessThan(SCREEN);
	});

	test('text-diff', async ({ page }) => {
		await ready(page, '/tools/text-diff');
		await page.getByRole('textbox', { name: 'Old', exact: true }).fill('one\ntwo\nthree');
		await page.getByRole('textbox', { name: 'New', exact: true }).fill('one\n2\nthree');
		// The unified diff of the two texts, as `diff -u` writes its hunk.
		await answered(page, /-two\s*\+2/);
		expect(await pageTop(page, 'section.result')).toBeLessThan(SCREEN);
	});

	test('data-convert', async ({ page }) => {
		await ready(page, '/tools/data-convert');
		// The first example converts YAML to JSON: this YAML mapping is the JSON object {"a": 1}.
		await page.getByRole('textbox', { name: 'Input', exact: true }).fill('a: 1');
		await answered(page, '"a": 1');
		expect(await pageTop(page, 'section.result')).toBeLessThan(SCREEN);
	});
});

test('a field’s help folds behind “?”, the optional fields under “More options”', async ({ page }) => {
	await ready(page, '/tools/hash');
	const help = page.getByText('The text to hash, or bytes written in the encoding below');
	await expect(help).toBeHidden();
	const toggle = page.getByRole('button', { name: 'Help: Input' });
	await expect(toggle).toHaveAttribute('aria-expanded', 'false');
	await toggle.click();
	await expect(toggle).toHaveAttribute('aria-expanded', 'true');
	await expect(help).toBeVisible();
	// The help stays the field's description for screen readers while folded.
	await expect(page.getByRole('textbox', { name: 'Input', exact: true })).toHaveAccessibleDescription(/The text to hash, or bytes written in the encoding below/);

	const algorithms = page.getByRole('group', { name: /Algorithms/ });
	await expect(algorithms).toBeHidden();
	// The example "SHA-256 only" picks an algorithm: the folded fields say that one of them is set.
	await page.getByRole('button', { name: 'SHA-256 only' }).click();
	// Folded: the input's encoding, the algorithms, the digests' encoding, SHAKE's length, the XOR checksum's block size.
	const more = page.getByRole('button', { name: /^More options \(5\)/ });
	await expect(more).toHaveText(/1 set/);
	await more.click();
	await expect(more).toHaveAttribute('aria-expanded', 'true');
	await expect(algorithms).toBeVisible();
	await expect(algorithms.getByRole('checkbox', { name: 'SHA-256' })).toBeChecked();
});

test.describe('the home page', () => {
	for (const path of ['/', '/pt-BR', '/es']) {
		test(`${path} fits in four screens: each group's first tools, the rest a tap away`, async ({ page }) => {
			await ready(page, path);
			expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(4 * SCREEN);
		});
	}

	test('the search comes first; a group unfolds all its tools; a search shows every match', async ({ page }) => {
		await ready(page, '/');
		const search = page.getByRole('searchbox', { name: 'Search tools' });
		await expect(search).toBeInViewport();
		expect(await pageTop(page, '#tool-search')).toBeLessThan(await pageTop(page, 'section.group >> nth=0'));

		const security = page.locator('section.group', { has: page.getByRole('heading', { name: 'Security' }) });
		const cards = security.locator('a.tool');
		const total = await cards.count();
		expect(total).toBeGreaterThan(4);
		await expect(cards.filter({ visible: true })).toHaveCount(3);
		const unfold = security.getByRole('button', { name: `See all ${total} tools` });
		await expect(unfold).toHaveAttribute('aria-expanded', 'false');
		await unfold.click();
		await expect(cards.filter({ visible: true })).toHaveCount(total);
		await security.getByRole('button', { name: 'Fewer tools' }).click();
		await expect(cards.filter({ visible: true })).toHaveCount(3);

		// Every tool with "sha" in its words, none folded away.
		await search.fill('sha');
		const matches = page.locator('a.tool');
		await expect(matches.first()).toBeVisible();
		const found = await matches.count();
		expect(found).toBeGreaterThan(3);
		await expect(matches.filter({ visible: true })).toHaveCount(found);
		await expect(page.getByRole('button', { name: /^See all/ })).toHaveCount(0);
	});
});

test('the header has a link to the tools, on the home page and on a tool page', async ({ page }) => {
	for (const path of ['/', '/tools/hash', '/recipes']) {
		await ready(page, path);
		const tools = page.getByRole('banner').getByRole('link', { name: 'Tools', exact: true });
		await expect(tools, path).toBeInViewport();
		await expect(tools).toHaveAttribute('href', '/');
	}
	await page.getByRole('banner').getByRole('link', { name: 'Tools', exact: true }).click();
	await expect(page).toHaveURL(/\/$/);
	await expect(page.getByRole('searchbox', { name: 'Search tools' })).toBeVisible();
});

test('axe finds nothing on a phone: the home page with a group unfolded, a tool with its help and options open', async ({ page }) => {
	const violations = async () =>
		(await axeViolations(page)).map(
			(v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`
		);
	await ready(page, '/');
	await page.getByRole('button', { name: /^See all \d+ tools$/ }).first().click();
	expect(await violations(), 'home').toEqual([]);
	await ready(page, '/tools/hash');
	await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
	await page.getByRole('button', { name: 'Help: Input' }).click();
	await page.getByRole('button', { name: /^More options/ }).click();
	expect(await violations(), 'hash').toEqual([]);
});

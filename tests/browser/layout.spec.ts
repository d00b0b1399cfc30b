import { expect, test, type Page } from './fixtures.js';
import { verifyByMail, waitForHook } from './helpers.js';

// Layout at a phone's width (390 × 844) and on a desktop: one header row, nothing wider than the
// screen, no button cut off or covering text, and the home page's cards in balanced rows.

test.use({ serviceWorkers: 'block' });

const PHONE = { width: 390, height: 844 };
const PASSWORD = 'correct horse battery';

async function ready(page: Page, path: string) {
	await page.goto(path);
	await waitForHook(page);
}

/** Nothing scrolls sideways: the page is no wider than the screen. */
async function expectNoHorizontalOverflow(page: Page, what: string) {
	const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
	expect(scrollWidth, `${what}: document width`).toBeLessThanOrEqual(innerWidth);
}

/** The element is on screen, inside the viewport's width, and what is drawn at its centre is itself (nothing covers it). */
async function expectFullyVisible(page: Page, locator: ReturnType<Page['locator']>, what: string) {
	await locator.scrollIntoViewIfNeeded();
	const box = (await locator.boundingBox())!;
	expect(box, what).not.toBeNull();
	expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
	expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(PHONE.width);
	const own = await locator.evaluate((el) => {
		const r = el.getBoundingClientRect();
		const corners = [
			[r.left + 2, r.top + 2],
			[r.right - 2, r.top + 2],
			[r.left + 2, r.bottom - 2],
			[r.right - 2, r.bottom - 2],
			[(r.left + r.right) / 2, (r.top + r.bottom) / 2]
		];
		return corners.every(([x, y]) => {
			const hit = document.elementFromPoint(x, y);
			return !!hit && (hit === el || el.contains(hit));
		});
	});
	expect(own, `${what}: not covered or clipped`).toBe(true);
}

test.describe('on a phone (390 × 844)', () => {
	test.use({ viewport: PHONE });

	for (const path of ['/', '/pt-BR', '/es/tools/public-holidays']) {
		test(`the header of ${path}: logo, palette, theme, language and account in a row, the Tools, Recipes and API links under them`, async ({ page }) => {
			await ready(page, path);
			const header = page.locator('header.site-header');
			const parts = [
				page.locator('a.brand'),
				page.locator('button.launch'),
				page.locator('button.cycle'),
				page.locator('details.lang summary'),
				page.locator('a.account-link')
			];
			const boxes = [];
			for (const part of parts) {
				await expect(part).toBeVisible();
				boxes.push((await part.boundingBox())!);
			}
			// Every part on one line: their vertical centres agree, left to right in order.
			const centre = (b: { y: number; height: number }) => b.y + b.height / 2;
			const inOneRow = (row: { x: number; y: number; width: number; height: number }[]) => {
				for (const box of row) expect(Math.abs(centre(box) - centre(row[0]))).toBeLessThan(4);
				for (let i = 1; i < row.length; i++) expect(row[i].x).toBeGreaterThanOrEqual(row[i - 1].x + row[i - 1].width);
			};
			inOneRow(boxes);
			// The links, "Tools" first, in the row under them.
			const links = page.locator('header nav a');
			await expect(links).toHaveCount(3);
			const linkBoxes = [];
			for (const link of await links.all()) {
				await expect(link).toBeVisible();
				linkBoxes.push((await link.boundingBox())!);
			}
			inOneRow(linkBoxes);
			const partsBottom = Math.max(...boxes.map((b) => b.y + b.height));
			expect(linkBoxes[0].y).toBeGreaterThanOrEqual(partsBottom - 1);
			await expect(links.first()).toHaveAttribute('href', path.startsWith('/pt-BR') ? '/pt-BR' : path.startsWith('/es') ? '/es' : '/');
			// Two rows tall, no third (another would add ~36 px).
			const height = (await header.boundingBox())!.height;
			expect(height).toBeLessThan(Math.max(...boxes.map((b) => b.height)) + Math.max(...linkBoxes.map((b) => b.height)) + 24);
			// Icons with names where the text does not fit.
			await expect(page.locator('button.launch')).toHaveAccessibleName(/.+/);
			await expect(page.locator('a.account-link')).toHaveAccessibleName(/.+/);
			await expectNoHorizontalOverflow(page, path);
		});
	}

	test('no sideways scrolling on the home page and a tool page; the export buttons and the API panel fit', async ({ page }) => {
		await ready(page, '/');
		await expectNoHorizontalOverflow(page, 'home');

		await ready(page, '/tools/public-holidays');
		await expect(page.locator('section.result')).toHaveAttribute('aria-busy', 'false');
		const csv = page.getByRole('button', { name: 'CSV' });
		await expect(csv).toBeVisible();
		await expectFullyVisible(page, csv, 'CSV export');
		await expectFullyVisible(page, page.getByRole('button', { name: /Calendar/ }), 'Calendar export');
		for (const button of await page.locator('section.result header button, section.result header a').all()) {
			await expectFullyVisible(page, button, `result header ${await button.textContent()}`);
		}

		// The API panel: the endpoint and the code stay readable, no button over them.
		await page.getByText('Use this from the API').click();
		const code = page.locator('#snippet-panel pre');
		await expect(code).toBeVisible();
		const copy = page.locator('#snippet-panel').getByRole('button', { name: /Copy/ });
		await expectFullyVisible(page, copy, 'Copy of the snippet');
		const [codeBox, copyBox] = [(await code.boundingBox())!, (await copy.boundingBox())!];
		const overlaps = copyBox.x < codeBox.x + codeBox.width && codeBox.x < copyBox.x + copyBox.width && copyBox.y < codeBox.y + codeBox.height && codeBox.y < copyBox.y + copyBox.height;
		expect(overlaps, 'the copy button does not cover the code').toBe(false);
		// A long line scrolls inside the block (reachable by keyboard: the block is focusable).
		expect(await code.getAttribute('tabindex')).toBe('0');
		// The endpoint may wrap (an inline element): every line of it inside the panel.
		const outside = await page.locator('details.api p code').first().evaluate((code) => {
			const panel = code.closest('details')!.getBoundingClientRect();
			return [...code.getClientRects()].filter((r) => r.left < panel.left || r.right > panel.right).length;
		});
		expect(outside, 'lines of the endpoint outside the panel').toBe(0);
		await expectNoHorizontalOverflow(page, 'tool page with the API panel open');
	});

	test('no sideways scrolling on the dashboard, signed in, with a key and usage', async ({ page }) => {
		const email = `phone-${Date.now().toString(36)}@example.com`;
		expect((await page.request.post('/account/signup', { data: { email, password: PASSWORD } })).status()).toBe(200);
		expect((await page.request.post('/account/signin', { data: { email, password: PASSWORD } })).status()).toBe(200);
		expect((await page.request.post('/account/profile', { data: { name: 'Phone User' } })).status()).toBe(200);
		// Keys wait for a confirmed address: the link mailed at sign-up (an .eml in DATA_DIR/mail).
		await verifyByMail(page, email);
		const { key } = await (await page.request.post('/account/keys', { data: {} })).json();
		for (let i = 0; i < 3; i++) {
			expect((await page.request.post('/api/v1/hash', { headers: { 'x-api-key': key }, data: { input: `x${i}`, algorithms: ['sha256'] } })).status()).toBe(200);
		}
		await ready(page, '/dashboard');
		await expect(page.getByTestId('usage-chart')).toBeVisible();
		await expect(page.getByRole('cell', { name: 'Key 1' })).toBeVisible();
		await expectNoHorizontalOverflow(page, 'dashboard');
	});
});

test.describe('on a small phone (360 × 740), with the offline status shown', () => {
	// The service worker is on here: the header then also holds the offline status (its download
	// in words and figure, then the check) between the logo and the four tools.
	test.use({ viewport: { width: 360, height: 740 }, serviceWorkers: 'allow' });

	for (const path of ['/', '/pt-BR/recipes', '/es/tools/hash']) {
		test(`${path}: the header fits the screen, status whole, account link on screen`, async ({ page }) => {
			await ready(page, path);
			const pill = page.locator('header .status .pill');
			await expect(pill).toBeVisible();
			// Measured in one go (the pill changes while the app downloads): now, most likely while it
			// downloads ("Saving… 5%"), and once ready.
			const measure = () =>
				page.evaluate(() => {
					const slot = document.querySelector('header .status-slot')!;
					const box = slot.getBoundingClientRect();
					const brand = document.querySelector('a.brand')!.getBoundingClientRect();
					const tools = document.querySelector('.header-tools')!.getBoundingClientRect();
					const account = document.querySelector('a.account-link')!.getBoundingClientRect();
					return {
						state: document.querySelector('header .status')!.getAttribute('data-state'),
						documentWidth: document.documentElement.scrollWidth,
						statusClipped: slot.scrollWidth > slot.clientWidth + 1,
						statusBetween: brand.right <= box.left + 1 && box.right <= tools.left + 1,
						accountRight: account.right
					};
				});
			const check = (fit: Awaited<ReturnType<typeof measure>>) => {
				expect(fit.documentWidth, `${fit.state}: document width`).toBeLessThanOrEqual(360);
				expect(fit.statusClipped, `${fit.state}: the status is cut off`).toBe(false);
				expect(fit.statusBetween, `${fit.state}: the status overlaps the logo or the tools`).toBe(true);
				expect(fit.accountRight).toBeLessThanOrEqual(360);
			};
			check(await measure());
			await expect(page.locator('header .status')).toHaveAttribute('data-state', 'ready', { timeout: 120_000 });
			check(await measure());
			// What "ready" covers opens under the pill, whole on the screen.
			await pill.click();
			const info = (await page.locator('#offline-info').boundingBox())!;
			expect(info.x).toBeGreaterThanOrEqual(0);
			expect(info.x + info.width).toBeLessThanOrEqual(360);
			expect(info.y).toBeGreaterThanOrEqual((await pill.boundingBox())!.y);
		});
	}
});

test('on a desktop, every group of home cards fills its rows: no card alone under a fuller row', async ({ page }) => {
	await page.setViewportSize({ width: 1366, height: 900 });
	await ready(page, '/');
	const groups = page.locator('section.group ul.grid');
	expect(await groups.count()).toBeGreaterThan(3);
	for (const grid of await groups.all()) {
		const gridBox = (await grid.boundingBox())!;
		const cards = await grid.locator(':scope > li').evaluateAll((items) => items.map((li) => li.getBoundingClientRect().toJSON() as DOMRect));
		const rows = new Map<number, DOMRect[]>();
		for (const card of cards) rows.set(Math.round(card.top), [...(rows.get(Math.round(card.top)) ?? []), card]);
		const sizes = [...rows.values()].map((row) => row.length);
		// Balanced: row sizes differ by at most one, at most three a row.
		expect(Math.max(...sizes) - Math.min(...sizes), `rows of ${cards.length} cards: ${sizes}`).toBeLessThanOrEqual(1);
		expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
		// And every row spans the grid's width (cards grow, no gap at the end).
		for (const row of rows.values()) {
			const right = Math.max(...row.map((c) => c.right));
			expect(Math.abs(right - (gridBox.x + gridBox.width)), `rows of ${cards.length} cards: ${sizes}`).toBeLessThan(2);
		}
	}
});

test('on a desktop, the copy button of the API snippet covers no text of it', async ({ page }) => {
	await page.setViewportSize({ width: 1366, height: 900 });
	await ready(page, '/tools/public-holidays');
	await page.getByText('Use this from the API').click();
	for (const tab of ['curl', 'JavaScript', 'Python']) {
		await page.getByRole('tab', { name: tab }).click();
		const covered = await page.locator('#snippet-panel').evaluate((panel) => {
			const copy = panel.querySelector('button')!.getBoundingClientRect();
			const range = document.createRange();
			range.selectNodeContents(panel.querySelector('pre code')!);
			return [...range.getClientRects()].filter((r) => r.width > 0 && r.left < copy.right && copy.left < r.right && r.top < copy.bottom && copy.top < r.bottom).length;
		});
		expect(covered, `${tab}: lines under the copy button`).toBe(0);
	}
});

/** Puts an answered request in the outbox, so the header shows its link (the longest header there is). */
async function withOutboxEntry(page: Page, path: string) {
	await ready(page, path);
	await page.waitForFunction(
		() =>
			new Promise<boolean>((resolve) => {
				const open = indexedDB.open('utilkit-outbox');
				open.onsuccess = () => {
					const db = open.result;
					const has = db.objectStoreNames.contains('entries');
					if (!has) return (db.close(), resolve(false));
					const at = Date.now();
					const entry = { id: 'layout-1', opId: 'url-checker', title: 'URL checker', method: 'POST', path: '/url-checker', input: { url: 'https://example.com' }, owner: null, createdAt: at, updatedAt: at, state: 'done', attempts: 1, result: { status: 200, body: {} } };
					const tx = db.transaction('entries', 'readwrite');
					tx.objectStore('entries').put(entry);
					tx.oncomplete = () => (db.close(), resolve(true));
				};
				open.onerror = () => resolve(false);
			})
	);
	await ready(page, path);
	await expect(page.locator('.outbox-link')).toBeVisible();
}

for (const width of [1366, 1024, 800, 600]) {
	test(`at ${width} px, in the longest languages, the header's parts neither overlap nor leave the screen`, async ({ page }) => {
		await page.setViewportSize({ width, height: 800 });
		for (const lang of ['pt-BR', 'es']) {
			await withOutboxEntry(page, `/${lang}/`);
			const boxes = await page.evaluate(() =>
				[...document.querySelectorAll('.bar > *, .header-tools > *')]
					.filter((el) => el.getBoundingClientRect().width > 0 && !el.classList.contains('header-tools'))
					.map((el) => {
						const r = el.getBoundingClientRect();
						return { name: el.className || el.tagName, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
					})
			);
			for (const box of boxes) expect(box.right, `${lang}: ${box.name} right edge`).toBeLessThanOrEqual(width);
			for (const [i, a] of boxes.entries())
				for (const b of boxes.slice(i + 1)) {
					const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
					expect(overlap, `${lang}: ${a.name} overlaps ${b.name}`).toBe(false);
				}
			await expectNoHorizontalOverflow(page, `${lang} at ${width} px`);
		}
	});
}

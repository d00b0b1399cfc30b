import { expect, test } from './fixtures';
import { waitForHook, waitForServiceWorker } from './helpers';

// The suite blocks the service worker (playwright.config.ts); the tests about offline use allow it.

/**
 * The views of the IP, URL and user-agent tools, drawn from the worker's answers to the tools'
 * examples (each page runs its first example by itself). Expected values are those of the
 * modules' cases: Python's ipaddress and RFC 1918 / RFC 3849 for the IP blocks, the Public Suffix
 * List's rules for the domains, MDN's and Google's published User-Agent strings.
 */
test.describe('web tools: IP, URL and user-agent views', () => {
	test.describe('with the service worker', () => {
		test.use({ serviceWorkers: 'allow' });

		test('ip: a private /24 on a range bar, then an IPv6 documentation block, offline', async ({ page, context }) => {
			await page.goto('/tools/ip');
			await waitForServiceWorker(page);
			await page.reload();
			await waitForHook(page);
			await expect(page.getByTestId('ip-scope')).toHaveAttribute('data-scope', 'private');
			await expect(page.getByTestId('ip-range')).toContainText('192.168.1.0');
			await expect(page.getByTestId('ip-range')).toContainText('192.168.1.255');
			await expect(page.getByTestId('ip-size')).toHaveText('256');
			await context.setOffline(true);
			try {
				await page.getByRole('button', { name: 'An IPv6 documentation block' }).click();
				await expect(page.getByTestId('ip-scope')).toHaveAttribute('data-scope', 'documentation');
				await expect(page.getByTestId('ip-size')).toContainText('79228162514264337593543950336');
				await expect(page.getByTestId('ip-range')).toContainText('2001:db8:ffff:ffff:ffff:ffff:ffff:ffff');
			} finally {
				await context.setOffline(false);
			}
		});
	});

	test('url-parse: the domain split by the Public Suffix List; editing a query value rebuilds the URL and parses it again', async ({ page }) => {
		await page.goto('/tools/url-parse');
		await waitForHook(page);
		await expect(page.getByTestId('url-registrable')).toHaveText('example.co.uk');
		const value = page.getByRole('textbox', { name: 'Value of parameter 2' });
		await expect(value).toHaveValue('pt');
		await value.fill('es & more');
		await value.press('Enter');
		// The form holds the rebuilt URL, and the answer's parts follow it.
		await expect(page.getByRole('textbox', { name: 'URL' })).toHaveValue('https://user:pass@shop.example.co.uk:8443/cart/items?id=42&lang=es+%26+more#top');
		await expect(page.getByTestId('url-parts')).toContainText('?id=42&lang=es+%26+more');
		await expect(page.getByRole('textbox', { name: 'Value of parameter 2' })).toHaveValue('es & more');
		await page.getByRole('button', { name: 'A GitHub Pages site (private suffix)' }).click();
		await expect(page.getByTestId('url-registrable')).toHaveText('octocat.github.io');
	});

	test('user-agent: cards for Chrome on Linux, a bot badge for Googlebot, and the words in Portuguese', async ({ page }) => {
		await page.goto('/tools/user-agent');
		await waitForHook(page);
		await expect(page.getByTestId('ua-browser')).toContainText('Chrome');
		await expect(page.getByTestId('ua-browser')).toContainText('51.0.2704.103');
		await expect(page.getByTestId('ua-os')).toContainText('Linux');
		await expect(page.getByTestId('ua-bot')).toHaveAttribute('data-bot', 'false');
		await page.getByRole('button', { name: 'Googlebot' }).click();
		await expect(page.getByTestId('ua-bot')).toHaveAttribute('data-bot', 'true');
		await page.goto('/pt-BR/tools/user-agent');
		await waitForHook(page);
		await expect(page.getByTestId('ua-browser')).toContainText('Navegador');
		await expect(page.getByTestId('ua-device')).toContainText('Computador');
	});
});

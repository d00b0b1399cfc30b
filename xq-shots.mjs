import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4514';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [w, h, tag] of [[1366, 900, 'wide'], [390, 844, 'phone']]) {
	for (const scheme of ['light', 'dark']) {
		const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme, serviceWorkers: 'block' });
		const page = await ctx.newPage();
		await page.goto(base + '/tools/xml-query');
		await page.getByTestId('xml-query-results').waitFor({ timeout: 30000 });
		await page.getByRole('textbox', { name: 'Query', exact: true }).fill('//book[price < 20]');
		await page.waitForTimeout(1500);
		await page.screenshot({ path: `/work/shots/xml-query/${tag}-${scheme}.png`, fullPage: tag === 'phone' ? false : false });
		if (tag === 'wide' && scheme === 'light') {
			await page.getByRole('button', { name: 'Links in an HTML page', exact: true }).click();
			await page.waitForTimeout(1500);
			await page.screenshot({ path: `/work/shots/xml-query/wide-light-html.png` });
			await page.getByRole('button', { name: 'Sum of the prices', exact: true }).click();
			await page.waitForTimeout(1500);
			await page.screenshot({ path: `/work/shots/xml-query/wide-light-number.png` });
		}
		if (tag === 'phone') {
			await page.getByTestId('xml-query-results').scrollIntoViewIfNeeded();
			await page.screenshot({ path: `/work/shots/xml-query/${tag}-${scheme}-results.png` });
		}
		await ctx.close();
	}
}
await browser.close();

import { expect, test } from './fixtures';
import { recordWorkerRuns, waitForHook } from './helpers';

/**
 * The colour converter with alpha and CSS Color 4's other syntaxes: the form's notations keep the
 * alpha in step, the view draws a translucent colour over a checkerboard, and the operation reads
 * colours as Chromium's own CSS engine does (an independent implementation: Blink and Skia).
 */


test('HEX with alpha fills the alpha fields and the view shows the alpha over a checkerboard', async ({ page }) => {
	const runs = await recordWorkerRuns(page);
	await page.goto('/tools/color-converter');
	await waitForHook(page);
	await page.getByRole('textbox', { name: 'HEX' }).fill('#1e90ff80');
	await expect(page.locator('#f-rgb-a')).toHaveValue('0.5');
	await expect(page.locator('#f-hsl-a')).toHaveValue('0.5');
	await expect(page.getByRole('textbox', { name: 'CSS colour' })).toHaveValue('rgb(30 144 255 / 0.5)');
	await expect.poll(async () => (await runs()).at(-1)?.input).toEqual({ hex: '#1e90ff80' });

	const result = page.locator('section.result');
	await expect(result).toHaveAttribute('aria-busy', 'false');
	const swatch = result.getByTestId('colour-swatch');
	await expect(swatch).toHaveAttribute('data-alpha', '0.5');
	await expect(swatch).toContainText('#1E90FF80');
	await expect(result.locator('dl')).toContainText('rgba(30, 144, 255, 0.5)');
	await expect(result.locator('dl')).toContainText('hsla(210, 100%, 56%, 0.5)');
	await expect(result.locator('.row', { hasText: 'Alpha' })).toContainText('50 %');
	// The checkerboard is under the colour, so the alpha shows.
	expect(await swatch.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/conic-gradient/);

	// Opaque again from the RGB notation's A field.
	await page.locator('#f-rgb-a').fill('');
	await expect(page.getByRole('textbox', { name: 'HEX' })).toHaveValue('#1E90FF');
	await expect(swatch).toHaveAttribute('data-alpha', '1');
	await expect(result.locator('.row', { hasText: 'Alpha' })).toHaveCount(0);
});

test('an oklch() colour typed in the CSS field fills the others and is sent as typed', async ({ page }) => {
	const runs = await recordWorkerRuns(page);
	await page.goto('/tools/color-converter');
	await waitForHook(page);
	await page.getByRole('textbox', { name: 'CSS colour' }).fill('oklch(50% 0.2 0 / 0.75)');
	// oklch(50% 0.2 0) paints as rgb(70.492% 2.351% 37.073%) (web-platform-tests oklch-004-ref); 0.75 → 0xBF.
	await expect(page.getByRole('textbox', { name: 'HEX' })).toHaveValue('#B4065FBF');
	await expect(page.locator('#f-rgb-r')).toHaveValue('180');
	await expect(page.locator('#f-rgb-a')).toHaveValue('0.75');
	await expect.poll(async () => (await runs()).at(-1)?.input).toEqual({ css: 'oklch(50% 0.2 0 / 0.75)' });
	await expect(page.locator('section.result').getByTestId('colour-swatch')).toContainText('#B4065FBF');

	// Outside sRGB: the answer is gamut mapped and the view says so.
	await page.getByRole('textbox', { name: 'CSS colour' }).fill('color(display-p3 1 0 0)');
	await expect(page.locator('section.result').getByTestId('gamut-mapped')).toBeVisible();
});

test('the operation reads colours as Chromium does', async ({ page }) => {
	await page.goto('/tools/color-converter');
	await waitForHook(page);
	// In sRGB: Chromium paints them on an sRGB canvas without gamut mapping, so the 8 bits compare.
	const texts = [
		'#1e90ff',
		'rebeccapurple',
		'hsl(120deg 100% 25%)',
		'hwb(120 20% 30%)',
		'oklch(50% 0.2 0)',
		'oklch(80% 0.15 160)',
		'oklch(62% 0.12 250)',
		'oklab(51.975% -0.1403 0.10768)',
		'oklab(70% 0.05 -0.08)',
		'lab(50% 40 59.5)',
		'lch(60% 40 300)'
	];
	const compared = await page.evaluate(async (list) => {
		const canvas = document.createElement('canvas');
		canvas.width = canvas.height = 1;
		const ctx = canvas.getContext('2d', { colorSpace: 'srgb', willReadFrequently: true })!;
		const out = [];
		for (const text of list) {
			ctx.clearRect(0, 0, 1, 1);
			ctx.fillStyle = '#000';
			ctx.fillStyle = text;
			ctx.fillRect(0, 0, 1, 1);
			const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
			const answer = (await window.utilkit!.run('color-converter', { css: text })) as { status: number; body: { rgb: { r: number; g: number; b: number } } };
			out.push({ text, chromium: [r, g, b], ours: [answer.body.rgb.r, answer.body.rgb.g, answer.body.rgb.b], status: answer.status });
		}
		return out;
	}, texts);
	for (const { text, chromium, ours, status } of compared) {
		expect(status, text).toBe(200);
		// Skia may round a channel's last bit the other way where the exact value is near a half.
		ours.forEach((v, i) => expect(Math.abs(v - chromium[i]), `${text}: ours ${ours}, Chromium ${chromium}`).toBeLessThanOrEqual(1));
	}
	// Most agree to the bit.
	expect(compared.filter((c) => c.ours.every((v, i) => v === c.chromium[i])).length).toBeGreaterThanOrEqual(texts.length - 2);

	// Translucent legacy colours: our css.rgb is what Chromium serialises them as.
	for (const text of ['#1e90ff80', '#0f08', 'rgb(255 0 0 / 0)', 'hsla(270, 50%, 40%, 0.25)', 'transparent']) {
		const [chromium, ours] = await page.evaluate(async (t) => {
			const el = document.createElement('div');
			el.style.color = t;
			document.body.append(el);
			const serialised = getComputedStyle(el).color;
			el.remove();
			const answer = (await window.utilkit!.run('color-converter', { css: t })) as { body: { css: { rgb: string } } };
			return [serialised, answer.body.css.rgb];
		}, text);
		expect(ours, text).toBe(chromium);
	}
});

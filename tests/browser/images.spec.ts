import { expect, test } from './fixtures';
import { waitForHook } from './helpers';
import { executeOperation } from '../../src/lib/engine/execute.js';
import { barcode } from '../../src/lib/ops/barcode/index.js';
import { FIXTURE_TEXT, ROTATED_JPEG, ZXING_PNG } from '../../src/lib/ops/qr-decode/fixtures.js';

/**
 * The image tools in the browser: the QR code reader's image widget (file, paste, camera) with
 * codes made by an independent encoder (zxing-cpp, fixtures.ts), and the barcode generator's
 * worker answers against Node's (the API's), byte for byte, with Chromium rasterising the SVG as
 * an independent check that the PNG has the SVG's geometry.
 */

const decodedText = (page: import('@playwright/test').Page) => page.getByTestId('decoded-text');

test.describe('QR code reader', () => {
	test('a chosen file and a pasted image are read in the worker', async ({ page }) => {
		await page.goto('/tools/qr-code-decode');
		await waitForHook(page);
		await page.getByTestId('image-file').setInputFiles({ name: 'code.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(ROTATED_JPEG, 'base64') });
		await expect(decodedText(page)).toHaveText(FIXTURE_TEXT);
		await expect(page.getByRole('link', { name: 'Open link' })).toHaveCount(0);

		// A screenshot pasted on the page (outside a text box), as Ctrl+V delivers it.
		await page.locator('h1').click();
		await page.evaluate(async (base64) => {
			const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
			const data = new DataTransfer();
			data.items.add(new File([bytes], 'pasted.png', { type: 'image/png' }));
			document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
		}, ZXING_PNG);
		await expect(page.getByRole('group', { name: 'Image' }).getByRole('img')).toHaveAttribute('src', /^data:image\/png;base64,iVBOR/);
		await expect(decodedText(page)).toHaveText(FIXTURE_TEXT);
	});

	test('the example is a link; the camera, when refused, says so', async ({ page, context }) => {
		await context.clearPermissions();
		await page.goto('/pt-BR/tools/qr-code-decode');
		await waitForHook(page);
		await expect(decodedText(page)).toHaveText('https://example.com/');
		await expect(page.getByRole('link', { name: 'Abrir link' })).toHaveAttribute('href', 'https://example.com/');
		// No camera permission in this context: getUserMedia is refused, and the page explains why.
		await page.evaluate(() => {
			navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
		});
		await page.getByRole('button', { name: 'Usar a câmera' }).click();
		await expect(page.getByRole('status').filter({ hasText: 'câmera' })).toHaveText(/O acesso à câmera está bloqueado/);
	});
});

test.describe('barcode generator', () => {
	test('the worker gives the API’s bytes, and the PNG is the SVG drawn by Chromium', async ({ page }) => {
		await page.goto('/tools/barcode');
		await waitForHook(page);
		const inputs = [
			{ text: '5901234123457', format: 'ean13', scale: 3 },
			{ text: 'Utilkit-2026', format: 'code128', scale: 2 },
			{ text: 'CODE 39', format: 'code39', scale: 1 },
			{ text: '00012345678905', format: 'itf', scale: 3 },
			{ text: 'Olá ✓', format: 'datamatrix', scale: 3 },
			{ text: 'PDF417 example', format: 'pdf417', scale: 2 },
			{ text: 'Aztec', format: 'aztec', scale: 1 }
		];
		for (const input of inputs) {
			const node = (await executeOperation(barcode, input, { now: () => 0 })) as { status: number; body: { data: string } };
			const svgNode = (await executeOperation(barcode, { ...input, output: 'svg' }, { now: () => 0 })) as { body: { data: string } };
			const worker = await page.evaluate((i) => window.utilkit!.run('barcode', i), input);
			const svgWorker = await page.evaluate((i) => window.utilkit!.run('barcode', { ...i, output: 'svg' }), input);
			expect(worker, input.format).toEqual({ status: node.status, body: node.body });
			expect((svgWorker.body as { data: string }).data, input.format).toBe(svgNode.body.data);

			// Both images drawn on canvases by Chromium: every pixel of the PNG matches the SVG (threshold at half grey).
			const mismatch = await page.evaluate(
				async ({ png, svg }) => {
					const load = async (src: string) => {
						const img = new Image();
						img.src = src;
						await img.decode();
						const canvas = document.createElement('canvas');
						canvas.width = img.naturalWidth;
						canvas.height = img.naturalHeight;
						const context = canvas.getContext('2d')!;
						context.drawImage(img, 0, 0);
						return context.getImageData(0, 0, canvas.width, canvas.height);
					};
					const a = await load(`data:image/png;base64,${png}`);
					const b = await load(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
					if (a.width !== b.width || a.height !== b.height) return -1;
					let differ = 0;
					for (let i = 0; i < a.data.length; i += 4) if (a.data[i] < 128 !== b.data[i] < 128) differ++;
					return differ;
				},
				{ png: node.body.data, svg: svgNode.body.data }
			);
			expect(mismatch, `${input.format}: pixels where the PNG and Chromium's rendering of the SVG differ`).toBe(0);
		}
	});
});

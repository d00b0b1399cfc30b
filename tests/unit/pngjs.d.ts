/**
 * The part of pngjs 5 (installed as a dependency of `qrcode`) that the tests use: an independent
 * PNG decoder (qr-code.test.ts, views.spec.ts) and an encoder of small test images
 * (link-image.test.ts, views.spec.ts). Test-only: nothing in the app imports it.
 */
declare module 'pngjs' {
	interface Image {
		width: number;
		height: number;
		/** RGBA, 4 bytes per pixel, row by row. */
		data: Buffer;
	}
	export const PNG: {
		new (options: { width: number; height: number }): Image;
		sync: {
			read(buffer: Buffer, options?: { checkCRC?: boolean }): Image & { gamma: number };
			write(png: Image): Buffer;
		};
	};
}

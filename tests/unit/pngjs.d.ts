/**
 * The part of pngjs 5 (installed as a dependency of `qrcode`) that the tests use: an independent
 * PNG decoder (qr-code.test.ts, views.spec.ts) and an encoder of small test images
 * (link-image.test.ts, views.spec.ts). Test-only: nothing in the app imports it.
 */
declare module 'pngjs' {
	/** pngjs's output options (README "Options"): colour type 0, 2, 4 or 6, of 8-bit RGBA input. */
	interface WriteOptions {
		colorType?: 0 | 2 | 4 | 6;
		bitDepth?: 8 | 16;
		inputColorType?: 0 | 2 | 4 | 6;
		inputHasAlpha?: boolean;
	}
	interface Image {
		width: number;
		height: number;
		/** RGBA, 4 bytes per pixel, row by row. */
		data: Buffer;
	}
	export const PNG: {
		new (options: { width: number; height: number } & WriteOptions): Image;
		sync: {
			read(buffer: Buffer, options?: { checkCRC?: boolean }): Image & { gamma: number };
			write(png: Image, options?: WriteOptions): Buffer;
		};
	};
}

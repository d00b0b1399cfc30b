/**
 * The part of pngjs 5 (installed as a dependency of `qrcode`) that qr-code.test.ts uses as an
 * independent PNG decoder. Test-only: nothing in the operation imports it.
 */
declare module 'pngjs' {
	export const PNG: {
		sync: {
			read(buffer: Buffer, options?: { checkCRC?: boolean }): { width: number; height: number; data: Buffer; gamma: number };
		};
	};
}

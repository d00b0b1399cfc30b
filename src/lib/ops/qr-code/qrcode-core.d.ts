/**
 * Types for the encoder core of the `qrcode` package (1.5.x), imported on its own so that no
 * Node or canvas renderer reaches the browser bundle. @types/qrcode covers only the top-level API.
 */
declare module 'qrcode/lib/core/qrcode.js' {
	export interface QRCodeSymbol {
		/** The symbol without quiet zone: `size` × `size` modules, row-major, 1 = dark. */
		modules: { size: number; data: Uint8Array };
		/** 1 to 40. */
		version: number;
		maskPattern: number;
	}

	/**
	 * Encodes `text` (split into numeric, alphanumeric and byte segments; byte mode is UTF-8) in
	 * the smallest version that holds it. Throws when no version does.
	 */
	export function create(text: string, options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H'; version?: number }): QRCodeSymbol;
}

import { runOperation } from '$lib/run/worker-client.js';

/**
 * `data` as a QR code PNG (a data: URL for an <img>), drawn by the app's own QR operation in the
 * worker, offline too; null when the operation refuses it (too long for a QR code).
 */
export async function qrImage(data: string, size: number): Promise<string | null> {
	const outcome = await runOperation('qr-code', 'qr-code', { data, format: 'png', size, error_correction: 'M' });
	const png = outcome.status === 200 ? (outcome.body as { qr_base64?: string }).qr_base64 : undefined;
	return png ? `data:image/png;base64,${png}` : null;
}

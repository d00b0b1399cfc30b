import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('currency', {
	not_a_code: 'must be a three-letter ISO 4217 code, e.g. USD',
	amount_too_large: ({ max }: { max: string }) => `must be at most ${max} in absolute value`,
	// `reason`: the rates upstream's failure, a message of the shared catalog (`rates_*`, `upstream_*`).
	rates_unavailable: ({ reason }: { reason: string }) => `exchange rates are not available yet: ${reason}`,
	not_quoted: ({ code, quoted }: { code: string; quoted: string }) => `${code} is not among the ECB’s reference currencies (${quoted})`
});

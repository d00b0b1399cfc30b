import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts); `part` is `header` or `payload`. */
export const errors = catalog('jwt', {
	parts: ({ count }: { count: number }) => `Invalid JWT format: expected 3 dot-separated parts, got ${count}`,
	signature_not_base64url: 'Invalid JWT format: signature is not base64url',
	not_base64url: ({ part }: { part: string }) => `Invalid JWT format: ${part} is not base64url`,
	not_json: ({ part }: { part: string }) => `Invalid JWT format: ${part} is not UTF-8 JSON`,
	not_object: ({ part }: { part: string }) => `Invalid JWT format: ${part} is not a JSON object`,
	too_deep: ({ part, max }: { part: string; max: number }) => `Invalid JWT format: ${part} is nested deeper than ${max} levels`
});

import type { JsonSchema } from './schema-form.js';

/**
 * Which input fields hold secrets. The tool page leaves secret fields out of the local run
 * history (unless the user opts in for that tool) and out of share links (unless the user ticks
 * "include secret fields"). Each operation marks its own secret fields where it defines them
 * (`formHints({ secret: true })`, src/lib/ops/form-hints.ts), which puts `x-secret` on the field
 * in the input JSON Schema the page is given.
 *
 * The rule (src/lib/tools/README.md, "Secret fields"): a field is secret when what it
 * holds is, by its definition, a credential (TOTP secrets and codes, JWTs), a payment instrument
 * (card numbers, IBANs) or a private conversation (AI chat messages). Personal data the tool is
 * about (an e-mail address, a phone or VAT number) and general text fields (hash input, QR data,
 * text to translate) are not: hiding them would empty the history of the tools most used, and
 * the user decides what goes into a general field.
 */

/** The names of the top-level input fields an operation marks secret. */
export function secretFields(inputSchema: JsonSchema): string[] {
	return Object.entries(inputSchema.properties ?? {})
		.filter(([, field]) => field['x-secret'] === true)
		.map(([name]) => name);
}

/**
 * `input` without the fields named in `secretNames`, and the names of those it dropped (only those present).
 * @example withoutSecrets(['token'], { token: 'ey…' }) // { input: {}, omitted: ['token'] }
 */
export function withoutSecrets(secretNames: string[], input: Record<string, unknown>): { input: Record<string, unknown>; omitted: string[] } {
	const secret = new Set(secretNames);
	const kept: Record<string, unknown> = {};
	const omitted: string[] = [];
	for (const [name, value] of Object.entries(input)) {
		if (secret.has(name)) omitted.push(name);
		else kept[name] = value;
	}
	return { input: kept, omitted };
}

/**
 * Which input fields of each operation hold secrets. The tool page leaves secret fields out of
 * the local run history (unless the user opts in for that tool) and out of share links (unless
 * the user ticks "include secret fields"). Every top-level input field of every operation is
 * classified here; secrets.test.ts fails when a new field is not, so adding an operation means
 * deciding.
 *
 * The rule (docs/architecture.md, "Secrets in history and links"): a field is secret when what it
 * holds is, by its definition, a credential (TOTP secrets and codes, JWTs), a payment instrument
 * (card numbers, IBANs) or a private conversation (AI chat messages). Personal data the tool is
 * about (an e-mail address, a phone or VAT number) and general text fields (hash input, QR data,
 * text to translate) are not: hiding them would empty the history of the tools most used, and
 * the user decides what goes into a general field.
 */
export type FieldClass = 'secret' | 'plain';

const plain = (...names: string[]) => Object.fromEntries(names.map((n) => [n, 'plain' as const]));

export const FIELD_CLASSES: Record<string, Record<string, FieldClass>> = {
	// People paste whole documents and personal questions into a chat.
	'ai-chat': { messages: 'secret' },
	'color-converter': plain('hex', 'rgb', 'hsl'),
	'country-info': plain('code'),
	'country-search': plain('search'),
	'cpf-cnpj-generator': plain('type', 'count', 'formatted', 'seed'),
	// A full card number is what card-not-present fraud needs.
	'credit-card-validator': { number: 'secret' },
	'email-validation': plain('email'),
	'fake-data': plain('type', 'count', 'locale', 'seed'),
	geocoding: plain('query', 'lat', 'lon'),
	hash: plain('input', 'algorithms'),
	// An account number plus a name is enough to set up a SEPA direct debit.
	'iban-validator': { iban: 'secret' },
	// A JWT is a bearer credential until it expires.
	'jwt-decoder': { token: 'secret' },
	'otp-totp-generate': { secret: 'secret', ...plain('new_secret', 'issuer', 'account', 'digits', 'step') },
	'otp-totp-verify': { secret: 'secret', code: 'secret', ...plain('step', 'digits', 'window') },
	'phone-validation': plain('phone'),
	'public-holidays': plain('country', 'year'),
	'qr-code': plain('data', 'format', 'size', 'error_correction', 'dark', 'light'),
	'social-metadata': plain('url'),
	'temporary-email': plain('email'),
	timezone: plain('timezone', 'lat', 'lon'),
	'timezone-list': {},
	translate: plain('text', 'from', 'to'),
	'url-checker': plain('url'),
	'vat-validator': plain('vat', 'country'),
	'wpp-url-generate': plain('phone', 'message')
};

/** The secret field names of an operation (none for an unknown one). */
export function secretFields(opId: string): string[] {
	return Object.entries(FIELD_CLASSES[opId] ?? {})
		.filter(([, c]) => c === 'secret')
		.map(([name]) => name);
}

/**
 * `input` without its secret fields, and the names of those it dropped (only those present).
 * @example withoutSecrets('jwt-decoder', { token: 'ey…' }) // { input: {}, omitted: ['token'] }
 */
export function withoutSecrets(opId: string, input: Record<string, unknown>): { input: Record<string, unknown>; omitted: string[] } {
	const secret = new Set(secretFields(opId));
	const kept: Record<string, unknown> = {};
	const omitted: string[] = [];
	for (const [name, value] of Object.entries(input)) {
		if (secret.has(name)) omitted.push(name);
		else kept[name] = value;
	}
	return { input: kept, omitted };
}

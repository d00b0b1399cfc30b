import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('tls', {
	empty: 'must not be empty',
	not_bare_host: 'a host name or IP address only, without a scheme, port or path (the port is its own field)',
	not_a_host: 'not a valid host name or IP address',
	too_long: ({ max, got }: { max: number; got: number }) => `must be at most ${max} characters as an ASCII name, got ${got}`,
	unreadable_certificate: ({ reason }: { reason: string }) => `the certificate it presented cannot be read: ${reason}`
});

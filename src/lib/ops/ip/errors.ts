import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('ip', {
	ipv4_tail: ({ tail }: { tail: string }) => `the IPv4 part "${tail}" must be four decimal numbers 0–255 without leading zeros`,
	zone_id: 'zone identifiers (%…) are not supported',
	not_ipv6: ({ text }: { text: string }) => `"${text}" is not an IPv6 address`,
	not_ipv4: ({ text }: { text: string }) => `"${text}" is not an IPv4 address (four decimal numbers 0–255, no leading zeros)`,
	empty: 'must not be empty',
	prefix: ({ bits, given }: { bits: number; given: string }) => `the prefix length must be a whole number from 0 to ${bits}, got "${given}"`
});

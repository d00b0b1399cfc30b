// The bounds and types the schema states, apart from libphonenumber-js's metadata (which loads on
// the first call: src/lib/engine/README.md, "How operations load").

/** Longest `phone` accepted, as submitted (formatting included); longer is 422. */
export const MAX_PHONE_LENGTH = 100;

export const PHONE_TYPES = [
	'fixed_line',
	'mobile',
	'fixed_line_or_mobile',
	'toll_free',
	'premium_rate',
	'shared_cost',
	'voip',
	'personal_number',
	'pager',
	'uan',
	'voicemail'
] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];

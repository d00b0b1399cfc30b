/**
 * The operations that take a raw body (operations.ts, RAW_OPERATIONS, has their code): a list
 * apart, so that an answer's wording can name them without loading the digests and codecs.
 */
export const RAW_OPERATION_IDS: ReadonlySet<string> = new Set(['hash', 'hmac', 'encode']);

/** The media type of a raw body. */
export const RAW_TYPE = 'application/octet-stream';

/** `application/octet-stream`, with parameters, in any case. */
export function isRawType(type: string | undefined): boolean {
	if (type === undefined) return false;
	return type === RAW_TYPE || type.split(';', 1)[0].trim().toLowerCase() === RAW_TYPE;
}

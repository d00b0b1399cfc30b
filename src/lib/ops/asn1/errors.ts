import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('asn1', {
	empty: 'needs at least one byte of DER',
	pem_not_base64: ({ label }: { label: string }) => `the ${label} PEM block is not valid base64`,
	truncated_header: ({ offset }: { offset: number }) => `the element at offset ${offset} ends inside its tag or length`,
	long_length: ({ offset }: { offset: number }) => `the element at offset ${offset} has a length of more than 4 bytes`,
	too_long: ({ offset, length, left }: { offset: number; length: number; left: number }) =>
		`the element at offset ${offset} says ${length.toLocaleString('en-US')} bytes of content but only ${left.toLocaleString('en-US')} are left`,
	indefinite_primitive: ({ offset }: { offset: number }) => `the primitive element at offset ${offset} has an indefinite length`,
	no_end: ({ offset }: { offset: number }) => `the indefinite-length element at offset ${offset} has no end-of-contents marker`,
	trailing: ({ offset, count }: { offset: number; count: number }) =>
		`${count.toLocaleString('en-US')} bytes follow the root element, from offset ${offset}: give one DER element`,
	too_deep: ({ max, offset }: { max: number; offset: number }) => `nested deeper than ${max} levels (at offset ${offset})`,
	too_many: ({ max }: { max: number }) => `more than ${max.toLocaleString('en-US')} elements`,
	big_tag: ({ offset }: { offset: number }) => `the tag number at offset ${offset} is too large`
});

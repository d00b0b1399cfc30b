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
	big_tag: ({ offset }: { offset: number }) => `the tag number at offset ${offset} is too large`,
	pem_none: 'no PEM block: no -----BEGIN …----- line',
	pem_no_footer: ({ footer }: { footer: string }) => `PEM footer '${footer}' not found`,
	pem_label: 'a PEM label is printable ASCII (RFC 7468: no leading or trailing space or hyphen, no "--")',
	oid_syntax: 'an object identifier is numbers separated by dots, at least two (1.2.840.113549)',
	oid_first_arcs: 'an object identifier starts with 0, 1 or 2, and after 0 or 1 comes a number under 40',
	oid_long: ({ max }: { max: number }) => `an object identifier of at most ${max.toLocaleString('en-US')} characters or bytes`,
	empty_oid: 'needs at least one byte of object identifier content',
	oid_mid_arc: 'the last byte has its high bit set: the object identifier ends in the middle of a number'
});

/**
 * Whole domain names in Punycode (RFC 3492) as IDNA writes them: encoding maps the name by UTS #46
 * (lower case, width and compatibility folding) and writes each non-ASCII label as `xn--…`, as the
 * WHATWG URL parser's host step (`url.domainToASCII`) does; decoding turns each `xn--` label back.
 */
import { punycodeDecode } from '../../_shared/punycode.js';
import { EncodingError } from '../bytes.js';
import { errors } from '../errors.js';

const badDomain = () => new EncodingError(errors.words('bad_domain'));

/** Characters that would make the URL parser read something other than a host. */
const NOT_HOST = /[\s/\\:@?#%[\]]/;

export function domainToAscii(domain: string): string {
	const text = domain.trim();
	if (text === '') return '';
	if (NOT_HOST.test(text)) throw badDomain();
	let host: string;
	try {
		host = new URL(`http://${text}/`).hostname;
	} catch {
		throw badDomain();
	}
	return host;
}

export function domainToUnicode(domain: string): string {
	return domain
		.trim()
		.split('.')
		.map((label) => {
			if (!/^xn--/i.test(label)) return label;
			const decoded = punycodeDecode(label.slice(4));
			if (decoded === null || decoded === '') throw badDomain();
			return decoded;
		})
		.join('.');
}

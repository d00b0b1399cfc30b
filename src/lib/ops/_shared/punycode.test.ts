import { describe, expect, it } from 'vitest';
import { punycodeDecode } from './punycode.js';

describe('Punycode decoding (RFC 3492)', () => {
	// RFC 3492 section 7.1 sample strings.
	it.each([
		['egbpdaj6bu4bxfgehfvwxn', '\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064A\u061F'],
		['ihqwcrb4cv8a8dqg056pqjye', '\u4ED6\u4EEC\u4E3A\u4EC0\u4E48\u4E0D\u8BF4\u4E2D\u6587'],
		['Proprostnemluvesky-uyb24dma41a', 'Pro\u010Dprost\u011Bnemluv\u00ED\u010Desky'],
		['3B-ww4c5e180e575a65lsy2b', '3\u5E74B\u7D44\u91D1\u516B\u5148\u751F'],
		['-> $1.00 <--', '-> $1.00 <-']
	])('decodes %s', (input, expected) => {
		expect(punycodeDecode(input)).toBe(expected);
	});

	it('decodes what WHATWG URL encodes (münchen)', () => {
		expect(punycodeDecode(new URL('http://münchen.de').hostname.split('.')[0].slice(4))).toBe('münchen');
	});

	it.each(['zz', '9999999999', 'a-\u00e9', 'ab-z'])('refuses %j', (input) => {
		expect(punycodeDecode(input)).toBeNull();
	});
});

import { createRequire } from 'node:module';
import { isDisposableEmailDomain } from 'disposable-email-domains-js';
import blocklist from 'disposable-email-domains-js/dist/dict/disposable_email_blocklist.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { domainOf, isDisposableDomain, isListed, listSize, normaliseDomain } from './disposable.js';
import { operations } from './index.js';

// punycode.js (RFC 3492, Mathias Bynens), an implementation independent of the URL parser's.
const punycode = createRequire(import.meta.url)('punycode/') as { toASCII(s: string): string; toUnicode(s: string): string };

const op = operations[0];
const run = (input: unknown) => executeOperation(op, input, { now: () => 0 });

describe('reference cases', () => replayCases(cases, operations));

/**
 * Big free mail providers (and large ISPs' mail): none may be flagged. The 1.26.0 list names
 * none of them, so no allow-list is needed; this test fails if a list update ever does.
 */
const MAJOR_PROVIDERS = [
	'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'hotmail.co.uk', 'hotmail.fr', 'live.com', 'msn.com',
	'yahoo.com', 'yahoo.co.uk', 'yahoo.co.jp', 'ymail.com', 'rocketmail.com', 'icloud.com', 'me.com', 'mac.com',
	'proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me', 'gmx.de', 'gmx.net', 'gmx.com', 'gmx.at', 'web.de',
	't-online.de', 'freenet.de', 'posteo.de', 'mailbox.org', 'yandex.ru', 'yandex.com', 'ya.ru', 'mail.ru', 'bk.ru',
	'inbox.ru', 'list.ru', 'rambler.ru', 'qq.com', '163.com', '126.com', 'yeah.net', 'sina.com', 'sohu.com',
	'naver.com', 'daum.net', 'hanmail.net', 'uol.com.br', 'bol.com.br', 'terra.com.br', 'ig.com.br', 'zoho.com',
	'aol.com', 'fastmail.com', 'fastmail.fm', 'tutanota.com', 'tuta.io', 'hey.com', 'mail.com', 'email.com',
	'laposte.net', 'orange.fr', 'free.fr', 'sfr.fr', 'wanadoo.fr', 'libero.it', 'virgilio.it', 'seznam.cz', 'wp.pl',
	'o2.pl', 'interia.pl', 'onet.pl', 'rediffmail.com', 'comcast.net', 'verizon.net', 'att.net', 'sbcglobal.net',
	'btinternet.com', 'sky.com', 'virginmedia.com', 'bigpond.com', 'shaw.ca', 'rogers.com', 'hushmail.com'
];

describe('major providers', () => {
	it.each(MAJOR_PROVIDERS)('%s is not disposable', (domain) => {
		expect(isDisposableDomain(domain)).toBe(false);
		expect(isDisposableDomain(`mx.${domain}`)).toBe(false);
	});
});

describe('the list', () => {
	it('is the package data, every entry a lower-case ASCII domain, without repeats', () => {
		expect(listSize()).toBe(blocklist.length);
		expect(listSize()).toBeGreaterThan(5000);
		for (const d of blocklist) expect(d, d).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
		expect(new Set(blocklist).size).toBe(blocklist.length);
	});

	it('agrees with the package\'s own isDisposableEmailDomain on every entry and on free providers', () => {
		for (const d of blocklist) expect(isListed(d), d).toBe(true);
		for (const d of [...MAJOR_PROVIDERS, 'example.com']) expect(isListed(d), d).toBe(isDisposableEmailDomain(d));
	});
});

describe('domains', () => {
	it('normalises case, white space and one trailing dot', () => {
		expect(normaliseDomain(' Mailinator.COM. ')).toBe('mailinator.com');
		expect(normaliseDomain('.')).toBeNull();
		expect(domainOf('a@b@Example.com')).toBe('example.com');
		expect(domainOf('no-at-sign')).toBeNull();
	});

	it('counts subdomains of a listed domain, not parents or look-alikes', () => {
		expect(isDisposableDomain('a.b.mailinator.com')).toBe(true);
		expect(isDisposableEmailDomain('mailinatorx.com')).toBe(false); // the package agrees it is unlisted
		expect(isDisposableDomain('mailinatorx.com')).toBe(false);
		expect(isDisposableDomain('mailinator.com.evil.example')).toBe(false);
		expect(isDisposableDomain('com')).toBe(false);
	});

	it('checks IDN domains in their punycode form (reference: punycode.js)', () => {
		const unicode = punycode.toUnicode('xn--yaho-sqa.com');
		expect(unicode).toBe('yahóo.com');
		expect(isListed('xn--yaho-sqa.com')).toBe(true);
		expect(isDisposableDomain(unicode)).toBe(true);
		expect(isDisposableDomain(`mail.${unicode}`)).toBe(true);
		for (const d of blocklist.filter((d) => d.startsWith('xn--') || d.includes('.xn--'))) {
			expect(isDisposableDomain(punycode.toUnicode(d)), d).toBe(true);
		}
	});
});

describe('the operation', () => {
	it('is GET /temporary-email in the validation group, run anywhere', () => {
		expect(operations.map(({ id, method, path, runs, group }) => ({ id, method, path, runs, group }))).toEqual([
			{ id: 'temporary-email', method: 'GET', path: '/temporary-email', runs: 'anywhere', group: 'validation' }
		]);
	});

	it('answers 422 for a missing or empty-object input, 200 for an empty string', async () => {
		expect((await run({})).status).toBe(422);
		expect(await run({ email: '' })).toEqual({ status: 200, body: { email: '', domain: null, disposable: false, format_valid: false } });
	});
});

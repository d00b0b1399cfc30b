import type { OperationCase } from '../cases.js';

const MDN = 'MDN, "User-Agent" HTTP header reference (developer.mozilla.org/docs/Web/HTTP/Headers/User-Agent), its example string';
const NAMES = 'names as ua-parser-js\'s README lists them';

const ok = (name: string, user_agent: string, body: Record<string, unknown>, source: string, partial = false): OperationCase => ({
	name,
	op: 'user-agent',
	input: { user_agent },
	expected: partial ? { status: 200, body, partial } : { status: 200, body },
	source
});

const none = { name: null, version: null };

/**
 * Published User-Agent strings with the identity their publisher documents: browser and version
 * from the product token, engine from the browser's documented engine (Blink for Chrome 28+,
 * Opera 15+ and Edge 79+, whose engine version is the Chromium milestone in the Chrome/ token;
 * Gecko's version is the rv: token; WebKit's the AppleWebKit/ token), Windows NT 10.0 = Windows 10
 * (Microsoft's version table). Where a publisher documents only part (a crawler's name), the case
 * is partial.
 */
export const cases: OperationCase[] = [
	ok(
		'Firefox 47 on Windows 10',
		'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:47.0) Gecko/20100101 Firefox/47.0',
		{ browser: { name: 'Firefox', version: '47.0', major: '47' }, engine: { name: 'Gecko', version: '47.0' }, os: { name: 'Windows', version: '10' }, device: { type: 'desktop', vendor: null, model: null }, bot: false },
		`${MDN} for Firefox ("rv:geckoversion"); ${NAMES}`
	),
	ok(
		'Chrome 51 on Linux',
		'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/51.0.2704.103 Safari/537.36',
		{ browser: { name: 'Chrome', version: '51.0.2704.103', major: '51' }, engine: { name: 'Blink', version: '51.0.2704.103' }, os: { name: 'Linux', version: null }, device: { type: 'desktop', vendor: null, model: null }, bot: false },
		`${MDN} for Chrome; ${NAMES}`
	),
	ok(
		'Opera 38 on Windows 10',
		'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/51.0.2704.106 Safari/537.36 OPR/38.0.2220.41',
		{ browser: { name: 'Opera', version: '38.0.2220.41', major: '38' }, engine: { name: 'Blink', version: '51.0.2704.106' }, os: { name: 'Windows', version: '10' }, device: { type: 'desktop', vendor: null, model: null }, bot: false },
		`${MDN} for Opera (OPR/ token); ${NAMES}`
	),
	ok(
		'Edge 91 on Windows 10',
		'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/91.0.4472.124 Safari/537.36 Edg/91.0.864.59',
		{ browser: { name: 'Edge', version: '91.0.864.59', major: '91' }, engine: { name: 'Blink', version: '91.0.4472.124' }, os: { name: 'Windows', version: '10' }, device: { type: 'desktop', vendor: null, model: null }, bot: false },
		`${MDN} for Microsoft Edge (Edg/ token); ${NAMES}`
	),
	ok(
		'Safari 13 on an iPhone',
		'Mozilla/5.0 (iPhone; CPU iPhone OS 13_5_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Mobile/15E148 Safari/604.1',
		{ browser: { name: 'Mobile Safari', version: '13.1.1', major: '13' }, engine: { name: 'WebKit', version: '605.1.15' }, os: { name: 'iOS', version: '13.5.1' }, device: { type: 'mobile', vendor: 'Apple', model: 'iPhone' }, bot: false },
		`${MDN} for Safari (Version/ is Safari's version); ${NAMES}`
	),
	ok(
		'Internet Explorer Mobile 9 on Windows Phone 7.5',
		'Mozilla/5.0 (compatible; MSIE 9.0; Windows Phone OS 7.5; Trident/5.0; IEMobile/9.0)',
		{ browser: { name: 'IEMobile', version: '9.0', major: '9' }, engine: { name: 'Trident', version: '5.0' }, os: { name: 'Windows Phone OS', version: '7.5' }, device: { type: 'mobile', vendor: null, model: null }, bot: false },
		`${MDN} for Internet Explorer (Trident/5.0 is IE 9's engine); ${NAMES}`
	),
	ok(
		'Chrome 119 on Android, reduced User-Agent',
		'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
		{ browser: { name: 'Chrome', version: '119.0.0.0', major: '119' }, engine: { name: 'Blink' }, os: { name: 'Android', version: '10' }, device: { type: 'mobile' }, bot: false },
		'Chromium "User-Agent Reduction" (chromium.org/updates/ua-reduction): the reduced Android string, with Android 10, model K and MINOR.BUILD.PATCH 0.0.0; "Mobile" marks a phone',
		true
	),
	ok(
		'Googlebot (desktop)',
		'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
		{ browser: { name: null, version: null, major: null }, engine: none, os: none, device: { type: 'desktop', vendor: null, model: null }, bot: true },
		`Google Search Central, "Google's common crawlers" (Googlebot's documented string); also ${MDN} for crawlers; no browser token, so nothing else is named and the device is the contract's desktop`
	),
	ok(
		'Googlebot Smartphone',
		'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.129 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
		{ os: { name: 'Android', version: '6.0.1' }, device: { type: 'mobile' }, bot: true },
		'Google Search Central, "Google\'s common crawlers": Googlebot Smartphone\'s string, W.X.Y.Z filled with a Chrome version as the page says it is',
		true
	),
	ok(
		'Bingbot',
		'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
		{ bot: true },
		'Bing Webmaster Guidelines, "Which crawlers does Bing use?" (bingbot\'s documented string)',
		true
	),
	ok('curl', 'curl/7.64.1', { bot: true, device: { type: 'desktop' } }, `${MDN} for library and net tools (curl); isbot counts HTTP libraries as bots (its README)`, true),
	{
		name: 'empty',
		op: 'user-agent',
		input: { user_agent: ' ' },
		expected: { status: 422, body: { detail: 'user_agent: must not be empty', code: 'invalid_input' } },
		source: 'toolbox.md: invalid input answers 422 naming the field'
	},
	{
		name: 'over the length limit',
		op: 'user-agent',
		input: { user_agent: `Mozilla/5.0 ${'x'.repeat(2037)}` },
		expected: { status: 422, body: { detail: 'user_agent: must be at most 2,048 characters, got 2,049', code: 'invalid_input' } },
		source: 'src/lib/ops/user-agent/README.md, "User-agent parser": at most 2,048 characters'
	}
];

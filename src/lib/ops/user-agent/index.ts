import { z } from 'zod';
import { stringOfAtMost } from '../_shared/schemas.js';
import { defineOperation } from '../../engine/define.js';
import { errors } from './errors.js';
import { lazyModule } from '../../engine/lazy.js';
import { formHints } from '../form-hints.js';

// ua-parser-js and isbot load on the first call, not with the registry.
const logic = lazyModule(() => import('./user-agent-parse.js'));

/** Limit (src/lib/ops/user-agent/README.md, "User-agent parser"): 2 KiB; real User-Agent strings are a few hundred characters. */
export const MAX_USER_AGENT = 2048;

const text = z.string().nullable();

export const userAgent = defineOperation({
	id: 'user-agent',
	group: 'web',
	title: 'User-agent parser',
	summary: 'Reads a browser User-Agent string: the browser, rendering engine, operating system and device it names, and whether it is a bot or crawler.',
	keywords: ['user agent', 'user-agent parser', 'ua string', 'browser detection', 'device detection', 'operating system', 'bot detection', 'crawler', 'googlebot', 'what is my browser'],
	method: 'POST',
	path: '/user-agent',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		user_agent: stringOfAtMost(MAX_USER_AGENT)
			.describe(`A User-Agent header value; at most ${MAX_USER_AGENT} characters`)
			.meta(formHints({ monospace: true, multiline: 3, placeholder: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36' }))
	}),
	output: z.object({
		browser: z.object({ name: text, version: text, major: text }).describe('Names as ua-parser-js gives them (Chrome, Firefox, Edge, Mobile Safari, …); null when not found'),
		engine: z.object({ name: text, version: text }).describe('Blink, Gecko, WebKit, Trident, …'),
		os: z.object({ name: text, version: text }).describe('Windows, Mac OS, iOS, Android, Linux, …'),
		device: z
			.object({ type: z.string(), vendor: text, model: text })
			.describe('type: mobile, tablet, console, smarttv, wearable, embedded, xr, or desktop when none is detected'),
		bot: z.boolean().describe('A crawler, HTTP library or monitoring agent (isbot)')
	}),
	errors: [{ status: 422, when: `an empty string; over ${MAX_USER_AGENT} characters` }],
	attribution: 'ua-parser-js 1 (MIT) and isbot (Unlicense)',
	examples: [
		{ name: 'Chrome on Linux', input: { user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/51.0.2704.103 Safari/537.36' } },
		{ name: 'Safari on an iPhone', input: { user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 13_5_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Mobile/15E148 Safari/604.1' } },
		{ name: 'Googlebot', input: { user_agent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } }
	],
	prepare: logic.load,
	run(input) {
		if (input.user_agent.trim() === '') throw errors.error('empty', {}, { field: 'user_agent' });
		return logic.get().parseUserAgent(input.user_agent);
	}
});

export const operations = [userAgent];

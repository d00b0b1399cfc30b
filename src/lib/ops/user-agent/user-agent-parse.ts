import { isbot } from 'isbot';
import UAParser from 'ua-parser-js';

/** What `/user-agent` says about a User-Agent string (toolbox.md, Part 2). */
export interface UserAgentInfo {
	browser: { name: string | null; version: string | null; major: string | null };
	engine: { name: string | null; version: string | null };
	os: { name: string | null; version: string | null };
	device: { type: string; vendor: string | null; model: string | null };
	bot: boolean;
}

const orNull = (value: string | undefined): string | null => (value === undefined || value === '' ? null : value);

/**
 * Reads a User-Agent string with ua-parser-js 1 (its regexes, names as its README lists them:
 * "Chrome", "Mobile Safari", "Mac OS", …) and isbot (crawlers, HTTP libraries, monitors). Only the
 * string is read: ua-parser-js looks at `window.navigator` (Client Hints, Brave) when there is a
 * window, and the operation runs in Node or a Web Worker, where there is none, so the answer is
 * the same everywhere. `device.type` is `desktop` when ua-parser-js finds no device type
 * (it reports types for mobile, tablet, console, smarttv, wearable, embedded, xr only).
 */
export function parseUserAgent(ua: string): UserAgentInfo {
	const r = new UAParser(ua).getResult();
	return {
		browser: { name: orNull(r.browser.name), version: orNull(r.browser.version), major: orNull(r.browser.major) },
		engine: { name: orNull(r.engine.name), version: orNull(r.engine.version) },
		os: { name: orNull(r.os.name), version: orNull(r.os.version) },
		device: { type: orNull(r.device.type) ?? 'desktop', vendor: orNull(r.device.vendor), model: orNull(r.device.model) },
		bot: isbot(ua)
	};
}

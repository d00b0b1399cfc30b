import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { userAgent } from './index.js';

const run = (user_agent: string) => executeOperation(userAgent, { user_agent }, { now: () => 0 }) as { status: number; body: Record<string, Record<string, unknown>> };

describe('user-agent cases (replayed through executeOperation)', () => {
	replayCases(cases, [userAgent]);
});

// Chrome 28 onwards: Blink replaced WebKit in Chrome 28 (Chromium blog, "Blink: A rendering engine for the Chromium project", 2013); ua-parser-js says WebKit below.
const version = fc.tuple(fc.integer({ min: 28, max: 199 }), fc.nat(9), fc.nat(9999), fc.nat(999));

describe('user-agent properties', () => {
	it('never crashes: any text up to the limit is a 200 or a 422 naming the field', () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 300 }), (text) => {
				const { status, body } = run(text);
				if (status === 422) expect(String(body.detail)).toMatch(/^user_agent: /);
				else {
					expect(status).toBe(200);
					expect(typeof body.device.type).toBe('string');
				}
			})
		);
	});

	it('reads any Chrome version from the Chrome template (Chrome\'s own format, chromium.org/updates/ua-reduction)', () => {
		fc.assert(
			fc.property(version, fc.constantFrom('Windows NT 10.0; Win64; x64', 'X11; Linux x86_64', 'Macintosh; Intel Mac OS X 10_15_7'), ([a, b, c, d], platform) => {
				const v = `${a}.${b}.${c}.${d}`;
				const { body } = run(`Mozilla/5.0 (${platform}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v} Safari/537.36`);
				expect(body.browser).toEqual({ name: 'Chrome', version: v, major: String(a) });
				expect(body.engine).toEqual({ name: 'Blink', version: v });
				expect(body.bot).toBe(false);
			})
		);
	});

	it('reads any Firefox version from the Firefox template (MDN: rv: equals the Firefox version on desktop)', () => {
		fc.assert(
			fc.property(fc.integer({ min: 4, max: 199 }), fc.nat(9), (major, minor) => {
				const v = `${major}.${minor}`;
				const { body } = run(`Mozilla/5.0 (X11; Linux x86_64; rv:${v}) Gecko/20100101 Firefox/${v}`);
				expect(body.browser).toEqual({ name: 'Firefox', version: v, major: String(major) });
				expect(body.engine).toEqual({ name: 'Gecko', version: v });
				expect(body.device.type).toBe('desktop');
			})
		);
	});

	it('answers 2 KiB of pathological text promptly (no catastrophic backtracking)', () => {
		const limit = 2048;
		const inputs = [
			'Mozilla/5.0 ('.repeat(200).slice(0, limit),
			`${' '.repeat(limit - 1)}a`,
			'a'.repeat(limit),
			'Android '.repeat(300).slice(0, limit),
			`${'bot'.repeat(600)}`.slice(0, limit),
			'(;'.repeat(limit / 2)
		];
		for (const text of inputs) {
			// Their time is in npm run bench:light; a super-linear regex would end this test at its bound.
			expect(run(text).status).toBe(200);
		}
	});
});

import { describe, expect, it } from 'vitest';
import { readShareFragment, shareFragment } from './share.js';

describe('share links', () => {
	it('encodes the input as base64url JSON (RFC 4648 §5: no padding, - and _)', () => {
		// {"input":"abc"} in base64 is eyJpbnB1dCI6ImFiYyJ9 (no padding needed).
		expect(shareFragment([], { input: 'abc' }, false)).toEqual({ fragment: '#in=eyJpbnB1dCI6ImFiYyJ9', omitted: [] });
		// Expected values from coreutils `base64` with `=` dropped and + / turned into - _.
		expect(shareFragment([], { d: '?>' }, false).fragment).toBe('#in=eyJkIjoiPz4ifQ'); // eyJkIjoiPz4ifQ==
		expect(shareFragment([], { data: '~~~???' }, false).fragment).toBe('#in=eyJkYXRhIjoifn5-Pz8_In0'); // eyJkYXRhIjoifn5+Pz8/In0=
	});

	it('round-trips unicode, newlines and nested values', () => {
		const input = { data: 'Olá 👋\n"quoted" \u2028 ünïcödé', rgb: { r: 1, g: 2, b: 3 }, algorithms: ['sha256'], flag: false };
		const { fragment } = shareFragment([], input, false);
		expect(readShareFragment(fragment)).toEqual(input);
	});

	it('leaves secret fields out unless asked, and says which', () => {
		const input = { secret: 'JBSWY3DPEHPK3PXP', code: '287082', window: 1 };
		const out = shareFragment(['secret', 'code'], input, false);
		expect(out.omitted).toEqual(['secret', 'code']);
		expect(readShareFragment(out.fragment)).toEqual({ window: 1 });
		const all = shareFragment(['secret', 'code'], input, true);
		expect(all.omitted).toEqual([]);
		expect(readShareFragment(all.fragment)).toEqual(input);
	});

	it('reads nothing from other fragments and refuses broken ones', () => {
		expect(readShareFragment('')).toBeNull();
		expect(readShareFragment('#section')).toBeNull();
		expect(readShareFragment('#in=%%%')).toBe('invalid');
		expect(readShareFragment('#in=bm90IGpzb24')).toBe('invalid'); // "not json"
		expect(readShareFragment('#in=WzFd')).toBe('invalid'); // [1]
		expect(readShareFragment('#in=bnVsbA')).toBe('invalid'); // null
		expect(readShareFragment('#in=eyJhIjoiw')).toBe('invalid'); // cut inside a character
	});
});

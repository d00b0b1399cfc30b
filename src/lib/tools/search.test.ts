import { describe, expect, it } from 'vitest';
import { fold, indexEntries, matchesQuery, rankEntries, searchText, subsequenceScore } from './search.js';

describe('tool search', () => {
	const text = searchText(['Colour converter', 'Converts one colour', 'hex', 'Café']);

	it('ignores case and accents', () => {
		expect(fold('Ÿ Café ÀÉÎ')).toBe('y cafe aei');
		expect(matchesQuery(text, 'COLOUR')).toBe(true);
		expect(matchesQuery(text, 'cafe')).toBe(true);
		expect(matchesQuery(text, 'cólour')).toBe(true);
	});

	it('needs every word', () => {
		expect(matchesQuery(text, 'colour hex')).toBe(true);
		expect(matchesQuery(text, 'colour sha')).toBe(false);
		expect(matchesQuery(text, '   ')).toBe(true);
	});
});

describe('palette ranking', () => {
	const tools = indexEntries([
		{ id: 'hash', title: 'Hash generator', group: 'Security', keywords: ['hash', 'sha256', 'md5'] },
		{ id: 'otp-totp-generate', title: 'TOTP generator', group: 'Security', keywords: ['otp', 'totp', '2fa'] },
		{ id: 'otp-totp-verify', title: 'TOTP verifier', group: 'Security', keywords: ['otp', 'totp', '2fa', 'verify'] },
		{ id: 'color-converter', title: 'Colour converter', group: 'Generation', keywords: ['color', 'hex'] },
		{ id: 'cafe', title: 'Café finder', group: 'Geo', keywords: ['coffee'] },
		{ id: 'qr-code', title: 'QR code generator', group: 'Generation', keywords: ['qr', 'barcode'] }
	]);
	const ids = (query: string) => rankEntries(tools, query).map((t) => t.id);

	it('returns everything, in order, for an empty query', () => {
		expect(ids('  ')).toHaveLength(6);
		expect(ids('')[0]).toBe('hash');
	});

	it('finds by keyword, name, and group, ignoring case and accents both ways', () => {
		expect(ids('sha256')).toEqual(['hash']);
		expect(ids('2FA')).toEqual(['otp-totp-generate', 'otp-totp-verify']);
		expect(ids('cafe')).toEqual(['cafe']);
		expect(ids('CÓLOUR')).toEqual(['color-converter']);
		expect(ids('security')).toEqual(['hash', 'otp-totp-generate', 'otp-totp-verify']);
	});

	it('ranks a name match above a keyword or group match', () => {
		// "generator" is in three names; "generation" only in groups, so those come after.
		expect(ids('gener').slice(0, 3).sort()).toEqual(['hash', 'otp-totp-generate', 'qr-code']);
		expect(ids('verif')[0]).toBe('otp-totp-verify');
		expect(ids('totp verifier')).toEqual(['otp-totp-verify']);
	});

	it('forgives a missing letter with a loose match, but not for short words', () => {
		expect(ids('convrter')).toEqual(['color-converter']);
		expect(ids('hsh')).toEqual(['hash']);
		expect(ids('zz')).toEqual([]);
	});

	it('scores subsequences by tightness', () => {
		expect(subsequenceScore('sha-256', 'sha2')).toBeCloseTo(0.8);
		expect(subsequenceScore('hash', 'hash')).toBe(1);
		expect(subsequenceScore('hash', 'hashes')).toBe(0);
	});
});

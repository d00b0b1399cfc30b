import type { OperationCase } from '../cases.js';

/**
 * Cases of CyberChef's remaining hashes (README.md, "CyberChef's hashes"), every value from an
 * implementation independent of ours: /usr/bin/python3 (Debian bookworm) with pycryptodomex
 * (`Cryptodome.Hash.MD2`) and passlib 1.7.4 (`nthash`, `lmhash`, code page 437), RHash 1.4.3
 * (`--has160`, `--whirlpool`, `--gost12-256`, `--gost12-512`, `--gost94`, `--gost94-cryptopro`), OpenSSL 3 (`dgst -whirlpool` and
 * `-md4` with the legacy provider), the Ascon designers' reference Python (pyascon, `ascon_hash`,
 * Ascon-Hash256 of SP 800-232), and the published SHA-0 values (FIPS 180, 1993).
 */
const ORACLES = 'pycryptodomex MD2; FIPS 180 (1993) SHA-0; RHash HAS-160, Whirlpool (also openssl dgst -whirlpool), GOST12-256/512, GOST94 and GOST94-CRYPTOPRO; pyascon ascon_hash (Ascon-Hash256); passlib nthash, lmhash';

/** The algorithms in the contract's order. */
export const CYBERCHEF_ORDER = ['md2', 'sha0', 'has160', 'whirlpool', 'streebog-256', 'streebog-512', 'gost94', 'gost94-cryptopro', 'ascon-hash', 'nt', 'lm'];

const EMPTY = {
	md2: '8350e5a3e24c153df2275c9f80692773',
	sha0: 'f96cea198ad1dd5617ac084a3d92c6107708c0ef',
	has160: '307964ef34151d37c8047adec7ab50f4ff89762d',
	whirlpool: '19fa61d75522a4669b44e39c1d2e1726c530232130d407f89afee0964997f7a73e83be698b288febcf88e3e03c4f0757ea8964e59b63d93708b138cc42a66eb3',
	'streebog-256': '3f539a213e97c802cc229d474c6aa32a825a360b2a933a949fd925208d9ce1bb',
	'streebog-512': '8e945da209aa869f0455928529bcae4679e9873ab707b55315f56ceb98bef0a7362f715528356ee83cda5f2aac4c6ad2ba3a715c1bcd81cb8e9f90bf4c1c1a8a',
	gost94: 'ce85b99cc46752fffee35cab9a7b0278abb4c2d2055cff685af4912c49490f8d',
	'gost94-cryptopro': '981e5f3ca30c841487830f84fb433e13ac1101569b9c13584ac483234cd656c0',
	'ascon-hash': '0b3be5850f2f6b98caf29f8fdea89b64a1fa70aa249b8f839bd53baa304d92b2',
	nt: '31d6cfe0d16ae931b73c59d7e0c089c0',
	lm: 'aad3b435b51404eeaad3b435b51404ee'
};

const ABC = {
	md2: 'da853b0d3f88d99b30283a69e6ded6bb',
	sha0: '0164b8a914cd2a5e74c4f7ff082c4d97f1edf880',
	has160: '975e810488cf2a3d49838478124afce4b1c78804',
	whirlpool: '4e2448a4c6f486bb16b6562c73b4020bf3043e3a731bce721ae1b303d97e6d4c7181eebdb6c57e277d0e34957114cbd6c797fc9d95d8b582d225292076d4eef5',
	'streebog-256': '4e2919cf137ed41ec4fb6270c61826cc4fffb660341e0af3688cd0626d23b481',
	'streebog-512': '28156e28317da7c98f4fe2bed6b542d0dab85bb224445fcedaf75d46e26d7eb8d5997f3e0915dd6b7f0aab08d9c8beb0d8c64bae2ab8b3c8c6bc53b3bf0db728',
	gost94: 'f3134348c44fb1b2a277729e2285ebb5cb5e0f29c975bc753b70497c06a4d51d',
	'gost94-cryptopro': 'b285056dbf18d7392d7677369524dd14747459ed8143997e163b2986f92fd42c',
	'ascon-hash': '45aa03431c3c829b3b066f33e844b0cc4d20a45af92d3dcfdf34f40fc20935cf',
	nt: 'e0fba38268d0ec66ef1cb452d5885e53',
	lm: '8c6f5d02deb21501aad3b435b51404ee'
};

const ok = (name: string, input: Record<string, unknown>, hashes: Record<string, string>, source: string): OperationCase => ({
	name,
	op: 'hash',
	input,
	expected: { status: 200, body: { input: input.input, hashes } },
	source
});
const invalid = (name: string, input: Record<string, unknown>, detail: string, source: string): OperationCase => ({
	name,
	op: 'hash',
	input,
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source
});

export const cyberchefCases: OperationCase[] = [
	ok("CyberChef's hashes, the empty message", { input: '', algorithms: CYBERCHEF_ORDER }, EMPTY, ORACLES),
	ok("CyberChef's hashes, \"abc\"", { input: 'abc', algorithms: CYBERCHEF_ORDER }, ABC, ORACLES),
	ok(
		'SHA-0, the 448-bit two-block message',
		{ input: 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', algorithms: ['sha0'] },
		{ sha0: 'd2516ee1acfa5baf33dfc1c471e438449ef134c8' },
		'FIPS 180 (1993) Appendix B: SHA-0 of "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"'
	),
	ok(
		'Streebog, RFC 6986 example 1 (63 bytes)',
		{ input: '012345678901234567890123456789012345678901234567890123456789012', algorithms: ['streebog-512', 'streebog-256'] },
		{
			'streebog-256': '9d151eefd8590b89daa6ba6cb74af9275dd051026bb149a452fd84e5e57b5500',
			'streebog-512': '1b54d01a4af5b9d5cc3d86d68d285462b19abc2475222f35c085122be4ba1ffa00ad30f8767b3a82384c6574f024c311e2a481332b08ef7f41797891c1646f48'
		},
		'RFC 6986 section 10.1 (M1, its digests written byte-reversed as GOST writes them); RHash --gost12-512/--gost12-256'
	),
	ok(
		"CyberChef's hashes of bytes given as hex",
		{ input: '00ff80017f', input_encoding: 'hex', algorithms: ['gost94', 'gost94-cryptopro', 'md2', 'has160', 'whirlpool', 'streebog-256', 'streebog-512', 'ascon-hash'] },
		{
			gost94: '2c7f9bc5e9ba3535f7cd9b39da5fc91d2f1133bf91a2a7e5580e21dcfdb16cba',
			'gost94-cryptopro': '8e3797f3cf1f897d82b32819bcb96bb2425c980039dff87847841e34dfbe91c8',
			md2: '911d11cc7750936a5c5238ef8c2caf0e',
			has160: 'f453e1c9c20f1e3b71d5dfcbe85406e5a9fd0c43',
			whirlpool: 'f8a0b46d93a3d78828e593f782aa87a610f66a74810a1a2c11f693cf4ce97eec029e07edf8099aec1184b51acc740f44518bcbd8461871709fa04cd4f49384fd',
			'streebog-256': '723246092b72821d413c907893d6a85c0ce2f83ef82ccf3fcac5c535696fed57',
			'streebog-512': 'b6777fefaa2966989d0090490ecf164a3cab4de713bfc7972a9eea5abada2567e995e06d8598a2d47049fb1d8b6bb1f1ff07f6b1f598468d225874b8478f2043',
			'ascon-hash': 'e77ae9352decc07268a5563682bd4f038f16ab767a1b4bf45d46be2449e479c3'
		},
		`${ORACLES}, over bytes.fromhex("00ff80017f")`
	),
	ok(
		"CyberChef's hashes, 200,000 bytes (sliced in the browser)",
		{ input: 'a'.repeat(200_000), algorithms: ['gost94', 'gost94-cryptopro', 'md2', 'has160', 'whirlpool', 'streebog-256', 'streebog-512', 'ascon-hash', 'nt'] },
		{
			gost94: '97f58b772bf5086b3bfac76cc00efc6e70d4034fb8a431f54120431a63f0324e',
			'gost94-cryptopro': '525cad233178f5caf68543f429423c659af85438fe742b411f1c7751cd3b06e6',
			md2: '2b47b218408421b8a26fe73d069f4fc8',
			has160: 'b7067c349c4db7467a11485865fe01c55e440de6',
			whirlpool: '79e8757eab7bed548426803986cc7ec62eb653f23a0d1f6b9ad34cbb4579b05c9fd9c89af0d0509824ce215908daecfc1dad3867f9287486e152d59fd3b920cb',
			'streebog-256': 'a82a216b19f00772e452812405be59bc15110e4ba03a2c99913014c8a159b918',
			'streebog-512': 'f4f3430e55cd7b0e306d016427d0ef97725de08b5c81eceb5474297442f5efb584d17328a71ea6e018e0dc7f310e4436d1b8375e24830be8a662b2e64a4e76e0',
			'ascon-hash': '67dcc08cf1b8cdc9bd39c6eb4997467e2dfbdb8ebc79671e0cf6d07a52c3b996',
			nt: '4a99dec52195145ed836404d128a10c9'
		},
		`${ORACLES}, over b"a" * 200000 (nt: openssl dgst -md4 of its UTF-16LE)`
	),
	ok(
		'GOST R 34.11-94, RFC 5831 examples (32 and 50 bytes)',
		{ input: 'This is message, length=32 bytes', algorithms: ['gost94', 'gost94-cryptopro'] },
		{ gost94: 'b1c466d37519b82e8319819ff32595e047a28cb6f83eff1c6916a815a637fffa', 'gost94-cryptopro': '2cefc2f7b7bdc514e18ea57fa74ff357e7fa17d652c75f69cb1be7893ede48eb' },
		'RFC 5831 section 7.3 (test parameters); RHash --gost94 and --gost94-cryptopro'
	),
	ok(
		'GOST R 34.11-94 of the 50-byte example',
		{ input: 'Suppose the original message has length = 50 bytes', algorithms: ['gost94', 'gost94-cryptopro'] },
		{ gost94: '471aba57a60a770d3a76130635c1fbea4ef14de51f78b4ae57dd893b62f55208', 'gost94-cryptopro': 'c3730c5cbccacf915ac292676f21e8bd4ef75331d9405e5f1a61dc3130a65011' },
		'RFC 5831 section 7.3 (test parameters); RHash --gost94 and --gost94-cryptopro'
	),
	ok('NT hash of UTF-8 text (UTF-16LE, a surrogate pair for U+1F600)', { input: 'pässwörd€😀', algorithms: ['nt'] }, { nt: '343b5f56098bef0de4739d82d102f3ca' }, 'passlib nthash.hash("pässwörd€😀")'),
	ok('LM hash of password', { input: 'password', algorithms: ['lm'] }, { lm: 'e52cac67419a9a224a3b108f3fa6cb6d' }, 'passlib lmhash.hash("password") (upper-cased, code page 437)'),
	ok('LM hash of Passw0rd!', { input: 'Passw0rd!', algorithms: ['lm'] }, { lm: 'b34ce522c3e4c87722c34254e51bff62' }, 'passlib lmhash.hash("Passw0rd!") (upper-cased, code page 437)'),
	ok('LM hash of ABCDEFGHIJKLMN', { input: 'ABCDEFGHIJKLMN', algorithms: ['lm'] }, { lm: 'e0c510199cc66abd8c51ec214bebdea1' }, 'passlib lmhash.hash("ABCDEFGHIJKLMN") (upper-cased, code page 437)'),
	ok('LM hash of çé£', { input: 'çé£', algorithms: ['lm'] }, { lm: '06c134c45cd14fa1aad3b435b51404ee' }, 'passlib lmhash.hash("çé£") (upper-cased, code page 437)'),
	ok('LM hash of ß', { input: 'ß', algorithms: ['lm'] }, { lm: '26f8092a33daaf05aad3b435b51404ee' }, 'passlib lmhash.hash("ß") (upper-cased, code page 437)'),
	invalid(
		'LM hash of 15 characters → 422',
		{ input: 'ABCDEFGHIJKLMNO', algorithms: ['lm'] },
		'input: an LM hash takes a password of at most 14 characters, got 15',
		'LM hashes take at most 14 characters (two DES keys of 7 bytes; passlib lmhash truncates, we refuse): README.md'
	),
	invalid(
		'LM hash of a character outside code page 437 → 422',
		{ input: 'price €5', algorithms: ['lm'] },
		'input: an LM hash takes text in the OEM code page 437 once upper-cased; "€" is not in it',
		'passlib lmhash: UnicodeEncodeError for "€" in cp437; README.md'
	)
];

import type { OperationCase } from '../cases.js';
import { cyberchefCases } from './cases-cyberchef.js';
import { ALGORITHMS } from './hash.js';
import { sumChecksumCases } from './sum-checksums.cases.js';
import { crcCatalogueCases } from './crc-catalogue.cases.js';

const FIPS = 'FIPS 180-2 Appendices A-C / NIST CSRC "Examples with intermediate values" (SHA-1, SHA-256, SHA-384, SHA-512, SHA-512/256)';
const RFC1321 = 'RFC 1321 Appendix A.5 (MD5 test suite)';
const OPENSSL = 'node:crypto createHash (OpenSSL), an implementation independent of @noble/hashes';
const CONTRACT = 'docs/spec/utility-api.md 2.20 and section 4 (/hash: 422 when `input` missing)';

/** The contract's algorithms in its order (2.20); without `algorithms` the answer lists all of them. */
export const CONTRACT_ORDER = ['md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha512-256'];

/** "abc": the one-block message of every FIPS 180-2 example and of the RFC 1321 suite. */
const ABC = {
	md5: '900150983cd24fb0d6963f7d28e17f72',
	sha1: 'a9993e364706816aba3e25717850c26c9cd0d89d',
	sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
	sha384: 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
	sha512:
		'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
	'sha512-256': '53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23'
};

/** The empty message (NIST CSRC examples; RFC 1321 A.5 MD5 ("")). */
const EMPTY = {
	md5: 'd41d8cd98f00b204e9800998ecf8427e',
	sha1: 'da39a3ee5e6b4b0d3255bfef95601890afd80709',
	sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
	sha384: '38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b',
	sha512:
		'cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e',
	'sha512-256': 'c672b8d1ef56ed28ab87c3622c5114069bdd3ad7b8f9737498d0c01ecef0967a'
};

/** The 448-bit message: two 512-bit blocks after padding (FIPS 180-2 B.2 for SHA-1 and SHA-256). */
const TWO_BLOCK = 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq';
const TWO_BLOCK_DIGESTS = {
	sha1: '84983e441c3bd26ebaae4aa1f95129e5e54670f1',
	sha256: '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
	sha384: '3391fdddfc8dc7393707a65b1b4709397cf8b1d162af05abfe8f450de5f36bc6b0455a8520bc4e6f5fe95b1fe3c8452b',
	sha512:
		'204a8fc6dda82f0a0ced7beb8e08a41657c16ef468b228a8279be331a703c33596fd15c13b1b07f9aa1d3bea57789ca031ad85c7a71dd70354ec631238ca3445'
};

/** The 896-bit message: two 1024-bit blocks after padding (FIPS 180-2 C.2 and D.2, SHA-512/256 NIST example). */
const TWO_BLOCK_1024 =
	'abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu';
const TWO_BLOCK_1024_DIGESTS = {
	sha384: '09330c33f71147e83d192fc782cd1b4753111b173b3b05d22fa08086e3b0f712fcc7c71a557e2db966c3e9fa91746039',
	sha512:
		'8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909',
	'sha512-256': '3928e184fb8690f840da3988121d31be65cb9d3ef83ee6146feac861e19b563a'
};

/** RFC 1321 A.5, the rest of the MD5 test suite. */
const RFC1321_SUITE: [string, string][] = [
	['a', '0cc175b9c0f1b6a831c399e269772661'],
	['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
	['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
	['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'd174ab98d277d9f5a5611c2c9f419d9f'],
	['12345678901234567890123456789012345678901234567890123456789012345678901234567890', '57edf4a22be3c955ac49da2e2107b67a']
];

/**
 * Non-ASCII text with 2-, 3- and 4-byte UTF-8 sequences (ü ß, 世 界, U+1F30D), UTF-8 bytes
 * 4772c3bcc39f652c20e4b896e7958c20f09f8c8d. Digests from OpenSSL; hash.test.ts recomputes them.
 */
export const UTF8_TEXT = 'Grüße, 世界 🌍';
const UTF8_DIGESTS = {
	md5: 'c247ec241a6d2f5c2a3630dc26bea556',
	sha1: '39e1c43698b4655b916ca43c59e8961f896a2639',
	sha256: '56ce95b9b665df65c2dd54a7567323ed5c883db32c86d3931f5a3a25b7be6c45',
	sha384: '471151b03965d8f1fba8ed7e59036ba1fde59dbd376352846c9ca19c3323a4565c697810a226d06b83966f2bc52fc8e2',
	sha512:
		'dd9dcf51647a3218c76bad49b9d356b174f56d24fe3d19b25779e726e548f0db4739c63afd1bdd4cc3b5917e349ffbdd87943bcc2d643d9c3ab579a0e3240e93',
	'sha512-256': '9ae4c8652a61a90c987dcfd57bea5920c17a6fc09d0925aaa481ed7bb2ecae41'
};

const NIST_SHA3 = 'NIST CSRC "Examples with intermediate values", SHA3-256/384/512 (FIPS 202): "abc" and the empty message';
const RFC7693 = 'RFC 7693 Appendix A (BLAKE2b-512 of "abc") and Appendix B (BLAKE2s-256 of "abc")';
const PYTHON = 'python3 hashlib (OpenSSL/libb2) and zlib.crc32, an implementation independent of @noble/hashes';

/** The toolbox's algorithms of "abc" (docs/spec/toolbox.md, /hash extended). */
const ABC_NEW = {
	'sha3-256': '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532',
	'sha3-384': 'ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b298d88cea927ac7f539f1edf228376d25',
	'sha3-512':
		'b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0',
	'blake2b-512':
		'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923',
	'blake2s-256': '508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982'
};

const EMPTY_SHA3 = {
	'sha3-256': 'a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a',
	'sha3-384': '0c63a75b845e4f7d01107d852e4c2485c51a50aaaa94fc61995e71bbee983a2ac3713831264adb47fb6bd1e058d5f004',
	'sha3-512':
		'a69f73cca23a9ac5c8b567dc185a756e97c982164fe25859e0d1dcc1475c80a615b2123af1f5f94c11e3e9402c3ac558f500199d95b6d3e301758586281dcd26'
};

/** The new algorithms of the UTF-8 text below, from python3 hashlib / zlib (hash.test.ts recomputes them with node:crypto and zlib). */
const UTF8_NEW = {
	'sha3-256': 'ffd154fb67c3e6bfd3eb94072ed08a0e99440169b248d0a78510509ac855974b',
	'sha3-384': '8107535a740d8f6f9431b45eb513958dcbe8f912517baa17b7e11edbecde214989b5c3fc47c8380d8429a6295214b1eb',
	'sha3-512':
		'f9e4c68de345f565df702a6475e7a33e104acf119bd589ba407f57992d26f31d2ae76989facfec8414a1734c16e2140e891058666c8a7a75398894e9f7b85cb3',
	'blake2b-512':
		'407e2f361094c5a7d2432a00d690d5f86387edc5ef71edec20c91c3e68c79fbb044dd0956f1e01751631afd8e3c4d43279d9c7ac7a83fbd0d0c8df26411427a1',
	'blake2s-256': 'f49af1ce436f5ebe07061932b4f42ec8427fc09236511e61da803cd3cbbc3311',
	crc32: '58baddfd'
};

/**
 * Toolbox part 3 (toolbox-3.md, `/hash` extended): each new algorithm's digest, printed by tools
 * independent of the code under test, run on this machine (/usr/bin/python3 3.11, Debian bookworm):
 * hashlib (sha224, sha3_224, shake_128(32), shake_256(64)), pycryptodome Crypto.Hash.keccak
 * (digest_bits=256), `b3sum` 1.3, `openssl dgst -ripemd160 / -sm3 / -md4 -provider legacy
 * -provider default` 3.0 (MD4 also `rhash --md4`), zlib.adler32, crcmod.predefined 'crc-32c' and
 * 'crc-ccitt-false', python3-xxhash xxh64 (seed 0, hexdigest), mmh3 5 (hash(b, 0, signed=False)).
 */
const PART3 = 'python3 hashlib, pycryptodome keccak, b3sum, openssl dgst (ripemd160, sm3, md4 via the legacy provider; md4 also rhash), zlib.adler32, crcmod (crc-32c, crc-ccitt-false), python3-xxhash, mmh3';
const PART3_ORDER = ['sha224', 'sha3-224', 'keccak-256', 'shake128', 'shake256', 'blake3', 'ripemd160', 'md4', 'sm3', 'adler32', 'crc32c', 'crc16', 'xxh64', 'murmur3'];
const PART3_EMPTY = {
	sha224: 'd14a028c2a3a2bc9476102bb288234c415a2b01f828ea62ac5b3e42f',
	'sha3-224': '6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7',
	'keccak-256': 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
	shake128: '7f9c2ba4e88f827d616045507605853ed73b8093f6efbc88eb1a6eacfa66ef26',
	shake256: '46b9dd2b0ba88d13233b3feb743eeb243fcd52ea62b81b82b50c27646ed5762fd75dc4ddd8c0f200cb05019d67b592f6fc821c49479ab48640292eacb3b7c4be',
	blake3: 'af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262',
	ripemd160: '9c1185a5c5e9fc54612808977ee8f548b2258d31',
	md4: '31d6cfe0d16ae931b73c59d7e0c089c0',
	sm3: '1ab21d8355cfa17f8e61194831e81a8f22bec8c728fefb747ed035eb5082aa2b',
	adler32: '00000001',
	crc32c: '00000000',
	crc16: 'ffff',
	xxh64: 'ef46db3751d8e999',
	murmur3: '00000000'
};
const PART3_ABC = {
	sha224: '23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7',
	'sha3-224': 'e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf',
	'keccak-256': '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45',
	shake128: '5881092dd818bf5cf8a3ddb793fbcba74097d5c526a6d35f97b83351940f2cc8',
	shake256: '483366601360a8771c6863080cc4114d8db44530f8f1e1ee4f94ea37e78b5739d5a15bef186a5386c75744c0527e1faa9f8726e462a12a4feb06bd8801e751e4',
	blake3: '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85',
	ripemd160: '8eb208f7e05d987a9b044a8e98c6b087f15a0bfc',
	md4: 'a448017aaf21d8525fc10ae87aa6729d',
	sm3: '66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0',
	adler32: '024d0127',
	crc32c: '364b3fb7',
	crc16: '514a',
	xxh64: '44bc2cf5ad770999',
	murmur3: 'b3dd93fa'
};
/** "123456789": the check string of the CRC catalogue (crc16 29b1, crc32c e3069283). */
const PART3_CHECK = {
	sha224: '9b3e61bf29f17c75572fae2e86e17809a4513d07c8a18152acf34521',
	'sha3-224': '5795c3d628fd638c9835a4c79a55809f265068c88729a1a3fcdf8522',
	'keccak-256': '2a359feeb8e488a1af2c03b908b3ed7990400555db73e1421181d97cac004d48',
	shake128: '1aca6b9e651b5f20079a305ca8f86d39b9451c4c32873f95f8b315834bd5f272',
	shake256: '24347b9c4b6da2fc9cde08c87f33edd2e603c8dcd6840e6b3920f62b1dd69d7bc4655a9e6f0ee6255940380dcd1488dbca3e796ae58a2234cc31cd61dfd1eb56',
	blake3: 'b7d65b48420d1033cb2595293263b6f72eabee20d55e699d0df1973b3c9deed1',
	ripemd160: 'd3d0379126c1e5e0ba70ad6e5e53ff6aeab9f4fa',
	md4: '2ae523785d0caf4d2fb557c12016185c',
	sm3: 'c7ae0aec3d2f9beb84dc1885aa7a576baa7a07b38060afc64c5600f93a5456b5',
	adler32: '091e01de',
	crc32c: 'e3069283',
	crc16: '29b1',
	xxh64: '8cb841db40e6ae83',
	murmur3: 'b4fef382'
};
/** The bytes 00 ff 80 01 7f (not UTF-8), given as hex, base64 or latin1. */
const PART3_BYTES = {
	sha224: 'b35da9a4e9c72acce17a68455c4e5903b4d95a55e18c478f5f67a7d5',
	'sha3-224': 'bc7069097c1e80763647e59cf9f4adc76b7a2258bbac4d68bddb0abc',
	'keccak-256': 'bc867567d19f4be7c3d260972e69c47caf8291dd24cba03560869668f3abc11c',
	shake128: 'fc11352e3277037dd3ac9a5ba28aed08e9f5a268e23a94e2986ff44e06d72591',
	shake256: '6adfff3650de01931cadc2b32db6b594afe87b059de6f4fbece4faa235b6d60add1389e1b79a478d40693570a65206e7dc0d218cca8162c73b5071b1a908baf4',
	blake3: '531f6572025289fc79a1a01d7aed2c51d16fcd461653eed50e4b08dfe7076fd9',
	ripemd160: 'd773124c568fa37e27393409fdd1ba266fd56fff',
	md4: '54371e9f8c49866d37435da427229c30',
	sm3: 'f1cb5a197bba902d235b8a5d57cb2ac28fa25b620ef24a06c08dac162977d6da',
	adler32: '06020200',
	crc32c: 'da7f196a',
	crc16: 'ddbc',
	xxh64: '51f8fd3db6b584fc',
	murmur3: 'c96d3de1'
};
/** The UTF-8 text's (UTF8_TEXT). */
const PART3_UTF8 = {
	sha224: 'd198c72ce5a1aaada1033c379e99060b6f73de6744bf2e24847dac2b',
	'sha3-224': '8339ff45cb75d5bdfb53005b69ce15f1513f56183cd9b9e26547a466',
	'keccak-256': 'd8ac1cc718ea27353f8319a8b1ddec9c38076e1bf8c2e0761360d1e0709e54d9',
	shake128: '46374538907d7be3665951d3bdd849c74ff745541eeeec56d2da896b3ee2bb74',
	shake256: 'e81161998f5837f662aed8661eb4e818377318dfa9f7254b9e87455324974b977f31e8a8ea1ec82dbb2860bc00c42ddb7578936720157f1b46a93eb9a04528c4',
	blake3: 'eec51adb85bc452c40c280b1a1ad9a996de7d8648a465915c7322224e819d6ca',
	ripemd160: 'e06efb903f195325bf4cec9ae786a0e1fac15cfe',
	md4: '04d3c746213924f0443d182efdf1198a',
	sm3: 'b545e3959e0e8827df0c6bf0e217a0cc215e13fd2d6caecb7a55060b51c5659e',
	adler32: '73c20b4e',
	crc32c: 'cc1144a6',
	crc16: '7370',
	xxh64: '84db1d977db4e538',
	murmur3: '395604f1'
};
/** 200,000 bytes of "a": several 64 KiB slices in the browser, so the sliced path is checked too. */
const PART3_LONG = {
	sha224: '88f38dd70bc0291eec3163f7cde1c9516a25ce4de64855aec100a239',
	'sha3-224': '78017e2bacbac100f7f2023311e6dad617e4783822ec22ad6ce0bab8',
	'keccak-256': 'ab9941c84985e23d3df177005a31da093a634d7a39d5d0b0cec2413b9f857ec6',
	shake128: '46b6c522592505bb499bb4236ee50f6cc18b3e344f63b2b8b239dffbbb8be9dd',
	shake256: '97a61b1286a77be484fc4ed05b2b3eb4341fbb4049f9d0930f4253ce5dcafb248a2d3292e9f040affa89d2a1a7adfb0b7690d1a74c1fd80a6c1ce6e5a916319c',
	blake3: '76fd78db059204d0dab5090b1631d03c6fefbab8699cfbcea00f0d8a1f31048d',
	ripemd160: '835df4441256a3ab6f0dbcd5913dbb6f98439f41',
	md4: 'fa6db09801b69af1b6bcad4af41a00a8',
	sm3: '4e95adc7e79f9c4f94fef82f434f07144e2147faf7ea4db8aaedcb19e25b264f',
	adler32: 'ccee1699',
	crc32c: '8f7d1677',
	crc16: '40f4',
	xxh64: '062748fb98bc5683',
	murmur3: 'a6ac07c7'
};
/** FNV-1a 32: the published test suite (Fowler/Noll/Vo, isthe.com/chongo/tech/comp/fnv, test_fnv.c). */
const FNV_SUITE = 'FNV test suite (isthe.com/chongo/tech/comp/fnv, test_fnv.c: FNV-1a 32 of "", "a", "foobar")';

export const cases: OperationCase[] = [
	{
		name: '"abc", SHA-3 and BLAKE2',
		op: 'hash',
		input: { input: 'abc', algorithms: Object.keys(ABC_NEW) },
		expected: { status: 200, body: { input: 'abc', hashes: ABC_NEW } },
		source: `${NIST_SHA3}; ${RFC7693}`
	},
	{
		name: 'empty string, SHA-3',
		op: 'hash',
		input: { input: '', algorithms: Object.keys(EMPTY_SHA3) },
		expected: { status: 200, body: { input: '', hashes: EMPTY_SHA3 } },
		source: NIST_SHA3
	},
	{
		name: 'CRC-32 check value of "123456789"',
		op: 'hash',
		input: { input: '123456789', algorithms: ['crc32'] },
		expected: { status: 200, body: { input: '123456789', hashes: { crc32: 'cbf43926' } } },
		source: 'The CRC-32 (ISO-HDLC) check value, "123456789" → 0xCBF43926 (Greg Cook\'s CRC catalogue; zlib.crc32)'
	},
	{
		name: 'CRC-32 of the empty string',
		op: 'hash',
		input: { input: '', algorithms: ['crc32'] },
		expected: { status: 200, body: { input: '', hashes: { crc32: '00000000' } } },
		source: PYTHON
	},
	{
		name: 'SHA-3 of the two-block 448-bit message',
		op: 'hash',
		input: { input: TWO_BLOCK, algorithms: ['sha3-256', 'sha3-384', 'sha3-512'] },
		expected: {
			status: 200,
			body: {
				input: TWO_BLOCK,
				hashes: {
					'sha3-256': '41c0dba2a9d6240849100376a8235e2c82e1b9998a999e21db32dd97496d3376',
					'sha3-384': '991c665755eb3a4b6bbdfb75c78a492e8c56a22c5c4d7e429bfdbc32b9d4ad5aa04a1f076e62fea19eef51acd0657c22',
					'sha3-512':
						'04a371e84ecfb5b8b77cb48610fca8182dd457ce6f326a0fd3d7ec2f1e91636dee691fbe0c985302ba1b0d8dc78c086346b533b49c030d99a27daf1139d6e75e'
				}
			}
		},
		source: 'NIST CSRC SHA-3 examples (the 448-bit message); python3 hashlib'
	},
	{
		name: 'UTF-8 text, the toolbox algorithms',
		op: 'hash',
		input: { input: UTF8_TEXT, algorithms: Object.keys(UTF8_NEW) },
		expected: { status: 200, body: { input: UTF8_TEXT, hashes: UTF8_NEW } },
		source: PYTHON
	},
	{
		name: 'base64 encoding: SHA-3, BLAKE2 and CRC-32 of "abc"',
		op: 'hash',
		input: { input: 'abc', algorithms: ['sha3-256', 'blake2b-512', 'blake2s-256', 'crc32'], encoding: 'base64' },
		expected: {
			status: 200,
			body: {
				input: 'abc',
				hashes: {
					'sha3-256': 'Ophdp0/iJbIEXBcta9OQvYVfCG4+nVJbRr/iRRFDFTI=',
					'blake2b-512': 'uoClP5gcTQ1qJ5e2nxL26UwhLxRoWsS3SxK7b9v/otF9h8U5Kqt5LcJS1d5FM8yVGNOKqNvxklq5I4bt1ACZIw==',
					'blake2s-256': 'UIxejDJ8FOLhpyujTutFLzdFiyCe1jopTZmbTIZnWYI=',
					crc32: 'NSRBwg=='
				}
			}
		},
		source: `${NIST_SHA3}; ${RFC7693}; base64 (RFC 4648 section 4) of those bytes by python3 base64`
	},
	{
		name: 'base64 encoding of the default six: SHA-256 of "abc"',
		op: 'hash',
		input: { input: 'abc', algorithms: ['sha256', 'md5'], encoding: 'base64' },
		expected: { status: 200, body: { input: 'abc', hashes: { sha256: 'ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=', md5: 'kAFQmDzST7DWlj99KOF/cg==' } } },
		source: `${FIPS}; ${RFC1321}; base64 of those digests (python3 base64)`
	},
	{
		name: 'explicit hex encoding answers as before',
		op: 'hash',
		input: { input: 'abc', encoding: 'hex' },
		expected: { status: 200, body: { input: 'abc', hashes: ABC } },
		source: `${FIPS}; ${RFC1321}`
	},
	{
		name: '"abc", all algorithms (default)',
		op: 'hash',
		input: { input: 'abc' },
		expected: { status: 200, body: { input: 'abc', hashes: ABC } },
		source: `${FIPS}; ${RFC1321}`
	},
	{
		name: 'empty string, all algorithms',
		op: 'hash',
		input: { input: '' },
		expected: { status: 200, body: { input: '', hashes: EMPTY } },
		source: `${FIPS} (empty message); ${RFC1321}`
	},
	{
		name: 'two-block 448-bit message, SHA-1/SHA-2',
		op: 'hash',
		input: { input: TWO_BLOCK, algorithms: ['sha1', 'sha256', 'sha384', 'sha512'] },
		expected: { status: 200, body: { input: TWO_BLOCK, hashes: TWO_BLOCK_DIGESTS } },
		source: `${FIPS}: "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"`
	},
	{
		name: 'two-block 448-bit message, MD5 and SHA-512/256',
		op: 'hash',
		input: { input: TWO_BLOCK, algorithms: ['md5', 'sha512-256'] },
		expected: {
			status: 200,
			body: {
				input: TWO_BLOCK,
				hashes: {
					md5: '8215ef0796a20bcaaae116d3876c664a',
					'sha512-256': 'bde8e1f9f19bb9fd3406c90ec6bc47bd36d8ada9f11880dbc8a22a7078b6a461'
				}
			}
		},
		source: OPENSSL
	},
	{
		name: 'two-block 896-bit message, SHA-384/SHA-512/SHA-512/256',
		op: 'hash',
		input: { input: TWO_BLOCK_1024, algorithms: ['sha384', 'sha512', 'sha512-256'] },
		expected: { status: 200, body: { input: TWO_BLOCK_1024, hashes: TWO_BLOCK_1024_DIGESTS } },
		source: `${FIPS}: the 896-bit two-block message`
	},
	...RFC1321_SUITE.map(
		([text, md5]): OperationCase => ({
			name: `MD5 test suite: "${text.length > 30 ? text.slice(0, 27) + '...' : text}"`,
			op: 'hash',
			input: { input: text, algorithms: ['md5'] },
			expected: { status: 200, body: { input: text, hashes: { md5 } } },
			source: RFC1321
		})
	),
	{
		name: 'UTF-8 text with 2-, 3- and 4-byte characters, all algorithms',
		op: 'hash',
		input: { input: UTF8_TEXT },
		expected: { status: 200, body: { input: UTF8_TEXT, hashes: UTF8_DIGESTS } },
		source: `${OPENSSL}, of the UTF-8 bytes (contract 2.20: text hashed as UTF-8)`
	},
	{
		name: 'algorithms subset keeps the order asked: sha512-256, md5',
		op: 'hash',
		input: { input: 'abc', algorithms: ['sha512-256', 'md5'] },
		expected: { status: 200, body: { input: 'abc', hashes: { 'sha512-256': ABC['sha512-256'], md5: ABC.md5 } } },
		source: `${FIPS}; ${RFC1321}; order: hash.test.ts checks the keys' order`
	},
	{
		name: 'one algorithm: sha256',
		op: 'hash',
		input: { input: 'abc', algorithms: ['sha256'] },
		expected: { status: 200, body: { input: 'abc', hashes: { sha256: ABC.sha256 } } },
		source: FIPS
	},
	{
		name: 'toolbox part 3 algorithms, the empty message',
		op: 'hash',
		input: { input: '', algorithms: PART3_ORDER },
		expected: { status: 200, body: { input: '', hashes: PART3_EMPTY } },
		source: `${PART3}; keccak256("") = c5d2…a470 as Ethereum publishes it`
	},
	{
		name: 'toolbox part 3 algorithms, "abc"',
		op: 'hash',
		input: { input: 'abc', algorithms: PART3_ORDER },
		expected: { status: 200, body: { input: 'abc', hashes: PART3_ABC } },
		source: PART3
	},
	{
		name: 'toolbox part 3 algorithms, the CRC check string "123456789"',
		op: 'hash',
		input: { input: '123456789', algorithms: PART3_ORDER },
		expected: { status: 200, body: { input: '123456789', hashes: PART3_CHECK } },
		source: `${PART3}; CRC catalogue check values (CRC-16/IBM-3740 alias CCITT-FALSE 0x29b1, CRC-32/ISCSI 0xe3069283)`
	},
	{
		name: 'toolbox part 3 algorithms, bytes given as hex',
		op: 'hash',
		input: { input: '00ff80017f', input_encoding: 'hex', algorithms: PART3_ORDER },
		expected: { status: 200, body: { input: '00ff80017f', hashes: PART3_BYTES } },
		source: `${PART3}, over bytes.fromhex("00ff80017f")`
	},
	{
		name: 'the same bytes given as base64 (no padding, whitespace)',
		op: 'hash',
		input: { input: 'AP+AAX8', input_encoding: 'base64', algorithms: ['sha224', 'crc16', 'xxh64'] },
		expected: { status: 200, body: { input: 'AP+AAX8', hashes: { sha224: PART3_BYTES.sha224, crc16: PART3_BYTES.crc16, xxh64: PART3_BYTES.xxh64 } } },
		source: `${PART3}; toolbox-3.md "Bytes": base64 padding optional`
	},
	{
		name: 'the same bytes given as latin1',
		op: 'hash',
		input: { input: '\u0000\u00ff\u0080\u0001\u007f', input_encoding: 'latin1', algorithms: ['blake3', 'murmur3'] },
		expected: { status: 200, body: { input: '\u0000\u00ff\u0080\u0001\u007f', hashes: { blake3: PART3_BYTES.blake3, murmur3: PART3_BYTES.murmur3 } } },
		source: `${PART3}; toolbox-3.md "Bytes": latin1, each code point one byte`
	},
	{
		name: 'toolbox part 3 algorithms, UTF-8 text',
		op: 'hash',
		input: { input: UTF8_TEXT, input_encoding: 'utf8', algorithms: PART3_ORDER },
		expected: { status: 200, body: { input: UTF8_TEXT, hashes: PART3_UTF8 } },
		source: PART3
	},
	{
		name: 'toolbox part 3 algorithms, 200,000 bytes (sliced in the browser)',
		op: 'hash',
		input: { input: 'a'.repeat(200_000), algorithms: PART3_ORDER },
		expected: { status: 200, body: { input: 'a'.repeat(200_000), hashes: PART3_LONG } },
		source: `${PART3}, over b"a" * 200000`
	},
	{
		name: 'SHAKE at a chosen length (16 bytes for shake128, 100 for shake256)',
		op: 'hash',
		input: { input: 'abc', algorithms: ['shake128', 'shake256'], length: 16 },
		expected: { status: 200, body: { input: 'abc', hashes: { shake128: '5881092dd818bf5cf8a3ddb793fbcba7', shake256: '483366601360a8771c6863080cc4114d' } } },
		source: 'python3 hashlib: shake_128(b"abc").hexdigest(16), shake_256(b"abc").hexdigest(16)'
	},
	{
		name: 'SHAKE256 at 100 bytes, in base64',
		op: 'hash',
		input: { input: 'abc', algorithms: ['shake256'], length: 100, encoding: 'base64' },
		expected: {
			status: 200,
			body: {
				input: 'abc',
				hashes: { shake256: 'SDNmYBNgqHccaGMIDMQRTY20RTD48eHuT5TqN+eLVznVoVvvGGpThsdXRMBSfh+qn4cm5GKhKk/rBr2IAedR5BOFFBIE8ymXn9MEehPFZXckraZNJHAVezzcKIYglE14283b2Q==' }
			}
		},
		source: 'python3 hashlib: base64.b64encode(shake_256(b"abc").digest(100))'
	},
	{
		name: 'FNV-1a 32, the published suite',
		op: 'hash',
		input: { input: 'foobar', algorithms: ['fnv1a32'] },
		expected: { status: 200, body: { input: 'foobar', hashes: { fnv1a32: 'bf9cf968' } } },
		source: FNV_SUITE
	},
	{
		name: 'FNV-1a 32 of "a" and of ""',
		op: 'hash',
		input: { input: 'a', algorithms: ['fnv1a32'] },
		expected: { status: 200, body: { input: 'a', hashes: { fnv1a32: 'e40c292c' } } },
		source: FNV_SUITE
	},
	{
		name: 'FNV-1a 32 of "" is the offset basis',
		op: 'hash',
		input: { input: '', algorithms: ['fnv1a32'] },
		expected: { status: 200, body: { input: '', hashes: { fnv1a32: '811c9dc5' } } },
		source: FNV_SUITE
	},
	{
		name: 'input not hex for input_encoding hex → 422',
		op: 'hash',
		input: { input: 'abz', input_encoding: 'hex', algorithms: ['crc32'] },
		expected: { status: 422, body: { detail: 'input: is not hex: "z" is not a hex digit', code: 'invalid_input' } },
		source: 'toolbox-3.md "Bytes": 422 naming the field'
	},
	{
		name: 'unknown input_encoding → 422',
		op: 'hash',
		input: { input: 'abc', input_encoding: 'utf16' },
		expected: { status: 422, body: { detail: 'input_encoding: Invalid option: expected one of "utf8"|"hex"|"base64"|"latin1"', code: 'invalid_input' } },
		source: 'toolbox-3.md "Bytes": input_encoding utf8|hex|base64|latin1'
	},
	{
		name: 'length 0 → 422',
		op: 'hash',
		input: { input: 'abc', algorithms: ['shake128'], length: 0 },
		expected: { status: 422, body: { detail: 'length: Too small: expected number to be >=1', code: 'invalid_input' } },
		source: 'src/lib/ops/hash/README.md: length 1-1024'
	},
	{
		name: 'length over 1024 → 422',
		op: 'hash',
		input: { input: 'abc', algorithms: ['shake256'], length: 1025 },
		expected: { status: 422, body: { detail: 'length: Too big: expected number to be <=1024', code: 'invalid_input' } },
		source: 'src/lib/ops/hash/README.md: length 1-1024'
	},
	{
		name: 'a repeated algorithm is answered once',
		op: 'hash',
		input: { input: 'abc', algorithms: ['sha1', 'sha1'] },
		expected: { status: 200, body: { input: 'abc', hashes: { sha1: ABC.sha1 } } },
		source: `${FIPS}; hashes is an object keyed by algorithm (contract 2.20)`
	},
	{
		name: 'the longest input: 524,288 bytes (512 KiB) of "a"',
		op: 'hash',
		input: { input: 'a'.repeat(524_288), algorithms: ['md5', 'sha256'] },
		expected: { status: 200, body: { input: 'a'.repeat(524_288), hashes: { md5: '30c2557e8302a5beb290c71520d87f42', sha256: '85a84a75886e8a526dbec4e16e3375faa307b4aead79c9ed3264c0477a6f6eba' } } },
		source: 'Python 3.11 hashlib: md5 and sha256 of b"a" * 524288; src/lib/ops/hash/README.md: input at most 512 KiB of UTF-8'
	},
	{
		name: 'one byte over 512 KiB (an é, two bytes, at the end) → 422',
		op: 'hash',
		input: { input: `${'a'.repeat(524_287)}é` },
		expected: { status: 422, body: { detail: 'input: must be at most 524,288 bytes (512 KiB) of UTF-8, got 524,289', code: 'invalid_input' } },
		source: 'src/lib/ops/hash/README.md: input at most 512 KiB of UTF-8 (é is 2 bytes, RFC 3629)'
	},
	{
		name: 'input missing → 422',
		op: 'hash',
		input: { algorithms: ['md5'] },
		expected: { status: 422, body: { detail: 'input: is required', code: 'invalid_input' } },
		source: CONTRACT
	},
	{
		name: 'input not a string → 422',
		op: 'hash',
		input: { input: 42 },
		expected: { status: 422, body: { detail: 'input: Invalid input: expected string, received number', code: 'invalid_input' } },
		source: `${CONTRACT}; input is a string`
	},
	{
		name: 'unknown algorithm → 422',
		op: 'hash',
		input: { input: 'abc', algorithms: ['sha256', 'tiger'] },
		expected: {
			status: 422,
			body: {
				// The list is the schema's (every algorithm, in order), so adding one does not rewrite this case.
				detail: `algorithms.1: Invalid option: expected one of ${ALGORITHMS.map((a) => `"${a}"`).join('|')}`,
				code: 'invalid_input'
			}
		},
		source: `${CONTRACT}; docs/spec/toolbox.md (/hash extended): the allowed list`
	},
	{
		name: 'unknown encoding → 422',
		op: 'hash',
		input: { input: 'abc', encoding: 'base32' },
		expected: { status: 422, body: { detail: 'encoding: Invalid option: expected one of "hex"|"base64"', code: 'invalid_input' } },
		source: 'docs/spec/toolbox.md (/hash extended): encoding hex | base64'
	},
	{
		name: 'empty algorithms array → 422',
		op: 'hash',
		input: { input: 'abc', algorithms: [] },
		expected: { status: 422, body: { detail: 'algorithms: Too small: expected array to have >=1 items', code: 'invalid_input' } },
		source: `${CONTRACT}: algorithms is a subset; an empty one asks for nothing`
	},
	// CyberChef's remaining hashes (cases-cyberchef.ts).
	...cyberchefCases,
	...sumChecksumCases,
	...crcCatalogueCases
];

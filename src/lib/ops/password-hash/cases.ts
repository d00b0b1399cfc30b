import type { OperationCase } from '../cases.js';

const OPENWALL = 'Openwall crypt_blowfish test vectors (wrapper.c, the bcrypt reference implementation\'s own tests; also in jBCrypt\'s TestBCrypt)';
const JBCRYPT = 'jBCrypt TestBCrypt test vectors (Damien Miller\'s Java port of OpenBSD bcrypt)';
const ARGON2_REF = 'phc-winner-argon2 src/test.c (the Argon2 reference implementation\'s encoded-hash vectors)';
const PYTHON_SCRYPT = 'python3 hashlib.scrypt (OpenSSL EVP_PBE_scrypt), an implementation independent of @noble/hashes, written as a PHC string';
const CONTRACT = 'docs/spec/toolbox.md, /password-hash and /password-hash/verify';

const verify = (name: string, password: string, hash: string, valid: boolean, algorithm: string, source: string): OperationCase => ({
	name,
	op: 'password-hash-verify',
	input: { password, hash },
	expected: { status: 200, body: { valid, algorithm } },
	source
});

const refused = (name: string, op: string, input: Record<string, unknown>, detail: string, source = CONTRACT): OperationCase => ({
	name,
	op,
	input,
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source
});

const U = '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW';

const made = (name: string, input: Record<string, unknown>, hash: string, source: string): OperationCase => ({
	name,
	op: 'password-hash',
	input,
	expected: { status: 200, body: { hash } },
	source
});

export const cases: OperationCase[] = [
	// One 64 MiB vector only: pure-JS argon2id over 64 MiB takes seconds in a busy browser, and the worker replays every case.
	made('argon2id with a fixed salt reproduces the reference (m=65536, t=1, p=1)', { password: 'password', algorithm: 'argon2id', memory_kib: 65536, iterations: 1, parallelism: 1, salt: 'c29tZXNhbHQ' }, '$argon2id$v=19$m=65536,t=1,p=1$c29tZXNhbHQ$9qWtwbpyPd3vm1rB1GThgPzZ3/ydHL92zKL+15XZypg', ARGON2_REF),
	made('bcrypt with a fixed salt reproduces "U*U" (as $2b$)', { password: 'U*U', algorithm: 'bcrypt', cost: 5, salt: 'EEEEEEEEEEEEEEEEEEEEEA==' }, '$2b$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW', `${OPENWALL}; the salt CCCCCCCCCCCCCCCCCCCCC. is bcrypt's base64 of the 16 bytes given; $2b$ as OpenBSD writes it today`),
	made('bcrypt with a fixed salt reproduces "U*U*U"', { password: 'U*U*U', algorithm: 'bcrypt', cost: 5, salt: 'ZZZZZZZZZZZZZZZZZZZZZQ' }, '$2b$05$XXXXXXXXXXXXXXXXXXXXXOAcXxm9kjPGEMsLznoKqmqw7tc8WCx4a', OPENWALL),
	made('scrypt with a fixed salt (padded base64 accepted)', { password: 'password', algorithm: 'scrypt', log_n: 10, r: 8, p: 1, salt: 'c29tZXNhbHRzb21lc2FsdA==' }, '$scrypt$ln=10,r=8,p=1$c29tZXNhbHRzb21lc2FsdA$dj05BT7oUTq35qmxXqG/pksYG8IJr8uxtvAzbfGjoic', PYTHON_SCRYPT),
	refused('bcrypt salt of 8 bytes → 422', 'password-hash', { password: 'x', algorithm: 'bcrypt', salt: 'c29tZXNhbHQ' }, 'salt: bcrypt takes exactly 16 bytes, this is 8'),
	refused('salt not base64 → 422', 'password-hash', { password: 'x', algorithm: 'scrypt', salt: 'not base64!' }, 'salt: not base64'),
	verify('bcrypt $2a$: "U*U"', 'U*U', U, true, 'bcrypt', OPENWALL),
	verify('bcrypt $2a$: "U*U*"', 'U*U*', '$2a$05$CCCCCCCCCCCCCCCCCCCCC.VGOzA784oUp/Z0DY336zx7pLYAy0lwK', true, 'bcrypt', OPENWALL),
	verify('bcrypt $2a$: "U*U*U"', 'U*U*U', '$2a$05$XXXXXXXXXXXXXXXXXXXXXOAcXxm9kjPGEMsLznoKqmqw7tc8WCx4a', true, 'bcrypt', OPENWALL),
	verify('bcrypt $2a$: the empty password', '', '$2a$05$CCCCCCCCCCCCCCCCCCCCC.7uG0VCzI2bS7j6ymqJi9CdcdxiRTWNy', true, 'bcrypt', OPENWALL),
	verify(
		'bcrypt $2a$: only the first 72 bytes count',
		'0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789chars after 72 are ignored',
		'$2a$05$abcdefghijklmnopqrstuu5s2v8.iXieOjg/.AySBTTZIIVFJeBui',
		true,
		'bcrypt',
		OPENWALL
	),
	verify('bcrypt $2a$, cost 6: "abc"', 'abc', '$2a$06$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i', true, 'bcrypt', JBCRYPT),
	verify('bcrypt $2a$, cost 8: the alphabet', 'abcdefghijklmnopqrstuvwxyz', '$2a$08$aTsUwsyowQuzRrDqFflhgekJ8d9/7Z3GV3UcgvzQW3J5zMyrTvlz.', true, 'bcrypt', JBCRYPT),
	verify('bcrypt $2b$ (same algorithm): "U*U"', 'U*U', U.replace('$2a$', '$2b$'), true, 'bcrypt', `${OPENWALL}; $2b$ differs from $2a$ only for passwords of 255+ bytes (OpenBSD bcrypt)`),
	verify('bcrypt $2y$ (PHP\'s name): "U*U"', 'U*U', U.replace('$2a$', '$2y$'), true, 'bcrypt', `${OPENWALL}; $2y$ is crypt_blowfish's name for the corrected $2a$`),
	verify('bcrypt: a wrong password', 'U*V', U, false, 'bcrypt', OPENWALL),
	verify('argon2id m=256 t=2 p=1', 'password', '$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4', true, 'argon2id', ARGON2_REF),
	verify('argon2id m=256 t=2 p=2 (two lanes)', 'password', '$argon2id$v=19$m=256,t=2,p=2$c29tZXNhbHQ$bQk8UB/VmZZF4Oo79iDXuL5/0ttZwg2f/5U52iv1cDc', true, 'argon2id', ARGON2_REF),
	verify('argon2id: a wrong password', 'Password', '$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4', false, 'argon2id', ARGON2_REF),
	verify('scrypt ln=10 r=8 p=1', 'password', '$scrypt$ln=10,r=8,p=1$c29tZXNhbHRzb21lc2FsdA$dj05BT7oUTq35qmxXqG/pksYG8IJr8uxtvAzbfGjoic', true, 'scrypt', PYTHON_SCRYPT),
	verify('scrypt ln=11 r=4 p=2, non-ASCII password', 'pässwörd 🔑', '$scrypt$ln=11,r=4,p=2$AAECAwQFBgcICQoLDA0ODw$lKIUjcdBeO+HHcdttLTRFLnjwcL5L7HMfMeeP3Eazn0', true, 'scrypt', PYTHON_SCRYPT),
	verify('scrypt: the empty password', '', '$scrypt$ln=10,r=1,p=1$TmFDbC1OYUNsLU5hQ2whIQ$vhbzG68yQChBt6FNir8rEBh23xDCyUUiMW8fHf+Hl9E', true, 'scrypt', PYTHON_SCRYPT),
	verify('scrypt: a wrong password', 'passwore', '$scrypt$ln=10,r=8,p=1$c29tZXNhbHRzb21lc2FsdA$dj05BT7oUTq35qmxXqG/pksYG8IJr8uxtvAzbfGjoic', false, 'scrypt', PYTHON_SCRYPT),
	refused('verify: a hash in no known format → 422', 'password-hash-verify', { password: 'x', hash: '5f4dcc3b5aa765d61d8327deb882cf99' }, 'hash: not a bcrypt ($2a$, $2b$, $2y$), argon2id or scrypt PHC string'),
	refused('verify: argon2i is not argon2id → 422', 'password-hash-verify', { password: 'password', hash: '$argon2i$v=19$m=256,t=2,p=2$c29tZXNhbHQ$T/XOJ2mh1/TIpJHfCdQan76Q5esCFVoT5MAeIM1Oq2E' }, 'hash: not a bcrypt ($2a$, $2b$, $2y$), argon2id or scrypt PHC string', `${ARGON2_REF}; ${CONTRACT}`),
	refused('verify: argon2id memory over the limit → 422', 'password-hash-verify', { password: 'password', hash: '$argon2id$v=19$m=262144,t=2,p=1$c29tZXNhbHQ$eP4eyR+zqlZX1y5xCFTkw9m5GYx0L5YWwvCFvtlbLow' }, 'hash: memory m 262144 is above the limit 65536', `${ARGON2_REF}; ${CONTRACT} (memory 1024–65536 KiB)`),
	refused('verify: bcrypt cost over the limit → 422', 'password-hash-verify', { password: 'x', hash: '$2b$15$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW' }, 'hash: bcrypt cost 15 is above the limit 14', `${CONTRACT} (cost 4–14)`),
	refused('verify: scrypt p over the limit → 422', 'password-hash-verify', { password: 'password', hash: '$scrypt$ln=10,r=8,p=16$TmFDbA$/bq+HJ00cgB4VucZDQHp/nxq18vII3gw53N2Y0s3MWIurzDZLiKjiG/xCSedmDDaxyevuUqD7m2DYMvfoswGQA' }, 'hash: scrypt p 16 is above the limit 4', `RFC 7914 section 12 (N=1024, r=8, p=16, "password"/"NaCl"); ${CONTRACT}`),
	refused('verify: hash missing → 422', 'password-hash-verify', { password: 'x' }, 'hash: is required'),
	refused('bcrypt cost 15 → 422 naming cost', 'password-hash', { password: 'x', algorithm: 'bcrypt', cost: 15 }, 'cost: Too big: expected number to be <=14'),
	refused('bcrypt cost 3 → 422 naming cost', 'password-hash', { password: 'x', algorithm: 'bcrypt', cost: 3 }, 'cost: Too small: expected number to be >=4'),
	refused('argon2id memory over 65536 KiB → 422 naming memory_kib', 'password-hash', { password: 'x', algorithm: 'argon2id', memory_kib: 65537 }, 'memory_kib: Too big: expected number to be <=65536'),
	refused('argon2id memory under 1024 KiB → 422', 'password-hash', { password: 'x', algorithm: 'argon2id', memory_kib: 512 }, 'memory_kib: Too small: expected number to be >=1024'),
	refused('argon2id iterations 11 → 422', 'password-hash', { password: 'x', algorithm: 'argon2id', iterations: 11 }, 'iterations: Too big: expected number to be <=10'),
	refused('argon2id parallelism 5 → 422', 'password-hash', { password: 'x', algorithm: 'argon2id', parallelism: 5 }, 'parallelism: Too big: expected number to be <=4'),
	refused('scrypt log_n 18 → 422 naming log_n', 'password-hash', { password: 'x', algorithm: 'scrypt', log_n: 18 }, 'log_n: Too big: expected number to be <=17'),
	refused('scrypt log_n 9 → 422', 'password-hash', { password: 'x', algorithm: 'scrypt', log_n: 9 }, 'log_n: Too small: expected number to be >=10'),
	refused('scrypt r 9 → 422', 'password-hash', { password: 'x', algorithm: 'scrypt', r: 9 }, 'r: Too big: expected number to be <=8'),
	refused('scrypt work over 2^20 → 422', 'password-hash', { password: 'x', algorithm: 'scrypt', log_n: 17, p: 2 }, 'log_n: scrypt work 2^log_n × r × p is 2097152, more than the limit 1048576 (log_n 17, r 8, p 1)'),
	refused('bcrypt password over 72 bytes → 422', 'password-hash', { password: 'é'.repeat(37), algorithm: 'bcrypt' }, 'password: bcrypt uses at most 72 bytes of a password and this one has 74 (UTF-8); use argon2id or scrypt for longer ones'),
	refused('unknown algorithm → 422', 'password-hash', { password: 'x', algorithm: 'md5' }, 'algorithm: Invalid option: expected one of "bcrypt"|"argon2id"|"scrypt"'),
	refused('cost not an integer → 422', 'password-hash', { password: 'x', algorithm: 'bcrypt', cost: 10.5 }, 'cost: must be an integer')
];

import type { OperationCase } from '../cases.js';

/*
 * Seeded answers come from CPython 3.11's own random.Random on this machine — MT19937 seeded by
 * random.seed, then randint, sample, shuffle, randbytes and getrandbits —, printed by
 * `python3 src/lib/ops/random/oracle/random_cases.py` (primes tested there with pow-based
 * Miller–Rabin) and pasted here, never from this module. Unseeded answers are random by design:
 * their cases fix only the shape; random.test.ts checks bounds, counts, uniqueness and primality
 * (against Python) on many draws.
 */
const PYTHON = 'python3 3.11 random.Random(seed), src/lib/ops/random/oracle/random_cases.py: ';
const CONTRACT = 'the toolbox contract, part 4 (toolbox-3.md), /random';
const CYBERCHEF = 'CyberChef tests/operations/tests/GenerateDeBruijnSequence.mjs (Generate De Bruijn Sequence, args [k, n]; its digits 0..k-1 are the alphabet)';
const PWNTOOLS = "pwntools' documented examples (README and pwnlib/util/cyclic.py doctests): ";
const WIKIPEDIA = 'python3 src/lib/ops/random/oracle/de_bruijn_cases.py (the recursive FKM generator of Wikipedia\'s "De Bruijn sequence", as pwntools and CyberChef write it; str.find for offsets): ';

const bruijn = (name: string, input: Record<string, unknown>, body: Record<string, unknown>, source: string): OperationCase => ({
	name: `de-bruijn: ${name}`,
	op: 'random',
	input: { action: 'de-bruijn', ...input },
	expected: { status: 200, body },
	source
});
const A_Z = 'abcdefghijklmnopqrstuvwxyz';

const seeded = (name: string, input: Record<string, unknown>, body: Record<string, unknown>, how: string): OperationCase => ({
	name: `seeded: ${name}`,
	op: 'random',
	input,
	expected: { status: 200, body },
	source: PYTHON + how
});
const invalid = (name: string, input: Record<string, unknown>, detail: string): OperationCase => ({
	name,
	op: 'random',
	input,
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source: CONTRACT
});

export const cases: OperationCase[] = [
	seeded("ten dice (seed 42)", {"action": "integers", "min": 1, "max": 6, "count": 10, "seed": 42}, {"values": [6, 1, 1, 6, 3, 2, 2, 2, 6, 1]}, "randint(1, 6) ten times"),
	seeded("a seed of digits as text is that integer", {"action": "integers", "min": 1, "max": 6, "count": 10, "seed": "42"}, {"values": [6, 1, 1, 6, 3, 2, 2, 2, 6, 1]}, "randint(1, 6) ten times after random.seed(int(\"42\"))"),
	seeded("integers past 2^32 (text seed)", {"action": "integers", "min": -5, "max": 1099511627776, "count": 5, "seed": "hello"}, {"values": [242870115736, 777951102186, 361465769874, 326399962387, 706581373505]}, "random.Random(\"hello\") (SHA-512 seeding), randint"),
	seeded("integers with a negative seed", {"action": "integers", "min": -1000, "max": 1000, "count": 6, "seed": -123456789}, {"values": [313, -95, 110, 453, 848, 726]}, "random.Random(-123456789) (seeds as its absolute value), randint"),
	seeded("integers with a seed past 2^32", {"action": "integers", "min": 0, "max": 9, "count": 8, "seed": 9007199254740991}, {"values": [1, 8, 3, 3, 2, 1, 1, 0]}, "random.Random(2**53 - 1), randint"),
	seeded("distinct integers from a small range", {"action": "integers", "min": 1, "max": 100, "count": 10, "unique": true, "seed": 7}, {"values": [42, 20, 51, 84, 7, 10, 69, 13, 47, 75]}, "sample(range(1, 101), 10): the pool method"),
	seeded("distinct integers from a large range", {"action": "integers", "min": 0, "max": 1000000000000, "count": 10, "unique": true, "seed": 7}, {"values": [434439589175, 54335349840, 902254243635, 105380810795, 641520749048, 996681516149, 234107653877, 94650323160, 461423994714, 262293031823]}, "sample(range(0, 10**12 + 1), 10): the set method"),
	seeded("every integer of a range once", {"action": "integers", "min": 10, "max": 19, "count": 10, "unique": true, "seed": 2024}, {"values": [17, 12, 14, 11, 15, 13, 18, 19, 10, 16]}, "sample(range(10, 20), 10)"),
	seeded("integers of 53 bits (two words a draw)", {"action": "integers", "min": 0, "max": 9007199254740991, "count": 4, "seed": 53}, {"values": [3892073121980122, 8695477878824790, 6497896912611512, 8190106353333009]}, "randint(0, 2**53 - 1)"),
	seeded("the whole safe range (54-bit draws)", {"action": "integers", "min": -9007199254740991, "max": 9007199254740991, "count": 4, "seed": 54}, {"values": [8637616948019579, -1100000663584154, -3640244388062015, 7022681625418896]}, "randint(-(2**53 - 1), 2**53 - 1)"),
	seeded("default range 1-100", {"action": "integers", "seed": 0}, {"values": [50]}, "randint(1, 100)"),
	seeded("decimals with 2 places", {"action": "decimals", "min": 1.1, "max": 2.35, "places": 2, "count": 5, "seed": 1}, {"values": [1.27, 1.82, 2.18, 2.12, 2.07]}, "randint(110, 235) / 100"),
	seeded("decimals with 4 places, negative range", {"action": "decimals", "min": -1, "max": 1, "places": 4, "count": 4, "seed": 99}, {"values": [0.3237, 0.2476, -0.3444, 0.9642]}, "randint(-10000, 10000) / 10**4"),
	seeded("decimals between the grid points", {"action": "decimals", "min": 0.123, "max": 0.456, "places": 1, "count": 6, "seed": 5}, {"values": [0.4, 0.3, 0.4, 0.3, 0.4, 0.4]}, "randint(2, 4) / 10: 0.123 rounds up to 0.2, 0.456 down to 0.4"),
	seeded("bytes, a partial last word", {"action": "bytes", "length": 7, "seed": 3}, {"output": "fd3feb3c50b797"}, "randbytes(7).hex()"),
	seeded("sixteen bytes (default length)", {"action": "bytes", "seed": "utilkit"}, {"output": "be5990d0c77bb741ef28d922e1e45ac5"}, "randbytes(16).hex()"),
	seeded("pick three", {"action": "pick", "items": ["a", "b", "c", "d", "e", "f", "g"], "count": 3, "seed": 5}, {"values": ["e", "c", "f"]}, "sample(items, 3)"),
	seeded("pick one (default count)", {"action": "pick", "items": ["Alice", "Bob", "Carol", "Dave"], "seed": 1}, {"values": ["Bob"]}, "sample(items, 1)"),
	seeded("shuffle", {"action": "shuffle", "items": ["a", "b", "c", "d", "e", "f", "g"], "seed": 5}, {"values": ["g", "d", "b", "a", "f", "c", "e"]}, "shuffle(items)"),
	seeded("ports", {"action": "port", "count": 3, "seed": 9}, {"values": [31367, 41211, 25489]}, "randint(1024, 65535) three times"),
	seeded("a 64-bit prime", {"action": "prime", "bits": 64, "seed": 11}, {"values": ["10388559192939298487"]}, "the first getrandbits(64) | 1 << 63 | 1 that is prime (Miller-Rabin with pow)"),
	seeded("an 8-bit prime", {"action": "prime", "bits": 8, "seed": 8}, {"values": ["223"]}, "the first getrandbits(8) | 1 << 7 | 1 that is prime"),
	seeded("a 300-bit prime", {"action": "prime", "bits": 300, "seed": 11}, {"values": ["1546810009718473076267172270672201655758503598791886541631625096442851000099089274817528343"]}, "the first getrandbits(300) | 1 << 299 | 1 that is prime (Miller-Rabin with pow)"),
	invalid('max below min', { action: 'integers', min: 10, max: 1 }, 'max: must be at least `min` (10), got 1'),
	invalid('more distinct integers than the range holds', { action: 'integers', min: 1, max: 3, count: 4, unique: true }, 'count: 4 distinct values asked for, but the range holds only 3'),
	invalid('a fraction for integers', { action: 'integers', min: 1.5, max: 3 }, 'min: must be a whole number for integers'),
	invalid('pick more than the items', { action: 'pick', items: ['a', 'b'], count: 3 }, 'count: 3 items asked for, but `items` has only 2'),
	invalid('shuffle without items', { action: 'shuffle' }, 'items: shuffle needs a non-empty `items` array'),
	invalid('decimals past 2^53 once scaled', { action: 'decimals', min: 0, max: 1e10, places: 10 }, 'places: min and max times 10^10 must stay within ±2^53 (9,007,199,254,740,992)'),
	invalid('no decimal between', { action: 'decimals', min: 0.11, max: 0.19, places: 1 }, 'places: no number with 1 decimal places lies between 0.11 and 0.19'),
	invalid('a prime too small', { action: 'prime', bits: 4 }, 'bits: Too small: expected number to be >=8'),
	invalid('a prime too large', { action: 'prime', bits: 4096 }, 'bits: Too big: expected number to be <=2048'),
	bruijn('k = 2, n = 3', { alphabet: '01', order: 3 }, { output: '00010111' }, CYBERCHEF + ' "Small Sequence", args [2, 3]'),
	bruijn('defaults are CyberChef\'s (k = 2, n = 3)', {}, { output: '00010111' }, CYBERCHEF + ' "Small Sequence", its default args'),
	bruijn('k = 4, n = 5 (1,024 characters)', { alphabet: '0123', order: 5 }, { output: '0000010000200003000110001200013000210002200023000310003200033001010010200103001110011200113001210012200123001310013200133002010020200203002110021200213002210022200223002310023200233003010030200303003110031200313003210032200323003310033200333010110101201013010210102201023010310103201033011020110301111011120111301121011220112301131011320113301202012030121101212012130122101222012230123101232012330130201303013110131201313013210132201323013310133201333020210202202023020310203202033021030211102112021130212102122021230213102132021330220302211022120221302221022220222302231022320223302303023110231202313023210232202323023310233202333030310303203033031110311203113031210312203123031310313203133032110321203213032210322203223032310323203233033110331203313033210332203323033310333203333111112111131112211123111321113311212112131122211223112321123311312113131132211323113321133312122121231213212133122131222212223122321223312313123221232312332123331313213133132221322313232132331332213323133321333322222322233223232233323233233333' }, CYBERCHEF + ' "Long Sequence", args [4, 5]'),
	bruijn('the seed changes nothing', { alphabet: '01', order: 3, seed: 42 }, { output: '00010111' }, CYBERCHEF + ' "Small Sequence" (deterministic)'),
	bruijn('pwntools cyclic(20)', { alphabet: A_Z, order: 4, length: 20 }, { output: 'aaaabaaacaaadaaaeaaa' }, PWNTOOLS + "cyclic(20) == b'aaaabaaacaaadaaaeaaa'"),
	bruijn('pwntools cyclic(alphabet="ABC", n=3)', { alphabet: 'ABC', order: 3 }, { output: 'AAABAACABBABCACBACCBBBCBCCC' }, PWNTOOLS + "cyclic(alphabet = 'ABC', n = 3) == 'AAABAACABBABCACBACCBBBCBCCC'"),
	bruijn('pwntools cyclic_find(b"faab") is 120', { alphabet: A_Z, order: 4, length: 200, find: 'faab' }, { output: 'aaaabaaacaaadaaaeaaafaaagaaahaaaiaaajaaakaaalaaamaaanaaaoaaapaaaqaaaraaasaaataaauaaavaaawaaaxaaayaaazaabbaabcaabdaabeaabfaabgaabhaabiaabjaabkaablaabmaabnaaboaabpaabqaabraabsaabtaabuaabvaabwaabxaabyaab', offset: 120 }, PWNTOOLS + "cyclic_find(b'faab') == 120; the 200 characters: " + WIKIPEDIA + 'cyclic(200)'),
	bruijn('pwntools cyclic_find(cyclic(1000)[514:518]) is 514', { alphabet: A_Z, order: 4, length: 4, find: 'afea' }, { output: 'aaaa', offset: 514 }, PWNTOOLS + 'cyclic_find(cyclic(1000)[514:518]) == 514; the slice "afea": ' + WIKIPEDIA + 'cyclic(1000)[514:518]'),
	bruijn('find searches past length: zzzz is the last window', { alphabet: A_Z, order: 4, length: 4, find: 'zzzz' }, { output: 'aaaa', offset: 456972 }, WIKIPEDIA + 'seq.find("zzzz") in the 456,976 characters'),
	bruijn('64-bit pattern: order 8', { alphabet: A_Z, order: 8, length: 40 }, { output: 'aaaaaaaabaaaaaaacaaaaaaadaaaaaaaeaaaaaaa' }, WIKIPEDIA + 'the first 40 characters for n = 8 (pwntools cyclic(40, n=8))'),
	bruijn('a 64-symbol alphabet of order 32: a prefix of 64^32', { alphabet: '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ+/', order: 32, length: 100 }, { output: '0000000000000000000000000000000010000000000000000000000000000000200000000000000000000000000000003000' }, WIKIPEDIA + 'the first 100 characters'),
	bruijn('a window that only wraps around is absent (read straight)', { alphabet: '01', order: 3, find: '110' }, { output: '00010111', offset: null }, WIKIPEDIA + '"110" occurs only cyclically (positions 6, 7, 0); pwntools cyclic_find answers -1'),
	bruijn('find longer than the order', { alphabet: '01', order: 3, find: '1011' }, { output: '00010111', offset: 3 }, WIKIPEDIA + 'str.find'),
	bruijn('a symbol outside the alphabet is never found', { alphabet: 'abc', order: 3, find: 'abd' }, { output: 'aaabaacabbabcacbaccbbbcbccc', offset: null }, WIKIPEDIA + 'pwntools cyclic_find answers -1 when a symbol is not in the alphabet'),
	bruijn('order 1 is the alphabet', { alphabet: 'abc', order: 1 }, { output: 'abc' }, WIKIPEDIA + 'n = 1'),
	bruijn('symbols past U+FFFF count as one character', { alphabet: '🂡🂢', order: 2, length: 3, find: '🂢🂢' }, { output: '🂡🂡🂢', offset: 2 }, WIKIPEDIA + 'list(alphabet) (code points)'),
	bruijn('length past the whole sequence gives the whole', { alphabet: '01', order: 2, length: 100 }, { output: '0011' }, WIKIPEDIA + 'cyclic(100, alphabet="01", n=2)'),
	bruijn('a 62-symbol alphabet, upper case first', { alphabet: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', order: 3, length: 24, find: 'Aa0' }, { output: 'AAABAACAADAAEAAFAAGAAHAA', offset: 4912 }, WIKIPEDIA + 'str.find("Aa0")'),
	invalid('an alphabet of one symbol', { action: 'de-bruijn', alphabet: 'a' }, 'alphabet: needs 2 to 64 distinct characters, got 1'),
	invalid('an alphabet with a repeated symbol', { action: 'de-bruijn', alphabet: 'abca' }, 'alphabet: "a" appears more than once; each symbol must be distinct'),
	invalid('an alphabet over 64 symbols', { action: 'de-bruijn', alphabet: 'x'.repeat(65) }, 'alphabet: must be at most 64 characters, got 65'),
	invalid('the whole sequence over 1,048,576 characters', { action: 'de-bruijn', alphabet: A_Z, order: 5 }, 'length: the whole sequence has 11,881,376 characters, over the limit of 1,048,576; give `length` to get its first characters'),
	invalid('find beyond the searched characters', { action: 'de-bruijn', alphabet: A_Z, order: 5, length: 10, find: 'zzzzz' }, 'find: not among the first 1,048,576 characters of the 11,881,376-character sequence; the search stops there'),
	invalid('order 0', { action: 'de-bruijn', order: 0 }, 'order: Too small: expected number to be >=1'),
	invalid('order past 32', { action: 'de-bruijn', order: 33 }, 'order: Too big: expected number to be <=32'),
	invalid('a sequence longer than 1,048,576', { action: 'de-bruijn', alphabet: A_Z, order: 5, length: 1048577 }, 'length: Too big: expected number to be <=1048576'),
	invalid('too many bytes', { action: 'bytes', length: 65537 }, "length: bytes takes at most 65,536 bytes (only de-bruijn's length goes further)"),
	invalid('too many values', { action: 'integers', count: 10001 }, 'count: Too big: expected number to be <=10000')
];

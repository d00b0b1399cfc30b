# Independent oracle for /random's seeded mode: CPython's own random.Random (MT19937) and a
# pow-based Miller-Rabin. Prints the expected answers as JSON.
import json, random, re, sys

def is_prime(n):
    if n < 2: return False
    small = [2,3,5,7,11,13,17,19,23,29,31,37]
    for p in small:
        if n % p == 0: return n == p
    d, s = n - 1, 0
    while d % 2 == 0: d //= 2; s += 1
    rng = random.SystemRandom()
    bases = small + [rng.randrange(2, n - 1) for _ in range(40)]
    for a in bases:
        x = pow(a, d, n)
        if x in (1, n - 1): continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1: break
        else: return False
    return True

def answer(i):
    seed = i.get('seed')
    if isinstance(seed, str) and re.fullmatch(r'-?[0-9]+', seed): seed = int(seed)  # digits only: that integer
    r = random.Random(seed)
    a = i['action']; count = i.get('count', 1); unique = i.get('unique', False)
    if a in ('integers', 'port'):
        lo, hi = (1024, 65535) if a == 'port' else (i.get('min', 1), i.get('max', 100))
        return {'values': r.sample(range(lo, hi + 1), count) if unique else [r.randint(lo, hi) for _ in range(count)]}
    if a == 'decimals':
        p = i.get('places', 2); s = 10 ** p
        lo = round(i.get('min', 0) * s)
        if lo / s < i.get('min', 0): lo += 1
        hi = round(i.get('max', 1) * s)
        if hi / s > i.get('max', 1): hi -= 1
        ks = r.sample(range(lo, hi + 1), count) if unique else [r.randint(lo, hi) for _ in range(count)]
        return {'values': [k / s for k in ks]}
    if a == 'bytes': return {'output': r.randbytes(i.get('length', 16)).hex()}
    if a == 'pick': return {'values': r.sample(i['items'], count)}
    if a == 'shuffle':
        x = list(i['items']); r.shuffle(x); return {'values': x}
    if a == 'prime':
        bits = i.get('bits', 256)
        while True:
            c = r.getrandbits(bits) | 1 << (bits - 1) | 1
            if is_prime(c): return {'values': [str(c)]}

# The seeded cases of cases.ts: `python3 src/lib/ops/random/oracle/random_cases.py` prints them.
CASES = [
    ('ten dice (seed 42)', {"action": "integers", "min": 1, "max": 6, "count": 10, "seed": 42}, 'randint(1, 6) ten times'),
    ('a seed of digits as text is that integer', {"action": "integers", "min": 1, "max": 6, "count": 10, "seed": "42"}, 'randint(1, 6) ten times after random.seed(int("42"))'),
    ('integers past 2^32 (text seed)', {"action": "integers", "min": -5, "max": 1099511627776, "count": 5, "seed": "hello"}, 'random.Random("hello") (SHA-512 seeding), randint'),
    ('integers with a negative seed', {"action": "integers", "min": -1000, "max": 1000, "count": 6, "seed": -123456789}, 'random.Random(-123456789) (seeds as its absolute value), randint'),
    ('integers with a seed past 2^32', {"action": "integers", "min": 0, "max": 9, "count": 8, "seed": 9007199254740991}, 'random.Random(2**53 - 1), randint'),
    ('distinct integers from a small range', {"action": "integers", "min": 1, "max": 100, "count": 10, "unique": True, "seed": 7}, 'sample(range(1, 101), 10): the pool method'),
    ('distinct integers from a large range', {"action": "integers", "min": 0, "max": 1000000000000, "count": 10, "unique": True, "seed": 7}, 'sample(range(0, 10**12 + 1), 10): the set method'),
    ('every integer of a range once', {"action": "integers", "min": 10, "max": 19, "count": 10, "unique": True, "seed": 2024}, 'sample(range(10, 20), 10)'),
    ('integers of 53 bits (two words a draw)', {"action": "integers", "min": 0, "max": 9007199254740991, "count": 4, "seed": 53}, 'randint(0, 2**53 - 1)'),
    ('the whole safe range (54-bit draws)', {"action": "integers", "min": -9007199254740991, "max": 9007199254740991, "count": 4, "seed": 54}, 'randint(-(2**53 - 1), 2**53 - 1)'),
    ('default range 1-100', {"action": "integers", "seed": 0}, 'randint(1, 100)'),
    ('decimals with 2 places', {"action": "decimals", "min": 1.1, "max": 2.35, "places": 2, "count": 5, "seed": 1}, 'randint(110, 235) / 100'),
    ('decimals with 4 places, negative range', {"action": "decimals", "min": -1, "max": 1, "places": 4, "count": 4, "seed": 99}, 'randint(-10000, 10000) / 10**4'),
    ('decimals between the grid points', {"action": "decimals", "min": 0.123, "max": 0.456, "places": 1, "count": 6, "seed": 5}, 'randint(2, 4) / 10: 0.123 rounds up to 0.2, 0.456 down to 0.4'),
    ('bytes, a partial last word', {"action": "bytes", "length": 7, "seed": 3}, 'randbytes(7).hex()'),
    ('sixteen bytes (default length)', {"action": "bytes", "seed": "utilkit"}, 'randbytes(16).hex()'),
    ('pick three', {"action": "pick", "items": ["a","b","c","d","e","f","g"], "count": 3, "seed": 5}, 'sample(items, 3)'),
    ('pick one (default count)', {"action": "pick", "items": ["Alice", "Bob", "Carol", "Dave"], "seed": 1}, 'sample(items, 1)'),
    ('shuffle', {"action": "shuffle", "items": ["a","b","c","d","e","f","g"], "seed": 5}, 'shuffle(items)'),
    ('ports', {"action": "port", "count": 3, "seed": 9}, 'randint(1024, 65535) three times'),
    ('a 64-bit prime', {"action": "prime", "bits": 64, "seed": 11}, 'the first getrandbits(64) | 1 << 63 | 1 that is prime (Miller-Rabin with pow)'),
    ('an 8-bit prime', {"action": "prime", "bits": 8, "seed": 8}, 'the first getrandbits(8) | 1 << 7 | 1 that is prime'),
    ('a 300-bit prime', {"action": "prime", "bits": 300, "seed": 11}, 'the first getrandbits(300) | 1 << 299 | 1 that is prime (Miller-Rabin with pow)'),
]

if __name__ == '__main__':
    for name, i, how in CASES:
        print("\tseeded(%s, %s, %s, %s)," % (json.dumps(name), json.dumps(i), json.dumps(answer(i)), json.dumps(how)))

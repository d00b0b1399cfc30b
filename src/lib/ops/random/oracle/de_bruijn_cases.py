# Independent oracle for /random's de-bruijn action: the recursive FKM generator as Wikipedia's
# "De Bruijn sequence" article writes it (the same recursion CyberChef's GenerateDeBruijnSequence.mjs
# and pwntools' pwnlib/util/cyclic.py use), and pwntools' straight search (cyclic_find: the first
# index in the sequence, not read cyclically). Prints the expected answers as JSON; our module uses a
# different (iterative Lyndon-word) generator.
import itertools, json, sys

def de_bruijn(alphabet, n):
    k = len(alphabet)
    a = [0] * k * n
    def db(t, p):
        if t > n:
            if n % p == 0:
                for j in range(1, p + 1):
                    yield alphabet[a[j]]
        else:
            a[t] = a[t - p]
            yield from db(t + 1, p)
            for j in range(a[t - p] + 1, k):
                a[t] = j
                yield from db(t + 1, t)
    return db(1, 1)

CAP = 1_048_576

def answer(i):
    alphabet = list(i.get('alphabet', '01'))  # code points
    n = i.get('order', 3)
    length = i.get('length')
    find = i.get('find')
    total = len(alphabet) ** n
    gen = de_bruijn(alphabet, n)
    limit = min(total, CAP) if find else min(total, length or total)
    seq = list(itertools.islice(gen, max(limit, min(total, length or total))))
    out = {'output': ''.join(seq[:length or total])}
    if find:
        f = list(find)
        if any(c not in alphabet for c in f):
            out['offset'] = None
        else:
            s, t = ''.join(seq), ''.join(f)
            out['offset'] = s.find(t) if t in s else None
    return out

if __name__ == '__main__':
    inputs = json.load(sys.stdin) if not sys.stdin.isatty() else []
    print(json.dumps([answer(i) for i in inputs], ensure_ascii=False))

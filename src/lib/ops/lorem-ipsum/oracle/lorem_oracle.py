# The oracle of /lorem-ipsum. The vocabulary is the classic passage itself (Cicero, De finibus
# 1.10.32-33 as the generators print it), lower-cased, each word once in order of appearance.
# Seeded texts are written again here with CPython's random.Random(seed) following the rules of
# the module's README (sentence 8-15 words, a comma in those of 10+, paragraph 3-8 sentences).
# `python3 lorem_oracle.py` prints the seeded cases; `--vocabulary` prints the word list as JSON.
import json, re, random, sys

CLASSIC = ("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. "
           "Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. "
           "Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. "
           "Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum.")
WORDS = list(dict.fromkeys(re.findall(r'[a-z]+', CLASSIC.lower())))

def text(unit, count, start=True, seed=None):
    r = random.Random(seed)
    opened = [False]
    word = lambda: WORDS[r.randrange(len(WORDS))]
    def sentence():
        if start and not opened[0]:
            opened[0] = True
            return 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.'
        n = r.randint(8, 15)
        w = [word() for _ in range(n)]
        if n >= 10: w[r.randint(2, n - 4)] += ','
        w[0] = w[0].capitalize()
        return ' '.join(w) + '.'
    if unit == 'words':
        opening = ['Lorem', 'ipsum', 'dolor', 'sit', 'amet'][:count] if start else []
        return ' '.join(opening + [word() for _ in range(count - len(opening))])
    if unit == 'sentences':
        return ' '.join(sentence() for _ in range(count))
    return '\n\n'.join(' '.join(sentence() for _ in range(r.randint(3, 8))) for _ in range(count))

CASES = [
    {'unit': 'words', 'count': 12, 'seed': 42},
    {'unit': 'words', 'count': 6, 'start_with_lorem': False, 'seed': 'utilkit'},
    {'unit': 'sentences', 'count': 3, 'seed': 7},
    {'unit': 'sentences', 'count': 2, 'start_with_lorem': False, 'seed': 2024},
    {'unit': 'paragraphs', 'count': 2, 'seed': 1},
]

if __name__ == '__main__':
    if '--vocabulary' in sys.argv:
        print(json.dumps(WORDS)); sys.exit()
    for i in CASES:
        out = text(i['unit'], i['count'], i.get('start_with_lorem', True), i['seed'])
        print('\tseeded(%s, %s),' % (json.dumps(i), json.dumps({'output': out, 'count': i['count']}, ensure_ascii=False)))

# Writes src/lib/ops/unicode/data/ucd.ts, the character table of the /unicode operation, from
# Debian's python3 (unicodedata: names and general categories) and perl (Blocks.txt and the Emoji
# property of the same Unicode version). Run from the repository's root:
#   /usr/bin/python3 scripts/data/build-unicode-data.py
# It refuses to run when perl's Unicode version differs from Python's.
import json, re, subprocess, unicodedata

VERSION = unicodedata.unidata_version
PERL_UNICORE = subprocess.run(['perl', '-MConfig', '-e', 'print $Config{privlib}'], capture_output=True, text=True, check=True).stdout + '/unicore'
blocks_txt = open(PERL_UNICORE + '/Blocks.txt', encoding='utf-8').read()
assert f'Blocks-{VERSION}.txt' in blocks_txt.splitlines()[0], (VERSION, blocks_txt.splitlines()[0])

# Names: algorithmic runs (PREFIX-XXXX where XXXX is the code point) as ranges, Hangul syllables
# left to the code (Unicode 3.12's algorithm, which the tests check against Python), the rest listed.
HANGUL = range(0xAC00, 0xD7A4)
listed, ranges = [], []
for cp in range(0x110000):
    name = unicodedata.name(chr(cp), None)
    if name is None:
        continue
    if cp in HANGUL:
        assert name.startswith('HANGUL SYLLABLE '), hex(cp)
        continue
    m = re.fullmatch(r'(.*-)([0-9A-F]{4,6})', name)
    if m and int(m.group(2), 16) == cp:
        if ranges and ranges[-1][2] == m.group(1) and ranges[-1][1] == cp - 1:
            ranges[-1][1] = cp
        else:
            ranges.append([cp, cp, m.group(1)])
        continue
    listed.append((cp, name))
assert all(unicodedata.name(chr(cp)).startswith('HANGUL SYLLABLE ') for cp in HANGUL)

names, prev = [], -1
for cp, name in listed:
    gap = cp - prev - 1
    names.append((format(gap, 'x') if gap else '') + ';' + name)
    prev = cp

# General categories as runs: "gap-from-previous-start(hex) Cat" (Cn where nothing else is).
cats, start, prev_cat = [], 0, unicodedata.category(chr(0))
for cp in range(1, 0x110000):
    c = unicodedata.category(chr(cp))
    if c != prev_cat:
        cats.append((start, prev_cat))
        start, prev_cat = cp, c
cats.append((start, prev_cat))
cat_runs, prev = [], 0
for s, c in cats:
    cat_runs.append(format(s - prev, 'x') + c)
    prev = s

blocks = []
for line in blocks_txt.splitlines():
    m = re.match(r'^([0-9A-F]+)\.\.([0-9A-F]+); (.+)$', line)
    if m:
        blocks.append([int(m.group(1), 16), int(m.group(2), 16), m.group(3)])

# The Emoji property (UTS #51), as perl's regular expressions of the same Unicode version know it.
perl = subprocess.run(['perl', '-e', 'for my $c (0..0x10FFFF) { next if $c >= 0xD800 && $c <= 0xDFFF; print "$c\\n" if chr($c) =~ /\\p{Emoji}/ }'], capture_output=True, text=True, check=True).stdout.split()
emoji = []
for cp in map(int, perl):
    if emoji and emoji[-1][1] == cp - 1:
        emoji[-1][1] = cp
    else:
        emoji.append([cp, cp])

out = f"""// Written by scripts/data/build-unicode-data.py from Debian's python3 {subprocess.run(['/usr/bin/python3', '-V'], capture_output=True, text=True).stdout.split()[1]} unicodedata and
// perl's unicore (Blocks.txt, the Emoji property): Unicode {VERSION}. Do not edit; run the script.

export const UNICODE_VERSION = {json.dumps(VERSION)};

/** Named characters, one a line: the gap (hex) after the previous one's code point, ';', the name. */
export const NAMES = {json.dumps(chr(10).join(names))};

/** Runs of characters named PREFIX + their code point in hex: [first, last, prefix]. */
export const NAME_RANGES: [number, number, string][] = {json.dumps(ranges)};

/** General categories: runs, each the distance (hex) from the previous run's start, then the category. */
export const CATEGORIES = {json.dumps(','.join(cat_runs))};

/** Blocks.txt: [first, last, name]. */
export const BLOCKS: [number, number, string][] = {json.dumps(blocks)};

/** Characters with the Emoji property: [first, last]. */
export const EMOJI: [number, number][] = {json.dumps(emoji)};
"""
open('src/lib/ops/unicode/data/ucd.ts', 'w', encoding='utf-8').write(out)
print(f'Unicode {VERSION}: {len(listed)} listed names, {len(ranges)} name ranges, {len(cat_runs)} category runs, {len(blocks)} blocks, {len(emoji)} emoji ranges; {len(out.encode())} bytes')

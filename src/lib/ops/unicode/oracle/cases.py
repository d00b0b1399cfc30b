# Oracle for src/lib/ops/unicode/cases.ts. Run from the repository's root with Debian's python3 and perl:
#   /usr/bin/python3 src/lib/ops/unicode/oracle/cases.py > src/lib/ops/unicode/cases.ts
# Names and categories come from Python's unicodedata, the bytes from str.encode, blocks from perl's
# copy of Blocks.txt read here, the Emoji property from perl's \p{Emoji}; the search is the README's
# rule written again over every code point, never this module's code or its table.
import json, re, subprocess, sys, unicodedata

PERL_UNICORE = subprocess.run(['perl', '-MConfig', '-e', 'print $Config{privlib}'], capture_output=True, text=True, check=True).stdout + '/unicore'
BLOCKS = []
for line in open(PERL_UNICORE + '/Blocks.txt', encoding='utf-8'):
    m = re.match(r'^([0-9A-F]+)\.\.([0-9A-F]+); (.+)$', line)
    if m:
        BLOCKS.append((int(m.group(1), 16), int(m.group(2), 16), m.group(3)))
EMOJI = set(map(int, subprocess.run(['perl', '-e', 'for my $c (0..0x10FFFF) { next if $c >= 0xD800 && $c <= 0xDFFF; print "$c\\n" if chr($c) =~ /\\p{Emoji}/ }'], capture_output=True, text=True, check=True).stdout.split()))
VERSION = unicodedata.unidata_version
SRC = f'python3 {sys.version.split()[0]} unicodedata (Unicode {VERSION}): name, category; str.encode for UTF-8/UTF-16; Blocks.txt and \\p{{Emoji}} of perl 5.36 (Unicode {VERSION})'


def block(cp):
    for a, b, n in BLOCKS:
        if a <= cp <= b:
            return n
    return 'No_Block'


def describe(cp):
    ch = chr(cp)
    try:
        utf8 = ' '.join(f'{b:02X}' for b in ch.encode('utf-8'))
    except UnicodeEncodeError:
        utf8 = None
    u16 = ch.encode('utf-16-be', 'surrogatepass')
    return {'char': ch, 'code_point': f'U+{cp:04X}', 'name': unicodedata.name(ch, None), 'category': unicodedata.category(ch), 'block': block(cp),
            'utf8': utf8, 'utf16': ' '.join(u16[i:i + 2].hex().upper() for i in range(0, len(u16), 2)), 'html': f'&#x{cp:X};', 'emoji': cp > 0x7F and cp in EMOJI}


NAMED = [(cp, unicodedata.name(chr(cp))) for cp in range(0x110000) if unicodedata.name(chr(cp), None)]


def search(q):
    m = re.fullmatch(r'\s*U\+([0-9A-F]{1,6})\s*', q, re.I)
    if m:
        cp = int(m.group(1), 16)
        found = [cp] if cp <= 0x10FFFF else []
        return found, len(found)
    words = q.upper().split()
    found = [cp for cp, n in NAMED if words and all(any(w.startswith(x) for w in re.split('[ -]', n)) for x in words)]
    found.sort(key=lambda cp: (not describe(cp)['emoji'], cp))
    return found[:100], len(found)


CASES = []
def chars(name, text):
    CASES.append((name, {'input': text}, {'characters': [describe(ord(c)) for c in text], 'unicode_version': VERSION}))
def find(name, q):
    found, total = search(q)
    CASES.append((name, {'search': q}, {'matches': [describe(cp) for cp in found], 'total': total, 'unicode_version': VERSION}))


chars('letters, an accent, an emoji, a heart', 'Aé😀❤')
chars('the contract\'s heart', '\u2764')
chars('digits and keycap bases are not emoji', '0#*©')
chars('a family: emoji joined by ZERO WIDTH JOINER', '👨\u200d👩\u200d👧')
chars('a flag is two regional indicators', '🇧🇷')
chars('combining marks', 'e\u0301\u0327')
chars('CJK, Hangul and a CJK compatibility ideograph', '\u4e00\uac00\ud7a3\uf900\U00020000')
chars('controls, tab and space', '\x00\t\n\x7f ')
chars('private use, unassigned and a noncharacter', '\ue000\u0378\uffff\U0010ffff')
chars('a Tangut ideograph has no name in Python', '\U00017000')
chars('a lone surrogate', '\ud800')
chars('nothing to describe', '')
find('grinning', 'grinning')
find('cat face: every word begins a word of the name', 'cat face')
find('heart: emoji first', 'heart')
find('case does not matter', 'Latin Small Letter A With')
find('a hex part of an ideograph name', 'ideograph 4e0')
find('Hangul syllables by name', 'hangul syllable gag')
find('cjk: the total counts past the hundred shown', 'cjk')
find('snowman', 'snowman')
find('a code point', 'U+1F600')
find('a code point in lower case', 'u+e9')
find('past the last code point', 'U+110000')
find('no such name', 'xyzzy')

CONTRACT = "the toolbox contract, part 4 (toolbox-3.md), /unicode, and the README's limits"
INVALID = [
    ('over 1,000 characters', {'input': 'a' * 1001}, 'input: must be at most 1,000 characters, got 1,001'),
    ('emoji count as one character each', {'input': '😀' * 1001}, 'input: must be at most 1,000 characters, got 1,001'),
    ('a search over 100 characters', {'search': 'a' * 101}, 'search: must be at most 100 characters, got 101'),
    ('both input and search', {'input': 'a', 'search': 'a'}, 'search: send either `input` (characters to describe) or `search` (words of a name), not both'),
    ('neither input nor search', {}, 'input: send `input` (characters to describe) or `search` (words of a name)'),
]

def js(x):
    # JSON with the invisible characters (controls, surrogates, private use, unassigned, separators) escaped.
    return re.sub(r'[^\x20-\x7e]', lambda m: m.group() if unicodedata.category(m.group())[0] not in 'CZ' else ''.join('\\u%04x' % u for u in __import__('struct').unpack('>' + 'H' * (len(m.group().encode('utf-16-be', 'surrogatepass')) // 2), m.group().encode('utf-16-be', 'surrogatepass'))), json.dumps(x, ensure_ascii=False))


print("""import type { OperationCase } from '../cases.js';

/*
 * Written by oracle/cases.py (Python's unicodedata and str.encode, perl's Blocks.txt and \\\\p{Emoji},
 * run on this machine, never this module's code or table); the 422 cases follow the contract's
 * limits and the README. Change the script and run it again rather than editing this file.
 */
const SOURCE = %s;
const CONTRACT = %s;

export const cases: OperationCase[] = [""" % (json.dumps(SRC), json.dumps(CONTRACT)))
for name, inp, body in CASES:
    print('\t{ name: %s, op: \'unicode\', input: %s, expected: { status: 200, body: %s }, source: SOURCE },' % (js(name), js(inp), js(body)))
for name, inp, detail in INVALID:
    print('\t{ name: %s, op: \'unicode\', input: %s, expected: { status: 422, body: { detail: %s, code: \'invalid_input\' } }, source: CONTRACT },' % (json.dumps(name), json.dumps(inp, ensure_ascii=False), json.dumps(detail)))
# The limit itself is accepted; its 1,000 entries (200 kB) are left to the output schema.
print('\t{ name: \'exactly 1,000 characters are described\', op: \'unicode\', input: %s, expected: { status: 200, body: { unicode_version: %s }, partial: true }, source: CONTRACT },' % (js({'input': 'aé😀' * 333 + 'z'}), js(VERSION)))
print('];')

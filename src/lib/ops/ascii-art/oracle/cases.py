# Oracle for src/lib/ops/ascii-art/cases.ts. Run from the repository's root with Debian's python3 and
# figlet 2.2.5 (apt-get install figlet):
#   /usr/bin/python3 src/lib/ops/ascii-art/oracle/cases.py > src/lib/ops/ascii-art/cases.ts
# Every expected `output` is what the figlet program prints, never this module's code. ASCII texts run
# as `figlet -f FONT -w WIDTH TEXT`; texts with other characters as `figlet -C utf8 …` (the
# operation reads characters, not bytes: README, "Characters").
import json, subprocess

FONTS = ['standard', 'slant', 'banner', 'big', 'small']
CASES = []


def figlet(text, font='standard', width=80):
    args = ['figlet']
    if not text.isascii():
        args += ['-C', 'utf8']
    args += ['-f', font, '-w', str(width), text]
    out = subprocess.run(args, capture_output=True, check=True).stdout.decode('utf-8')
    return out, ' '.join(a if a.isascii() and ' ' not in a and '\n' not in a else json.dumps(a, ensure_ascii=False) for a in args[:-1])


def case(name, text, font=None, width=None):
    inp = {'text': text}
    if font is not None:
        inp['font'] = font
    if width is not None:
        inp['width'] = width
    out, cmd = figlet(text, font or 'standard', width or 80)
    CASES.append((name, inp, {'output': out}, f'{cmd} TEXT (figlet 2.2.5, Debian)'))


PUNCT = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'
for font in FONTS:
    case(f'{font}: Hello, World!', 'Hello, World!', font)
    case(f'{font}: every punctuation mark', PUNCT, font, 200)
    case(f'{font}: digits and capitals', '0123456789 ABCXYZ', font, 120)
    case(f'{font}: a pangram wraps at 80 columns', 'The quick brown fox jumps over the lazy dog', font)
    case(f'{font}: a pangram wraps at 40 columns', 'The quick brown fox jumps over the lazy dog', font, 40)
case('the default font and width', 'Utilkit')
case('lower case and smushing', 'abcdefghijklmnopqrstuvwxyz', 'standard', 200)
case('a word longer than the width is cut into pieces', 'Supercalifragilisticexpialidocious', 'standard', 30)
case('a letter wider than the width is cut at width - 1', 'W', 'big', 5)
case('width 1 puts each letter on its own', 'ab', 'small', 1)
case('a line break starts a new line of art', 'two\nlines', 'slant')
case('CRLF is two line breaks in figlet', 'a\r\nb', 'small')
case('runs of spaces are kept inside a line', 'a    b', 'standard')
case('spaces at a wrap are dropped', 'aaa bbb     ccc ddd', 'small', 30)
case('a tab is a space; control characters are skipped', 'x\ty\u0001z\u007f', 'standard')
case('leading and trailing spaces', '  hi  ', 'standard')
case('Latin-1 letters the fonts carry', 'Ä Ö Ü ä ö ü ß é ñ', 'standard', 120)
case('characters the font lacks are left out', 'a😀b€c', 'standard')
case('an empty text draws nothing', '', 'standard')
case('only a space', ' ', 'big')
case('banner at 40 columns', 'Hi there', 'banner', 40)
case('a long text at the widest width', ('Lorem ipsum dolor sit amet, consectetur adipiscing elit. ' * 6).strip(), 'small', 1000)

CONTRACT = "the toolbox contract, part 4 (toolbox-3.md), /ascii-art, and the README's limits"
INVALID = [
    ('text over 1,000 characters', {'text': 'x' * 1001}, 'text: must be at most 1,000 characters, got 1,001'),
    ('width 0', {'text': 'x', 'width': 0}, 'width: Too small: expected number to be >=1'),
    ('width over 1,000', {'text': 'x', 'width': 1001}, 'width: Too big: expected number to be <=1000'),
    ('a width that is not whole', {'text': 'x', 'width': 2.5}, 'width: must be an integer'),
    ('a font figlet does not ship here', {'text': 'x', 'font': 'doom'}, 'font: Invalid option: expected one of "standard"|"slant"|"banner"|"big"|"small"'),
    ('no text', {}, 'text: is required'),
]

print("""import type { OperationCase } from '../cases.js';

/*
 * Written by oracle/cases.py: every 200 answer is what Debian's figlet 2.2.5 printed for the same
 * text, font and width (never this module's code); the 422 cases follow the contract's limits and
 * the README. Change the script and run it again rather than editing this file.
 */
const CONTRACT = %s;

export const cases: OperationCase[] = [""" % json.dumps(CONTRACT))
for name, inp, body, source in CASES:
    print('\t{ name: %s, op: \'ascii-art\', input: %s, expected: { status: 200, body: %s }, source: %s },' % (json.dumps(name, ensure_ascii=False), json.dumps(inp, ensure_ascii=False), json.dumps(body, ensure_ascii=False), json.dumps(source, ensure_ascii=False)))
for name, inp, detail in INVALID:
    print('\t{ name: %s, op: \'ascii-art\', input: %s, expected: { status: 422, body: { detail: %s, code: \'invalid_input\' } }, source: CONTRACT },' % (json.dumps(name), json.dumps(inp), json.dumps(detail)))
print("""\t{ name: 'the fonts', op: 'ascii-art-fonts', input: {}, expected: { status: 200, body: { fonts: %s } }, source: 'the contract (the five fonts Debian\\'s figlet ships that it names; standard by default); heights from the fonts\\' headers, credits from their comment lines' }
];""" % json.dumps([{'name': f, 'height': int(open(f'/usr/share/figlet/{f}.flf').readline().split()[1]), 'credit': c, 'default': f == 'standard'} for f, c in [('standard', 'Glenn Chappell & Ian Chai, 3/1993'), ('slant', 'Glenn Chappell, 3/1993'), ('banner', 'Ryan Youck (after the Unix banner command)'), ('big', 'Glenn Chappell, 4/1993'), ('small', 'Glenn Chappell, 4/1993')]]))

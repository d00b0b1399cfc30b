# Oracle for src/lib/ops/text-lines/cases.ts. Run from the repository's root with Debian's python3 and
# GNU coreutils:  /usr/bin/python3 src/lib/ops/text-lines/oracle/cases.py > src/lib/ops/text-lines/cases.ts
# Every expected answer below is printed by coreutils (sort, tac, head, tail, nl, fold) or by Python's
# standard library (sorted, dict.fromkeys, collections.Counter, re, ipaddress, random), never by the
# code under test.
import collections, ipaddress, json, random, re, subprocess

CASES = []
C_ENV = {'LC_ALL': 'C'}


def lines_of(text, delimiter='\n'):
    # The contract's reading: a final delimiter ends the last line (what sort, nl and uniq do with a file).
    if text == '':
        return []
    parts = re.split(r'\r?\n', text) if delimiter == '\n' else text.split(delimiter)
    if parts[-1] == '':
        parts.pop()
    return parts


def tool(args, text):
    """A coreutils command on the text (with a final newline, as a file has), its output without the final newline."""
    out = subprocess.run(args, input=(text + '\n').encode(), capture_output=True, env=C_ENV, check=True).stdout.decode()
    return out[:-1] if out.endswith('\n') else out


def case(name, inp, out_lines, source, joiner='\n'):
    CASES.append((name, inp, {'output': joiner.join(out_lines), 'count': len(out_lines)}, source))


PY = 'python3 (src/lib/ops/text-lines/oracle/cases.py): '
CU = 'GNU coreutils 9.1 (src/lib/ops/text-lines/oracle/cases.py): '

# ---- sort ----
words = ['pear', 'Apple', 'éclair', 'apple', 'Zebra', '10', '9', '😀 smile', '\uff21 fullwidth A', 'banana', '']
text = '\n'.join(words) + '\n'
case('sort text: by code point, empty line first, astral after U+FF21', {'input': text, 'action': 'sort'}, tool(['sort', '-s'], '\n'.join(words)).split('\n'), CU + 'LC_ALL=C sort -s (byte order of UTF-8 = code-point order); Python sorted() agrees')
assert tool(['sort', '-s'], '\n'.join(words)).split('\n') == sorted(words)
case('sort text descending', {'input': text, 'action': 'sort', 'order': 'desc'}, sorted(words, reverse=True), PY + 'sorted(lines, reverse=True)')
ci = ['b', 'B', 'a', 'C', 'A', 'c', '_x']
case('sort text ignoring case keeps equal lines in input order', {'input': '\n'.join(ci), 'action': 'sort', 'case_insensitive': True}, sorted(ci, key=str.lower), PY + 'sorted(lines, key=str.lower) (stable)')
case('sort text ignoring case, descending', {'input': '\n'.join(ci), 'action': 'sort', 'case_insensitive': True, 'order': 'desc'}, sorted(ci, key=str.lower, reverse=True), PY + 'sorted(lines, key=str.lower, reverse=True) (stable)')

nums = ['10', '9', '-3', '2.5', '  7 leading blanks', 'no number', '-0', '.5', '-.25', '1e3', '+4', '123456789012345678901234', '123456789012345678901233', '0010', '10 apples', '-10', '007.50']
case('sort numeric, as sort -n (no number counts as 0; exact digits)', {'input': '\n'.join(nums), 'action': 'sort', 'mode': 'numeric'}, tool(['sort', '-s', '-n'], '\n'.join(nums)).split('\n'), CU + 'LC_ALL=C sort -s -n')
case('sort numeric descending', {'input': '\n'.join(nums), 'action': 'sort', 'mode': 'numeric', 'order': 'desc'}, tool(['sort', '-s', '-n', '-r'], '\n'.join(nums)).split('\n'), CU + 'LC_ALL=C sort -s -n -r')


def natural_key(s, fold=False):
    parts = re.split(r'([0-9]+)', s.lower() if fold else s)
    return [int(p) if i % 2 else p for i, p in enumerate(parts)]


nat = ['file10.txt', 'file2.txt', 'File1.txt', 'file1.txt', 'file01.txt', 'img12b', 'img12a', 'img2', 'v1.10.0', 'v1.9.2', 'v1.9.10', 'a', '10', '9']
case('sort natural: digit runs by value', {'input': '\n'.join(nat), 'action': 'sort', 'mode': 'natural'}, sorted(nat, key=natural_key), PY + "sorted(lines, key=[int(t) if digits else t for t in re.split(r'([0-9]+)', line)])")
case('sort natural ignoring case', {'input': '\n'.join(nat), 'action': 'sort', 'mode': 'natural', 'case_insensitive': True}, sorted(nat, key=lambda s: natural_key(s, True)), PY + 'the natural key on line.lower()')
case('sort natural descending', {'input': '\n'.join(nat), 'action': 'sort', 'mode': 'natural', 'order': 'desc'}, sorted(nat, key=natural_key, reverse=True), PY + 'the natural key, reverse=True')
vers = ['1.10', '1.2', '1.9', '1.1']
case('sort natural agrees with sort -V on plain versions', {'input': '\n'.join(vers), 'action': 'sort', 'mode': 'natural'}, tool(['sort', '-V'], '\n'.join(vers)).split('\n'), CU + 'sort -V')


def ip_key(line):
    try:
        a = ipaddress.ip_address(line.strip())
        return (0, a.version, int(a))
    except ValueError:
        return (1,)


ips = ['192.168.1.10', '10.0.0.2', 'not an address', '2001:db8::1', '10.0.0.10', '::1', ' 172.16.0.1 ', '::ffff:10.0.0.1', '2001:DB8::', '1.2.3', '01.2.3.4', 'fe80::1:2:3:4:5:6', '255.255.255.255', '0.0.0.0', '1:2:3:4:5:6:7::', '::1.2.3.4', '1::2::3', 'gateway']
case('sort ip: IPv4 then IPv6 by value, then the rest in input order', {'input': '\n'.join(ips), 'action': 'sort', 'mode': 'ip'}, sorted(ips, key=ip_key), PY + 'sorted(lines, key=(0, version, int(ipaddress.ip_address(line.strip()))) or (1,) for the rest)')
case('sort ip descending', {'input': '\n'.join(ips), 'action': 'sort', 'mode': 'ip', 'order': 'desc'}, sorted(ips, key=ip_key, reverse=True), PY + 'the same key, reverse=True')
case('sort with a delimiter', {'input': 'cherry,apple,banana', 'action': 'sort', 'delimiter': ','}, sorted('cherry,apple,banana'.split(',')), PY + "','.join(sorted(text.split(',')))", joiner=',')
crlf = 'b\r\na\r\nc\r\n'
case('sort reads CRLF lines, writes LF', {'input': crlf, 'action': 'sort'}, sorted(crlf.splitlines()), PY + 'sorted(text.splitlines())')

# ---- unique ----
fr = ['apple', 'banana', '', 'apple', 'Cherry', 'banana', 'apple', '', 'cherry']
case('unique: every repeat removed, first appearance kept', {'input': '\n'.join(fr), 'action': 'unique'}, list(dict.fromkeys(fr)), PY + 'list(dict.fromkeys(lines)) (unlike uniq, not only adjacent repeats)')
case('unique with counts', {'input': '\n'.join(fr), 'action': 'unique', 'count': True}, [f'{n} {line}' for line, n in collections.Counter(fr).items()], PY + "[f'{n} {line}' for line, n in collections.Counter(lines).items()] (insertion order)")
seen = {}
for line in fr:
    seen.setdefault(line.lower(), [line, 0])[1] += 1
case('unique ignoring case, with counts', {'input': '\n'.join(fr), 'action': 'unique', 'count': True, 'case_insensitive': True}, [f'{n} {line}' for line, n in seen.values()], PY + 'a dict keyed by line.lower() holding the first spelling and the count')

# ---- reverse, shuffle, head, tail ----
ten = [f'line {i}' for i in range(1, 13)]
case('reverse, as tac', {'input': '\n'.join(ten), 'action': 'reverse'}, tool(['tac'], '\n'.join(ten)).split('\n'), CU + 'tac')
for seed in (0, 42, 2**40 + 7):
    shuffled = ten[:]
    random.Random(seed).shuffle(shuffled)
    case(f'shuffle with seed {seed}', {'input': '\n'.join(ten), 'action': 'shuffle', 'seed': seed}, shuffled, PY + f'random.Random({seed}).shuffle(lines) (CPython 3.11, Mersenne Twister)')
case('head, 10 lines by default', {'input': '\n'.join(ten), 'action': 'head'}, tool(['head'], '\n'.join(ten)).split('\n'), CU + 'head')
case('head -n 3', {'input': '\n'.join(ten), 'action': 'head', 'n': 3}, tool(['head', '-n', '3'], '\n'.join(ten)).split('\n'), CU + 'head -n 3')
case('tail -n 3', {'input': '\n'.join(ten), 'action': 'tail', 'n': 3}, tool(['tail', '-n', '3'], '\n'.join(ten)).split('\n'), CU + 'tail -n 3')
case('tail -n 0', {'input': '\n'.join(ten), 'action': 'tail', 'n': 0}, [], CU + 'tail -n 0 prints nothing')
case('head -n 50 of 12 lines', {'input': '\n'.join(ten), 'action': 'head', 'n': 50}, tool(['head', '-n', '50'], '\n'.join(ten)).split('\n'), CU + 'head -n 50')

# ---- filter ----
log = ['INFO start', 'ERROR disk full', 'warn: low memory', 'error: retry', 'INFO done', 'Erröneous']
case('filter by a pattern', {'input': '\n'.join(log), 'action': 'filter', 'pattern': '^(ERROR|INFO)'}, [l for l in log if re.search('^(ERROR|INFO)', l)], PY + 're.search(pattern, line)')
case('filter inverted', {'input': '\n'.join(log), 'action': 'filter', 'pattern': 'INFO', 'invert': True}, [l for l in log if not re.search('INFO', l)], PY + 'not re.search(pattern, line)')
case('filter ignoring case', {'input': '\n'.join(log), 'action': 'filter', 'pattern': 'err', 'case_insensitive': True}, [l for l in log if re.search('err', l, re.I)], PY + 're.search(pattern, line, re.I)')
case('filter with a Unicode class', {'input': '\n'.join(log), 'action': 'filter', 'pattern': '\\w+ö'}, [l for l in log if re.search(r'\w+ö', l)], PY + r're.search(r"\w+ö", line)')

# ---- number, remove-empty, trim ----
gaps = ['first', '', 'third', '   ', '\tfifth  ', 'sixth']
case('number, as nl -ba -w1 -s" "', {'input': '\n'.join(gaps), 'action': 'number'}, tool(['nl', '-ba', '-w1', '-s', ' '], '\n'.join(gaps)).split('\n'), CU + "nl -ba -w1 -s ' '")
case('remove-empty drops blank lines too', {'input': '\n'.join(gaps), 'action': 'remove-empty'}, [l for l in gaps if l.strip()], PY + '[line for line in lines if line.strip()]')
case('trim each line', {'input': '\n'.join(gaps), 'action': 'trim'}, [l.strip() for l in gaps], PY + '[line.strip() for line in lines]')

# ---- wrap ----
prose = 'The quick brown fox jumps over the lazy dog and keeps running far away\nshort line\nSupercalifragilisticexpialidocious is long'
for w in (10, 20):
    case(f'wrap at {w}, as fold -s -w {w}', {'input': prose, 'action': 'wrap', 'width': w}, tool(['fold', '-s', '-w', str(w)], prose).split('\n'), CU + f'fold -s -w {w}')
tabs = 'a\tb\tc\td\te\tf\tg\th'
case('wrap counts tab stops as fold does', {'input': tabs, 'action': 'wrap', 'width': 20}, tool(['fold', '-s', '-w', '20'], tabs).split('\n'), CU + 'fold -s -w 20')
default80 = ' '.join(['word'] * 40)
case('wrap at 80 by default', {'input': default80, 'action': 'wrap'}, tool(['fold', '-s'], default80).split('\n'), CU + 'fold -s (width 80)')

# ---- join, split, prefix, suffix ----
colours = ['red', 'green', 'blue']
CASES.append(('join with the default comma', {'input': '\n'.join(colours) + '\n', 'action': 'join'}, {'output': ','.join(colours), 'count': 1}, PY + "','.join(lines)"))
CASES.append(('join with a separator', {'input': '\n'.join(colours), 'action': 'join', 'separator': ' | '}, {'output': ' | '.join(colours), 'count': 1}, PY + "' | '.join(lines)"))
CASES.append(('join no lines', {'input': '', 'action': 'join'}, {'output': '', 'count': 0}, PY + "','.join([])"))
csv = 'a,b,,c'
case('split on a separator', {'input': csv, 'action': 'split'}, csv.split(','), PY + "'\\n'.join(text.split(','))")
case('split on a word', {'input': 'one and two and three', 'action': 'split', 'separator': ' and '}, 'one and two and three'.split(' and '), PY + "'\\n'.join(text.split(' and '))")
case('prefix each line', {'input': '\n'.join(colours), 'action': 'prefix', 'text': '- '}, ['- ' + c for c in colours], PY + "['- ' + line for line in lines]")
case('suffix each line', {'input': '\n'.join(colours), 'action': 'suffix', 'text': ';'}, [c + ';' for c in colours], PY + "[line + ';' for line in lines]")
case('empty text has no lines', {'input': '', 'action': 'sort'}, [], PY + "''.splitlines() == []")


# ---- reverse by character (CyberChef's Reverse) and by each line's characters (rev) ----
UL = 'util-linux rev (src/lib/ops/text-lines/oracle/cases.py): '
rv = 'héllo wörld\nsecond line 😀\n\nlast'
case('reverse by character: the whole text backwards', {'input': rv, 'action': 'reverse', 'by': 'character'}, rv[::-1].split('\n'), PY + "text[::-1] (code points; CyberChef's Reverse by Character keeps surrogate pairs too)")
case('reverse the characters of each line, as rev', {'input': rv, 'action': 'reverse', 'by': 'line-characters'}, subprocess.run(['rev'], input=(rv + '\n').encode(), capture_output=True, env={'LC_ALL': 'C.UTF-8'}, check=True).stdout.decode()[:-1].split('\n'), UL + 'LC_ALL=C.UTF-8 rev')

# ---- sort by hex number and by length ----
def hex_key(line):
    m = re.match(r'[ \t]*(?:0[xX](?=[0-9a-fA-F]))?([0-9a-fA-F]*)', line)
    return int(m.group(1) or '0', 16)


hx = ['ff', '0x1A', 'A0', '10', '0xFFFFFFFFFFFFFFFFFF', 'deadbeef', 'zz no number', '  0b', '0x', '9', 'FFFFFFFFFFFFFFFFFE']
case('sort by the hex number at the start', {'input': '\n'.join(hx), 'action': 'sort', 'mode': 'hex'}, sorted(hx, key=hex_key), PY + "sorted(lines, key=int(leading hex digits after blanks and an optional 0x, 16), 0 for none)")
case('sort by hex, descending', {'input': '\n'.join(hx), 'action': 'sort', 'mode': 'hex', 'order': 'desc'}, sorted(hx, key=hex_key, reverse=True), PY + 'the same key, reverse=True')
ln = ['banana', 'fig', 'kiwi', 'apple', '😀😀', 'date', '', 'cherry']
case('sort by length, equal lengths in input order', {'input': '\n'.join(ln), 'action': 'sort', 'mode': 'length'}, sorted(ln, key=len), PY + 'sorted(lines, key=len) (code points, stable)')
case('sort by length, descending', {'input': '\n'.join(ln), 'action': 'sort', 'mode': 'length', 'order': 'desc'}, sorted(ln, key=len, reverse=True), PY + 'sorted(lines, key=len, reverse=True)')

# ---- wrap hard (fold -w; CyberChef's Wrap) ----
for w in (10, 7):
    case(f'wrap hard at {w}, as fold -w {w}', {'input': prose, 'action': 'wrap', 'width': w, 'hard': True}, tool(['fold', '-w', str(w)], prose).split('\n'), CU + f'fold -w {w}')
CC = 'CyberChef tests/operations/tests/Wrap.mjs: '
case('wrap hard: CyberChef "Wrap text at 64 characters"', {'input': 'A' * 128, 'action': 'wrap', 'width': 64, 'hard': True}, ['A' * 64, 'A' * 64], CC + 'Wrap text at 64 characters')
case('wrap hard: CyberChef "Wrap text at 10 characters"', {'input': '1234567890' * 10, 'action': 'wrap', 'width': 10, 'hard': True}, ['1234567890'] * 10, CC + 'Wrap text at 10 characters')

# ---- remove-numbers (CyberChef's Remove line numbers, one line at a time) ----
body = ['first', '', 'third: with a colon', '   indented', 'fifth']
numbered = tool(['nl', '-ba'], '\n'.join(body))
case('remove-numbers undoes nl -ba', {'input': numbered, 'action': 'remove-numbers'}, body, CU + 'nl -ba on the expected lines gives the input')
CC_RE = r'^[ \t]{0,5}\d+[\s:|\-,.)\]]'
odd = ['1: one', '  23) two', '4|four', '5-five', '6,six', '7]seven', '[8] kept', '      9 six blanks kept', '10', '3.14 pi', 'no number', '42 answer']
case('remove-numbers: the separators CyberChef knows', {'input': '\n'.join(odd), 'action': 'remove-numbers'}, [re.sub(CC_RE, '', l) for l in odd], PY + "re.sub(r'^[ \\t]{0,5}\\d+[\\s:|\\-,.)\\]]', '', line), CyberChef's pattern")

# ---- pad (CyberChef's Pad lines) ----
pl = ['alpha', '', 'beta gamma', 'é😀']
case('pad 5 spaces at the start', {'input': '\n'.join(pl), 'action': 'pad'}, [l.rjust(len(l) + 5) for l in pl], PY + 'line.rjust(len(line) + 5)')
case('pad 3 dots at the end', {'input': '\n'.join(pl), 'action': 'pad', 'side': 'end', 'length': 3, 'character': '.'}, [l.ljust(len(l) + 3, '.') for l in pl], PY + "line.ljust(len(line) + 3, '.')")
case('pad with an emoji', {'input': '\n'.join(pl), 'action': 'pad', 'length': 2, 'character': '😀'}, [l.rjust(len(l) + 2, '😀') for l in pl], PY + "line.rjust(len(line) + 2, '😀')")

# ---- expand-range (CyberChef's Expand alphabet range) ----
import string
def chars(a, b):
    return [chr(c) for c in range(ord(a), ord(b) + 1)]
case('expand a-z, nothing between (CyberChef\'s example)', {'input': 'a-z', 'action': 'expand-range', 'separator': ''}, [string.ascii_lowercase], PY + 'string.ascii_lowercase')
case('expand A-Z0-9 and a-f', {'input': 'A-Z0-9\na-f', 'action': 'expand-range', 'separator': ''}, [string.ascii_uppercase + string.digits, 'abcdef'], PY + 'string.ascii_uppercase + string.digits; string.hexdigits[10:16]')
case('expand a-e with the default comma', {'input': 'a-e', 'action': 'expand-range'}, [','.join(chars('a', 'e'))], PY + "','.join(chr(c) for c in range(ord('a'), ord('e') + 1))")
case('expand: an escaped dash, single letters, a backwards range', {'input': 'x\\-y\nz-a\n_a-c!', 'action': 'expand-range', 'separator': ' '}, [' '.join(['x', '-', 'y']), '', ' '.join(['_'] + chars('a', 'c') + ['!'])], PY + "CyberChef's rules: '\\\\-' is '-', z-a gives nothing")
case('expand Greek α-ε', {'input': 'α-ε', 'action': 'expand-range', 'separator': ''}, [''.join(chars('α', 'ε'))], PY + "''.join(chr(c) for c in range(ord('α'), ord('ε') + 1))")

# ---- file-tree (CyberChef's File Tree) ----
case('file tree: CyberChef "File Tree: basic example"', {'input': '/test_dir1/test_file1.txt\n/test_dir1/test_file2.txt\n/test_dir2/test_file1.txt', 'action': 'file-tree'}, 'test_dir1\n|---test_file1.txt\n|---test_file2.txt\ntest_dir2\n|---test_file1.txt'.split('\n'), 'CyberChef tests/operations/tests/FileTree.mjs: File Tree: basic example')
paths = ['src/lib/ops/a.ts', 'src/lib/b.ts', 'src/main.ts', 'README.md', 'docs/x/y/z.md', 'src/lib/ops/a.ts', 'src/app.html', 'docs/index.md']
def tree_lines(ps):
    out = subprocess.run(['tree', '--fromfile', '-U', '--noreport', '--charset=utf-8', '.'], input=('\n'.join(sorted(set(ps))) + '\n').encode(), capture_output=True, env={'LC_ALL': 'C.UTF-8'}, check=True).stdout.decode()
    return out.rstrip('\n').replace('\u00a0', ' ').split('\n')[1:]
case('file tree drawn with lines, as tree --fromfile', {'input': '\n'.join(paths), 'action': 'file-tree', 'tree_style': 'lines'}, tree_lines(paths), "tree 2.1.0 (src/lib/ops/text-lines/oracle/cases.py): sorted(set(paths)) | tree --fromfile -U --noreport --charset=utf-8 . (without its '.' line; its two no-break spaces as spaces)")
def cc_tree(ps, sep='/'):
    # CyberChef's FileTree.run, line for line in Python.
    done, out = [], []
    for p in sorted(set(ps)):
        parts = p.split(sep)
        if parts[0] == '':
            parts = parts[1:]
        for j in range(len(parts)):
            key = parts[0] if j == 0 else '/'.join(parts[:j + 1])
            if key not in done:
                done.append(key)
                out.append(parts[0] if j == 0 else '|   ' * (j - 1) + '|---' + parts[j])
    return out
case('file tree, CyberChef drawing', {'input': '\n'.join(paths), 'action': 'file-tree'}, cc_tree(paths), PY + "CyberChef's FileTree.run transcribed (sorted(set(paths)), keys in a list)")
win = ['C:\\Users\\ana\\notes.txt', 'C:\\Users\\bo\\a.txt', 'C:\\Windows\\win.ini']
case('file tree with backslashes', {'input': '\n'.join(win), 'action': 'file-tree', 'path_separator': '\\'}, cc_tree(win, '\\'), PY + "CyberChef's FileTree.run transcribed, File Path Delimiter '\\\\'")

# ---- list (IT-Tools' list converter) ----
IT = 'IT-Tools src/tools/list-converter/list-converter.models.test.ts: '
CASES.append(('list: IT-Tools "should convert a given list"', {'input': '\n        1\n        2\n        \n        3\n        3\n        4\n        ', 'action': 'list', 'separator': ', ', 'item_prefix': '"', 'item_suffix': '"'}, {'output': '"1", "2", "3", "4"', 'count': 4}, IT + 'should convert a given list'))
CASES.append(('list: IT-Tools "should keep line breaks"', {'input': '\n        1\n        2\n        3\n        ', 'action': 'list', 'separator': '', 'remove_duplicates': False, 'item_prefix': '<li>', 'item_suffix': '</li>', 'list_prefix': '<ul>', 'list_suffix': '</ul>', 'line_breaks': True}, {'output': '<ul>\n<li>1</li>\n<li>2</li>\n<li>3</li>\n</ul>', 'count': 3}, IT + 'should keep line breaks'))
CASES.append(('list: IT-Tools "should return an empty value for an empty input"', {'input': '', 'action': 'list', 'separator': ', '}, {'output': '', 'count': 0}, IT + 'should return an empty value for an empty input'))
CASES.append(('list: IT-Tools e2e, default settings', {'input': '1\n    2\n    3\n    4\n    5', 'action': 'list', 'separator': ', '}, {'output': '1, 2, 3, 4, 5', 'count': 5}, 'IT-Tools src/tools/list-converter/list-converter.e2e.spec.ts: Simple list should be converted with default settings'))
def it_list(text, lower=False, dedupe=True, rev=False, sort=None, trim=True, ip='', isuf='', lp='', ls='', sep=',', lb=False):
    # IT-Tools' convert() (a lodash chain) in Python, with sort as sorted() by code point.
    if lower:
        text = text.lower()
    items = text.split('\n')
    if dedupe:
        items = list(dict.fromkeys(items))
    if rev:
        items = items[::-1]
    if sort:
        items = sorted(items, reverse=(sort == 'desc'))
    if trim:
        items = [i.strip() for i in items]
    items = [i for i in items if i != '']
    brk = '\n' if lb else ''
    return brk.join([lp, (sep + brk).join(ip + i + isuf for i in items), ls]), len(items)
fruit = ' Banana\napple\n\nCherry\napple\nbanana \nAPPLE'
for name, kw, req in [
    ('lower case, sorted, quoted', dict(lower=True, sort='asc', ip="'", isuf="'", sep=', '), {'lower_case': True, 'list_sort': 'asc', 'item_prefix': "'", 'item_suffix': "'", 'separator': ', '}),
    ('reversed, duplicates kept, a JSON array', dict(dedupe=False, rev=True, ip='"', isuf='"', lp='[', ls=']'), {'remove_duplicates': False, 'reverse_list': True, 'item_prefix': '"', 'item_suffix': '"', 'list_prefix': '[', 'list_suffix': ']'}),
    ('sorted descending, not trimmed', dict(sort='desc', trim=False, sep=';'), {'list_sort': 'desc', 'trim_items': False, 'separator': ';'}),
]:
    out, n = it_list(fruit, **kw)
    CASES.append((f'list: {name}', {'input': fruit, 'action': 'list', **req}, {'output': out, 'count': n}, PY + "IT-Tools' convert() transcribed (lower, uniq, reverse, sort, trim, drop empty, wrap items, join, wrap list); sorted() by code point"))

print("""import type { OperationCase } from '../cases.js';

/*
 * Written by oracle/cases.py (coreutils and Python's standard library, run on this machine); the
 * 422 cases at the end follow the contract and this module's README. Do not edit the generated part
 * by hand: change the script and run it again.
 */
const CONTRACT = 'the toolbox contract, part 4 (toolbox-3.md), /text/lines, and the README\\'s limits';

export const cases: OperationCase[] = [""")
for name, inp, body, source in CASES:
    print('\t{ name: %s, op: \'text-lines\', input: %s, expected: { status: 200, body: %s }, source: %s },' % (json.dumps(name, ensure_ascii=False), json.dumps(inp, ensure_ascii=False), json.dumps(body, ensure_ascii=False), json.dumps(source, ensure_ascii=False)))
print("""	{ name: 'a pattern that is not a regular expression', op: 'text-lines', input: { input: 'a', action: 'filter', pattern: '(' }, expected: { status: 422, body: { detail: 'pattern: is not a valid regular expression: Unterminated group', code: 'invalid_input' } }, source: CONTRACT },
	{ name: 'split on an empty separator', op: 'text-lines', input: { input: 'a,b', action: 'split', separator: '' }, expected: { status: 422, body: { detail: 'separator: must not be empty', code: 'invalid_input' } }, source: CONTRACT },
	{ name: 'an empty delimiter', op: 'text-lines', input: { input: 'a', action: 'sort', delimiter: '' }, expected: { status: 422, body: { detail: 'delimiter: must not be empty', code: 'invalid_input' } }, source: CONTRACT },
	{ name: 'a width of 0', op: 'text-lines', input: { input: 'a', action: 'wrap', width: 0 }, expected: { status: 422, body: { detail: 'width: Too small: expected number to be >=1', code: 'invalid_input' } }, source: CONTRACT },
	{ name: 'pad with two characters', op: 'text-lines', input: { input: 'a', action: 'pad', character: 'ab' }, expected: { status: 422, body: { detail: 'character: must be exactly one character', code: 'invalid_input' } }, source: CONTRACT },
	{ name: 'an empty path separator', op: 'text-lines', input: { input: 'a/b', action: 'file-tree', path_separator: '' }, expected: { status: 422, body: { detail: 'path_separator: must not be empty', code: 'invalid_input' } }, source: CONTRACT },
	{ name: 'an alphabet range past the answer limit', op: 'text-lines', input: { input: '\\u0000-\\u{10FFFF}', action: 'expand-range', separator: '' }, expected: { status: 422, body: { detail: 'the answer would pass the limit of 1,000,000 characters (about 1,114,113); send fewer lines or a shorter text', code: 'invalid_input' } }, source: CONTRACT + ': 1,114,112 code points and one line' }
];""")

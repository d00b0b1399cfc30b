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
	{ name: 'a width of 0', op: 'text-lines', input: { input: 'a', action: 'wrap', width: 0 }, expected: { status: 422, body: { detail: 'width: Too small: expected number to be >=1', code: 'invalid_input' } }, source: CONTRACT }
];""")

# Oracle for src/lib/ops/extract/cases.ts. Run from the repository's root with Debian's python3 and
# binutils (GNU strings) and the publicsuffix package:
#   /usr/bin/python3 src/lib/ops/extract/oracle/cases.py > src/lib/ops/extract/cases.ts
# Every expected answer comes from Python: its re module for the candidates (the contract's forms,
# written here in Python's own syntax), ipaddress for IPv4 and IPv6, email.utils for e-mail
# addresses, datetime.fromisoformat and strptime for dates, Debian's Public Suffix List file for
# domains, a Luhn sum for cards, and GNU strings itself for printable runs; never the code under test.
import datetime, email.utils, ipaddress, json, re, subprocess

KINDS = ['ipv4', 'ipv6', 'email', 'url', 'domain', 'mac', 'hash', 'date', 'file-path', 'credit-card', 'strings']
DEFAULT = [k for k in KINDS if k != 'strings']
PY = 'python3 (src/lib/ops/extract/oracle/cases.py): '

IPV4 = re.compile(r'(?<![0-9])(?<![0-9]\.)(?:[0-9]{1,3}\.){3}[0-9]{1,3}(?![0-9])(?!\.[0-9])')
IPV6_RUN = re.compile(r'[0-9A-Fa-f:.]+')
ATEXT = r"A-Za-z0-9!#$%&'*+/=?^_`{|}~-"
LABEL = r'[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
EMAIL = re.compile(rf'(?<![{ATEXT}])(?<![{ATEXT}]\.)[{ATEXT}]+(?:\.[{ATEXT}]+)*@(?:{LABEL}\.)+[A-Za-z]{{2,63}}(?![A-Za-z0-9-])')
URL = re.compile(r'''(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]*://[^\s<>"'`{}|\\^]+''')
DOMAIN = re.compile(rf'(?<![A-Za-z0-9_-])(?<![A-Za-z0-9_-]\.)(?:{LABEL}\.)+[A-Za-z](?:[A-Za-z0-9-]{{0,61}}[A-Za-z0-9])?(?![A-Za-z0-9_-])')
MAC = re.compile(r'(?<![0-9A-Za-z_])(?<![0-9A-Fa-f][:.-])(?:[0-9A-Fa-f]{2}([:-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}|[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4})(?![0-9A-Za-z_])(?![:.-][0-9A-Fa-f])')
HASH = re.compile(r'(?<![0-9A-Za-z_])[0-9A-Fa-f]{32,128}(?![0-9A-Za-z_])')
ISO = r'[0-9]{4}-[0-9]{2}-[0-9]{2}(?:[T ][0-9]{2}:[0-9]{2}(?::[0-9]{2}(?:[.,][0-9]{1,9})?)?(?:Z|[+-][0-9]{2}(?::?[0-9]{2})?)?)?'
DMY = r'[0-9]{2}/[0-9]{2}/[0-9]{4}'
DATE = re.compile(rf'(?<![0-9])(?:(?P<iso>{ISO})|(?P<dmy>{DMY}))(?![0-9])')
NAME = r'[^\\/:*?"<>|\s]'
PATH = re.compile('|'.join([
    rf'(?<![A-Za-z0-9_])[A-Za-z]:\\(?:{NAME}+\\)*{NAME}*',
    rf'(?<![\\])\\\\[A-Za-z0-9_.$-]+(?:\\{NAME}+)+',
    r'(?<![A-Za-z0-9_.~/\\-])(?:~|\.{1,2})?(?:/[A-Za-z0-9_.~+@%-]+)+/?',
]))
CARD = re.compile(r'(?<![0-9])(?<![0-9][ -])[0-9](?:[ -]?[0-9]){12,18}(?![0-9])')
ALGORITHM = {32: 'MD5', 40: 'SHA-1', 64: 'SHA-256', 128: 'SHA-512'}


def icann_tlds():
    # Debian's publicsuffix package: the ICANN section's rules, by their last label (in ASCII).
    tlds, icann = set(), False
    for line in open('/usr/share/publicsuffix/public_suffix_list.dat', encoding='utf-8'):
        line = line.strip()
        if line.startswith('// ===BEGIN ICANN DOMAINS==='):
            icann = True
        elif line.startswith('// ===END ICANN DOMAINS==='):
            icann = False
        elif icann and line and not line.startswith('//'):
            last = line.lstrip('!').split('.')[-1]
            try:
                tlds.add(last.encode('idna').decode('ascii').lower())
            except UnicodeError:
                pass
    return tlds


TLDS = icann_tlds()


def ipv4_ok(text):
    try:
        ipaddress.IPv4Address(text)
        return True
    except ValueError:
        return False


def ipv6_found(text):
    for m in IPV6_RUN.finditer(text):
        start, value = m.start(), m.group().rstrip('.')
        if value.startswith(':') and not value.startswith('::'):
            start, value = start + 1, value[1:]
        if len(value) > 1 and value.endswith(':') and not value.endswith('::'):
            value = value[:-1]
        end = start + len(value)
        if value.count(':') < 2 or not re.search('[0-9A-Fa-f]', value):
            continue
        word = re.compile('[A-Za-z0-9_]')
        if (start > 0 and word.match(text[start - 1])) or (end < len(text) and word.match(text[end])):
            continue
        try:
            ipaddress.IPv6Address(value)
        except ValueError:
            continue
        yield value, start


def email_ok(value):
    local = value.rsplit('@', 1)[0]
    return len(value) <= 254 and len(local) <= 64 and email.utils.parseaddr(value) == ('', value)


def urls_found(text):
    for m in URL.finditer(text):
        value = m.group()
        while True:
            if value[-1] in '.,;:!?*':
                value = value[:-1]
            elif value[-1] == ')' and value.count(')') > value.count('('):
                value = value[:-1]
            elif value[-1] == ']' and value.count(']') > value.count('['):
                value = value[:-1]
            else:
                break
        if not value.endswith('://'):
            yield value, m.start()


def date_ok(m):
    try:
        if m.group('iso'):
            datetime.datetime.fromisoformat(m.group('iso'))
        else:
            datetime.datetime.strptime(m.group('dmy'), '%d/%m/%Y')
        return True
    except ValueError:
        return False


def path_trimmed(value):
    value = value.rstrip(',;')
    bare = value.rstrip('.')
    if bare != value and bare and bare[-1] not in '/\\':
        value = bare
    return value


def luhn(digits):
    total = 0
    for i, d in enumerate(reversed(digits)):
        d = int(d)
        total += (d * 2 - 9 if d * 2 > 9 else d * 2) if i % 2 else d
    return total % 10 == 0


def gnu_strings(text, n):
    # GNU strings itself on the UTF-8 bytes; each string is found again in the text, in order.
    out = subprocess.run(['strings', '-n', str(n)], input=text.encode('utf-8'), capture_output=True, check=True).stdout.decode('ascii')
    at = 0
    for s in out.split('\n')[:-1]:
        i = text.index(s, at)
        at = i + len(s)
        yield s, i


def found(kind, text, n):
    if kind == 'ipv4':
        return ((m.group(), m.start()) for m in IPV4.finditer(text) if ipv4_ok(m.group()))
    if kind == 'ipv6':
        return ipv6_found(text)
    if kind == 'email':
        return ((m.group(), m.start()) for m in EMAIL.finditer(text) if email_ok(m.group()))
    if kind == 'url':
        return urls_found(text)
    if kind == 'domain':
        return ((m.group(), m.start()) for m in DOMAIN.finditer(text) if m.group().rsplit('.', 1)[1].lower() in TLDS)
    if kind == 'mac':
        return ((m.group(), m.start()) for m in MAC.finditer(text))
    if kind == 'hash':
        return ((m.group(), m.start()) for m in HASH.finditer(text) if len(m.group()) in ALGORITHM)
    if kind == 'date':
        return ((m.group(), m.start()) for m in DATE.finditer(text) if date_ok(m))
    if kind == 'file-path':
        return ((path_trimmed(m.group()), m.start()) for m in PATH.finditer(text) if path_trimmed(m.group()))
    if kind == 'credit-card':
        return ((m.group(), m.start()) for m in CARD.finditer(text) if luhn(re.sub('[ -]', '', m.group())))
    if kind == 'strings':
        return gnu_strings(text, n)


def utf16(text, i):
    return len(text[:i].encode('utf-16-le')) // 2


CASES = []


def case(name, inp, how):
    kinds = inp.get('kinds', DEFAULT)
    unique = inp.get('unique', True)
    matches, counts = [], {}
    for kind in KINDS:
        if kind not in kinds:
            continue
        seen, count = set(), 0
        for value, index in found(kind, inp['input'], inp.get('min_length', 4)):
            if unique and value in seen:
                continue
            seen.add(value)
            m = {'kind': kind, 'value': value, 'index': utf16(inp['input'], index)}
            if kind == 'hash':
                m['algorithm'] = ALGORITHM[len(value)]
            matches.append(m)
            count += 1
        counts[kind] = count
    matches.sort(key=lambda m: (m['index'], KINDS.index(m['kind'])))
    CASES.append((name, inp, {'matches': matches, 'counts': counts}, PY + how))


case('IPv4: valid addresses only', {'input': 'hosts 10.0.0.1, 192.168.1.254 and 255.255.255.255. Not 999.1.1.1, 256.0.0.1, 01.2.3.4, 1.2.3.4.5 or version 1.2.3; but (8.8.8.8) and ip=172.16.0.1/12', 'kinds': ['ipv4']}, 'ipaddress.IPv4Address on each re candidate')
case('IPv6: compressed, full, embedded IPv4, in brackets', {'input': 'lo ::1, link fe80::1%eth0, 2001:db8:0:0:1:0:0:1 and [2001:db8::2]:443; mapped ::ffff:192.0.2.128. Address:2001:db8::3.', 'kinds': ['ipv6']}, 'ipaddress.IPv6Address on each trimmed run of hex digits, colons and dots')
case('IPv6: what is not an address', {'input': 'std::vector, 12:30:45, aa:bb:cc:dd:ee:ff, 1:2:3:4:5:6:7:8:9, ::ffff:01.2.3.4, gg::1, a :: b, 1::2::3', 'kinds': ['ipv6']}, 'ipaddress.IPv6Address on each trimmed run of hex digits, colons and dots')
case('E-mail addresses', {'input': 'To: Ana <ana.silva@example.com.br>, first.last+tag@mail.example.org; (bob@example.net). Not bob@localhost, a..b@x.com gives b@x.com, nor @example.com or x@-bad.com. o\'brien@example.ie!', 'kinds': ['email']}, 'email.utils.parseaddr on each re candidate')
case('URLs, the sentence\'s punctuation left out', {'input': 'See https://example.com/a_(b)), http://[::1]:8080/x?y=1. ftp://files.example.org/pub/, file:///etc/hosts and "https://example.com/q?a=1&b=2"; not mailto:x@example.com or https:// alone. (https://en.wikipedia.org/wiki/Tuple_(disambiguation))', 'kinds': ['url']}, 're candidates, trailing punctuation and unbalanced brackets trimmed as the README says')
case('Domains with a known top-level domain', {'input': 'www.example.com, Example.ORG, mail.sub.example.co.uk and example.xn--p1ai; not file.txt, localhost, printer.local, 1.2.3.4 or e.g. this; shop.example.com.', 'kinds': ['domain']}, 'the TLD in the ICANN section of Debian\'s public_suffix_list.dat')
case('MAC addresses in three notations', {'input': 'eth0 00:1A:2B:3C:4D:5E, wlan 00-1a-2b-3c-4d-5f, cisco 001a.2b3c.4d60. Not 00:1a-2b:3c:4d:5e (mixed), 00:1a:2b:3c:4d:5e:6f (EUI-64) or 0:1a:2b:3c:4d:5e.', 'kinds': ['mac']}, 're (separators the same throughout)')
case('Hashes of 32, 40, 64 and 128 hex digits', {'input': 'md5 5d41402abc4b2a76b9719d911017c592\nsha1 AAF4C61DDCC5E8A2DABEDE0F3B482CD9AEA9434D\nsha256:2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824\nsha512 9b71d224bd62f3785d96d46ad3ea3d73319bfbc2890caadae2dff72519673ca72323c3d99ba5c11d7c7acc6e14b8c5da0c4663475c2e5c3adef46f73bcdec043\nnot 0x5d41402abc4b2a76b9719d911017c592 or 33 digits 5d41402abc4b2a76b9719d911017c5920', 'kinds': ['hash']}, 're candidates of 32, 40, 64 or 128 hex digits')
case('Dates: ISO 8601, YYYY-MM-DD and DD/MM/YYYY, real days only', {'input': 'leap 2024-02-29, not 2023-02-29 or 2024-13-01; 31/12/2024 but not 12/31/2024; at 2024-03-15T10:22:01.123+05:30, 2024-03-15 14:30 and 2024-03-15T09:00Z; not 2024-03-15T25:00, 0000-01-01 or 20240315', 'kinds': ['date']}, 'datetime.fromisoformat and datetime.strptime(value, "%d/%m/%Y") on each re candidate')
case('File paths, Unix and Windows', {'input': 'read /etc/passwd, ~/notes.txt, ./run.sh and ../lib/x.js; C:\\Windows\\System32\\drivers\\etc\\hosts and \\\\server\\share\\doc.docx. Not https://example.com/a/b, 1/2 or and/or; see /var/log/syslog.', 'kinds': ['file-path']}, 're candidates, trailing punctuation trimmed as the README says')
case('Card numbers that pass the Luhn check', {'input': 'visa 4111 1111 1111 1111, mc 5500-0000-0000-0004, amex 378282246310005, bad 4111 1111 1111 1112, short 4111 1111 111, order 12345678901234567890', 'kinds': ['credit-card']}, 're candidates of 13 to 19 digits whose Luhn sum is a multiple of 10')
BIN = 'MZ\x00\x01\x02This program cannot be run in DOS mode.\x00\x03kernel32.dll\x00ab\x00GetProcAddress\x7f\x80caf\u00e9 au lait\ttab\x00\x01x'
case('Printable strings of at least 4 characters', {'input': BIN, 'kinds': ['strings']}, 'GNU strings -n 4 on the UTF-8 bytes')
case('Printable strings of at least 12 characters', {'input': BIN, 'kinds': ['strings'], 'min_length': 12}, 'GNU strings -n 12 on the UTF-8 bytes')
case('Printable strings of at least 1 character', {'input': 'a\x00bc\x01\u00e9d', 'kinds': ['strings'], 'min_length': 1}, 'GNU strings -n 1 on the UTF-8 bytes')
LOG = '2024-03-15T10:22:01Z sshd[811]: Failed password for root from 203.0.113.7 port 52144\n2024-03-15T10:22:09Z nginx: GET https://shop.example.com/login?next=/admin from 2001:db8::17\nmd5 of /var/www/upload/shell.php: 5d41402abc4b2a76b9719d911017c592\nreport to abuse@example.net, again abuse@example.net from 203.0.113.7'
case('Every kind but strings by default, each value once', {'input': LOG}, 'each kind as above, merged in input order')
case('Repeats kept when unique is false', {'input': LOG, 'kinds': ['ipv4', 'email'], 'unique': False}, 'each kind as above, merged in input order')
case('Every kind, strings included', {'input': 'ip 192.0.2.1\x00mail a@example.com', 'kinds': KINDS}, 'each kind as above (strings: GNU strings -n 4), merged in input order')
case('Positions in UTF-16 code units after an emoji', {'input': '\U0001F600 caf\u00e9 10.1.2.3 \u2192 x@example.com', 'kinds': ['ipv4', 'email', 'domain']}, 'each kind as above; index = len(text[:i].encode("utf-16-le")) // 2')
case('Nothing found', {'input': 'no indicators here', 'kinds': ['ipv4', 'hash']}, 'each kind as above')
case('Empty text', {'input': ''}, 'each kind as above')

print("""import type { OperationCase } from '../cases.js';

/*
 * Written by oracle/cases.py (Python's re, ipaddress, email.utils, datetime, Debian's Public Suffix
 * List and GNU strings, run on this machine); the 422 cases at the end follow the README's limits.
 * Change the script and run it again rather than editing the generated part.
 */
const LIMITS = 'the toolbox contract, part 4 (toolbox-3.md), /extract, and the README\\'s limits';

export const cases: OperationCase[] = [""")
for name, inp, body, source in CASES:
    print('\t{ name: %s, op: \'extract\', input: %s, expected: { status: 200, body: %s }, source: %s },' % (json.dumps(name, ensure_ascii=False), json.dumps(inp, ensure_ascii=False), json.dumps(body, ensure_ascii=False), json.dumps(source, ensure_ascii=False)))
print("""	{ name: 'no kinds', op: 'extract', input: { input: 'a', kinds: [] }, expected: { status: 422, body: { detail: 'kinds: must name at least one kind', code: 'invalid_input' } }, source: LIMITS },
	{ name: 'an unknown kind', op: 'extract', input: { input: 'a', kinds: ['phone'] }, expected: { status: 422, body: { detail: 'kinds.0: Invalid option: expected one of "ipv4"|"ipv6"|"email"|"url"|"domain"|"mac"|"hash"|"date"|"file-path"|"credit-card"|"strings"', code: 'invalid_input' } }, source: LIMITS },
	{ name: 'min_length 0', op: 'extract', input: { input: 'a', kinds: ['strings'], min_length: 0 }, expected: { status: 422, body: { detail: 'min_length: Too small: expected number to be >=1', code: 'invalid_input' } }, source: LIMITS },
	{ name: 'min_length over 1,024', op: 'extract', input: { input: 'a', kinds: ['strings'], min_length: 1025 }, expected: { status: 422, body: { detail: 'min_length: Too big: expected number to be <=1024', code: 'invalid_input' } }, source: LIMITS },
	{ name: 'a text over 1,000,000 characters', op: 'extract', input: { input: 'a'.repeat(1_000_001) }, expected: { status: 422, body: { detail: 'input: must be at most 1,000,000 characters, got 1,000,001', code: 'invalid_input' } }, source: LIMITS },
	{ name: 'more than 20,000 matches', op: 'extract', input: { input: 'a@b.co '.repeat(20_001), kinds: ['email'], unique: false }, expected: { status: 422, body: { detail: 'input: the text holds more than 20,000 matches; ask for fewer kinds or send less text', code: 'invalid_input' } }, source: LIMITS }
];""")

# Oracle for src/lib/ops/xml-query/cases.ts. Run from the repository's root with Debian's python3 and
# its lxml and cssselect (apt-get install -y -qq python3-lxml python3-cssselect):
#   /usr/bin/python3 src/lib/ops/xml-query/oracle/cases.py > src/lib/ops/xml-query/cases.ts
# Every expected answer is computed by lxml (libxml2's XPath 1.0 engine and serializer) and
# cssselect, never by the code under test. The 422 cases are checked here to be refused by lxml too.
import json, math
from lxml import etree
from lxml.cssselect import CSSSelector

CASES = []
LXML = 'lxml %s (libxml2 %s)' % ('.'.join(map(str, etree.LXML_VERSION[:3])), '.'.join(map(str, etree.LIBXML_VERSION)))


def parse(text, fmt):
    if fmt == 'html':
        return etree.HTML(text)
    return etree.fromstring(text.encode('utf-8'), etree.XMLParser(resolve_entities=False, no_network=True))


def qname(el, clark):
    # An attribute's name as written: its prefix from the element's in-scope namespaces.
    if not clark.startswith('{'):
        return clark
    uri, local = clark[1:].split('}')
    if uri == 'http://www.w3.org/XML/1998/namespace':
        return 'xml:' + local
    for prefix, u in el.nsmap.items():
        if u == uri and prefix:
            return prefix + ':' + local
    raise ValueError(clark)


def tag_name(el):
    return el.prefix + ':' + etree.QName(el).localname if el.prefix else etree.QName(el).localname


def node(x):
    if isinstance(x, tuple):
        # lxml gives a namespace node as (prefix, uri), None for the default.
        return {'type': 'namespace', 'name': x[0] or '', 'value': x[1]}
    if isinstance(x, etree._Comment):
        return {'type': 'comment', 'value': x.text or ''}
    if isinstance(x, etree._ProcessingInstruction):
        return {'type': 'processing-instruction', 'name': x.target, 'value': x.text or ''}
    if isinstance(x, etree._Element):
        return {'type': 'element', 'name': tag_name(x), 'value': etree.tostring(x, encoding='unicode', with_tail=False)}
    if isinstance(x, str) and getattr(x, 'is_attribute', False):
        return {'type': 'attribute', 'name': qname(x.getparent(), x.attrname), 'value': str(x)}
    if isinstance(x, str) and (getattr(x, 'is_text', False) or getattr(x, 'is_tail', False)):
        return {'type': 'text', 'value': str(x)}
    raise TypeError(type(x))


def value(r):
    if isinstance(r, bool):
        return [{'type': 'boolean', 'value': r}]
    if isinstance(r, float):
        if math.isnan(r):
            return [{'type': 'number', 'value': 'NaN'}]
        if math.isinf(r):
            return [{'type': 'number', 'value': 'Infinity' if r > 0 else '-Infinity'}]
        return [{'type': 'number', 'value': int(r) if r == int(r) and abs(r) < 2 ** 53 else r}]
    if isinstance(r, str) and not hasattr(r, 'getparent'):
        return [{'type': 'string', 'value': str(r)}]
    if isinstance(r, str):
        # A "smart string" from string(): lxml keeps its parent, but it is an XPath string.
        return [{'type': 'string', 'value': str(r)}]
    return [node(x) for x in r]


def xpath(name, text, query, fmt='xml', namespaces=None, declared=None, given='auto'):
    """declared: the prefixes the document declares, which the operation resolves by itself (lxml needs them given)."""
    root = parse(text, fmt)
    ns = dict(declared or {})
    ns.update(namespaces or {})
    r = root.xpath(query, namespaces=ns) if ns else root.xpath(query)
    if isinstance(r, str) and not getattr(r, 'is_attribute', False) and not getattr(r, 'is_text', False):
        results = [{'type': 'string', 'value': str(r)}]
    else:
        results = value(r)
    inp = {'input': text, 'language': 'xpath', 'query': query}
    if given != 'auto':
        inp['format'] = given
    if namespaces:
        inp['namespaces'] = namespaces
    src = LXML + ': ' + ('etree.HTML(input)' if fmt == 'html' else 'etree.fromstring(input)') + '.xpath(query%s); elements by etree.tostring(el, encoding="unicode", with_tail=False)' % (', namespaces=…' if ns else '')
    CASES.append((name, inp, {'results': results, 'count': len(results), 'format': fmt}, src))


def strip_namespaces(root):
    # A copy with every element in no namespace: the operation's CSS type selectors match local names.
    copy = etree.fromstring(etree.tostring(root))
    for el in copy.iter():
        if isinstance(el.tag, str):
            el.tag = etree.QName(el).localname
    return copy


def css(name, text, query, fmt='xml', given='auto'):
    root = parse(text, fmt)
    if fmt == 'xml':
        plain = strip_namespaces(root)
        chosen = CSSSelector(query, translator='xml')(plain)
        order = {el: i for i, el in enumerate(plain.iter())}
        originals = list(root.iter())
        found = [originals[order[el]] for el in chosen]
    else:
        found = CSSSelector(query, translator='html')(root)
    results = [node(el) for el in found]
    inp = {'input': text, 'language': 'css', 'query': query}
    if given != 'auto':
        inp['format'] = given
    src = LXML + ' + cssselect: CSSSelector(query, translator=%r)(%s)' % ('html' if fmt == 'html' else 'xml', 'etree.HTML(input)' if fmt == 'html' else 'the document with namespaces stripped (type selectors match local names)')
    CASES.append((name, inp, {'results': results, 'count': len(results), 'format': fmt}, src))


CATALOG = '''<?xml version="1.0" encoding="UTF-8"?>
<catalog>
  <!-- two books -->
  <book id="b1" lang="en"><title>XML Basics</title><price>12.50</price><tags><tag>xml</tag><tag>intro</tag></tags></book>
  <book id="b2"><title>XPath &amp; You</title><price>30</price><note><![CDATA[<b>bold</b>]]> &lt;3</note></book>
  <?render mode="fast"?>
</catalog>'''

xpath('attributes: every book id', CATALOG, '//book/@id')
xpath('elements: titles of books under 20', CATALOG, '//book[price < 20]/title')
xpath('number: sum of the prices', CATALOG, 'sum(//price)')
xpath('number: count of books', CATALOG, 'count(//book)')
xpath('number: an average', CATALOG, 'sum(//price) div count(//price)')
xpath('texts: every title text, entities decoded', CATALOG, '//title/text()')
xpath('string: string() of an element', CATALOG, 'string(//book[2]/title)')
xpath('boolean: is there a Portuguese book', CATALOG, "boolean(//book[@lang='pt'])")
xpath('boolean: comparison', CATALOG, 'count(//tag) = 2')
xpath('element with CDATA, serialized as text', CATALOG, '//book[2]/note')
xpath('text: CDATA and text are one text node', CATALOG, '//note/text()')
xpath('comments', CATALOG, '//comment()')
xpath('processing instructions', CATALOG, '//processing-instruction()')
xpath('the root element, whole', CATALOG, '/catalog/book[1]')
xpath('every attribute', CATALOG, '//@*')
xpath('union in document order', CATALOG, '//price | //title')
xpath('ancestor axis', CATALOG, '//tag[1]/ancestor::book/@id')
xpath('following-sibling axis', CATALOG, '//book[1]/title/following-sibling::*[1]')
xpath('last() and position()', CATALOG, '//tag[last()]/text() | //book[position() = 2]/@id')
xpath('contains() and starts-with()', CATALOG, "//book[contains(title, 'XPath')]/@id | //*[starts-with(name(), 'pri')]")
xpath('string functions', CATALOG, "concat(substring-before(//book[1]/title, ' '), '-', translate(normalize-space('  a  b '), 'ab', 'AB'), '-', string-length(//book[1]/title))")
xpath('number: NaN', CATALOG, "number('twelve')")
xpath('number: infinity', CATALOG, '1 div 0')
xpath('number: negative infinity', CATALOG, '-1 div 0')
xpath('number: a fraction', CATALOG, '0.1 + 0.2')
xpath('number: floor, ceiling, round, mod', CATALOG, 'floor(2.5) + ceiling(2.5) * 10 + round(2.5) * 100 + 7 mod 3 * 1000')
xpath('name() of the root', CATALOG, 'name(/*)')
xpath('nothing selected', CATALOG, '//magazine')
xpath('white-space text nodes count', CATALOG, 'count(/catalog/text())')
xpath('an element with special characters in attributes', '<r><a t="x &lt; y &amp; &quot;z&quot; &gt; w" n="line&#10;tab&#9;cr&#13;">1 &gt; 0 &amp;&#13;</a></r>', '//a')
xpath('attribute values are normalized (tabs and newlines become spaces)', '<r a="x\ny\tz"/>', '//@a')
xpath('non-ASCII stays as it is', '<r><p lang="pt">Ação é ótima ☕ 😀</p></r>', '//p')
xpath('an empty element is written <x/>', '<r><x></x><y> </y></r>', '/r/*')

ATOM = '''<feed xmlns="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <title>News</title>
  <entry><title>One</title><dc:creator>Ana</dc:creator><link href="/1" rel="alternate"/></entry>
  <entry xml:lang="pt"><title>Dois</title><dc:creator>Bia</dc:creator></entry>
</feed>'''
A = {'a': 'http://www.w3.org/2005/Atom'}
DC = {'dc': 'http://purl.org/dc/elements/1.1/'}
xpath('namespaces: a prefix given for the default namespace', ATOM, '//a:entry/a:title', namespaces=A)
xpath('namespaces: a prefix the document declares needs no mapping', ATOM, '//dc:creator', declared=DC)
xpath('namespaces: an element declares the namespaces in scope', ATOM, '//a:entry[1]', namespaces=A, declared=DC)
xpath('namespaces: unprefixed names are in no namespace (XPath 1.0)', ATOM, '//title')
xpath('namespaces: local-name() ignores them', ATOM, "//*[local-name() = 'title'][2]/text()")
xpath('namespaces: xml:lang', ATOM, '//@xml:lang')
xpath('namespaces: the namespace axis of one element', ATOM, "/*/namespace::*[name() = 'dc']")
xpath('a comment, text and CDATA in a PI-free document', '<r>a<!--note-->b<![CDATA[&c]]></r>', '/r/node()')
xpath('an HTML entity inside CDATA and a comment is plain text', '<r><![CDATA[&nbsp;]]><!-- &copy; --></r>', 'string(/r)')
xpath('namespaces: a prefixed attribute and nested declarations', '<r xmlns:p="urn:p" xmlns:q="urn:q"><m xmlns:s="urn:s"><q:x p:y="2" s:z="3"><z/><p:w/></q:x></m></r>', '//q:x | //p:w | //m/@*', declared={'p': 'urn:p', 'q': 'urn:q'})

css('css: child combinator', CATALOG, 'book > title')
css('css: attribute presence', CATALOG, 'book[lang]')
css('css: :nth-child', CATALOG, 'tag:nth-child(2)')
css('css: :not()', CATALOG, 'book:not([lang]) price')
css('css: attribute prefix', CATALOG, '[id^="b"]')
css('css: a selector list, in document order', CATALOG, 'price, title')
css('css: :first-child and :empty', '<r><a/><b>x</b><c></c></r>', ':root > :first-child, c:empty')
css('css: type selectors match local names in any namespace', ATOM, 'entry title')
css('css: in XML names are case-sensitive', '<r><Item>1</Item><item>2</item></r>', 'Item')

SHOP = '<!DOCTYPE html>\n<html lang="en"><head><title>Shop</title></head><body><nav><a href="/">Home</a> <a class="ext" href="https://example.org">Example</a></nav><ul id="items"><li class="item sale">Tea <b>2.50</b></li><li class="item">Coffee <b>4.00</b></li><li class="item">Cake &amp; cream<br>slice &nbsp;&copy;</li></ul><p>See <a href="/docs">the docs</a>.</p></body></html>'
xpath('html: the text of the sale prices', SHOP, "//li[contains(@class, 'sale')]/b/text()", fmt='html')
xpath('html: every link', SHOP, '//a/@href', fmt='html')
xpath('html: a void element written as XML, entities decoded', SHOP, '//li[3]', fmt='html')
xpath('html: count of list items', SHOP, 'count(//ul/li)', fmt='html')
xpath('html: the title', SHOP, 'string(/html/head/title)', fmt='html')
css('css html: a class', SHOP, 'nav a.ext', fmt='html')
css('css html: an id and :last-child', SHOP, '#items li:last-child', fmt='html')
css('css html: descendant and :nth-child', SHOP, 'ul > li:nth-child(2) b', fmt='html')
css('css html: attribute prefix', SHOP, 'a[href^="/"]', fmt='html')
css('css html: tag names are case-insensitive', SHOP, 'LI.sale', fmt='html')
xpath('html asked for a fragment: implied end tags', '<div><p>one<p>two</div>', '//p', fmt='html', given='html')
css('html asked for: lower-case names', '<DIV ID="x"><SPAN>a</SPAN></DIV>', 'div#x span', fmt='html', given='html')


def refused(name, inp, detail, why, check=None):
    if check:
        try:
            check()
        except Exception as e:  # lxml refuses it too
            why += '; lxml refuses it too (%s)' % type(e).__name__
        else:
            raise AssertionError('lxml accepts ' + name)
    CASES.append((name, inp, None, why, detail))


CONTRACT = 'the toolbox contract, part 4 (toolbox-3.md), /xml/query, and this module\'s README'
refused('xpath that does not parse', {'input': CATALOG, 'language': 'xpath', 'query': '//book['}, 'query: is not an XPath 1.0 expression this engine can run: XPath parse error', CONTRACT, lambda: parse(CATALOG, 'xml').xpath('//book['))
refused('xpath with an unknown function', {'input': CATALOG, 'language': 'xpath', 'query': 'shout(//title)'}, 'query: is not an XPath 1.0 expression this engine can run: Unknown function shout', CONTRACT, lambda: parse(CATALOG, 'xml').xpath('shout(//title)'))
refused('xpath with an undeclared prefix', {'input': CATALOG, 'language': 'xpath', 'query': '//x:book'}, 'query: is not an XPath 1.0 expression this engine can run: Cannot resolve QName x', CONTRACT, lambda: parse(CATALOG, 'xml').xpath('//x:book'))
refused('xpath with a variable', {'input': CATALOG, 'language': 'xpath', 'query': '//book[@id = $id]'}, 'query: is not an XPath 1.0 expression this engine can run: Undeclared variable: $id', CONTRACT, lambda: parse(CATALOG, 'xml').xpath('//book[@id = $id]'))
refused('the namespace axis of several elements', {'input': ATOM, 'language': 'xpath', 'query': '//a:entry/namespace::*', 'namespaces': A}, 'query: asks the namespace axis (namespace::) of more than one element, which this engine cannot put in order; ask it of one element', CONTRACT)
refused('a CSS selector that does not parse', {'input': CATALOG, 'language': 'css', 'query': 'book['}, 'query: is not a CSS selector this engine can run: Expected name, found', CONTRACT, lambda: CSSSelector('book['))
refused('XML that is not well-formed', {'input': '<r>\n  <a></r>', 'language': 'xpath', 'query': '/'}, 'input: line 2, column 3: not well-formed XML: Opening and ending tag mismatch: "a" != "r"', CONTRACT, lambda: parse('<r>\n  <a></r>', 'xml'))
refused('text that is not XML', {'input': 'just text', 'language': 'xpath', 'query': '/'}, 'input: line 1, column 1: not well-formed XML: missing root element', CONTRACT, lambda: parse('just text', 'xml'))
refused('a control character', {'input': '<r>bell \u0007</r>', 'language': 'xpath', 'query': '/'}, 'input: line 1, column 9: U+0007 is not a character XML 1.0 allows', CONTRACT, lambda: parse('<r>bell \u0007</r>', 'xml'))
LAUGHS = '<?xml version="1.0"?>\n<!DOCTYPE lolz [\n <!ENTITY lol "lol">\n <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">\n <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">\n]>\n<lolz>&lol3;</lolz>'
refused('billion laughs: entity declarations are refused', {'input': LAUGHS, 'language': 'xpath', 'query': 'string(/lolz)'}, 'input: line 3, column 2: declares an entity (<!ENTITY …>); entities are never expanded here, internal or external, so a document that declares them is refused', CONTRACT)
XXE = '<?xml version="1.0"?>\n<!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<r>&xxe;</r>'
refused('XXE: an external entity is refused', {'input': XXE, 'language': 'xpath', 'query': 'string(/r)'}, 'input: line 2, column 14: declares an entity (<!ENTITY …>); entities are never expanded here, internal or external, so a document that declares them is refused', CONTRACT)
refused('an unknown entity', {'input': '<r>&nbsp;</r>', 'language': 'xpath', 'query': '/'}, 'input: line 1, column 4: &nbsp; is not an XML entity (XML has &amp; &lt; &gt; &quot; &apos; and &#…; references; HTML\'s names need format html)', CONTRACT, lambda: parse('<r>&nbsp;</r>', 'xml'))

print("""import type { OperationCase } from '../cases.js';

/*
 * Written by oracle/cases.py (lxml and cssselect, Debian's python3-lxml and python3-cssselect, run on
 * this machine); the 422 cases follow the contract and this module's README, and the script checks
 * that lxml refuses the same inputs. Change the script and run it again rather than editing here;
 * the cases built in code at the end are the limits (too large to write out).
 */
const CONTRACT = 'the toolbox contract, part 4 (toolbox-3.md), /xml/query, and this module\\'s README';
const refused = (name: string, input: Record<string, unknown>, detail: string): OperationCase => ({ name, op: 'xml-query', input, expected: { status: 422, body: { detail, code: 'invalid_input' } }, source: CONTRACT });

export const cases: OperationCase[] = [""")
for c in CASES:
    name, inp, body, source = c[:4]
    if body is None:
        print('\t{ name: %s, op: \'xml-query\', input: %s, expected: { status: 422, body: { detail: %s, code: \'invalid_input\' } }, source: %s },' % (json.dumps(name), json.dumps(inp, ensure_ascii=False), json.dumps(c[4], ensure_ascii=False), json.dumps(source)))
    else:
        print('\t{ name: %s, op: \'xml-query\', input: %s, expected: { status: 200, body: %s }, source: %s },' % (json.dumps(name, ensure_ascii=False), json.dumps(inp, ensure_ascii=False), json.dumps(body, ensure_ascii=False), json.dumps(source, ensure_ascii=False)))
print("""	refused('input over 524,288 characters', { input: `<r>${'x'.repeat(524_282)}</r>`, language: 'xpath', query: '/' }, 'input: must be at most 524,288 characters, got 524,289'),
	refused('query over 2,000 characters', { input: '<r/>', language: 'xpath', query: '/'.repeat(2_001) }, 'query: must be at most 2,000 characters, got 2,001'),
	refused('elements nested more than 512 levels', { input: '<a>'.repeat(513) + '</a>'.repeat(513), language: 'xpath', query: '/' }, 'input: nests elements more than 512 levels deep'),
	refused('more than 10,000 results', { input: `<r>${'<a/>'.repeat(10_001)}</r>`, language: 'css', query: 'a' }, 'query: selects more than 10,000 results; narrow the query'),
	refused('results over 2,097,152 characters', { input: '<a>'.repeat(500) + 'x'.repeat(5_000) + '</a>'.repeat(500), language: 'xpath', query: '//a' }, 'the results would be more than 2,097,152 characters; narrow the query')
];""")

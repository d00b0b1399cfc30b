/**
 * YAML `sort_keys` (IT-Tools' yaml-viewer): the `yaml` package's documents, whose nodes carry their
 * comments, so sorting a mapping's pairs moves each key's comments with it and loses none: a
 * comment line above a key (or after its value) goes with that key; one above the document's first
 * key, or at the end of a mapping, stays where it was. The sorted text is then laid out by Prettier, as `format` does.
 */
import { errors } from './errors.js';

type YamlModule = typeof import('yaml');
type Pair = import('yaml').Pair<unknown, unknown>;

/** Numbers first, by value; then everything else by its text, code point by code point (as Python compares). */
function compareKeys(yaml: YamlModule, a: Pair, b: Pair): number {
	const ka = yaml.isScalar(a.key) ? a.key.value : a.key;
	const kb = yaml.isScalar(b.key) ? b.key.value : b.key;
	const na = typeof ka === 'number' || typeof ka === 'bigint';
	const nb = typeof kb === 'number' || typeof kb === 'bigint';
	if (na && nb) return ka < kb ? -1 : ka > kb ? 1 : 0;
	if (na !== nb) return na ? -1 : 1;
	const sa = [...String(ka ?? '')];
	const sb = [...String(kb ?? '')];
	for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
		const d = sa[i].codePointAt(0)! - sb[i].codePointAt(0)!;
		if (d !== 0) return d;
	}
	return sa.length - sb.length;
}

/** The first error of a parse, as the module's `syntax` message. */
function syntaxError(error: import('yaml').YAMLError) {
	const at = error.linePos?.[0];
	const reason = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
	return errors.error('syntax', { line: at?.line ?? 1, column: at?.col ?? 1, language: 'YAML', reason }, { field: 'input' });
}

/** Every mapping of every document of `text` with its keys in order; the text as the `yaml` package writes it back. */
export async function sortYamlKeys(text: string): Promise<string> {
	const yaml = await import('yaml');
	const documents = yaml.parseAllDocuments(text, { prettyErrors: true });
	const list = Array.isArray(documents) ? documents : [];
	for (const document of list) if (document.errors.length > 0) throw syntaxError(document.errors[0]);
	for (const document of list) {
		// A comment above a document's first key reads as the document's header (nothing tells the
		// two apart): it stays at the top rather than travelling with that key.
		const first = yaml.isMap(document.contents) ? document.contents.items[0] : undefined;
		if (first && yaml.isNode(first.key) && first.key.commentBefore) {
			document.commentBefore = [document.commentBefore, first.key.commentBefore].filter(Boolean).join('\n');
			first.key.commentBefore = undefined;
		}
		yaml.visit(document, {
			Map(_key, map) {
				map.items.sort((a, b) => compareKeys(yaml, a as Pair, b as Pair));
			}
		});
	}
	try {
		return list.map((document) => document.toString({ lineWidth: 0 })).join('');
	} catch (err) {
		// An alias names an anchor written before it; a key sorted ahead of its anchor's leaves it
		// dangling, and the `yaml` package refuses to write that ("Unresolved alias").
		if (/alias/i.test((err as Error).message)) throw errors.error('alias_order', {}, { field: 'sort_keys' });
		throw err;
	}
}

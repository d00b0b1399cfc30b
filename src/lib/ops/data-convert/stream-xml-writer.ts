/**
 * A list of values written as XML item by item, as convert.ts's writeXml lays the whole list out:
 * `<root>` with one `<item>` per value. Each item is written by the same builder as the whole, as
 * a root around a list of one, and cut out of it; what XML cannot hold is said once the whole
 * text has been read (a syntax error later wins), the first in the order writeXml's check finds
 * it: a list in the list (said of the whole list, at its root) before anything inside an item.
 * A null item is written by the builder before all the others (fast-xml-parser 5's j2x gathers
 * empty items apart), which no item-by-item writing can do: the list is then read whole.
 */
import type { XMLBuilder } from 'fast-xml-parser';
import { checkXml, xmlBuilder } from './convert.js';
import { errors } from './errors.js';
import { ConvertError } from './read.js';

/** Where the answer goes: stream-convert.ts's Answer. */
interface Out {
	push(text: string): void;
}

/** A null item: read the text whole instead (see above). */
export class NullItem extends Error {}

export function xmlArrayWriter(out: Out, indent: number) {
	const builder: XMLBuilder = xmlBuilder(indent);
	// "<root>\n" and "</root>\n" around the item's lines, or "<root>" and "</root>" on one line.
	const open = indent ? '<root>\n' : '<root>';
	const close = indent ? '</root>\n' : '</root>';
	let count = 0;
	let listInList: ConvertError | null = null;
	let inItem: ConvertError | null = null;
	return {
		item(value: unknown) {
			if (value === null) throw new NullItem();
			const index = count++;
			if (Array.isArray(value)) listInList ??= new ConvertError('to', errors.words('xml_nested_array', { path: '' }));
			if (listInList || inItem) return;
			try {
				checkXml(value, `/${index}`);
			} catch (error) {
				inItem = error as ConvertError;
				return;
			}
			const text = builder.build({ root: { item: [value] } }) as string;
			out.push((index === 0 ? open : '') + text.slice(open.length, text.length - close.length));
		},
		end() {
			if (listInList || inItem) throw listInList ?? inItem;
			out.push(count === 0 ? (builder.build({ root: { item: [] } }) as string) : close);
		}
	};
}

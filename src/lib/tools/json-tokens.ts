/** A piece of pretty-printed JSON, classified for colouring. */
export interface JsonToken {
	kind: 'key' | 'string' | 'number' | 'literal' | 'punct';
	text: string;
}

const TOKEN = /("(?:\\.|[^"\\])*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b|([{}[\],:]|\s+)/g;

/**
 * Splits `JSON.stringify(value, null, 2)` into coloured tokens. Rendering them as text (never
 * as HTML) keeps whatever an operation returns inert.
 */
export function jsonTokens(json: string): JsonToken[] {
	const out: JsonToken[] = [];
	for (const m of json.matchAll(TOKEN)) {
		if (m[1] !== undefined) {
			out.push({ kind: m[2] ? 'key' : 'string', text: m[1] });
			if (m[2]) out.push({ kind: 'punct', text: m[2] });
		} else if (m[3] !== undefined) out.push({ kind: 'number', text: m[3] });
		else if (m[4] !== undefined) out.push({ kind: 'literal', text: m[4] });
		else out.push({ kind: 'punct', text: m[0] });
	}
	return out;
}

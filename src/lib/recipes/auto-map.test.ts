import { describe, expect, it } from 'vitest';
import { getOperation } from '../ops/registry.js';
import { inputJsonSchema, outputJsonSchema } from '../server/api/openapi.js';
import { answerFields, autoMap } from './auto-map.js';

/** The real schemas, as /recipes.json serves them to the page. */
const out = (id: string) => outputJsonSchema(getOperation(id)!);
const inp = (id: string) => inputJsonSchema(getOperation(id)!);

describe('autoMap', () => {
	// The three examples of the issue, with the pointers it names.
	it('maps encode → hash: the encoded text is the text to hash', () => {
		expect(autoMap(out('encode'), inp('hash'))).toEqual({ input: '/output' });
	});

	it('maps qr-code-decode → url-parse: the decoded text is the URL', () => {
		expect(autoMap(out('qr-code-decode'), inp('url-parse'))).toEqual({ url: '/text' });
	});

	it('maps geocoding → timezone by name: the first place’s lat and lon', () => {
		// A place search answers a list (docs/api.md, geocoding): the first place's coordinates.
		const paris = { results: [{ lat: 48.85341, lon: 2.3488, display_name: 'Paris, Île-de-France, France', type: 'city', address: {} }] };
		expect(autoMap(out('geocoding'), inp('timezone'), paris)).toEqual({ lat: '/results/0/lat', lon: '/results/0/lon' });
		// A reverse lookup answers one place: its own lat and lon.
		const place = { lat: 48.85341, lon: 2.3488, display_name: 'Paris', type: 'city', address: {}, distance_km: 0.5 };
		expect(autoMap(out('geocoding'), inp('timezone'), place)).toEqual({ lat: '/lat', lon: '/lon' });
	});

	it('proposes nothing when the answer has several free-text fields', () => {
		// url-parse answers href, hostname, pathname…: which one goes to hash is the user's choice.
		expect(autoMap(out('url-parse'), inp('hash'))).toBeNull();
	});

	it('does not carry choices (enums) over by name: encode → encode maps only the text', () => {
		expect(autoMap(out('encode'), inp('encode'))).toEqual({ input: '/output' });
	});

	it('proposes nothing without schemas', () => {
		expect(autoMap(undefined, inp('hash'))).toBeNull();
	});
});

describe('answerFields', () => {
	it('lists scalar fields as JSON Pointers, escaping ~ and / (RFC 6901)', () => {
		const schema = { type: 'object', properties: { 'a/b': { type: 'string' }, 'c~d': { type: 'number' }, list: { type: 'array', items: { type: 'object', properties: { x: { type: 'string' } } } } } };
		expect(answerFields(schema).map((f) => f.pointer)).toEqual(['/a~1b', '/c~0d', '/list/0/x']);
	});
});

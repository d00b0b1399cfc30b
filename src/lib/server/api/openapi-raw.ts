/**
 * The raw body of /hash, /hmac and /encode in the OpenAPI document (docs/api.md, "Raw bodies"):
 * `application/octet-stream` beside the JSON body, its parameters in the query string (and HMAC's
 * key in a header), its answers (JSON with the body's size; /encode's streamed bytes or text),
 * and its limits' answers.
 */
import type { Operation } from '../../engine/define.js';
import { HMAC_KEY_HEADER, MAX_JSON_OUTPUT, RAW_OPERATIONS } from '../raw/operations.js';
import { RAW_TYPE } from '../raw/ids.js';

type Schema = Record<string, unknown>;
type Responses = Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;

/** What a raw call's JSON answer has instead of (or beside) the JSON call's: the body's size. */
const RAW_ANSWERS: Record<string, Schema> = {
	hash: {
		type: 'object',
		description: 'The answer to a raw body: its size and the digests (no `input`)',
		required: ['bytes', 'hashes'],
		properties: { bytes: { type: 'integer', minimum: 0 }, hashes: { type: 'object', additionalProperties: { type: 'string' } } }
	},
	hmac: {
		type: 'object',
		description: 'The answer to a raw body: the HMAC, the algorithm and the body’s size',
		required: ['hmac', 'algorithm', 'bytes'],
		properties: { hmac: { type: 'string' }, algorithm: { type: 'string' }, bytes: { type: 'integer', minimum: 0 } }
	},
	encode: {
		type: 'object',
		description: `The answer to a raw body as JSON (at most ${MAX_JSON_OUTPUT.toLocaleString('en')} bytes of output): the output, the scheme, the direction and the body’s size`,
		required: ['output', 'scheme', 'direction', 'bytes'],
		properties: { output: { type: 'string' }, scheme: { type: 'string' }, direction: { type: 'string' }, bytes: { type: 'integer', minimum: 0 } }
	}
};

/** The raw request body's description, the same for the three. */
const RAW_BODY =
	'The body as JSON, or the bytes themselves as application/octet-stream (a raw body: up to MAX_RAW_BODY, 256 MiB by default, ' +
	'read and answered within RAW_BODY_TIMEOUT_MS, streamed, never held whole) with the parameters in the query string. ' +
	'The key and the limits are checked before the body is read (a client waiting on `Expect: 100-continue` sends nothing when refused).';

/**
 * Adds the raw form to `operation` (a built OpenAPI operation of `op`) when `op` takes raw bodies:
 * the octet-stream body, the query parameters (and HMAC's key header), the raw answers and limits.
 */
export function addRawBody(op: Operation, operation: Schema, input: Schema, responses: Responses): void {
	const raw = RAW_OPERATIONS[op.id];
	if (!raw) return;
	const props = (input.properties ?? {}) as Record<string, Schema>;
	const body = operation.requestBody as { description?: string; content: Record<string, unknown> };
	body.description = RAW_BODY;
	body.content[RAW_TYPE] = { schema: { type: 'string', contentMediaType: RAW_TYPE }, example: 'The quick brown fox jumps over the lazy dog' };
	const required = new Set((input.required as string[] | undefined) ?? []);
	const parameters: Schema[] = raw.params.map((name) => {
		const list = raw.lists?.includes(name) ?? false;
		const example = raw.example[name];
		return {
			name,
			in: 'query',
			// Not required: a JSON body carries its parameters itself.
			required: false,
			description: `With a raw body only${required.has(name) ? ' (then required)' : ''}: ${String(props[name]?.description ?? '')}${list ? '; comma-separated, or the parameter repeated' : ''}`,
			schema: props[name],
			...(list && { style: 'form', explode: false }),
			...(example !== undefined && { example: list ? example.split(',') : example })
		};
	});
	if (op.id === 'hmac') {
		parameters.push({
			name: 'X-Utilkit-Hmac-Key',
			in: 'header',
			required: false,
			description: `With a raw body only (then required): the secret key, written as \`key_encoding\` says; never in the query string (URLs are logged). Header name: ${HMAC_KEY_HEADER}`,
			schema: { type: 'string' },
			example: 'whsec_example'
		});
	}
	operation.parameters = parameters;

	const ok = responses['200'].content!['application/json'];
	ok.schema = { anyOf: [ok.schema, RAW_ANSWERS[op.id]] };
	if (op.id === 'encode') {
		const streamed = (what: string) => ({
			schema: { type: 'string', description: `With a raw body and Accept: application/octet-stream or text/plain: ${what}, streamed as it is made. A failure after the first bytes cuts the answer off (no final chunk).` }
		});
		responses['200'].content!['application/octet-stream'] = streamed('the decoded bytes (direction decode)');
		responses['200'].content!['text/plain'] = streamed('the encoded text, ASCII (direction encode)');
	}
	responses['413'] = {
		description: `JSON body larger than 1 MiB, or raw body larger than MAX_RAW_BODY (by its Content-Length, or once it passes it)${op.id === 'encode' ? `; a raw body whose JSON answer would hold more than ${MAX_JSON_OUTPUT.toLocaleString('en')} bytes` : ''}`,
		content: { 'application/json': { schema: errorSchema(['payload_too_large']) } }
	};
	responses['415'] = {
		description: 'Body neither application/json nor application/octet-stream',
		content: { 'application/json': { schema: errorSchema(['unsupported_media_type']) } }
	};
	// A raw body past its deadline (RAW_BODY_TIMEOUT_MS) is one more 422 of every raw operation.
	const invalid = responses['422'].content!['application/json'].schema as { properties: { code: { enum: string[] } } };
	if (!invalid.properties.code.enum.includes('time_limit_exceeded')) invalid.properties.code.enum.push('time_limit_exceeded');
	responses['422'].description += '; a raw body not read and answered within RAW_BODY_TIMEOUT_MS (`time_limit_exceeded`)';
}

function errorSchema(codes: string[]): Schema {
	return { type: 'object', required: ['detail', 'code'], properties: { detail: { type: 'string' }, code: { type: 'string', enum: codes } } };
}

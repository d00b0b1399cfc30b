/** How the core writes its JSON answers and reads JSON bodies (every stage uses these). */
import type { ErrorKey, Operation } from '../../engine/define.js';
import type { ErrorCode } from '../../engine/error-codes.js';
import type { OperationResult } from '../../engine/execute.js';
import { RAW_OPERATION_IDS } from '../raw/ids.js';
import type { ApiRequest, ApiResponse } from './types.js';

export const JSON_TYPE = 'application/json';
const EMPTY_BODY = 'Request body is empty: send a JSON object';

export function respond(status: number, headers: Record<string, string>, body: unknown): ApiResponse {
	headers['content-type'] = JSON_TYPE;
	return { status, headers, body: JSON.stringify(body) };
}

/** An error answer: `{"detail": message, "code": code}` (or `error`, where the operation says so). Error paths only. */
export function error(status: number, headers: Record<string, string>, code: ErrorCode, message: string, key: ErrorKey = 'detail'): ApiResponse {
	return respond(status, headers, { [key]: message, code });
}

/**
 * Parses the JSON request body into `call.json`; the 415/422 answer when it cannot (with the
 * operation's error key, when there is one), else null.
 */
export function readJson(call: { req: ApiRequest; headers: Record<string, string>; json?: unknown }, op?: Operation): ApiResponse | null {
	const { req, headers } = call;
	const type = req.header('content-type');
	if (!type || !isJsonType(type)) {
		// The operations that also take a raw body say so (docs/api.md, "Raw bodies").
		const or = op && RAW_OPERATION_IDS.has(op.id) ? ', or application/octet-stream for a raw body' : '';
		return error(415, headers, 'unsupported_media_type', `Content-Type must be application/json${or}`, op && invalidKey(op, 415));
	}
	if (req.body === null) return error(422, headers, 'empty_body', EMPTY_BODY, op && invalidKey(op, 422));
	try {
		call.json = JSON.parse(req.body);
		return null;
	} catch {
		const empty = req.body.trim() === '';
		return error(422, headers, empty ? 'empty_body' : 'invalid_json', empty ? EMPTY_BODY : 'Request body is not valid JSON', op && invalidKey(op, 422));
	}
}

/**
 * The header with which the app asks for what an operation says by message id (docs/api.md,
 * "The app's message ids"): with it, an answer's body also has a `message_ids` member; without it, the
 * body is the contract's alone.
 */
export const MESSAGE_IDS_HEADER = 'x-utilkit-message-ids';

/**
 * The body of an operation's answer (or a recipe's: its refusal, or the frame around its failing
 * step), with its message ids when the caller asked for them (MESSAGE_IDS_HEADER):
 * `message_ids: {error, issues, answer}`, each only where the result has it.
 */
export function bodyWithWords(req: ApiRequest, result: OperationResult): unknown {
	if (req.header(MESSAGE_IDS_HEADER) !== '1' || !result.body || typeof result.body !== 'object') return result.body;
	const words: Record<string, unknown> = {};
	if (result.words) words.error = result.words;
	if (result.issues) words.issues = result.issues;
	if (result.answerWords) words.answer = result.answerWords;
	return Object.keys(words).length ? { ...result.body, message_ids: words } : result.body;
}

/** The caller takes server-sent events (`Accept: text/event-stream`, alone or among others). */
export function wantsEvents(req: ApiRequest): boolean {
	const accept = req.header('accept');
	return accept !== undefined && /(^|,)\s*text\/event-stream\s*(;|,|$)/i.test(accept);
}

/** `application/json`, with parameters such as charset, in any case. */
function isJsonType(type: string): boolean {
	return type === JSON_TYPE || type.split(';', 1)[0].trim().toLowerCase() === JSON_TYPE;
}

/** Validation errors use the operation's key where the status matches (fake-data's 422 is {"error"}). */
function invalidKey(op: Operation, status: number): ErrorKey {
	return op.invalid.status === status ? op.invalid.key : 'detail';
}

import type { z } from 'zod';
import { OperationError, type Operation, type OperationContext } from './define.js';
import type { ErrorCode } from './error-codes.js';
import { answerWords, type Words } from './words.js';

/** The answer of one operation call, in the API's terms; the worker returns the same. */
export interface OperationResult {
	status: number;
	body: unknown;
	/** On a validation failure: each problem by field, for the app to say at the field (never sent by the API). */
	issues?: FieldIssue[];
	/** An operation's own error, by message id (engine/words.ts): for the app to say in its language (never sent by the API). */
	words?: Words;
	/** Messages inside a 200 answer, by JSON Pointer into the body (engine/words.ts, `withWords`; never sent by the API). */
	answerWords?: Record<string, Words>;
}

/**
 * One validation problem of the input, in terms the app can put in the user's language: the
 * dotted path of the field, zod's issue code and the members zod's error maps read (bounds,
 * choices, format, keys); `words` where the schema words the problem itself (a catalog's `zod`
 * error map); `message` is the API's English wording, the fallback.
 */
export interface FieldIssue {
	path: string;
	code: string;
	message: string;
	origin?: string;
	minimum?: number;
	maximum?: number;
	inclusive?: boolean;
	expected?: string;
	values?: string[];
	format?: string;
	pattern?: string;
	keys?: string[];
	divisor?: number;
	words?: Words;
}

/** A field that was not given at all (zod reports it as the wrong type, "received undefined"; a schema may say "is required" itself). */
function isMissing(issue: z.core.$ZodIssue): boolean {
	return issue.code === 'invalid_type' && (/received undefined/.test(issue.message) || issue.message === 'is required');
}

/** The issues of a failed parse as FieldIssues (the first five, as in `describeIssues`). */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
	return error.issues.slice(0, 5).map((issue) => {
		const raw = issue as unknown as Record<string, unknown>;
		const out: FieldIssue = { path: issue.path.join('.'), code: isMissing(issue) ? 'required' : issue.code, message: issue.message };
		if (typeof raw.origin === 'string') out.origin = raw.origin;
		if (typeof raw.minimum === 'number' || typeof raw.minimum === 'bigint') out.minimum = Number(raw.minimum);
		if (typeof raw.maximum === 'number' || typeof raw.maximum === 'bigint') out.maximum = Number(raw.maximum);
		if (typeof raw.inclusive === 'boolean') out.inclusive = raw.inclusive;
		if (typeof raw.expected === 'string') out.expected = raw.expected;
		if (Array.isArray(raw.values)) out.values = raw.values.map(String);
		if (typeof raw.format === 'string') out.format = raw.format;
		if (typeof raw.pattern === 'string') out.pattern = raw.pattern;
		if (Array.isArray(raw.keys)) out.keys = raw.keys.map(String);
		if (typeof raw.divisor === 'number') out.divisor = raw.divisor;
		const words = (raw.params as { words?: Words } | undefined)?.words;
		if (words) out.words = words;
		return out;
	});
}

/**
 * Validates `input` and runs the operation: the one code path shared by the API and the worker,
 * so both give the same status and body for the same input. Unexpected errors propagate.
 * Synchronous operations answer synchronously (no promise on the API's hot path).
 */
export function executeOperation(
	op: Operation,
	input: unknown,
	ctx: OperationContext
): OperationResult | Promise<OperationResult> {
	const parsed = validateInput(op, input);
	return 'status' in parsed ? parsed : runValidated(op, parsed.data, ctx);
}

/** The input as the operation's schema reads it, or the invalid-input answer. */
export function validateInput(op: Operation, input: unknown): { data: unknown } | OperationResult {
	const parsed = op.input.safeParse(input);
	if (parsed.success) return { data: parsed.data };
	return {
		status: op.invalid.status,
		body: { [op.invalid.key]: describeIssues(parsed.error), code: 'invalid_input' satisfies ErrorCode },
		issues: fieldIssues(parsed.error)
	};
}

/**
 * Loads all the operation needs for this input (`prepare`, then `prepareFor`): what the pool's
 * threads and the browser worker await before a run's deadline starts.
 */
export async function loadForRun(op: Operation, input: unknown): Promise<void> {
	await op.prepare?.();
	await op.prepareFor?.(input);
}

/**
 * Runs the operation on input its schema has read; an OperationError becomes its answer. An
 * operation whose code loads on first use (`prepare`, engine/lazy.ts) is loaded before its first
 * run (and what this input needs, `prepareFor`); once loaded, a synchronous operation answers
 * synchronously again.
 */
export function runValidated(op: Operation, data: unknown, ctx: OperationContext): OperationResult | Promise<OperationResult> {
	if (op.prepare && op.prepared && !op.prepared()) return op.prepare().then(() => runValidated(op, data, ctx));
	const loading = op.prepareFor?.(data);
	if (loading) return loading.then(() => runValidated(op, data, ctx));
	let output: unknown;
	try {
		output = op.run(data, ctx);
	} catch (err) {
		return expectedError(op, err);
	}
	if (output instanceof Promise) {
		return output.then(
			(body) => answer(body),
			(err) => expectedError(op, err)
		);
	}
	return answer(output);
}

/** A 200 answer, with the messages the operation marked in it (withWords). */
function answer(body: unknown): OperationResult {
	const words = answerWords(body);
	return words ? { status: 200, body, answerWords: words } : { status: 200, body };
}

/** An OperationError as its documented answer, `{[key]: message, code}`; anything else is a bug and is rethrown. */
function expectedError(op: Operation, err: unknown): OperationResult {
	if (err instanceof OperationError) {
		const result: OperationResult = { status: err.status, body: { [err.key ?? op.invalid.key]: err.message, code: err.code } };
		if (err.words) result.words = err.words;
		return result;
	}
	throw err;
}

/** One readable sentence per problem, e.g. "digits: must be 6 or 8; secret: is required". */
export function describeIssues(error: z.ZodError): string {
	return error.issues
		.slice(0, 5)
		.map((issue) => {
			const where = issue.path.length ? issue.path.join('.') : 'body';
			return `${where}: ${isMissing(issue) ? 'is required' : issue.message}`;
		})
		.join('; ');
}

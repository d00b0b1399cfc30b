/**
 * The currency converter offline: the app keeps the day's table of the last answer it saw and,
 * with no connection, answers from it instead of queueing the request (src/lib/ops/currency/README.md,
 * "Currency converter"). Found by `src/lib/run/offline-answers.ts` by its file name, like a view; it stays
 * free of zod so the tool page can load it on its own.
 */
import { conversion, MAX_AMOUNT, type RatesTable } from './convert.js';
import { fullText, type Words } from '../../engine/words.js';
import { errors } from './errors.js';

/** The rates table of a 200 answer, or null when the answer carries none. */
export function keep(body: unknown): RatesTable | null {
	if (!body || typeof body !== 'object') return null;
	const { date, source, rates } = body as Partial<RatesTable>;
	if (typeof date !== 'string' || typeof source !== 'string' || !rates || typeof rates !== 'object') return null;
	const entries = Object.entries(rates);
	if (!entries.length || entries.some(([code, rate]) => !/^[A-Z]{3}$/.test(code) || typeof rate !== 'number' || !(rate > 0))) return null;
	return { date, source, rates: Object.fromEntries(entries) };
}

const invalid = (detail: string, words?: Words) => ({ status: 422, body: { detail, code: 'invalid_input' }, ...(words && { words }) });
const said = (words: Words) => invalid(fullText(words), words);

/** The operation's answer from a kept table: the same 200 body, or its 422 for the same mistakes. */
export function answer(input: Record<string, unknown>, kept: RatesTable): { status: number; body: unknown; words?: Words } {
	const { amount } = input;
	if (amount === undefined) return invalid('amount: is required');
	if (typeof amount !== 'number' || !Number.isFinite(amount)) return invalid('amount: must be a number');
	if (Math.abs(amount) > MAX_AMOUNT) return said(errors.words('amount_too_large', { max: MAX_AMOUNT.toExponential() }, 'amount'));
	const codes: string[] = [];
	for (const field of ['from', 'to'] as const) {
		if (input[field] === undefined) return invalid(`${field}: is required`);
		const code = typeof input[field] === 'string' ? input[field].trim().toUpperCase() : '';
		if (!/^[A-Z]{3}$/.test(code)) return said(errors.words('not_a_code', {}, field));
		codes.push(code);
	}
	const done = conversion(kept, amount, codes[0], codes[1]);
	return 'problem' in done ? said(done.problem) : { status: 200, body: done.answer };
}

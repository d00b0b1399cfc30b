/**
 * How the app asks the API for what an answer says by message id, and takes it out of the body
 * (docs/api.md, "The app's message ids"): the API client's requests and the outbox's replays
 * (the page's and the service worker's) both ask, so every server answer can be said in the
 * page's language (lib/i18n/ops/say.ts).
 */
import type { RunOutcome } from './worker-client.js';

/** The request header that asks for the `message_ids` member. */
export const MESSAGE_IDS_HEADERS: Readonly<Record<string, string>> = { 'x-utilkit-message-ids': '1' };

/** An answer as the API gives it, with what it says by message id beside the body, as the worker's. */
export type WordedAnswer = Pick<RunOutcome, 'status' | 'body' | 'issues' | 'words' | 'answerWords'>;

/**
 * The answer as the API gives it to everyone (the body without `message_ids`), with the member's
 * parts beside it: `words` (an error's), `issues` (a validation failure's), `answerWords` (inside a 200).
 */
export function withoutMessageIds(status: number, body: unknown): WordedAnswer {
	if (!body || typeof body !== 'object' || !('message_ids' in body) || Array.isArray(body)) return { status, body };
	const { message_ids: ids, ...rest } = body as { message_ids: { error?: RunOutcome['words']; issues?: RunOutcome['issues']; answer?: RunOutcome['answerWords'] } };
	const outcome: WordedAnswer = { status, body: rest };
	if (ids?.error) outcome.words = ids.error;
	if (ids?.issues) outcome.issues = ids.issues;
	if (ids?.answer) outcome.answerWords = ids.answer;
	return outcome;
}

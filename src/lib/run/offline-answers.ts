/**
 * Server tools that can still answer offline from what the app kept of an earlier answer (the
 * currency converter's rates of the day). An operation opts in with `<operation id>.offline.ts`
 * in its folder (src/lib/run/README.md, "Server tools that answer offline"), exporting:
 * - `keep(body)`: what to keep of a 200 answer (small, JSON), or null;
 * - `answer(input, kept)`: the operation's `{status, body}` from it (with `words`, engine/words.ts, on an error).
 * What is kept lives in localStorage, one entry per operation.
 */
import type { RunOutcome } from './worker-client.js';

type OfflineAnswers = {
	keep(body: unknown): unknown;
	answer(input: Record<string, unknown>, kept: never): RunOutcome;
};

const files: Record<string, () => Promise<OfflineAnswers>> = import.meta.env.SSR ? {} : import.meta.glob<OfflineAnswers>('../ops/*/*.offline.ts');
const loaders = new Map(Object.entries(files).map(([file, load]) => [file.slice(file.lastIndexOf('/') + 1, -'.offline.ts'.length), load]));

const storageKey = (operationId: string) => `utilkit:offline:${operationId}`;

/** Whether the operation can answer offline at all (known without loading anything). */
export function answersOffline(operationId: string): boolean {
	return loaders.has(operationId);
}

/** Whether something is kept for the operation now, so an offline run will be answered, not queued. */
export function hasKeptAnswer(operationId: string): boolean {
	try {
		return loaders.has(operationId) && localStorage.getItem(storageKey(operationId)) !== null;
	} catch {
		return false;
	}
}

/** Keeps what the operation needs from a 200 answer to answer offline later. */
export async function keepForOffline(operationId: string, body: unknown): Promise<void> {
	const load = loaders.get(operationId);
	if (!load) return;
	const kept = (await load()).keep(body);
	try {
		if (kept !== null && kept !== undefined) localStorage.setItem(storageKey(operationId), JSON.stringify(kept));
	} catch {
		// Storage full or refused (a private window): the tool queues offline requests as before.
	}
}

/** The operation's answer from what was kept; null when it cannot answer offline or nothing was kept yet. */
export async function answerOffline(operationId: string, input: Record<string, unknown>): Promise<RunOutcome | null> {
	const load = loaders.get(operationId);
	if (!load) return null;
	let kept: unknown;
	try {
		const text = localStorage.getItem(storageKey(operationId));
		kept = text === null ? null : JSON.parse(text);
	} catch {
		return null;
	}
	if (kept === null) return null;
	// What storage gives back is checked again as an answer would be: it may be old or edited.
	const module = await load();
	const valid = module.keep(kept);
	return valid === null || valid === undefined ? null : module.answer(input, valid as never);
}

/**
 * An answer that did not come through `appRunner()` (the outbox's, sent later by a replay), said
 * in the page's language as a direct run's is: its messages from the ids kept beside it
 * (lib/run/message-ids.ts, lib/i18n/ops/say.ts). Call it while a component initialises.
 */
import { untrack } from 'svelte';
import { i18n } from '../i18n/i18n.svelte.js';
import { sayOutcome, type Said } from '../i18n/ops/say.js';
import type { WordedAnswer } from './message-ids.js';
import type { RunOutcome } from './worker-client.js';

/** What an answer says by id, as a key: the outbox reads its entries again on every change, as new objects. */
const keyOf = (answer: WordedAnswer) => JSON.stringify([answer.status, answer.words, answer.issues, answer.answerWords]);

/**
 * `answer()` with `said` once it is said (as it came until then, and in English).
 * @example const shown = saidAnswer(() => entry.result); // shown.current.said?.message
 */
export function saidAnswer(answer: () => WordedAnswer | null | undefined): { readonly current: RunOutcome | null } {
	let said = $state<{ key: string; said: Said | undefined } | null>(null);
	$effect(() => {
		const current = answer();
		if (!current) return;
		const key = keyOf(current);
		if (untrack(() => said?.key) === key) return;
		let live = true;
		void sayOutcome(current, i18n.locale, i18n.m.tool.form.problems).then((words) => {
			if (live) said = { key, said: words };
		});
		return () => {
			live = false;
		};
	});
	const shown = $derived.by((): RunOutcome | null => {
		const current = answer();
		if (!current) return null;
		const words = said?.key === keyOf(current) ? said.said : undefined;
		return words ? { ...current, said: words } : current;
	});
	return {
		get current() {
			return shown;
		}
	};
}

import type { RunOutcome } from '$lib/run/run-tool.js';
import { sayIssue, type ProblemWords } from '$lib/i18n/ops/say.js';

export type { ProblemWords };

/**
 * Where a failed run's problems belong in the form: field key (dotted, as the form keys fields)
 * → the message to show under it, in the page's language (the outcome's `said`, else the form's
 * words for the problems it knows), else in the API's words. Problems about no field of the form
 * are left to the result's message.
 */
export function fieldProblems(outcome: RunOutcome | null, fieldKeys: Iterable<string>, words: ProblemWords): Record<string, string> {
	if (!outcome || (outcome.status !== 422 && outcome.status !== 400)) return {};
	const keys = new Set(fieldKeys);
	const problems: Record<string, string> = {};
	const place = (path: string, message: string) => {
		// An issue inside a field (messages.0.role) belongs to the field the form shows (messages).
		for (let key = path; key; key = key.includes('.') ? key.slice(0, key.lastIndexOf('.')) : '') {
			if (keys.has(key)) {
				// Under its field a message starts a sentence, as the form's own words do ("Required.").
				problems[key] ??= message.charAt(0).toLocaleUpperCase() + message.slice(1);
				return;
			}
		}
	};
	const { said } = outcome;
	if (outcome.issues?.length) {
		outcome.issues.forEach((issue, i) => place(issue.path, said?.issues?.[i] ?? sayIssue(issue, words) ?? issue.message));
		return problems;
	}
	if (said?.field) {
		place(said.field.path, said.field.text);
		return problems;
	}
	// The message: "field: problem; other.field: problem" (describeIssues, and the operations' own
	// 422s, which name their field the same way).
	const body = outcome.body as Record<string, unknown> | null;
	const detail = said?.message ?? (typeof body?.detail === 'string' ? body.detail : typeof body?.error === 'string' ? body.error : '');
	for (const part of detail.split('; ')) {
		const match = /^([\w.]+): (.+)$/s.exec(part);
		if (match) place(match[1], match[2]);
	}
	return problems;
}

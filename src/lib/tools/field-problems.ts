import type { FieldIssue } from '../engine/execute.js';
import type { Messages } from '$lib/i18n/messages/en/index.js';
import type { RunOutcome } from '$lib/run/run-tool.js';

/** The words for validation problems, in the page's language (`i18n.m.tool.form.problems`). */
export type ProblemWords = Messages['tool']['form']['problems'];

/**
 * Where a failed run's problems belong in the form: field key (dotted, as the form keys fields)
 * → the message to show under it, in the page's language where the problem is one the app knows
 * (the worker's structured issues), else in the API's words. Problems about no field of the form
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
				problems[key] ??= message;
				return;
			}
		}
	};
	if (outcome.issues?.length) {
		for (const issue of outcome.issues) place(issue.path, say(issue, words));
		return problems;
	}
	// The API's body: "field: problem; other.field: problem" (describeIssues, and the operations'
	// own 422s, which name their field the same way).
	const body = outcome.body as Record<string, unknown> | null;
	const detail = typeof body?.detail === 'string' ? body.detail : typeof body?.error === 'string' ? body.error : '';
	for (const part of detail.split('; ')) {
		const match = /^([\w.]+): (.+)$/s.exec(part);
		if (match) place(match[1], match[2]);
	}
	return problems;
}

/** One issue in the page's language; the API's English words for any other kind. */
function say(issue: FieldIssue, words: ProblemWords): string {
	const { code, origin, minimum, maximum } = issue;
	if (code === 'required') return words.required;
	if (code === 'too_small' && minimum !== undefined) {
		if (origin === 'string') return minimum <= 1 ? words.empty : words.shorterThan(minimum);
		if (origin === 'array' || origin === 'set') return words.fewerThan(minimum);
		return words.below(minimum);
	}
	if (code === 'too_big' && maximum !== undefined) {
		if (origin === 'string') return words.longerThan(maximum);
		if (origin === 'array' || origin === 'set') return words.moreThan(maximum);
		return words.above(maximum);
	}
	if (code === 'invalid_value' && issue.values?.length) return words.oneOf(issue.values.join(', '));
	if (code === 'invalid_type' && issue.expected) return words.wrongType(issue.expected);
	if (code === 'invalid_format') return words.format;
	return issue.message;
}

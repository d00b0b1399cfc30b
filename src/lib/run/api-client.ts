/**
 * The app's client of /api/v1: one request with the signed-in session (the cookie), a streamed
 * answer read as it is written, and a fetch that never reached the server told apart from an
 * HTTP answer (`isNetworkFailure`), so the caller can queue it instead.
 */
import type { RunOutcome } from './worker-client.js';
import { apiRequest } from '../tools/api-request.js';
import type { RunStreaming, RunTarget } from './run-target.js';
import { MESSAGE_IDS_HEADERS, withoutMessageIds } from './message-ids.js';

const NETWORK_FAILURES = new WeakSet<RunOutcome>();

/** The answer stands for a request that never reached the server (fetch failed), not an HTTP answer. */
export const isNetworkFailure = (outcome: RunOutcome) => NETWORK_FAILURES.has(outcome);

export async function callApi(target: RunTarget, input: Record<string, unknown>, streaming?: RunStreaming): Promise<RunOutcome> {
	const { url, body } = apiRequest(target, input);
	const streamed = target.streams !== undefined && streaming !== undefined;
	const accept = streamed ? 'text/event-stream, application/json' : 'application/json';
	// The app asks for what the operation says by message id, to say it in the page's language (lib/i18n/ops/say.ts).
	const words = MESSAGE_IDS_HEADERS;
	let res: Response;
	try {
		res = await fetch(url, {
			method: target.method,
			credentials: 'same-origin',
			headers: body ? { 'content-type': 'application/json', accept, ...words } : { accept, ...words },
			body,
			signal: streaming?.signal
		});
	} catch {
		const failure = { status: 503, body: { detail: 'This tool needs the network, and the server could not be reached.' } };
		// runInApp queues the request in the outbox instead of showing this.
		NETWORK_FAILURES.add(failure);
		return failure;
	}
	if (streamed && res.ok && res.headers.get('content-type')?.startsWith('text/event-stream')) {
		return readEvents(res, target.streams!, streaming!);
	}
	const text = await res.text();
	let parsed: unknown;
	try {
		parsed = JSON.parse(text);
	} catch {
		return { status: res.status, body: text };
	}
	return withoutMessageIds(res.status, parsed);
}

/**
 * A streamed answer (docs/api.md, "Streaming"): `delta` events grow the streamed field, `done`
 * is the answer, `error` the failure with its status. A stream that breaks off is a 502.
 */
async function readEvents(res: Response, field: string, streaming: RunStreaming): Promise<RunOutcome> {
	const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
	let buffer = '';
	let written = '';
	try {
		for (;;) {
			const { done, value } = await reader.read();
			if (done) break;
			buffer += value;
			let end: number;
			while ((end = buffer.indexOf('\n\n')) !== -1) {
				const event = parseEvent(buffer.slice(0, end));
				buffer = buffer.slice(end + 2);
				if (event?.name === 'delta') {
					written += (event.data as { delta: string }).delta;
					streaming.onPartial({ [field]: written });
				} else if (event?.name === 'done') {
					return { status: 200, body: event.data };
				} else if (event?.name === 'error') {
					const { status = 502, ...error } = event.data as { status?: number };
					return { status, body: error };
				}
			}
		}
	} catch {
		// The connection broke (or this run was overtaken and aborted): said below.
	}
	return { status: 502, body: { detail: 'The answer was cut off before it was complete.' } };
}

/** One server-sent event block: its name and its data as JSON; null when it has no data. */
function parseEvent(block: string): { name: string; data: unknown } | null {
	let name = 'message';
	let data = '';
	for (const line of block.split('\n')) {
		if (line.startsWith('event:')) name = line.slice(6).trim();
		else if (line.startsWith('data:')) data += line.slice(5).trimStart();
	}
	if (!data) return null;
	try {
		return { name, data: JSON.parse(data) };
	} catch {
		return null;
	}
}


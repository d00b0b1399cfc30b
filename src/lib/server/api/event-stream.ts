/**
 * The body of a streamed answer (server-sent events, docs/api.md "Streaming"). The core writes
 * events as the operation produces them; the HTTP adapter reads them as text, in order, with
 * `for await`. A reader that stops early (the client went away) aborts `signal`, so the
 * operation stops too; `finished` says whether the answer was written to its end.
 */
export class EventStream implements AsyncIterable<string> {
	private readonly queue: string[] = [];
	private wake: (() => void) | null = null;
	private ended = false;
	private readonly abort = new AbortController();
	/** Aborted when the reader stops before the end. */
	readonly signal = this.abort.signal;
	/** Resolves when the first event is written. */
	readonly started: Promise<void>;
	/** Resolves when the answer ends: true when it ended with success, false otherwise. */
	readonly finished: Promise<boolean>;
	private begin!: () => void;
	private settle!: (ok: boolean) => void;

	constructor() {
		this.started = new Promise((resolve) => (this.begin = resolve));
		this.finished = new Promise((resolve) => (this.settle = resolve));
	}

	/** One event; `data` goes out as one line of JSON. Nothing is written after the end. */
	send(event: string, data: unknown): void {
		if (this.ended) return;
		this.queue.push(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
		this.begin();
		this.wake?.();
	}

	/** The last event has been sent; `ok` says whether the answer succeeded. */
	end(ok: boolean): void {
		if (this.ended) return;
		this.ended = true;
		this.settle(ok);
		this.wake?.();
	}

	async *[Symbol.asyncIterator](): AsyncGenerator<string> {
		try {
			for (;;) {
				if (this.queue.length) {
					// What piled up while the socket was busy goes out as one write.
					yield this.queue.splice(0).join('');
					continue;
				}
				if (this.ended) return;
				await new Promise<void>((resolve) => (this.wake = resolve));
				this.wake = null;
			}
		} finally {
			if (!this.ended) {
				this.ended = true;
				this.settle(false);
				this.abort.abort();
			}
		}
	}
}

/**
 * A Request's body as UTF-8 text, at most `limit` bytes: null when there is none, undefined when
 * it is larger (declared or counted while reading).
 *
 * Past the limit the rest is read and dropped rather than cancelled: cancelling makes
 * adapter-node destroy the socket, and the client gets a reset instead of the 413 the caller is
 * about to send. The 413 says `connection: close`, so the draining ends when it is sent.
 */
export async function readCappedBody(request: Request, limit: number): Promise<string | null | undefined> {
	if (Number(request.headers.get('content-length') ?? 0) > limit) {
		if (request.body) void discardRest(request.body.getReader());
		return undefined;
	}
	if (!request.body) return null;
	const reader = request.body.getReader();
	const body = await readUpTo(reader, limit);
	if (body === null) {
		void discardRest(reader);
		return undefined;
	}
	return body.toString('utf8');
}

/**
 * A stream read to its end as one buffer; null as soon as it passes `limit` bytes, with the rest
 * left unread (the caller drops or cancels it).
 */
export async function readUpTo(reader: ReadableStreamDefaultReader<Uint8Array>, limit: number): Promise<Buffer | null> {
	const chunks: Uint8Array[] = [];
	let size = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) return Buffer.concat(chunks, size);
		size += value.byteLength;
		if (size > limit) return null;
		chunks.push(value);
	}
}

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
	try {
		while (!(await reader.read()).done);
	} catch {
		// The connection closed after the answer: nothing left to discard.
	}
}

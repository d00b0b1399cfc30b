/**
 * Raw bodies over real HTTP against the built server (docs/api.md, "Raw bodies"): bytes sent as
 * `application/octet-stream` to /hash, /hmac and /encode, with the parameters in the query string,
 * answered from a stream. Every expected value comes from Python (hashlib, hmac, zlib, base64,
 * binascii) over the same file; the limits (MAX_RAW_BODY, RAW_BODY_TIMEOUT_MS), the quota, the
 * content type and the order of the checks (key and limits before the body) are checked as a
 * client sees them.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startedTogether, startServer, type Server } from './harness.js';

let server: Server;
/** MAX_RAW_BODY of 4 KiB and a deadline of 1.5 s. */
let tight: Server;
let key: string;
let tightKey: string;
let dir: string;
const ALGORITHMS = ['md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha512-256', 'sha3-256', 'sha3-384', 'sha3-512', 'blake2b-512', 'blake2s-256', 'crc32'];

beforeAll(async () => {
	[server, tight] = await startedTogether([startServer(), startServer({ MAX_RAW_BODY: '4KiB', RAW_BODY_TIMEOUT_MS: '1500' })] as const);
	await server.cli('plans', 'set', 'raw-thousand', '--per-minute', 'unlimited', '--per-month', '1000');
	key = (await server.cli('keys', 'create', '--email', 'raw@example.com', '--plan', 'raw-thousand')).trim();
	tightKey = (await tight.cli('keys', 'create', '--email', 'tight@example.com', '--plan', 'unlimited')).trim();
	dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-raw-'));
});
afterAll(async () => {
	await Promise.all([server?.stop(), tight?.stop()]);
	if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

interface Answer {
	status: number;
	headers: http.IncomingHttpHeaders;
	body: Buffer;
	/** The answer ended without its final chunk (a streamed answer cut off). */
	cut: boolean;
	json(): Record<string, unknown>;
}

/**
 * POSTs `body` (bytes, a stream, or nothing) raw to /api/v1`target` on `to` and reads the whole
 * answer. Without a Content-Length in `headers` a stream is sent chunked.
 */
function rawPost(target: string, body: Buffer | Readable | null, headers: Record<string, string> = {}, to: Server = server): Promise<Answer> {
	const url = new URL(`${to.url}/api/v1${target}`);
	return new Promise((resolve, reject) => {
		const req = http.request(url, { method: 'POST', headers: { 'content-type': 'application/octet-stream', 'x-api-key': to === tight ? tightKey : key, ...headers } }, (res) => {
			const chunks: Buffer[] = [];
			let cut = false;
			res.on('data', (c: Buffer) => chunks.push(c));
			res.on('aborted', () => (cut = true));
			res.on('error', () => (cut = true));
			res.on('close', () => {
				const all = Buffer.concat(chunks);
				resolve({ status: res.statusCode!, headers: res.headers, body: all, cut: cut || !res.complete, json: () => JSON.parse(all.toString('utf8')) });
			});
		});
		// The server may answer and close before the whole body is sent (a refusal): not a failure here.
		req.on('error', (err) => (req.writableFinished ? undefined : reject(err)));
		if (body instanceof Readable) body.pipe(req);
		else req.end(body ?? undefined);
	});
}

/** What Python (hashlib, hmac, zlib, base64, binascii) says of `file`: `expr` is evaluated with `data` its bytes. */
function python(file: string, expr: string): string {
	return execFileSync('python3', ['-c', `import sys, hashlib, hmac, zlib, base64, binascii\ndata = open(sys.argv[1], 'rb').read()\nsys.stdout.write(${expr})`, file], {
		maxBuffer: 1 << 30,
		encoding: 'latin1'
	});
}

/** Python's digests of `file` for the operation's algorithm names, as hex, in one run. */
function pythonDigests(file: string, algorithms: string[]): Record<string, string> {
	const name = (a: string) =>
		({ 'sha512-256': 'sha512_256', 'sha3-256': 'sha3_256', 'sha3-384': 'sha3_384', 'sha3-512': 'sha3_512', 'blake2b-512': 'blake2b', 'blake2s-256': 'blake2s' })[a] ?? a;
	const each = algorithms.map((a) => (a === 'crc32' ? `'%08x' % zlib.crc32(data)` : `hashlib.new('${name(a)}', data).hexdigest()`));
	return JSON.parse(python(file, `__import__('json').dumps(dict(zip(${JSON.stringify(algorithms)}, [${each.join(', ')}])))`));
}

function writeFile(name: string, bytes: Buffer): string {
	const file = path.join(dir, name);
	fs.writeFileSync(file, bytes);
	return file;
}

describe('raw /hash', () => {
	it('streams a 64 MiB file through the digests, equal to hashlib and zlib', async () => {
		const file = path.join(dir, 'big.bin');
		const out = fs.openSync(file, 'w');
		for (let i = 0; i < 64; i++) fs.writeSync(out, randomBytes(1024 * 1024));
		fs.closeSync(out);
		const asked = ['sha256', 'md5', 'sha3-256', 'blake2b-512', 'crc32'];
		const answer = await rawPost(`/hash?algorithms=${asked.join(',')}`, fs.createReadStream(file, { highWaterMark: 1 << 20 }), {
			'content-length': String(64 * 1024 * 1024)
		});
		expect(answer.status).toBe(200);
		const body = answer.json() as { bytes: number; hashes: Record<string, string> };
		expect(body.bytes).toBe(64 * 1024 * 1024);
		expect(Object.keys(body.hashes)).toEqual(asked);
		expect(body.hashes).toEqual(pythonDigests(file, asked));
	});

	it('gives every algorithm on small bodies, the empty one too, sized or chunked', async () => {
		for (const [name, bytes] of [
			['empty', Buffer.alloc(0)],
			['abc', Buffer.from('abc')],
			['odd', randomBytes(70_001)]
		] as const) {
			const file = writeFile(`${name}.bin`, bytes);
			const sized = await rawPost(`/hash?algorithms=${ALGORITHMS.join(',')}`, bytes);
			const chunked = await rawPost(`/hash?algorithms=${ALGORITHMS.join('&algorithms=')}`, Readable.from([bytes.subarray(0, 10), bytes.subarray(10)]));
			const expected = pythonDigests(file, ALGORITHMS);
			for (const answer of [sized, chunked]) {
				expect(answer.status).toBe(200);
				expect(answer.json(), name).toEqual({ bytes: bytes.length, hashes: expected });
			}
		}
	});

	it("streams CyberChef's sum checksums, xor_block_size included, equal to the Python oracle; a bad size is 422", async () => {
		const bytes = randomBytes(70_001);
		const file = writeFile('sums.bin', bytes);
		const sums = ['fletcher16', 'fletcher32', 'fletcher64', 'internet-checksum', 'xor-checksum', 'ror13'];
		const answer = await rawPost(`/hash?algorithms=${sums.join(',')}&xor_block_size=3`, Readable.from([bytes.subarray(0, 7), bytes.subarray(7)]));
		expect(answer.status).toBe(200);
		const script = `import sys, json\nsys.path.insert(0, 'src/lib/ops/hash/oracle')\nimport sum_checksums as o\nd = o.digests(open(sys.argv[1], 'rb').read(), 3)\nprint(json.dumps({a: d[a] for a in ${JSON.stringify(sums)}}))`;
		const expected = JSON.parse(execFileSync('/usr/bin/python3', ['-c', script, file], { encoding: 'utf8' }));
		expect(answer.json()).toEqual({ bytes: bytes.length, hashes: expected });
		const refused = await rawPost('/hash?algorithms=xor-checksum&xor_block_size=0', Buffer.from('abc'));
		expect(refused.status).toBe(422);
		expect(refused.json().detail).toBe('xor_block_size: Too small: expected number to be >=1');
	});

	it('writes digests in base64 when asked, and the contract six without `algorithms`', async () => {
		const file = writeFile('b64.bin', Buffer.from('The quick brown fox'));
		const answer = await rawPost('/hash?encoding=base64&algorithms=sha256', fs.readFileSync(file));
		expect(answer.json().hashes).toEqual({ sha256: python(file, `base64.b64encode(hashlib.sha256(data).digest()).decode()`) });
		const six = await rawPost('/hash', fs.readFileSync(file));
		expect(Object.keys(six.json().hashes as object)).toEqual(['md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha512-256']);
	});

	it('keeps answering a cheap JSON call from another key while a 256 MiB raw body is hashed', async () => {
		const other = (await server.cli('keys', 'create', '--email', 'bystander@example.com', '--plan', 'unlimited')).trim();
		const block = randomBytes(1024 * 1024);
		const source = Readable.from((function* () {
			for (let i = 0; i < 256; i++) yield block;
		})());
		let done = false;
		// The original twelve, all OpenSSL's or zlib's: the 27 of toolbox part 3 add JavaScript and WebAssembly digests
		// that take several times as long over 256 MiB, past RAW_BODY_TIMEOUT_MS on a loaded runner (src/lib/ops/hash/README.md).
		const big = rawPost(`/hash?algorithms=${ALGORITHMS.slice(0, 12).join(',')}`, source, { 'content-length': String(256 * 1024 * 1024) }).finally(() => (done = true));
		let answeredMeanwhile = 0;
		while (!done) {
			const cheap = await server.post('/hash', { input: 'abc', algorithms: ['sha256'] }, { 'X-API-Key': other });
			expect(cheap.status).toBe(200);
			expect(((await cheap.json()) as { hashes: Record<string, string> }).hashes.sha256).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
			if (!done) answeredMeanwhile++;
		}
		const answer = await big;
		expect(answer.status).toBe(200);
		expect(answer.json().bytes).toBe(256 * 1024 * 1024);
		expect(answeredMeanwhile).toBeGreaterThan(0);
	}, 180_000);
});

describe('raw /encode', () => {
	const PYTHON_ENCODE: Record<string, string> = {
		base64: 'base64.b64encode(data).decode()',
		base64url: "base64.urlsafe_b64encode(data).decode().rstrip('=')",
		base32: 'base64.b32encode(data).decode()',
		hex: 'binascii.hexlify(data).decode()'
	};

	it('encodes and decodes a 3 MiB file as base64, base64url, base32 and hex, streamed, as Python does', async () => {
		const bytes = randomBytes(3 * 1024 * 1024 + 7);
		const file = writeFile('codec.bin', bytes);
		for (const scheme of Object.keys(PYTHON_ENCODE)) {
			const expected = python(file, PYTHON_ENCODE[scheme]);
			const encoded = await rawPost(`/encode?scheme=${scheme}&direction=encode`, Readable.from([bytes.subarray(0, 1001), bytes.subarray(1001)]), { accept: 'text/plain' });
			expect(encoded.status, scheme).toBe(200);
			expect(encoded.headers['content-type']).toBe('text/plain; charset=us-ascii');
			expect(encoded.body.toString('latin1') === expected, `${scheme} encode`).toBe(true);
			// Python's text with a final newline, as a file holds it, decoded back to the bytes.
			const decoded = await rawPost(`/encode?scheme=${scheme}&direction=decode`, Buffer.from(expected + '\n'), { accept: 'application/octet-stream' });
			expect(decoded.status, scheme).toBe(200);
			expect(decoded.headers['content-type']).toBe('application/octet-stream');
			expect(decoded.cut).toBe(false);
			expect(decoded.body.equals(bytes), `${scheme} decode`).toBe(true);
		}
	});

	it('answers JSON without Accept, as the JSON call does, with the body`s size', async () => {
		const text = 'Olá, mundo! ✓ \u0000\u00ff';
		const file = writeFile('text.txt', Buffer.from(text));
		for (const scheme of Object.keys(PYTHON_ENCODE)) {
			const expected = python(file, PYTHON_ENCODE[scheme]);
			const encoded = await rawPost(`/encode?scheme=${scheme}&direction=encode`, Buffer.from(text), { accept: '*/*' });
			expect(encoded.json()).toEqual({ output: expected, scheme, direction: 'encode', bytes: Buffer.byteLength(text) });
			const decoded = await rawPost(`/encode?scheme=${scheme}&direction=decode`, Buffer.from(expected));
			expect(decoded.json()).toEqual({ output: text, scheme, direction: 'decode', bytes: expected.length });
		}
	});

	it('refuses text that is not the scheme`s (422 naming the body), JSON or cut off when streamed', async () => {
		const bad = await rawPost('/encode?scheme=base64&direction=decode', Buffer.from('aGVs!bG8='));
		expect(bad.status).toBe(422);
		expect(bad.json()).toEqual({ detail: 'body: is not valid base64', code: 'invalid_input' });
		const notText = await rawPost('/encode?scheme=hex&direction=decode', Buffer.from('ff00'));
		expect(notText.status).toBe(422);
		expect(notText.json().detail).toBe('body: the decoded hex bytes are not UTF-8 text');
		// A stream that goes bad after its first bytes were sent: the answer is cut off, never complete.
		const good = Buffer.from(randomBytes(600_000).toString('hex'));
		const cut = await rawPost('/encode?scheme=hex&direction=decode', Readable.from([good, Buffer.from('zz')]), { accept: 'application/octet-stream' });
		expect(cut.status).toBe(200);
		expect(cut.cut).toBe(true);
	});
});

describe('raw /hmac', () => {
	it('takes the key from X-Utilkit-Hmac-Key, as Python’s hmac computes it', async () => {
		const bytes = randomBytes(2 * 1024 * 1024 + 3);
		const file = writeFile('hmac.bin', bytes);
		for (const algorithm of ['md5', 'sha1', 'sha256', 'sha384', 'sha512']) {
			const answer = await rawPost(`/hmac?algorithm=${algorithm}`, bytes, { 'x-utilkit-hmac-key': 'whsec_example' });
			expect(answer.status).toBe(200);
			expect(answer.json()).toEqual({ hmac: python(file, `hmac.new(b'whsec_example', data, '${algorithm}').hexdigest()`), algorithm, bytes: bytes.length });
		}
		const hexKey = await rawPost('/hmac?algorithm=sha256&key_encoding=hex&encoding=base64', bytes, { 'x-utilkit-hmac-key': '0b0b0b0b' });
		expect(hexKey.json().hmac).toBe(python(file, `base64.b64encode(hmac.new(bytes.fromhex('0b0b0b0b'), data, 'sha256').digest()).decode()`));
	});

	it('never takes the key from the query string, and wants the header', async () => {
		const inQuery = await rawPost('/hmac?algorithm=sha256&key=secret', Buffer.from('x'), { 'x-utilkit-hmac-key': 'k' });
		expect(inQuery.status).toBe(422);
		expect(inQuery.json().detail).toMatch(/^key: never in the query string/);
		const none = await rawPost('/hmac?algorithm=sha256', Buffer.from('x'));
		expect(none.status).toBe(422);
		expect(none.json().detail).toMatch(/^key: .*X-Utilkit-Hmac-Key/);
	});
});

describe('raw bodies: the request', () => {
	it('checks the parameters from the query string (422 naming the parameter)', async () => {
		const cases: [string, RegExp][] = [
			['/hash?algorithms=sha257', /^algorithms\.0: /],
			['/hash?encoding=base32', /^encoding: /],
			['/hash?algorithm=sha256', /^algorithm: is not a parameter of \/hash/],
			['/encode?scheme=url&direction=encode', /^scheme: /],
			['/encode?scheme=hex', /^direction: /],
			['/hmac', /^algorithm: /]
		];
		for (const [target, detail] of cases) {
			const answer = await rawPost(target, Buffer.from('abc'), { 'x-utilkit-hmac-key': 'k' });
			expect(answer.status, target).toBe(422);
			expect(answer.json().detail, target).toMatch(detail);
			expect(answer.json().code).toBe('invalid_input');
		}
	});

	it('answers 415 for another type, and for a raw body to an operation that takes JSON only', async () => {
		const text = await rawPost('/hash', Buffer.from('abc'), { 'content-type': 'text/plain' });
		expect(text.status).toBe(415);
		expect(text.json()).toEqual({ detail: 'Content-Type must be application/json, or application/octet-stream for a raw body', code: 'unsupported_media_type' });
		const jsonOnly = await rawPost('/json/format', Buffer.from('{}'));
		expect(jsonOnly.status).toBe(415);
		expect(jsonOnly.json().code).toBe('unsupported_media_type');
	});

	it('counts one unit of the quota per call, whatever the size', async () => {
		const first = await rawPost('/hash?algorithms=sha256', randomBytes(5 * 1024 * 1024));
		const second = await rawPost('/encode?scheme=hex&direction=encode', randomBytes(3 * 1024 * 1024), { accept: 'application/octet-stream' });
		const third = await rawPost('/hash?algorithms=sha256', Buffer.from('x'));
		const remaining = [first, second, third].map((a) => Number(a.headers['x-quota-remaining']));
		expect(remaining[1]).toBe(remaining[0] - 1);
		expect(remaining[2]).toBe(remaining[1] - 1);
	});

	it('checks the key before the body: a client that waits for 100 Continue never sends it', async () => {
		const url = new URL(`${server.url}/api/v1/hash?algorithms=sha256`);
		const result = await new Promise<{ status: number; continued: boolean; body: string }>((resolve, reject) => {
			let continued = false;
			const req = http.request(url, { method: 'POST', headers: { 'content-type': 'application/octet-stream', 'content-length': String(100 * 1024 * 1024), expect: '100-continue' } });
			req.on('continue', () => (continued = true));
			req.on('response', (res) => {
				let body = '';
				res.on('data', (c) => (body += c));
				res.on('end', () => resolve({ status: res.statusCode!, continued, body }));
			});
			req.on('error', reject);
			req.flushHeaders();
		});
		expect(result).toEqual({ status: 401, continued: false, body: JSON.stringify({ detail: 'Missing API key: include the X-API-Key header', code: 'missing_api_key' }) });
	});
});

describe('Expect: 100-continue', () => {
	/** POSTs `body` with `Expect: 100-continue`, sending it only once the server says 100. */
	function expecting(target: string, headers: Record<string, string>, body: Buffer): Promise<{ continued: boolean; status: number; body: string }> {
		return new Promise((resolve, reject) => {
			let continued = false;
			const req = http.request(new URL(`${server.url}/api/v1${target}`), {
				method: 'POST',
				headers: { 'x-api-key': key, 'content-length': String(body.length), expect: '100-continue', ...headers }
			});
			req.on('continue', () => {
				continued = true;
				req.end(body);
			});
			req.on('response', (res) => {
				let text = '';
				res.on('data', (c) => (text += c));
				res.on('end', () => resolve({ continued, status: res.statusCode!, body: text }));
			});
			req.on('error', reject);
			req.flushHeaders();
		});
	}

	it('is answered once the call is admitted, for a raw body and a JSON one alike', async () => {
		const raw = await expecting('/hash?algorithms=sha256', { 'content-type': 'application/octet-stream' }, Buffer.from('abc'));
		expect(raw).toEqual({ continued: true, status: 200, body: JSON.stringify({ bytes: 3, hashes: { sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' } }) });
		const json = await expecting('/hash', { 'content-type': 'application/json' }, Buffer.from('{"input":"abc","algorithms":["sha256"]}'));
		expect(json.continued).toBe(true);
		expect(json.status).toBe(200);
		// A parameter refused before the body: no 100, the upload never sent.
		const refused = await expecting('/hash?algorithms=nope', { 'content-type': 'application/octet-stream' }, Buffer.from('abc'));
		expect(refused.continued).toBe(false);
		expect(refused.status).toBe(422);
	});
});

describe('raw bodies: the limits', () => {
	it('answers 413 naming MAX_RAW_BODY as soon as Content-Length is over it, or once the stream passes it', async () => {
		const detail = 'Request body is larger than 4,096 bytes, the most a raw body may hold (MAX_RAW_BODY)';
		const declared = await rawPost('/hash', randomBytes(4097), {}, tight);
		expect(declared.status).toBe(413);
		expect(declared.json()).toEqual({ detail, code: 'payload_too_large' });
		expect(declared.headers.connection).toBe('close');
		const chunked = await rawPost('/hash', Readable.from([randomBytes(4000), randomBytes(4000)]), {}, tight);
		expect(chunked.status).toBe(413);
		expect(chunked.json()).toEqual({ detail, code: 'payload_too_large' });
		const atLimit = await rawPost('/hash?algorithms=sha256', randomBytes(4096), {}, tight);
		expect(atLimit.status).toBe(200);
	});

	it('keeps the 1 MiB cap on JSON bodies', async () => {
		const res = await tight.post('/hash', { input: 'x'.repeat(1024 * 1024) }, { 'X-API-Key': tightKey });
		expect(res.status).toBe(413);
		expect(await res.json()).toEqual({ detail: 'Request body is larger than 1048576 bytes', code: 'payload_too_large' });
	});

	it('answers 422 at RAW_BODY_TIMEOUT_MS to a client that sends slowly, and closes the connection', async () => {
		const url = new URL(`${tight.url}/api/v1/hash?algorithms=sha256`);
		const result = await new Promise<{ status: number; body: string; closed: boolean }>((resolve, reject) => {
			const req = http.request(url, { method: 'POST', headers: { 'content-type': 'application/octet-stream', 'content-length': '1000', 'x-api-key': tightKey } });
			// Ten bytes every 200 ms: the body would take 20 s.
			const drip = setInterval(() => req.write(Buffer.alloc(10)), 200);
			req.on('response', (res) => {
				let body = '';
				res.on('data', (c) => (body += c));
				res.on('end', () => {
					clearInterval(drip);
					// The server closes the connection after its answer (it is not left hanging).
					res.socket.once('close', () => resolve({ status: res.statusCode!, body, closed: true }));
					if (res.socket.destroyed) resolve({ status: res.statusCode!, body, closed: true });
				});
			});
			req.on('error', (err) => {
				clearInterval(drip);
				reject(err);
			});
		});
		expect(result.status).toBe(422);
		expect(JSON.parse(result.body)).toEqual({
			detail: 'the raw body was not read and answered within the time limit of 1,500 ms (RAW_BODY_TIMEOUT_MS); send it faster, or a smaller one',
			code: 'time_limit_exceeded'
		});
		expect(result.closed).toBe(true);
	});
});

// The Node section of `npm run bench:large` (docs/performance.md, "Large inputs"): each file hashed
// (SHA-256) through the built server's raw-body path, `POST /api/v1/hash` with
// `Content-Type: application/octet-stream`, streamed from disk as curl -T would, beside
// `openssl dgst -sha256` on the same file in the same run. Reports the time, the ratio to
// openssl's, the server's peak resident memory during the call (sampled every 10 ms) and, as
// evidence that the event loop stays free, how many cheap JSON `/hash` calls from another key
// were answered meanwhile and the slowest of them.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { benchKey, freePort, operatorCli, startApp, stopApp } from './bench-server.js';
import { opensslSha256, sizeLabel } from './large-files.js';

/** Resident memory of a process in MiB (Linux: /proc/<pid>/status). */
function rssMiB(pid) {
	const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
	return line ? Number(line[1]) / 1024 : NaN;
}

/** Streams `file` raw to `url`; resolves with the JSON answer. */
function uploadRaw(url, key, file, bytes) {
	return new Promise((resolve, reject) => {
		const req = http.request(url, { method: 'POST', headers: { 'content-type': 'application/octet-stream', 'content-length': String(bytes), 'x-api-key': key } }, (res) => {
			let body = '';
			res.setEncoding('utf8');
			res.on('data', (c) => (body += c));
			res.on('end', () => (res.statusCode === 200 ? resolve(JSON.parse(body)) : reject(new Error(`${res.statusCode} ${body}`))));
		});
		req.on('error', reject);
		fs.createReadStream(file, { highWaterMark: 1024 * 1024 }).pipe(req);
	});
}

/**
 * Runs the section over `files` ([{ path, bytes }]); resolves with one row per file:
 * { section, size, seconds, openssl, ratio, peakRssMiB, idleRssMiB, cheapCalls, cheapMedianMs, cheapMaxMs }.
 */
export async function nodeSection(files) {
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-large-'));
	// Room for the largest file, and time for it on a slow disk.
	const env = { DATA_DIR: dataDir, MAX_RAW_BODY: '2GiB', REQUEST_TIMEOUT_MS: '600000', RAW_BODY_TIMEOUT_MS: '590000' };
	const key = benchKey(env, 'large@example.com');
	const bystander = operatorCli(env)('keys', 'create', '--email', 'bystander@example.com', '--plan', 'bench');
	const port = await freePort();
	const server = await startApp(port, env);
	const rows = [];
	try {
		// One small call first, so the measured ones find the key cached and the code loaded.
		await uploadRaw(`http://127.0.0.1:${port}/api/v1/hash?algorithms=sha256`, key, files[0].path, files[0].bytes);
		for (const file of files) {
			const native = opensslSha256(file.path, file.bytes > 256 * 1024 * 1024 ? 1 : 3);
			const idle = rssMiB(server.pid);
			let peak = idle;
			const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.pid))), 10);
			let done = false;
			const cheap = [];
			const began = performance.now();
			const answer = uploadRaw(`http://127.0.0.1:${port}/api/v1/hash?algorithms=sha256`, key, file.path, file.bytes).finally(() => (done = true));
			while (!done) {
				const at = performance.now();
				const res = await fetch(`http://127.0.0.1:${port}/api/v1/hash`, {
					method: 'POST',
					headers: { 'content-type': 'application/json', 'x-api-key': bystander },
					body: '{"input":"abc","algorithms":["sha256"]}'
				});
				await res.arrayBuffer();
				if (!done) cheap.push(performance.now() - at);
			}
			const body = await answer;
			const seconds = (performance.now() - began) / 1000;
			clearInterval(sampler);
			if (body.hashes.sha256 !== native.digest) throw new Error(`${sizeLabel(file.bytes)}: the API's SHA-256 ${body.hashes.sha256} is not openssl's ${native.digest}`);
			rows.push({
				section: 'Node: API raw body',
				size: sizeLabel(file.bytes),
				seconds,
				openssl: native.seconds,
				ratio: native.seconds / seconds,
				peakRssMiB: peak,
				idleRssMiB: idle,
				cheapCalls: cheap.length,
				cheapMedianMs: cheap.length ? [...cheap].sort((a, b) => a - b)[Math.floor(cheap.length / 2)] : null,
				cheapMaxMs: cheap.length ? Math.max(...cheap) : null
			});
		}
	} finally {
		await stopApp(server);
		fs.rmSync(dataDir, { recursive: true, force: true });
	}
	return rows;
}

/** The section's rows as a Markdown table for docs/performance.md. */
export function nodeTable(rows) {
	const lines = [
		'| file | API raw `/hash` (SHA-256) | `openssl dgst -sha256` | ratio (openssl = 1) | server RSS idle → peak | cheap JSON calls answered meanwhile (median, slowest) |',
		'|---|---|---|---|---|---|'
	];
	for (const r of rows) {
		lines.push(
			`| ${r.size} | ${r.seconds.toFixed(2)} s | ${r.openssl.toFixed(2)} s | ${r.ratio.toFixed(2)} | ${r.idleRssMiB.toFixed(0)} → ${r.peakRssMiB.toFixed(0)} MiB | ${r.cheapCalls} (${r.cheapMaxMs === null ? '–' : `${r.cheapMedianMs.toFixed(1)} ms, ${r.cheapMaxMs.toFixed(0)} ms`}) |`
		);
	}
	return lines.join('\n');
}

// The API core in process, without HTTP: µs of CPU per `POST /hash` through handleHttp (key
// check, rate limit, quota, operation, answer, metrics, access log), the part of the hot path
// `npm run bench` cannot tell apart from node:http's own cost. Its log lines go to a sink that
// drops them (serialised as on stdout). `node --import tsx scripts/bench/bench-core.ts [calls]`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateApiKey, hashApiKey, keyHint } from '../../src/lib/server/auth/api-keys.js';
import { createApp } from '../../src/lib/server/app.js';
import { loadConfig } from '../../src/lib/server/config.js';
import { createLogger } from '../../src/lib/server/logger.js';
import type { ApiRequest } from '../../src/lib/server/api/core.js';

const CALLS = Number(process.argv[2] ?? 200_000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-bench-core-'));
const app = await createApp(loadConfig({ DATA_DIR: dataDir }), createLogger(process.env.LOG_LEVEL ?? 'info', { write() {} }));
await app.store.upsertPlan({ name: 'bench', perMinute: 1e9, perMonth: 1e9 });
const account = await app.store.createAccount('core@example.com', 'bench');
const key = generateApiKey();
await app.store.createApiKey({ accountId: account.id, keyHash: hashApiKey(key), hint: keyHint(key), name: null });

const headers: Record<string, string> = { 'content-type': 'application/json', 'x-api-key': key };
const request = (): ApiRequest => ({
	method: 'POST',
	path: '/hash',
	search: '',
	receivedAt: performance.now(),
	header: (name) => headers[name],
	body: '{"input":"The quick brown fox jumps over the lazy dog","algorithms":["sha256"]}',
	bodyTooLarge: false
});

async function run(n: number): Promise<number> {
	const before = process.cpuUsage();
	for (let i = 0; i < n; i++) {
		let answer = app.core.handleHttp(request());
		if (answer instanceof Promise) answer = await answer;
		if (answer.status !== 200) throw new Error(`answered ${answer.status}: ${answer.body}`);
	}
	const used = process.cpuUsage(before);
	return (used.user + used.system) / n;
}

await run(CALLS / 4); // warm-up: JIT, the key's cache
const rounds = [await run(CALLS), await run(CALLS), await run(CALLS)].sort((a, b) => a - b);
console.log(`core handleHttp POST /hash: ${rounds[1].toFixed(2)} µs CPU per call (median of 3 × ${CALLS}; ${rounds.map((r) => r.toFixed(2)).join(', ')})`);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

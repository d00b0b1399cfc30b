// What a deploy costs an installed app: the repository built a second time with one tool's
// summary changed, and the two builds' precache manifests compared (scripts/build/precache-manifest.js):
// the files and bytes the update fetches against a first visit's. The browser test
// (tests/browser/redeploy.spec.ts) checks that the update fetches exactly those files on a copy
// of one build; this measures how many a real rebuild changes (docs/performance.md, "A redeploy"),
// which rests on the build settings docs/architecture.md names ("Service worker").
// `node scripts/bench/bench-redeploy.js` after `npm run build`; builds once more in a temporary copy.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precacheEntries } from '../build/precache-manifest.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEFINITION = 'src/lib/ops/hash/index.ts';
const SUMMARY = /summary: '([^']+)'/;

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-bench-redeploy-'));
try {
	for (const file of execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean)) {
		if (!fs.existsSync(path.join(ROOT, file))) continue;
		fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
		fs.copyFileSync(path.join(ROOT, file), path.join(copy, file));
	}
	fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));
	const source = fs.readFileSync(path.join(copy, DEFINITION), 'utf8');
	if (!SUMMARY.test(source)) throw new Error(`bench-redeploy: no summary found in ${DEFINITION}`);
	fs.writeFileSync(path.join(copy, DEFINITION), source.replace(SUMMARY, (_, summary) => `summary: '${summary} Redeployed.'`));
	execFileSync('npm', ['run', 'build'], { cwd: copy, stdio: ['ignore', 'ignore', 'inherit'] });

	const installed = precacheEntries(path.join(ROOT, 'build')).filter((e) => !e.data);
	const next = precacheEntries(path.join(copy, 'build')).filter((e) => !e.data);
	const known = new Set(installed.map((e) => `${e.url}#${e.revision}`));
	const update = next.filter((e) => !known.has(`${e.url}#${e.revision}`));
	const bytes = (list) => list.reduce((sum, e) => sum + e.size, 0);
	console.log(
		`redeploy (one tool's summary changed): first visit ${installed.length} files, ${bytes(installed)} bytes uncompressed; ` +
			`update ${update.length} files, ${bytes(update)} bytes (${((100 * bytes(update)) / bytes(installed)).toFixed(0)} %)`
	);
	for (const e of update) console.log(`  ${e.url} ${e.size}`);
} finally {
	fs.rmSync(copy, { recursive: true, force: true });
}

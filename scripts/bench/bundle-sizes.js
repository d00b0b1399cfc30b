// What the browser downloads per operation module: each module bundled alone as the worker
// loads it (minified, code-split: what loads at once, and what loads lazily on first use, such
// as one holiday calendar per country), raw and gzip. zod, shared by every module, is counted
// once separately. Part of `npm run bench`; alone: `node scripts/bench/bundle-sizes.js`.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const kib = (n) => (n / 1024).toFixed(1);

/** Sizes of the entry's static import closure, and of the chunks it imports dynamically. */
async function measure(input, external = []) {
	const out = await build({
		...input,
		bundle: true,
		minify: true,
		format: 'esm',
		platform: 'browser',
		splitting: true,
		outdir: '/virtual-out',
		write: false,
		metafile: true,
		external,
		logLevel: 'silent'
	});
	// The output directory is flat, so a chunk's file name identifies it.
	const files = new Map(out.outputFiles.map((f) => [path.basename(f.path), f.contents]));
	const outputs = out.metafile.outputs;
	const entry = Object.keys(outputs).find((k) => outputs[k].entryPoint !== undefined && k.endsWith('.js'));
	const eager = new Set();
	const visit = (name) => {
		if (eager.has(name)) return;
		eager.add(name);
		for (const imp of outputs[name].imports) if (imp.kind === 'import-statement' && outputs[imp.path]) visit(imp.path);
	};
	visit(entry);
	const sum = (names) =>
		names.reduce(
			(acc, name) => {
				const bytes = files.get(path.basename(name));
				return { raw: acc.raw + bytes.length, gzip: acc.gzip + gzipSync(bytes, { level: 9 }).length };
			},
			{ raw: 0, gzip: 0 }
		);
	const lazyNames = Object.keys(outputs).filter((k) => k.endsWith('.js') && !eager.has(k));
	const lazy = lazyNames.map((n) => sum([n]).gzip);
	return { eager: sum([...eager]), lazyCount: lazy.length, lazyMax: Math.max(0, ...lazy), lazyTotal: lazy.reduce((a, b) => a + b, 0) };
}

const modules = fs
	.readdirSync('src/lib/ops', { withFileTypes: true })
	.filter((d) => d.isDirectory() && !d.name.startsWith('_') && fs.existsSync(`src/lib/ops/${d.name}/index.ts`))
	.map((d) => d.name)
	.sort();
console.log('\nBrowser code per operation module (esbuild, minified, code-split; zod counted once, below)\n');
console.log('| module | loads at once: raw KiB | gzip KiB | lazy chunks | largest lazy gzip KiB |');
console.log('|---|---:|---:|---:|---:|');
for (const name of modules) {
	const m = await measure({ entryPoints: [`src/lib/ops/${name}/index.ts`] }, ['zod']);
	const lazy = m.lazyCount ? `${m.lazyCount}` : '–';
	console.log(`| ${name} | ${kib(m.eager.raw)} | ${kib(m.eager.gzip)} | ${lazy} | ${m.lazyCount ? kib(m.lazyMax) : '–'} |`);
}
const zod = await measure({ stdin: { contents: "export { z } from 'zod';", resolveDir: process.cwd() } });
console.log(`| (shared by all) zod | ${kib(zod.eager.raw)} | ${kib(zod.eager.gzip)} | – | – |`);

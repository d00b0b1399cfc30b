// What the browser downloads per operation module: each module bundled alone (minified, as the
// worker loads it; zod, shared by every module, counted once separately), raw and gzip.
// Part of `npm run bench`; alone: `node scripts/bundle-sizes.js`.
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const bundle = async (entry, external = []) => {
	const input = typeof entry === 'string' ? { entryPoints: [entry] } : { stdin: { ...entry, resolveDir: process.cwd() } };
	const out = await build({ ...input, bundle: true, minify: true, format: 'esm', platform: 'browser', write: false, external, logLevel: 'silent' });
	const code = out.outputFiles[0].contents;
	return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
};
const kib = (n) => (n / 1024).toFixed(1);

const modules = fs
	.readdirSync('src/lib/ops', { withFileTypes: true })
	.filter((d) => d.isDirectory() && !d.name.startsWith('_') && fs.existsSync(`src/lib/ops/${d.name}/index.ts`))
	.map((d) => d.name)
	.sort();
console.log('\nBrowser code per operation module (esbuild, minified; zod counted once, below)\n');
console.log('| module | raw KiB | gzip KiB |');
console.log('|---|---:|---:|');
for (const name of modules) {
	const size = await bundle(`src/lib/ops/${name}/index.ts`, ['zod']);
	console.log(`| ${name} | ${kib(size.raw)} | ${kib(size.gzip)} |`);
}
const zod = await bundle({ contents: "export { z } from 'zod';" });
console.log(`| (shared by all) zod | ${kib(zod.raw)} | ${kib(zod.gzip)} |`);

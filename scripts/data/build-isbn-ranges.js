// `node scripts/data/build-isbn-ranges.js [path/to/isbn.dat]`
// Writes src/lib/ops/identifier/isbn-ranges.json: the International ISBN Agency's registration
// group and registrant ranges (its RangeMessage), as python-stdnum ships them in stdnum/isbn.dat,
// so that `identifier`'s ISBN hyphenation is python-stdnum's (the tests' reference). The ranges are
// the agency's published facts; python-stdnum's file only lays them out one prefix per line, which
// this keeps (agency names, comments and blank lines dropped). Without an argument the file is
// found through the python3 that has python-stdnum (REFERENCE_PYTHON, python3 or /usr/bin/python3).
// identifier.test.ts rebuilds it in memory and checks the committed file is identical.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const OUTPUT = path.join(ROOT, 'src/lib/ops/identifier/isbn-ranges.json');

/**
 * The isbn.dat of the first python with python-stdnum, or null.
 * @returns {string | null}
 */
export function findIsbnDat() {
	const candidates = process.env.REFERENCE_PYTHON ? [process.env.REFERENCE_PYTHON] : ['python3', '/usr/bin/python3'];
	for (const python of candidates) {
		try {
			const dir = execFileSync(python, ['-c', 'import os, stdnum; print(os.path.dirname(stdnum.__file__))'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
			const file = path.join(dir, 'isbn.dat');
			if (fs.existsSync(file)) return file;
		} catch {
			// not this one
		}
	}
	return null;
}

/**
 * A node of the tree: its ranges as written ("0-5,600-649"), and the ranges below them.
 * @typedef {[ranges: string, children: Node[]]} Node
 */

/**
 * Reads python-stdnum's numdb format: each line is comma-separated ranges (low-high, or one
 * prefix) and properties; a line indented deeper than the one before holds the ranges within it.
 * @param {string} text
 * @returns {{ serial: string, date: string, prefixes: Node[] }}
 */
export function buildIsbnRanges(text) {
	const serial = /^# file serial (.+)$/m.exec(text)?.[1].trim() ?? '';
	const date = /^# file date (.+)$/m.exec(text)?.[1].trim() ?? '';
	/** @type {Node[]} */
	const prefixes = [];
	/** @type {{ indent: number, list: Node[] }[]} */
	const stack = [{ indent: 0, list: prefixes }];
	for (const line of text.split('\n')) {
		if (line.startsWith('#') || line.trim() === '') continue;
		const indent = line.length - line.trimStart().length;
		const ranges = line.trim().split(/\s+/)[0];
		if (!/^[0-9]+(-[0-9]+)?(,[0-9]+(-[0-9]+)?)*$/.test(ranges)) throw new Error(`not a line of ranges: ${line}`);
		while (stack.length > 1 && stack[stack.length - 1].indent > indent) stack.pop();
		if (indent > stack[stack.length - 1].indent) {
			const parent = stack[stack.length - 1].list.at(-1);
			if (!parent) throw new Error(`indented line without a parent: ${line}`);
			stack.push({ indent, list: parent[1] });
		}
		stack[stack.length - 1].list.push([ranges, []]);
	}
	return { serial, date, prefixes };
}

/**
 * The committed file's text.
 * @param {ReturnType<typeof buildIsbnRanges>} data
 */
export function serializeIsbnRanges(data) {
	return JSON.stringify({ source: 'International ISBN Agency RangeMessage, as python-stdnum ships it (stdnum/isbn.dat)', ...data }) + '\n';
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
	const input = process.argv[2] ?? findIsbnDat();
	if (!input) throw new Error('no isbn.dat given and no python3 with python-stdnum found (set REFERENCE_PYTHON)');
	const text = serializeIsbnRanges(buildIsbnRanges(fs.readFileSync(input, 'utf8')));
	fs.writeFileSync(OUTPUT, text);
	console.log(`${path.relative(ROOT, OUTPUT)}: ${text.length} bytes, ${zlib.gzipSync(text).length} bytes gzipped`);
}

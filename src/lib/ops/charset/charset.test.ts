import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { CHARSETS } from './charsets.js';
import { charset, MAX_BYTES } from './index.js';

describe('charset cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

const run = async (input: Record<string, unknown>) => (await executeOperation(charset, input, { now: Date.now })) as { status: number; body: { output: string; text: string; detail?: string } };

const PY: Record<string, string> = { 'utf-8': 'utf_8', 'utf-16le': 'utf_16_le', 'utf-16be': 'utf_16_be', latin1: 'latin_1', 'windows-1252': 'cp1252', 'iso-8859-15': 'iso8859_15', shift_jis: 'shift_jis', 'euc-jp': 'euc_jp', gbk: 'gbk', big5: 'big5', 'koi8-r': 'koi8_r', cp437: 'cp437', 'ebcdic-cp037': 'cp037' };

function python(): boolean {
	try {
		execFileSync('python3', ['-c', 'import codecs']);
		return true;
	} catch {
		return false;
	}
}

describe('against python3 codecs', () => {
	it.skipIf(!python())('writes a text every charset can take as Python does (skipped without python3)', async () => {
		// Characters in every charset's common repertoire: ASCII, and per charset a few of its own.
		const texts: Record<string, string> = { 'utf-8': 'Olá 日本 😀', 'utf-16le': 'Olá 日本 😀', 'utf-16be': 'Olá 日本 😀', latin1: 'Olá ÿ ½', 'windows-1252': 'Olá € „“', 'iso-8859-15': 'Olá € Ž', shift_jis: 'ﾃｽﾄ 東京タワー', 'euc-jp': 'ﾃｽﾄ 東京タワー', gbk: '北京 欢迎你', big5: '臺北 歡迎', 'koi8-r': 'Москва ╬', cp437: '░▒▓ π ñ', 'ebcdic-cp037': 'Hello ¢¬' };
		expect(Object.keys(texts)).toEqual([...CHARSETS]);
		const expected = JSON.parse(execFileSync('python3', ['-c', 'import sys, json; t = json.loads(sys.argv[1]); p = json.loads(sys.argv[2]); print(json.dumps({k: t[k].encode(p[k]).hex() for k in t}))', JSON.stringify(texts), JSON.stringify(PY)]).toString());
		for (const [to, text] of Object.entries(texts)) {
			const there = await run({ input: text, to, output_encoding: 'hex' });
			expect(there.body.output, to).toBe(expected[to]);
			const back = await run({ input: there.body.output, input_encoding: 'hex', from: to, output_encoding: 'utf8' });
			expect(back.body.output, to).toBe(text);
		}
	});
});

describe('limits', () => {
	it('caps the input at its bytes and names the field', async () => {
		const over = await run({ input: 'a'.repeat(MAX_BYTES + 1) });
		expect(over).toMatchObject({ status: 422, body: { detail: `input: must stand for at most ${MAX_BYTES.toLocaleString('en-US')} bytes, got ${(MAX_BYTES + 1).toLocaleString('en-US')}` } });
	});
});

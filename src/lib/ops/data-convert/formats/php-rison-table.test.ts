// PHP serialize(), Rison and the tables against independent programs: PHP itself (php-cli) writes
// and reads the same serialize() text as we do, Python's tabulate draws the same Markdown tables
// (each skipped, saying why, where that program is missing); and limits and hostile input.
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { executeOperation } from '../../../engine/execute.js';
import { convertData } from '../convert.js';
import { dataConvert } from '../index.js';

const run = (input: Record<string, unknown>) => executeOperation(dataConvert, input, { now: () => 0 });
const works = (command: string, args: string[]) => {
	try {
		execFileSync(command, args, { stdio: 'ignore' });
		return true;
	} catch {
		return false;
	}
};
const PHP = works('php', ['-r', 'exit(0);']);
/** Debian's python3-tabulate is for /usr/bin/python3; pyenv's python3 may have its own. */
const TABULATE = ['python3', '/usr/bin/python3'].find((python) => works(python, ['-c', 'import tabulate']));
if (!PHP) console.warn('php-rison-table: php is not installed (Debian: php-cli); the PHP checks are skipped');
if (!TABULATE) console.warn('php-rison-table: no python3 with tabulate (Debian: python3-tabulate); the Markdown check is skipped');

const SAMPLES = 40;
/** JSON values as JSON.stringify leaves them (no -0), with text beyond ASCII. */
const jsonValue = fc.jsonValue({ maxDepth: 3, stringUnit: 'grapheme' }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);

/**
 * What PHP's json_encode says of a value read from serialize(): lists where the keys are 0…n−1
 * (an empty object included); with `longs`, as we read it: a whole number beyond 2^53 (PHP's int,
 * the JSON text's digits) is {"$numberLong"}.
 */
function asPhpSees(value: unknown, longs = false): unknown {
	if (Array.isArray(value)) return value.map((v) => asPhpSees(v, longs));
	if (value && typeof value === 'object') {
		const entries = Object.entries(value);
		if (entries.every(([key], i) => key === String(i))) return entries.map(([, v]) => asPhpSees(v, longs));
		return Object.fromEntries(entries.map(([k, v]) => [k, asPhpSees(v, longs)]));
	}
	if (longs && typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value) && Math.abs(value) < 2 ** 63) return { $numberLong: String(value) };
	return value;
}

/** PHP: for each JSON text, serialize(json_decode($json, true)), and json_encode(unserialize($ours)). */
const PHP_CODE = `$in = json_decode(stream_get_contents(STDIN), true);
$out = [];
foreach ($in as [$json, $ours]) $out[] = [serialize(json_decode($json, true)), json_encode(unserialize($ours), JSON_UNESCAPED_UNICODE | JSON_PARTIAL_OUTPUT_ON_ERROR)];
echo json_encode($out, JSON_UNESCAPED_UNICODE);`;

describe.skipIf(!PHP)('PHP serialize() against PHP itself', () => {
	it('we write what PHP writes, and each reads the other\'s text as the same data', () => {
		const values = fc.sample(jsonValue, SAMPLES);
		const ours = values.map((v) => convertData(JSON.stringify(v), 'json', 'php', 0));
		const answers = JSON.parse(execFileSync('php', ['-r', PHP_CODE], { input: JSON.stringify(values.map((v, i) => [JSON.stringify(v), ours[i]])), encoding: 'utf8' })) as [string, string][];
		answers.forEach(([theirs, read], i) => {
			expect(ours[i], JSON.stringify(values[i])).toBe(theirs);
			expect(JSON.parse(read)).toEqual(asPhpSees(values[i]));
			expect(JSON.parse(convertData(theirs, 'php', 'json', 0))).toEqual(asPhpSees(values[i], true));
		});
	}, 60_000);
});

describe.skipIf(!TABULATE)('Markdown tables against tabulate (tablefmt="github")', () => {
	it('draws the same table', () => {
		const cell = fc.stringMatching(/^[A-Za-z0-9 ,.;:!?ãéç_-]{0,8}$/);
		const tables = fc.sample(
			fc.uniqueArray(fc.stringMatching(/^[a-z][a-z0-9_]{0,6}$/), { minLength: 1, maxLength: 4 }).chain((header) => fc.tuple(fc.constant(header), fc.array(fc.tuple(...header.map(() => cell)), { minLength: 1, maxLength: 4 }))),
			SAMPLES
		);
		const ours = tables.map(([header, rows]) => convertData(JSON.stringify(rows.map((row) => Object.fromEntries(header.map((h, i) => [h, row[i]])))), 'json', 'markdown-table', 0));
		const code = 'import json,sys\nfrom tabulate import tabulate\nprint(json.dumps([tabulate(r, h, tablefmt="github", disable_numparse=True, stralign="left") for h, r in json.loads(sys.stdin.read())]))';
		const theirs = JSON.parse(execFileSync(TABULATE!, ['-c', code], { input: JSON.stringify(tables), encoding: 'utf8' })) as string[];
		// tabulate pads the last cell of a line too, so a line may end in spaces; ours ends in "|" as well, but the answer as a whole never ends in white space.
		expect(ours).toEqual(theirs.map((t) => t.replace(/\s+$/, '')));
	}, 60_000);
});

describe('Rison: what we write we read back', () => {
	it('every variant, values of every kind', () => {
		fc.assert(
			fc.property(jsonValue, (value) => {
				const text = convertData(JSON.stringify(value), 'json', 'rison', 0);
				expect(JSON.parse(convertData(text, 'rison', 'json', 0))).toEqual(value);
				if (Array.isArray(value)) expect(JSON.parse(convertData(convertData(JSON.stringify(value), 'json', 'a-rison', 0), 'a-rison', 'json', 0))).toEqual(value);
				if (value && typeof value === 'object' && !Array.isArray(value)) expect(JSON.parse(convertData(convertData(JSON.stringify(value), 'json', 'o-rison', 0), 'o-rison', 'json', 0))).toEqual(value);
			}),
			{ numRuns: 100 }
		);
	});
});

describe('PHP, Rison and tables: limits and hostile input', () => {
	it('a declared length or count past the end → 422 at once, nothing allocated', async () => {
		for (const input of ['s:999999999:"a";', 'a:999999999:{}', 'O:999999999:"A":0:{}', 'a:1:{s:3:"a";']) {
			const { status, body } = await run({ input, from: 'php', to: 'json' });
			expect(status, input).toBe(422);
			expect((body as { detail: string }).detail, input).toMatch(/^input: not PHP serialize\(\) data: .* at byte \d+$/);
		}
	});

	it('nesting deeper than 512 levels → 422 (PHP and Rison)', async () => {
		const php = `${'a:1:{i:0;'.repeat(600)}N;${'}'.repeat(600)}`;
		expect((await run({ input: php, from: 'php', to: 'json' })).body).toMatchObject({ detail: 'input: nesting deeper than 512 levels' });
		const rison = `${'!('.repeat(600)}${')'.repeat(600)}`;
		expect((await run({ input: rison, from: 'rison', to: 'json' })).body).toMatchObject({ detail: 'input: nesting deeper than 512 levels' });
	});

	it('references, Serializable classes, enums and trailing data are refused, saying so', async () => {
		const detail = async (input: string) => ((await run({ input, from: 'php', to: 'json' })).body as { detail: string }).detail;
		expect(await detail('a:2:{i:0;i:1;i:1;R:2;}')).toBe('input: not PHP serialize() data: R: (a reference) is not supported at byte 17');
		expect(await detail('C:3:"Foo":0:{}')).toBe("input: not PHP serialize() data: C: (a class's own serialization) is not supported at byte 0");
		expect(await detail('E:7:"Foo:Bar";')).toBe('input: not PHP serialize() data: E: (an enum case) is not supported at byte 0');
		expect(await detail('i:5;x')).toBe('input: not PHP serialize() data: more data after the value at byte 4');
		expect(convertData('i:5;\n', 'php', 'json', 0)).toBe('5');
	});

	it('__proto__ stays data (PHP, Rison)', () => {
		expect(convertData('a:1:{s:9:"__proto__";a:1:{s:1:"x";i:1;}}', 'php', 'json', 0)).toBe('{"__proto__":{"x":1}}');
		expect(convertData('(__proto__:(x:1))', 'rison', 'json', 0)).toBe('{"__proto__":{"x":1}}');
		expect(({} as Record<string, unknown>).x).toBeUndefined();
	});

	it('numbers PHP or Rison cannot hold', async () => {
		expect((await run({ input: '.inf', from: 'yaml', to: 'rison' })).body).toMatchObject({ detail: 'to: Rison has no Infinity (at the top level)' });
		expect(convertData('[.inf, -.inf, .nan]', 'yaml', 'php', 0)).toBe('a:3:{i:0;d:INF;i:1;d:-INF;i:2;d:NAN;}');
		expect((await run({ input: 'i:9223372036854775808;', from: 'php', to: 'json' })).body).toMatchObject({ detail: 'input: not PHP serialize() data: PHP has no integer 9223372036854775808 (64 bits at most) at byte 0' });
		expect(convertData('{"$numberLong":"-9223372036854775808"}', 'json', 'php', 0)).toBe('i:-9223372036854775808;');
	});

	it('tables: ragged rows, a line break in a cell, | in Markdown', () => {
		expect(convertData('[[1],[2,3]]', 'json', 'ascii-table', 0)).toBe('+---+---+\n| 1 |   |\n| 2 | 3 |\n+---+---+');
		expect(convertData('[{"a":"x\\ny"}]', 'json', 'ascii-table', 0)).toBe('+-----+\n| a   |\n+-----+\n| x y |\n+-----+');
		expect(convertData('[{"a|b":"c|d"}]', 'json', 'markdown-table', 0)).toBe('| a\\|b   |\n|--------|\n| c\\|d   |');
		expect(convertData('[]', 'json', 'html-table', 0)).toBe('');
		expect(convertData('[[1,2],[3,4]]', 'json', 'markdown-table', 0)).toBe('| 1   | 2   |\n|-----|-----|\n| 3   | 4   |');
	});
});

import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { shellWord, verifyLinkCommand } from './operator-command.js';

/** What a POSIX shell makes of `line`: its words, as `printf '%s\n'` prints them one per line. */
function wordsBySh(line: string): string[] {
	return execFileSync('/bin/sh', ['-c', `printf '%s\\n' ${line}`], { encoding: 'utf8' }).split('\n').slice(0, -1);
}

describe('verifyLinkCommand', () => {
	it('gives a plain address as it is', () => {
		expect(verifyLinkCommand('ada@example.com')).toBe('npm run --silent cli -- accounts verify-link --email ada@example.com');
	});

	it('keeps every address one shell word, whatever it holds', () => {
		for (const email of ["o'brien@example.com", 'a$(touch /tmp/x)@example.com', 'semi;colon@example.com', 'back`tick`@example.com', 'star*@example.com', "''@x.io", 'tab\\n@x.io']) {
			const word = shellWord(email);
			expect(wordsBySh(word), email).toEqual([email]);
			expect(verifyLinkCommand(email).endsWith(` --email ${word}`)).toBe(true);
		}
	});
});

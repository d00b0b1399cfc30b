import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MOCKING_UNIT_FILES } from './projects.js';

/** The unit test files under the folders of UNIT_FILES, relative to the repository. */
const unitFiles = () =>
	['src', 'scripts', 'tests/unit'].flatMap((dir) =>
		readdirSync(dir, { recursive: true, encoding: 'utf8' })
			.filter((name) => name.endsWith('.test.ts'))
			.map((name) => `${dir}/${name}`)
	);

describe('the unit projects', () => {
	it('runs every file that replaces modules (vi.mock, vi.doMock, vi.resetModules) isolated', () => {
		// Written apart so that this file does not match its own pattern.
		const mocks = new RegExp(String.raw`\bvi\.(mock|doMock|unmock|resetModules)` + String.raw`\(`);
		const mocking = unitFiles().filter((file) => mocks.test(readFileSync(file, 'utf8')));
		expect(mocking.sort()).toEqual([...MOCKING_UNIT_FILES].sort());
	});
});

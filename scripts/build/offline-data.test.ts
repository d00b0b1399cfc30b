import { describe, expect, it } from 'vitest';
import { isDataChunk, isDataUrl, workerChunkFileName } from './offline-data.js';

// What the service worker leaves for after install: chunks made only of data modules. A chunk
// that also holds code (an operation's logic beside its data) is code, precached at install.
describe('offline data chunks', () => {
	const root = '/repo';
	it('are the gazetteer, holiday calendars and password dictionaries', () => {
		expect(isDataChunk([`${root}/src/lib/ops/geocoding/gazetteer.json`])).toBe(true);
		expect(isDataChunk([`${root}/src/lib/ops/holidays/data/BR.js`])).toBe(true);
		expect(isDataChunk([`${root}/node_modules/@zxcvbn-ts/language-pt-br/dist/commonWords.json.mjs`, `${root}/node_modules/@zxcvbn-ts/language-pt-br/dist/index.mjs`])).toBe(true);
		expect(isDataChunk(['C:\\repo\\src\\lib\\ops\\geocoding\\altnames.json'])).toBe(true);
	});
	it('leave code, and chunks mixing code with data, to the install', () => {
		expect(isDataChunk([`${root}/src/lib/ops/geocoding/gazetteer.ts`, `${root}/src/lib/ops/geocoding/gazetteer.json`])).toBe(false);
		expect(isDataChunk([`${root}/node_modules/@zxcvbn-ts/core/dist/index.mjs`])).toBe(false);
		expect(isDataChunk([`${root}/src/lib/ops/holidays/data/index.js`])).toBe(false);
		expect(isDataChunk([])).toBe(false);
	});
	it('are named so that the manifest can tell them', () => {
		const name = workerChunkFileName({ moduleIds: [`${root}/src/lib/ops/holidays/data/US.js`] }).replace('[hash]', 'Ab_c-1');
		expect(isDataUrl(`/${name}`)).toBe(true);
		const code = workerChunkFileName({ moduleIds: [`${root}/src/lib/ops/holidays/index.ts`] }).replace('[hash]', 'data1');
		expect(isDataUrl(`/${code}`)).toBe(false);
	});
});

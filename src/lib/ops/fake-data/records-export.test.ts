import Database from 'better-sqlite3';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { recordsCsv, recordsSql } from './records-export.js';

const records = [
	{ name: "Funk - O'Keefe", city: 'São Paulo, SP', note: 'said "hi"\nthen left', amount: 255.43, active: true, missing: null },
	{ name: 'Plain', city: 'Lima', note: '', amount: -1, active: false, missing: null }
];

describe('fake data exports', () => {
	it('SQL: SQLite itself reads the INSERT back into the same values', () => {
		const db = new Database(':memory:');
		db.exec('create table "company" (name text, city text, note text, amount real, active integer, missing text)');
		db.exec(recordsSql('company', records));
		// SQLite stores TRUE/FALSE as 1/0.
		expect(db.prepare('select * from company').all()).toEqual(records.map((r) => ({ ...r, active: r.active ? 1 : 0 })));
		db.close();
	});

	it('CSV: RFC 4180 quoting, read back by an independent parser to the same rows', () => {
		const csv = recordsCsv(records);
		expect(csv.split('\r\n')[0]).toBe('name,city,note,amount,active,missing');
		expect(csv).toContain('"said ""hi""\nthen left"');
		const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
		expect(parsed.slice(1)).toEqual([
			["Funk - O'Keefe", 'São Paulo, SP', 'said "hi"\nthen left', '255.43', 'true', ''],
			['Plain', 'Lima', '', '-1', 'false', '']
		]);
	});
});

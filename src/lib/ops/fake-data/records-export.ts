import Papa from 'papaparse';

/** A generated record: flat, with string, number, boolean or null values. */
export type FlatRecord = Record<string, unknown>;

/** The columns of `records` in first-seen order (every record of one type has the same ones). */
export function columnsOf(records: FlatRecord[]): string[] {
	const seen = new Set<string>();
	for (const record of records) for (const key of Object.keys(record)) seen.add(key);
	return [...seen];
}

/** CSV (RFC 4180, by papaparse) with a header row. */
export function recordsCsv(records: FlatRecord[]): string {
	const fields = columnsOf(records);
	return Papa.unparse({ fields, data: records.map((r) => fields.map((f) => r[f] ?? '')) }, { newline: '\r\n' });
}

/**
 * One multi-row `INSERT` in standard SQL, which PostgreSQL, MySQL 8 (ANSI_QUOTES) and SQLite
 * accept: identifiers in double quotes, strings in single quotes with quotes doubled, numbers as
 * they are, NULL and TRUE/FALSE as keywords.
 */
export function recordsSql(table: string, records: FlatRecord[]): string {
	const fields = columnsOf(records);
	const rows = records.map((r) => `  (${fields.map((f) => literal(r[f])).join(', ')})`);
	return `INSERT INTO ${identifier(table)} (${fields.map(identifier).join(', ')}) VALUES\n${rows.join(',\n')};\n`;
}

function identifier(name: string): string {
	return `"${name.replace(/"/g, '""')}"`;
}

function literal(value: unknown): string {
	if (value === null || value === undefined) return 'NULL';
	if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
	if (typeof value === 'number' && Number.isFinite(value)) return String(value);
	const text = typeof value === 'string' ? value : JSON.stringify(value);
	return `'${text.replace(/'/g, "''")}'`;
}

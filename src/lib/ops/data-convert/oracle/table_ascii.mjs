// The expected ASCII tables of the table cases (cases-php-rison-table.ts), drawn by CyberChef's own
// "To Table" code: its asciiOutput function, taken verbatim from src/core/operations/ToTable.mjs
// (Apache-2.0) and run on the same rows (ToTable's "Make first row header" on):
//   git -C /work/.mirror/gchq+CyberChef/repo show HEAD:src/core/operations/ToTable.mjs > /tmp/ToTable.mjs
//   node src/lib/ops/data-convert/oracle/table_ascii.mjs /tmp/ToTable.mjs
import { readFileSync } from 'node:fs';

const source = readFileSync(process.argv[2], 'utf8');
const start = source.indexOf('function asciiOutput(');
const end = source.indexOf('/**', source.indexOf('function outputHorizontalBorder(', start));
const asciiOutput = new Function('tableData', 'firstRowHeader', `${source.slice(start, end)}\nreturn asciiOutput(tableData);`);
const tables = [
	[['name', 'city'], ['Ana', 'São Paulo'], ['Smith, Jo', 'Madrid']],
	[['id', 'name', 'score', 'note'], ['1', 'Ana', '9.5', ''], ['22', 'Bo', '10', "<b>&'\""]],
];
for (const rows of tables) console.log('ascii', JSON.stringify(rows), '=>', JSON.stringify(asciiOutput(rows.map((r) => [...r]), true)));
// Without a header row (rows of arrays), as ToTable draws them with the option off.
console.log('ascii-no-header', JSON.stringify([[1, 2], [3, 4]]), '=>', JSON.stringify(asciiOutput([['1', '2'], ['3', '4']], false)));

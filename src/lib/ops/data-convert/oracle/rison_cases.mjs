// The expected values of the Rison cases (cases-php-rison-table.ts), from the reference
// implementation, rison.js (the `rison` package, 0.1.1, the one CyberChef uses):
//   npm pack rison@0.1.1 && tar xzf rison-0.1.1.tgz
//   node src/lib/ops/data-convert/oracle/rison_cases.mjs package/js/rison.js
// Each line is the input and what rison.js makes of it, as JSON.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const rison = createRequire(import.meta.url)(resolve(process.argv[2]));
const values = [
	{ a: 0, b: 'foo', c: '23skidoo' },
	{ any: 'json', yes: true },
	{ id: 'Utilkit', 'with space': "it's ok!", empty: '', list: [1, -2.5, 1e21, null, false], nested: { 'ünïcode': 'São Paulo' } },
	['A', 'B', { supportsObjects: true }],
	'-leading dash',
	'2024',
];
for (const v of values) console.log('encode', JSON.stringify(v), '=>', JSON.stringify(rison.encode(v)));
console.log('encode_object', JSON.stringify({ supportsObjects: true, ints: 435 }), '=>', JSON.stringify(rison.encode_object({ supportsObjects: true, ints: 435 })));
console.log('encode_array', JSON.stringify(['A', 'B', { supportsObjects: true }]), '=>', JSON.stringify(rison.encode_array(['A', 'B', { supportsObjects: true }])));
const texts = ["(a:0,b:foo,c:'23skidoo')", "!(1,2.5e-3,-7,!t,!f,!n,'',abc,'it!'s')", "(q:(term:(user:kimchy)),size:10,sort:!((date:desc)))", "'!!bang!''"];
for (const t of texts) console.log('decode', JSON.stringify(t), '=>', JSON.stringify(rison.decode(t)));
console.log('decode_object', JSON.stringify('a:1,b:!(x,y)'), '=>', JSON.stringify(rison.decode_object('a:1,b:!(x,y)')));
console.log('decode_array', JSON.stringify("x,'y z',!n"), '=>', JSON.stringify(rison.decode_array("x,'y z',!n")));

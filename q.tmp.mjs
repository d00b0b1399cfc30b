import Mustache from 'mustache';
import fs from 'node:fs';
let fails = 0, total = 0;
for (const f of ['comments','delimiters','interpolation','inverted','partials','sections']) {
  const spec = JSON.parse(fs.readFileSync(`/tmp/jdt-spec/${f}.json`));
  for (const t of spec.tests) {
    total++;
    const w = new Mustache.Writer();
    let out;
    try { out = w.render(t.template, t.data, t.partials ?? {}); } catch (e) { out = 'ERR ' + e.message; }
    if (out !== t.expected) { fails++; console.log(f, '|', t.name, JSON.stringify(out), JSON.stringify(t.expected), typeof t.data); }
  }
}
console.log(fails, '/', total);

/** npx tsx .scratch/pdf.ts <file.pdf> [field-regex]: reading of a PDF, and the hits of a field. */
import { readFileSync } from 'node:fs';
import { LocalTextExtractor } from '../local/src/extract';
import { readDocument } from '../core/src/facts';
import { findLabelHits, layoutCells } from '../core/src/reading/pairs';
import { FIELD_VOCABULARY } from '../core/src/facts/field-labels';
async function main() {
  const [file, re] = process.argv.slice(2);
  const ex = new LocalTextExtractor();
  const doc = await ex.extract({ name: 'x.pdf', bytes: new Uint8Array(readFileSync(file!)) });
  const r = readDocument({ name: 'x', method: doc.method, layout: doc.layout });
  console.log('notices', r.notices?.map((n) => n.pages));
  for (const [k, v] of Object.entries(r.fields)) console.log(k, JSON.stringify(v?.[0]?.value), v?.[0]?.confidence, v?.[0]?.issues?.map((i) => i.check).join(',') ?? '');
  if (re) {
    const all = layoutCells(doc.layout, FIELD_VOCABULARY);
    for (const h of findLabelHits(all)) {
      if (!new RegExp(re).test(h.field)) continue;
      console.log(h.field, JSON.stringify(h.text), 'cell:', JSON.stringify(h.cell.text));
      for (const c of h.candidates) console.log('   ', c.how, c.parts.map((p) => JSON.stringify(p.cell.text.slice(p.from, p.to))).join(' + '));
    }
  }
  await ex.close();
}
main();

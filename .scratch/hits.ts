/** npx tsx .scratch/hits.ts <seed> <index> <field-regex>: the label hits and candidates of a field. */
import { LocalTextExtractor } from '../local/src/extract';
import { composeFile } from '../test/fixtures/fuzz/compose';
import { availableProducers, closeRenderers, renderFile } from '../test/fixtures/fuzz/render';
import { findLabelHits, layoutCells } from '../core/src/reading/pairs';
import { FIELD_VOCABULARY } from '../core/src/facts/field-labels';
async function main() {
  const [seed, index, re] = process.argv.slice(2);
  const file = composeFile(seed!, Number(index), { producers: availableProducers() });
  const r = await renderFile(file);
  const ex = new LocalTextExtractor();
  const doc = await ex.extract({ name: 'x.pdf', bytes: r.pdf });
  const all = layoutCells(doc.layout, FIELD_VOCABULARY);
  for (const h of findLabelHits(all)) {
    if (!new RegExp(re!).test(h.field)) continue;
    console.log(h.field, JSON.stringify(h.text), 'p', h.cell.page, 'cell:', JSON.stringify(h.cell.text));
    for (const c of h.candidates) console.log('   ', c.how, c.parts.map((p) => JSON.stringify(p.cell.text.slice(p.from, p.to))).join(' + '));
  }
  await closeRenderers(); await ex.close();
}
main();

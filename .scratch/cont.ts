import { LocalTextExtractor } from '../local/src/extract';
import { composeFile } from '../test/fixtures/fuzz/compose';
import { availableProducers, closeRenderers, renderFile } from '../test/fixtures/fuzz/render';
import { layoutCells, isLabelCell, isHeadingCell } from '../core/src/reading/pairs';
import { FIELD_VOCABULARY } from '../core/src/facts/field-labels';
async function main() {
  const [seed, index, a, b] = process.argv.slice(2);
  const file = composeFile(seed!, Number(index), { producers: availableProducers() });
  const r = await renderFile(file);
  const ex = new LocalTextExtractor();
  const doc = await ex.extract({ name: 'x.pdf', bytes: r.pdf });
  const all = layoutCells(doc.layout, FIELD_VOCABULARY);
  const p = all.cells.find((c) => c.text === a)!; const q = all.cells.find((c) => c.text === b)!;
  console.log('p', p.text, p.rect, p.h, 'q', q.text, q.rect, q.h, 'label?', isLabelCell(q, all), 'heading?', isHeadingCell(q));
  const others = all.cells.filter((c) => c !== q && c.page === q.page && c.rect.r <= q.rect.l + 0.5 * p.h && Math.abs((c.rect.t+c.rect.b)/2 - (q.rect.t+q.rect.b)/2) < 0.5*p.h);
  console.log('row left of q:', others.map((c) => c.text));
  await closeRenderers(); await ex.close();
}
main();

import { LocalTextExtractor } from '../local/src/extract';
import { composeFile } from '../test/fixtures/fuzz/compose';
import { availableProducers, closeRenderers, renderFile } from '../test/fixtures/fuzz/render';
import { readDocument } from '../core/src/facts';
async function main() {
  const ex = new LocalTextExtractor();
  for (let i = 0; i < 10; i++) {
    const file = composeFile('dev-1', i, { producers: availableProducers() });
    const r = await renderFile(file);
    let te = 0, tr = 0; let pages = 0;
    for (let k = 0; k < 3; k++) {
      const t0 = performance.now();
      const doc = await ex.extract({ name: 'x.pdf', bytes: r.pdf });
      const t1 = performance.now();
      readDocument({ name: 'x', method: doc.method, layout: doc.layout });
      const t2 = performance.now();
      if (k > 0) { te += t1 - t0; tr += t2 - t1; }
      pages = doc.pages;
    }
    console.log(i, file.producer, 'pages', pages, 'extract', (te / 2).toFixed(0), 'read', (tr / 2).toFixed(0));
  }
  await closeRenderers(); await ex.close();
}
main();

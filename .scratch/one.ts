/** Reads one fuzz file: npx tsx .scratch/one.ts <seed> <index> [--lines] */
import { LocalTextExtractor } from '../local/src/extract';
import { composeFile } from '../test/fixtures/fuzz/compose';
import { availableProducers, closeRenderers, renderFile } from '../test/fixtures/fuzz/render';
import { scoreFile, missLines } from '../test/fixtures/fuzz/score';
import { readDocument } from '../core/src/facts';
import { writeFileSync } from 'node:fs';
async function main() {
  const [seed, index] = process.argv.slice(2);
  const file = composeFile(seed!, Number(index), { producers: availableProducers() });
  const r = await renderFile(file);
  writeFileSync('.scratch/one.pdf', r.pdf);
  const ex = new LocalTextExtractor();
  const doc = await ex.extract({ name: 'x.pdf', bytes: r.pdf });
  if (process.argv.includes('--lines')) for (const p of doc.layout.pages) for (const l of p.lines) console.log(p.number, (l.box.top*100).toFixed(1), l.words.map(w => `${w.text}@${(w.box.left*100).toFixed(0)}`).join(' '));
  const reading = readDocument({ name: 'x', method: doc.method, layout: doc.layout });
  console.log('notices found', reading.notices?.length ?? 1, 'printed', file.notices.length, file.traits.join(' '));
  const s = await scoreFile(ex, r);
  console.log(missLines(s.fields).join('\n'));
  console.log('phantoms', JSON.stringify(s.phantoms));
  await closeRenderers(); await ex.close();
}
main();

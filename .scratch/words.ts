import { readFileSync } from 'node:fs';
import { readPdfLayout } from '../local/src/extract/pdf';
async function main() {
  const { pages } = await readPdfLayout(new Uint8Array(readFileSync(process.argv[2]!)));
  for (const p of pages) for (const l of p.lines) console.log(l.words.map((w) => w.text).join('|'));
}
main();

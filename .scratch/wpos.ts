import { readFileSync } from 'node:fs';
import { readPdfLayout } from '../local/src/extract/pdf';
async function main() {
  const { pages } = await readPdfLayout(new Uint8Array(readFileSync(process.argv[2]!)));
  const re = new RegExp(process.argv[3]!);
  for (const p of pages) for (const l of p.lines) if (re.test(l.text)) console.log(l.words.map((w) => `${w.text}[${(w.box.left*p.width).toFixed(1)}-${((w.box.left+w.box.width)*p.width).toFixed(1)} h${(w.box.height*p.height).toFixed(1)}]`).join(' '));
}
main();

import { readFileSync } from 'node:fs';
import { LocalTextExtractor } from '../local/src/extract';
import { buildLineCells } from '../core/src/reading/cells';
import { isNoticeTitle } from '../core/src/facts/notices';
async function main() {
  const ex = new LocalTextExtractor();
  const doc = await ex.extract({ name: 'x.pdf', bytes: new Uint8Array(readFileSync(process.argv[2]!)) });
  const lines = buildLineCells(doc.layout);
  for (const l of lines.slice(0, 8)) console.log(isNoticeTitle(l), JSON.stringify(l.text), JSON.stringify(l.folded.slice(0,40)), l.rect.t.toFixed(1), l.rect.b.toFixed(1));
  await ex.close();
}
main();

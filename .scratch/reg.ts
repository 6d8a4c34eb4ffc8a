import { readFileSync } from 'node:fs';
import { LocalTextExtractor } from '../local/src/extract';
import { buildLineCells } from '../core/src/reading/cells';
import { isNoticeTitle, noticeRegions, regionLayout } from '../core/src/facts/notices';
async function main() {
  const ex = new LocalTextExtractor();
  const doc = await ex.extract({ name: 'x.pdf', bytes: new Uint8Array(readFileSync(process.argv[2]!)) });
  const lines = buildLineCells(doc.layout);
  const titles = lines.filter(isNoticeTitle);
  console.log(titles.map((t) => [t.page, t.rect.t, t.text]));
  console.log(lines.slice(0, 3).map((l) => [l.rect.t, l.pageSize]));
  await ex.close();
}
main();

import { readFileSync } from 'node:fs';
import { getDocumentProxy, definePDFJSModule } from 'unpdf';
import { join, dirname } from 'node:path';
async function main() {
  await definePDFJSModule(() => import(join(dirname(require.resolve('unpdf')), 'pdfjs.mjs')));
  const pdf = await getDocumentProxy(new Uint8Array(readFileSync(process.argv[2]!)));
  const page = await pdf.getPage(1);
  const c = await page.getTextContent();
  for (const i of (c.items as any[]).slice(0, Number(process.argv[3] ?? 40))) console.log(JSON.stringify(i.str), i.transform.map((x: number) => +x.toFixed(2)).join(','), +i.width.toFixed(2), i.hasEOL, i.fontName);
}
main();

import { chromium } from 'playwright-core';
import { readPdfLayout } from '../local/src/extract/pdf';
import { writeFileSync } from 'node:fs';
async function main() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
  const page = await browser.newPage();
  const fonts = ['DejaVu Serif','Nimbus Roman','DejaVu Sans','Nimbus Sans','C059','P052','URW Bookman'];
  const html = `<html><body style="font-size:11pt">${fonts.map(f=>`<p style="font-family:'${f}'">${f}: Radar fixo verificado in&shy;fluência Bonfim efficaz flávio Affonso ffi Av. Affonso Cavalcanti, 12<br><span style="font-weight:bold">Equipamento: veri&shy;ficado fl</span> Data de emissão: 12/03/2025</p>`).join('')}
  <div style="width:120px">Av. Afonso Pena, altura do nº 1200, sentido bairro uma rua muito com&shy;pri&shy;da mesmo Reconhecimento</div></body></html>`;
  await page.setContent(html);
  const pdf = await page.pdf({ format: 'A4' });
  writeFileSync('/tmp/i25/exp.pdf', pdf);
  await browser.close();
  const { pages } = await readPdfLayout(pdf);
  for (const l of pages[0]!.lines) console.log(JSON.stringify(l.words.map(w=>w.text).join('|')));
}
main();

/**
 * Round brackets are printed in notices' labels ("Valor (R$)", "VELOCIDADE MEDIDA (KM/H)", "Data
 * (dd/mm/aaaa)"): tesseract may read them (page-ocr.ts `tessedit_char_blacklist`). Barred, each was
 * read as some letter at confidence 0 and the label garbled ("Data dd/mm/aaaad:"), its value then
 * nobody's (fuzz-images fresh-0793aa6e #14: the infraction's date unread).
 */
import { pngOf, renderedText } from '@recurso/local/extract/image/decode';
import { PageOcr } from '@recurso/local/extract/page-ocr';

jest.setTimeout(120_000);

const ocr = new PageOcr();
afterAll(() => ocr.terminate());

it('reads the brackets of a label as printed, and the label and value as sure words', async () => {
  const img = await renderedText('Data (dd/mm/aaaa): 15/05/2023\nVELOCIDADE MEDIDA (KM/H): 131 km/h');
  expect(img).toBeDefined();
  const { page } = await ocr.recognizePage(await pngOf(img as NonNullable<typeof img>));
  const words = page.lines.flatMap((l) => l.words);
  expect(page.lines.map((l) => l.text)).toEqual([
    'Data (dd/mm/aaaa): 15/05/2023',
    'VELOCIDADE MEDIDA (KM/H): 131 km/h',
  ]);
  expect(words.filter((w) => /[()]/.test(w.text)).every((w) => w.confidence >= 0.85)).toBe(true);
});

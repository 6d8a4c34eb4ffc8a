/** tesseract.js's blocks → a layout page: boxes in page fractions, confidences ÷ 100, rows kept apart. */
import { tesseractPage } from '@recurso/local/extract/tesseract-layout';

const word = (text: string, x0: number, y0: number, x1: number, y1: number, confidence = 90) => ({
  text,
  bbox: { x0, y0, x1, y1 },
  confidence,
});
const data = (...lines: ReturnType<typeof word>[][]) =>
  ({ blocks: [{ paragraphs: [{ lines: lines.map((words) => ({ words })) }] }] }) as unknown as Parameters<
    typeof tesseractPage
  >[0];

describe('tesseractPage', () => {
  it('maps words to page fractions and confidences to 0–1, lines top to bottom', () => {
    const page = tesseractPage(data([word('Placa', 100, 200, 180, 220, 96)]), 1000, 2000, 3);
    expect(page.number).toBe(3);
    expect(page.lines).toHaveLength(1);
    const [w] = page.lines[0]?.words ?? [];
    expect(w?.text).toBe('Placa');
    expect(w?.confidence).toBeCloseTo(0.96, 5);
    expect(w?.box).toEqual({ left: 0.1, top: 0.1, width: 0.08, height: 0.01 });
  });

  it('cuts a line where a word jumps to the next row ("CNH nº" · "Endereço do"), keeps a sloping line whole', () => {
    const page = tesseractPage(
      data(
        [
          word('CNH', 123, 1685, 180, 1707),
          word('nº', 190, 1681, 215, 1718),
          word('Endereço', 240, 1740, 360, 1767),
          word('do', 370, 1736, 400, 1771),
        ],
        // A skewed line: each word a little lower, always overlapping the one before.
        [
          word('RUA', 100, 1900, 160, 1920),
          word('DA', 170, 1905, 200, 1925),
          word('BAHIA', 210, 1911, 300, 1931),
        ],
      ),
      1000,
      2000,
    );
    expect(page.lines.map((l) => l.text)).toEqual(['CNH nº', 'Endereço do', 'RUA DA BAHIA']);
  });
});

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

describe('a word boxed far taller than its line', () => {
  it('takes the band of the line’s other words: "CNH" boxed up into the row above beside "nº"', () => {
    const page = tesseractPage(
      data([word('CNH', 109, 1695, 180, 1765), word('nº', 190, 1711, 219, 1737)]),
      1000,
      2000,
    );
    const [cnh, no] = page.lines[0]?.words ?? [];
    expect(cnh?.box.top).toBeCloseTo(1711 / 2000, 6);
    expect(cnh?.box.height).toBeCloseTo(26 / 2000, 6);
    expect(cnh?.box.left).toBeCloseTo(0.109, 6);
    expect(no?.box.top).toBeCloseTo(1711 / 2000, 6);
  });

  it('an accented capital a little taller, or a word alone on its line, keeps its box', () => {
    const page = tesseractPage(
      data(
        [word('DÉBORA', 100, 96, 200, 124), word('SILVA', 210, 100, 290, 124)],
        [word('CNH', 100, 300, 170, 370)],
      ),
      1000,
      2000,
    );
    expect(page.lines.map((l) => l.words.map((w) => Math.round(w.box.height * 2000)))).toEqual([
      [28, 24],
      [70],
    ]);
  });
});

describe('lines of one row tesseract cut at a word space', () => {
  // fuzz-images fresh-0793aa6e #4, a blurred Courier page: "Aparelho" · "utilizado" were two lines,
  // two cells, the label of neither; its breathalyser fields went unread.
  const texts = (p: ReturnType<typeof tesseractPage>) => p.lines.map((l) => l.text);

  it('are one line where the gap is a monospaced space (a character wide)', () => {
    const page = tesseractPage(
      data(
        [word('Aparelho', 100, 500, 260, 520)],
        [word('utilizado', 280, 501, 460, 521)],
        [word('Intoximeters', 100, 540, 340, 560), word('FST', 360, 540, 420, 560)],
      ),
      1000,
      2000,
    );
    expect(texts(page)).toEqual(['Aparelho utilizado', 'Intoximeters FST']);
  });

  it('stay apart farther than a word space, on another row, or of another height', () => {
    const page = tesseractPage(
      data(
        [word('Placa', 100, 500, 200, 520)],
        // Another cell of the row, seven characters away.
        [word('Renavam', 340, 500, 480, 520)],
        // The row below.
        [word('ABC1D23', 100, 530, 240, 550)],
        // A heading twice as tall right after the label.
        [word('DADOS', 220, 490, 400, 530)],
      ),
      1000,
      2000,
    );
    expect(texts(page)).toEqual(['DADOS', 'Placa', 'Renavam', 'ABC1D23']);
  });
});

/**
 * The local OCR reads pages in a worker thread: while a scanned page is prepared (light evened,
 * deskewed, rules erased: seconds of pixel loops) and read, the event loop keeps serving timers.
 * Also: the thread loads under jest (TypeScript sources), image errors come back as their own classes,
 * and a terminated engine starts a new thread on the next read.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ImageDecodeError } from '@recurso/local/extract/image/decode';
import { OcrEngine } from '@recurso/local/extract/ocr';

jest.setTimeout(120_000);

const SCAN = join(__dirname, '../../../fixtures/notices/sp-na-velocidade.png');
/** A timer due every 10 ms may be late by this much at most while a page is read (on a quiet machine). */
const MAX_TIMER_DELAY_MS = 150;
/**
 * On a busy one (the suite runs 3 workers, a browser and JVMs on 2 cores) the scheduler alone may hold
 * the loop back a few hundred ms; a read on the loop's own thread would hold it for most of the read
 * (tesseract's recognition is one synchronous call of seconds): a fifth of the read's time tells them apart.
 */
const BUSY_SHARE = 1 / 5;

const engine = new OcrEngine();
// The server reads many pages with one engine: the thread and tesseract start once, before the measure.
beforeAll(() => engine.recognize(readFileSync(SCAN), 1));
afterAll(() => engine.terminate());

/** Runs `work` while a 10 ms interval ticks; the longest gap between ticks. */
async function longestGap<T>(work: () => Promise<T>): Promise<{ result: T; gap: number; ms: number }> {
  let last = performance.now();
  let gap = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    gap = Math.max(gap, now - last);
    last = now;
  }, 10);
  const t0 = performance.now();
  try {
    const result = await work();
    return { result, gap: Math.max(gap, performance.now() - last), ms: performance.now() - t0 };
  } finally {
    clearInterval(timer);
  }
}

describe('OCR in a worker thread', () => {
  it('reads a page while the event loop stays responsive', async () => {
    const { result: page, gap, ms } = await longestGap(() => engine.recognize(readFileSync(SCAN), 1));
    const text = page.lines.map((l) => l.words.map((w) => w.text).join(' ')).join('\n');
    expect(text).toContain('NOTIFICAÇÃO');
    expect(page.number).toBe(1);
    // The read took long enough for a blocked loop to show.
    expect(ms).toBeGreaterThan(5 * MAX_TIMER_DELAY_MS);
    expect(gap).toBeLessThan(Math.max(MAX_TIMER_DELAY_MS, ms * BUSY_SHARE));
  });

  it('turns undecodable bytes into ImageDecodeError, then starts afresh after terminate', async () => {
    await expect(engine.recognize(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]))).rejects.toBeInstanceOf(
      ImageDecodeError,
    );
    await engine.terminate();
    const page = await engine.recognize(readFileSync(SCAN), 2);
    expect(page.number).toBe(2);
  });
});

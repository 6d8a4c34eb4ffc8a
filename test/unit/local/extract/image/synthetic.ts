/** Synthetic page rasters for the image-step tests: lines of word-like ink blocks on white paper. */
// The pictures are made with the corpus generator's own pixel code (the test's camera), not the reader's.
import {
  applyHomography,
  type Grey,
  grey,
  homography,
  type Point,
} from '../../../../fixtures/corpus/generate/pixels';

export function fillRect(img: Grey, x: number, y: number, w: number, h: number, value = 0): void {
  for (let yy = Math.max(0, y); yy < Math.min(img.height, y + h); yy++)
    img.data.fill(value, yy * img.width + Math.max(0, x), yy * img.width + Math.min(img.width, x + w));
}

/**
 * A `width`×`height` page with text lines from `top` to `bottom` (fractions of the height): each line
 * a run of "words" (blocks of letter-sized strokes), `lineHeight` tall, every `pitch` pixels.
 */
export function textPage(
  width: number,
  height: number,
  { top = 0.1, bottom = 0.9, lineHeight = 10, pitch = 24 } = {},
): Grey {
  const img = grey(width, height);
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let y = Math.round(top * height); y + lineHeight < bottom * height; y += pitch) {
    let x = Math.round(width * 0.08);
    while (x < width * 0.9) {
      const letters = 2 + Math.floor(next() * 7);
      // Letters of uneven width and spacing, as type is: no column of the page lines up with another.
      for (let k = 0; k < letters && x < width * 0.9; k++) {
        const w = 2 + Math.floor(next() * 5);
        fillRect(img, x, y + Math.floor(next() * 3), w, lineHeight - 2);
        x += w + 2 + Math.floor(next() * 5);
      }
      x += 10;
    }
  }
  return img;
}

/**
 * `page` photographed in perspective on a dark table: its corners land on `corners` of a width×height
 * frame; a camera's noise (±4 levels) over all of it.
 */
export function photographed(page: Grey, corners: readonly Point[], width: number, height: number): Grey {
  const out = grey(width, height, 60);
  let seed = 11;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.round((seed / 2147483648) * 8) - 4;
  };
  const m = homography(corners, [
    { x: 0, y: 0 },
    { x: page.width - 1, y: 0 },
    { x: page.width - 1, y: page.height - 1 },
    { x: 0, y: page.height - 1 },
  ]);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = applyHomography(m, { x, y });
      if (p.x >= 0 && p.y >= 0 && p.x <= page.width - 1 && p.y <= page.height - 1)
        out.data[y * width + x] = page.data[Math.round(p.y) * page.width + Math.round(p.x)] === 0 ? 50 : 230;
    }
  for (let i = 0; i < out.data.length; i++) out.data[i] = (out.data[i] as number) + noise();
  return out;
}

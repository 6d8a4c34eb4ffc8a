/**
 * The page in a phone photo: the largest bright region of the picture, and its four corners. Used to
 * straighten a page photographed in perspective on a darker surface; a scan (the page fills the frame)
 * has no quadrilateral to find.
 */
import { boxBlur } from './blur';
import { otsu } from './filters';
import { type Grey, type Point, scale } from './raster';

// Math's functions as locals: jest runs tests in a vm context where every global lookup in a hot loop is ~40× slower.
const { abs, hypot, max, min, round, sign } = Math;

const polygonArea = (q: readonly Point[]): number =>
  abs(
    q.reduce((s, p, i) => {
      const n = q[(i + 1) % q.length] as Point;
      return s + p.x * n.y - n.x * p.y;
    }, 0),
  ) / 2;

function isConvex(q: readonly Point[]): boolean {
  let turn = 0;
  for (let i = 0; i < 4; i++) {
    const a = q[i] as Point;
    const b = q[(i + 1) % 4] as Point;
    const c = q[(i + 2) % 4] as Point;
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (cross === 0) return false;
    if (turn && sign(cross) !== turn) return false;
    turn = sign(cross);
  }
  return true;
}

/** Corners top-left, top-right, bottom-right, bottom-left in `img` pixels, or undefined. */
export function findPageQuad(img: Grey): Point[] | undefined {
  const f = min(1, 400 / max(img.width, img.height));
  const small = boxBlur(scale(img, f), 2);
  const { width: w, height: h } = small;
  const t = otsu(small);
  const bright = (i: number) => (small.data[i] as number) > t;
  // Largest 4-connected bright region.
  const label = new Int32Array(w * h);
  const queue = new Int32Array(w * h);
  let best = { id: 0, size: 0 };
  let next = 0;
  for (let start = 0; start < w * h; start++) {
    if (label[start] || !bright(start)) continue;
    next++;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    label[start] = next;
    while (head < tail) {
      const i = queue[head++] as number;
      const x = i % w;
      for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w]) {
        if (j < 0 || j >= w * h || label[j] || !bright(j)) continue;
        label[j] = next;
        queue[tail++] = j;
      }
    }
    if (tail > best.size) best = { id: next, size: tail };
  }
  if (best.size < w * h * 0.2) return undefined;
  let tl = { x: 0, y: 0, s: Infinity };
  let br = { x: 0, y: 0, s: -Infinity };
  let tr = { x: 0, y: 0, s: -Infinity };
  let bl = { x: 0, y: 0, s: -Infinity };
  let touches = 0;
  for (let i = 0; i < w * h; i++) {
    if (label[i] !== best.id) continue;
    const x = i % w;
    const y = (i - x) / w;
    if (x === 0 || y === 0 || x === w - 1 || y === h - 1) touches++;
    if (x + y < tl.s) tl = { x, y, s: x + y };
    if (x + y > br.s) br = { x, y, s: x + y };
    if (x - y > tr.s) tr = { x, y, s: x - y };
    if (y - x > bl.s) bl = { x, y, s: y - x };
  }
  const quad = [tl, tr, br, bl].map((p) => ({ x: (p.x + 0.5) / f, y: (p.y + 0.5) / f }));
  // A page that fills the frame (a scan, a tight crop) runs along the borders: nothing to straighten.
  if (touches > (w + h) * 0.5) return undefined;
  const area = polygonArea(quad) * f * f;
  if (!isConvex(quad) || area < best.size * 0.85 || area > best.size * 1.25) return undefined;
  return quad;
}

/** Size of the straightened page: the longer of each pair of opposite edges. */
export function quadSize(q: readonly Point[]): { width: number; height: number } {
  const d = (a: Point, b: Point) => hypot(a.x - b.x, a.y - b.y);
  const [tl, tr, br, bl] = q as [Point, Point, Point, Point];
  return {
    width: round(max(d(tl, tr), d(bl, br))),
    height: round(max(d(tl, bl), d(tr, br))),
  };
}

/**
 * The page in a phone photo, on OpenCV: its four corners, to undo its perspective. Robust to what lies
 * around and across it: a hand's shadow over the page, a light table as bright as shaded paper, a
 * checked tablecloth. (The first finder took the largest bright region: a shadow cut the region at
 * its edge, and on a light table the region ran into the table; the page was lost and so was the photo.)
 *
 * Edges are found on the logarithm of the light (a shadow or a vignette multiplies the light, so a
 * ratio of brightness, paper to table, gives the same step inside the shadow as outside), contours of
 * those edges are the candidates, and each candidate quadrilateral is judged on what a page is: large,
 * convex, with four straight sides each lying along edges for most of its length, and brighter inside
 * than outside along them. A shadow's rim is curved and crosses the page: no quadrilateral drawn on it
 * has four sides on edges. Corners are then refined by fitting a line to the edge points along each side.
 */
import { type CV, cvNow, type Mat, toMat, using } from './cv';
import { resized } from './resample';
import type { Grey, Point } from './raster';

// Math's functions as locals: jest runs tests in a vm context where every global lookup in a hot loop is ~40× slower.
const { abs, hypot, max, min, round } = Math;

/** Long side of the copy the page is looked for on (the corners are refined at full size after). */
const SEARCH_SIDE = 640;
/** A page covers at least this share of the photo (a notice photographed from across the room is unreadable anyway). */
const MIN_AREA = 0.2;
/** A page that fills the frame this much is a scan or a tight crop: nothing to straighten. */
const FULL_FRAME = 0.92;
/** Pixels across a side (of the search copy) within which an edge counts as on it. */
const NEAR = 3;
/** Pixels (of the search copy) beside a side's continuation where the surface's own edges are counted: past NEAR and the dilation. */
const BESIDE = 3 * NEAR;
/** Pixels (of the search copy) across a contour's side within which its edge is looked for to snap it on. */
const SNAP = 2 * NEAR;
/** Share of a side's length that must lie on edges. */
const MIN_SUPPORT = 0.45;
/** Median window (pixels of the search copy) that smooths a textured surface away: wider than its pattern. */
const MEDIAN = 21;
/** Longest lines each way combined into quadrilaterals. */
const LINES = 8;
/** A step of light across a side (log grey levels) that is surely paper against its surface. */
const FULL_STEP = 10;
/** A score at which a candidate is taken without searching further. */
const CLEAR_PAGE = 0.55;
/**
 * A score below which the best candidate is no surer a page than a box printed on it: the whole photo is
 * read instead (perspective left in is read worse; a wrong quadrilateral is not read at all). Measured
 * (2026-11-27): true pages scored 0.185–0.27 on a checked tablecloth and 0.3–0.77 elsewhere (photo.ts,
 * 24 seeds); the lower half of a page, cut along a table's grey header row on a tablecloth with a
 * hand's shadow over the page's top edge, 0.087 (fuzz-images fresh-339acd81 #7: nothing read).
 */
const MIN_SCORE = 0.15;

export interface PageQuad {
  /** Top-left, top-right, bottom-right, bottom-left, in pixels of the image searched. */
  corners: Point[];
  /** How well it was judged a page (0–1): the weakest side's share on edges. */
  score: number;
}

const polygonArea = (q: readonly Point[]): number =>
  abs(
    q.reduce((s, p, i) => {
      const n = q[(i + 1) % q.length] as Point;
      return s + p.x * n.y - n.x * p.y;
    }, 0),
  ) / 2;

/** The four points in reading order: top-left, top-right, bottom-right, bottom-left. */
export function orderCorners(points: readonly Point[]): Point[] {
  const cx = points.reduce((s, p) => s + p.x, 0) / points.length;
  const cy = points.reduce((s, p) => s + p.y, 0) / points.length;
  const around = [...points].sort((a, b) => Math.atan2(a.y - cy, a.x - cx) - Math.atan2(b.y - cy, b.x - cx));
  // Clockwise from the one nearest the top-left (smallest x + y).
  let first = 0;
  around.forEach((p, i) => {
    const f = around[first] as Point;
    if (p.x + p.y < f.x + f.y) first = i;
  });
  return [0, 1, 2, 3].map((k) => around[(first + k) % 4] as Point);
}

/** The corners' interior angles are all within 45–135° and the opposite sides within a factor 2 of each other. */
function plausible(q: readonly Point[]): boolean {
  for (let i = 0; i < 4; i++) {
    const a = q[(i + 3) % 4] as Point;
    const b = q[i] as Point;
    const c = q[(i + 1) % 4] as Point;
    const u = { x: a.x - b.x, y: a.y - b.y };
    const v = { x: c.x - b.x, y: c.y - b.y };
    const cos = (u.x * v.x + u.y * v.y) / (hypot(u.x, u.y) * hypot(v.x, v.y) || 1);
    if (abs(cos) > 0.71) return false;
  }
  const side = (i: number) =>
    hypot((q[(i + 1) % 4] as Point).x - (q[i] as Point).x, (q[(i + 1) % 4] as Point).y - (q[i] as Point).y);
  const r1 = side(0) / (side(2) || 1);
  const r2 = side(1) / (side(3) || 1);
  return r1 > 0.5 && r1 < 2 && r2 > 0.5 && r2 < 2;
}

/**
 * Share of the segment a→b lying on edges (a point counts when the edge map is set within its
 * neighbourhood, the map being dilated), and the mean brightness step across it (inside minus outside,
 * `inside` being the side towards `centre`).
 */
function sideEvidence(
  edges: Mat,
  light: Mat,
  a: Point,
  b: Point,
  centre: Point,
): { support: number; step: number; beyond: { along: number; surface: number }; dark: number } {
  const w = edges.cols;
  const h = edges.rows;
  const len = hypot(b.x - a.x, b.y - a.y);
  const n = max(8, round(len / 2));
  const nx = -(b.y - a.y) / (len || 1);
  const ny = (b.x - a.x) / (len || 1);
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const towards = (centre.x - mid.x) * nx + (centre.y - mid.y) * ny > 0 ? 1 : -1;
  const off = NEAR + 3;
  let on = 0;
  let counted = 0;
  let step = 0;
  let stepped = 0;
  const inside: number[] = [];
  const e = edges.data;
  const l = light.data;
  for (let k = 1; k < n; k++) {
    const t = k / n;
    const x = round(a.x + (b.x - a.x) * t);
    const y = round(a.y + (b.y - a.y) * t);
    if (x < 0 || y < 0 || x >= w || y >= h) continue;
    counted++;
    // On an edge within a few pixels across the side: the contour's corners sit on its inner rim.
    for (let o = -NEAR; o <= NEAR; o++) {
      const px = round(x + nx * o);
      const py = round(y + ny * o);
      if (px >= 0 && py >= 0 && px < w && py < h && (e[py * w + px] as number) > 0) {
        on++;
        break;
      }
    }
    const ix = round(x + towards * nx * off);
    const iy = round(y + towards * ny * off);
    const ox = round(x - towards * nx * off);
    const oy = round(y - towards * ny * off);
    if (ix < 0 || iy < 0 || ix >= w || iy >= h || ox < 0 || oy < 0 || ox >= w || oy >= h) continue;
    step += (l[iy * w + ix] as number) - (l[oy * w + ox] as number);
    stepped++;
    inside.push(l[iy * w + ix] as number);
  }
  // Paper along the inside: the share of the inside band clearly darker than the band's paper (its
  // 80th percentile). A page's margin is paper (a shadow may darken a stretch of it); a quadrilateral
  // drawn on a tablecloth's checks has half its band on dark squares.
  const sorted = [...inside].sort((p, q) => p - q);
  const paper = (sorted[Math.floor(sorted.length * 0.8)] as number) ?? 0;
  const dark = inside.length ? inside.filter((v) => v < paper - 12).length / inside.length : 1;
  return {
    support: counted ? on / n : 0,
    step: stepped ? step / stepped : 0,
    beyond: beyond(edges, a, b),
    dark,
  };
}

/**
 * Share on edges of the side's continuation past its two corners (a tenth of its length each way),
 * and the share the surface has there anyway: the same stretches moved BESIDE pixels sideways, either
 * way. A page's edge stops at its corners; a line of a tablecloth's pattern, of a table's border or of
 * the page's own print runs on. On a checked tablecloth whose checks run askew to the page, about half
 * of any line lies on the checks' edges, the page's sides' continuations as much as the lines beside
 * them: there running on is only what lies on edges beyond the surface's own share (bestPage).
 */
function beyond(edges: Mat, a: Point, b: Point): { along: number; surface: number } {
  const w = edges.cols;
  const h = edges.rows;
  const e = edges.data;
  const len = hypot(b.x - a.x, b.y - a.y);
  const ux = (b.x - a.x) / (len || 1);
  const uy = (b.y - a.y) / (len || 1);
  const share = (shift: number): number => {
    let on = 0;
    let counted = 0;
    for (const [from, dir] of [
      [b, 1],
      [a, -1],
    ] as const)
      for (let s = NEAR * 2; s < len * 0.1 + NEAR * 2; s += 2) {
        const x = round(from.x + ux * dir * s - uy * shift);
        const y = round(from.y + uy * dir * s + ux * shift);
        if (x < 0 || y < 0 || x >= w || y >= h) continue;
        counted++;
        if ((e[y * w + x] as number) > 0) on++;
      }
    return counted ? on / counted : 0;
  };
  const along = share(0);
  return { along, surface: along ? (share(BESIDE) + share(-BESIDE)) / 2 : 0 };
}

/** The contour's quadrilateral: its polygon simplified to four corners, else its convex hull's. */
function quadOf(cv: CV, contour: Mat, keep: <M extends { delete(): void }>(m: M) => M): Point[] | undefined {
  const perimeter = cv.arcLength(contour, true);
  for (const source of ['contour', 'hull'] as const) {
    let curve = contour;
    if (source === 'hull') {
      curve = keep(new cv.Mat());
      cv.convexHull(contour, curve, false, true);
    }
    for (const eps of [0.02, 0.035, 0.05]) {
      const approx = keep(new cv.Mat());
      cv.approxPolyDP(curve, approx, eps * perimeter, true);
      if (approx.rows === 4) {
        const d = approx.data32S;
        const pts = [0, 1, 2, 3].map((i) => ({ x: d[2 * i] as number, y: d[2 * i + 1] as number }));
        return orderCorners(pts);
      }
    }
  }
  return undefined;
}

/**
 * Corners moved onto the page's true edges: along each side, the edge points of a finer edge map
 * within a band around it get a line fitted (robustly: Huber), and neighbouring lines meet at the
 * corners. A side with too few edge points keeps its corners.
 */
function refine(cv: CV, edges: Mat, q: readonly Point[], band: number): Point[] {
  const w = edges.cols;
  const h = edges.rows;
  const e = edges.data;
  const lines: ({ px: number; py: number; dx: number; dy: number } | undefined)[] = [];
  for (let i = 0; i < 4; i++) {
    const a = q[i] as Point;
    const b = q[(i + 1) % 4] as Point;
    const len = hypot(b.x - a.x, b.y - a.y);
    const nx = -(b.y - a.y) / len;
    const ny = (b.x - a.x) / len;
    const pts: number[] = [];
    // Sample the band across the side, keeping the edge pixel nearest the side on each cross-section,
    // away from the corners (where the neighbouring side's edge runs).
    for (let s = 0.08 * len; s < 0.92 * len; s += 1) {
      const cx = a.x + ((b.x - a.x) * s) / len;
      const cy = a.y + ((b.y - a.y) * s) / len;
      for (let k = 0; k <= band; k++) {
        const hit = [k, -k].find((o) => {
          const x = round(cx + nx * o);
          const y = round(cy + ny * o);
          return x >= 0 && y >= 0 && x < w && y < h && (e[y * w + x] as number) > 0;
        });
        if (hit !== undefined) {
          pts.push(cx + nx * hit, cy + ny * hit);
          break;
        }
      }
    }
    if (pts.length < 0.4 * len * 2 * 0.84) {
      lines.push(undefined);
      continue;
    }
    lines.push(
      using((keep) => {
        const m = keep(cv.matFromArray(pts.length / 2, 1, cv.CV_32FC2, pts));
        const line = keep(new cv.Mat());
        cv.fitLine(m, line, cv.DIST_HUBER, 0, 0.01, 0.01);
        const [dx, dy, px, py] = line.data32F as unknown as number[];
        return { px: px as number, py: py as number, dx: dx as number, dy: dy as number };
      }),
    );
  }
  return q.map((corner, i) => {
    const l1 = lines[(i + 3) % 4];
    const l2 = lines[i];
    if (!l1 || !l2) return corner;
    const det = l1.dx * -l2.dy - l1.dy * -l2.dx;
    if (abs(det) < 1e-6) return corner;
    const t = ((l2.px - l1.px) * -l2.dy - (l2.py - l1.py) * -l2.dx) / det;
    const p = { x: l1.px + l1.dx * t, y: l1.py + l1.dy * t };
    // A refinement that moves a corner far is a fit to something else: the coarse corner stands.
    return hypot(p.x - corner.x, p.y - corner.y) <= band * 1.5 ? p : corner;
  });
}

/** log(1 + v) scaled to 0–255: a multiplicative change of light becomes the same step everywhere. */
let LOG_LUT: Uint8Array | undefined;
const logLut = (): Uint8Array => {
  LOG_LUT ??= Uint8Array.from({ length: 256 }, (_, v) => round((255 * Math.log1p(v)) / Math.log(256)));
  return LOG_LUT;
};

/**
 * Edges of the log-light image, thickened by a pixel, and that image blurred (the brightness steps
 * across sides are measured on it). Local contrast is raised first (CLAHE): a page on a light table
 * differs from it by a few grey levels only, which is still an edge once contrast is local.
 */
function edgeMap(
  cv: CV,
  img: Mat,
  keep: <M extends { delete(): void }>(m: M) => M,
): { edges: Mat; light: Mat } {
  const lut = keep(cv.matFromArray(1, 256, cv.CV_8UC1, Array.from(logLut())));
  const light = keep(new cv.Mat());
  cv.LUT(img, lut, light);
  const soft = keep(new cv.Mat());
  cv.GaussianBlur(light, soft, new cv.Size(5, 5), 0);
  const clahe = keep(new cv.CLAHE(3, new cv.Size(8, 8)));
  const raised = keep(new cv.Mat());
  clahe.apply(img, raised);
  const raisedLog = keep(new cv.Mat());
  cv.LUT(raised, lut, raisedLog);
  cv.GaussianBlur(raisedLog, raisedLog, new cv.Size(5, 5), 0);
  const edges = keep(new cv.Mat());
  cv.Canny(raisedLog, edges, 12, 36);
  const thick = keep(new cv.Mat());
  cv.dilate(edges, thick, cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(3, 3)));
  return { edges: thick, light: soft };
}

/** Where two lines (point and direction) meet, or undefined when they are nearly parallel. */
function meet(a: Segment, b: Segment): Point | undefined {
  const det = a.dx * b.dy - a.dy * b.dx;
  if (abs(det) < 1e-6) return undefined;
  const t = ((b.x - a.x) * b.dy - (b.y - a.y) * b.dx) / det;
  return { x: a.x + a.dx * t, y: a.y + a.dy * t };
}

interface Segment {
  x: number;
  y: number;
  dx: number;
  dy: number;
  length: number;
}

/**
 * Quadrilaterals from straight lines (Hough): the longest segments running across and down, merged
 * when they lie on one line, every pair across with every pair down. A page's edge broken by a
 * shadow's rim or a faint stretch is still one line.
 */
function lineQuads(cv: CV, edges: Mat, keep: <M extends { delete(): void }>(m: M) => M): Point[][] {
  const side = min(edges.cols, edges.rows);
  const found = keep(new cv.Mat());
  cv.HoughLinesP(edges, found, 1, Math.PI / 180, round(side * 0.12), side * 0.15, side * 0.03);
  const d = found.data32S;
  const lines: Segment[] = [];
  for (let i = 0; i < found.rows; i++) {
    const [x1, y1, x2, y2] = [d[4 * i], d[4 * i + 1], d[4 * i + 2], d[4 * i + 3]] as number[];
    const length = hypot((x2 as number) - (x1 as number), (y2 as number) - (y1 as number));
    const seg = {
      x: x1 as number,
      y: y1 as number,
      dx: ((x2 as number) - (x1 as number)) / length,
      dy: ((y2 as number) - (y1 as number)) / length,
      length,
    };
    // One line: same direction (within 3°) and within 4 pixels of each other.
    const same = lines.find(
      (l) =>
        abs(l.dx * seg.dy - l.dy * seg.dx) < 0.05 && abs((seg.x - l.x) * l.dy - (seg.y - l.y) * l.dx) < 4,
    );
    if (same) same.length += length;
    else lines.push(seg);
  }
  const across = lines
    .filter((l) => abs(l.dx) >= abs(l.dy))
    .sort((a, b) => b.length - a.length)
    .slice(0, LINES);
  const down = lines
    .filter((l) => abs(l.dx) < abs(l.dy))
    .sort((a, b) => b.length - a.length)
    .slice(0, LINES);
  const quads: Point[][] = [];
  for (let i = 0; i < across.length; i++)
    for (let j = i + 1; j < across.length; j++)
      for (let k = 0; k < down.length; k++)
        for (let m = k + 1; m < down.length; m++) {
          const [a, b, c, e] = [across[i], across[j], down[k], down[m]] as Segment[];
          const pts = [
            meet(a as Segment, c as Segment),
            meet(a as Segment, e as Segment),
            meet(b as Segment, e as Segment),
            meet(b as Segment, c as Segment),
          ];
          if (pts.some((p) => !p || p.x < -2 || p.y < -2 || p.x > edges.cols + 1 || p.y > edges.rows + 1))
            continue;
          quads.push(orderCorners(pts as Point[]));
        }
  return quads;
}

/** Candidate quadrilaterals of one edge map: the contours of its edges. */
function contourQuads(
  cv: CV,
  edges: Mat,
  frame: number,
  keep: <M extends { delete(): void }>(m: M) => M,
): Point[][] {
  const contours = keep(new cv.MatVector());
  const hierarchy = keep(new cv.Mat());
  // Both the edges' outlines and the regions they enclose: with RETR_LIST, the inner outline of a
  // page's edge ring is the page itself even when the table's pattern touches the ring outside.
  // Edges closed over small gaps first: where a light square of a tablecloth meets the page, the
  // page's edge is faint for a stretch, and the page's outline would leak out through it.
  const closed = keep(new cv.Mat());
  cv.dilate(edges, closed, cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(5, 5)));
  cv.findContours(closed, contours, hierarchy, cv.RETR_LIST, cv.CHAIN_APPROX_SIMPLE);
  const out: Point[][] = [];
  for (let i = 0; i < contours.size(); i++) {
    const contour = contours.get(i);
    try {
      const box = cv.boundingRect(contour);
      if (box.width * box.height < frame * MIN_AREA) continue;
      const q = quadOf(cv, contour, keep);
      // Both the simplified outline and its corners moved onto the edges along its sides: simplified,
      // a side may lie a few pixels beside the page's edge at one end, off it by more than NEAR (fuzz-
      // images fresh-0793aa6e #7: a page on a checked cloth, its left side 4 px off at the bottom, on
      // edges for 31% of its length, and the photo read with the cloth around the page).
      if (q) out.push(q, refine(cv, edges, q, SNAP));
    } finally {
      contour.delete();
    }
  }
  return out;
}

/** The best page among `candidates`, judged on `edges` and `light`, with its score. */
function bestPage(candidates: Point[][], edges: Mat, light: Mat, frame: number): PageQuad | undefined {
  let best: PageQuad | undefined;
  for (const q of candidates) {
    const area = polygonArea(q);
    if (area < frame * MIN_AREA || area > frame * FULL_FRAME || !plausible(q)) continue;
    const centre = { x: q.reduce((s, p) => s + p.x, 0) / 4, y: q.reduce((s, p) => s + p.y, 0) / 4 };
    const sides = [0, 1, 2, 3].map((k) =>
      sideEvidence(edges, light, q[k] as Point, q[(k + 1) % 4] as Point, centre),
    );
    const support = min(...sides.map((s) => s.support));
    // A side with paper's full step of light across it is paper against its surface whatever that
    // surface's pattern: what its continuation has on edges is the pattern's, up to the pattern's own
    // share (fuzz-images fresh-01ddd4c5 #7: a page on askew checks, steps 14–22 on every side, ran on
    // 0.51 and was refused; the photo was read with its perspective left in). A side with a weak step
    // may be a line of the pattern itself, straight and on edges all along (a quadrilateral drawn on
    // the checks around the page): its continuation is not discounted.
    const runsOn = max(
      ...sides.map((s) => (s.step >= FULL_STEP ? max(0, s.beyond.along - s.beyond.surface) : s.beyond.along)),
    );
    // Paper is lighter than what it lies on: every side steps down going out. Its edges stop at its
    // corners. Among pages, the larger wins (a table's printed frame inside the page is also a
    // quadrilateral on edges), weighed by how straight its sides lie on edges.
    const dark = sides.reduce((sum, s) => sum + s.dark, 0) / 4;
    if (support < MIN_SUPPORT || runsOn > 0.5 || dark > 0.25 || sides.some((s) => s.step <= 2)) continue;
    // A rule printed on the page has paper on both sides: a weak step weighs a side down.
    const step = min(...sides.map((s) => s.step));
    const score = (support - runsOn / 2) * Math.sqrt(area / frame) * min(1, step / FULL_STEP);
    if (!best || score > best.score) best = { corners: q, score };
  }
  return best;
}

/**
 * The page's corners in a photo (pixels of `img`), or undefined when no quadrilateral is judged a page
 * (a scan filling the frame, a page cropped by the photo's edge, a screenshot) or none surely (MIN_SCORE).
 *
 * Two edge maps are searched: the log-light image with its local contrast raised (a page on a light
 * table), and the same smoothed by a wide median (a tablecloth's checks and a desk's grain vanish under
 * it, and so does the print inside the page, while the page's own edge, a long straight boundary,
 * stays).
 */
export async function findPage(img: Grey): Promise<PageQuad | undefined> {
  const f = min(1, SEARCH_SIDE / max(img.width, img.height));
  const small = await resized(img, round(img.width * f), round(img.height * f));
  const cv = cvNow();
  const found = using((keep) => {
    const mat = keep(toMat(small));
    const frame = mat.cols * mat.rows;
    const sharp = edgeMap(cv, mat, keep);
    const judge = (edges: ReturnType<typeof edgeMap>, quads: Point[][]) =>
      bestPage(quads, edges.edges, edges.light, frame);
    const better = (a: PageQuad | undefined, b: PageQuad | undefined) =>
      b && (!a || b.score > a.score) ? b : a;
    // Cheapest first: the outline of the page's edges is enough on a desk; lines and the smoothed map
    // are searched only when it is not clearly a page.
    let best = judge(sharp, contourQuads(cv, sharp.edges, frame, keep));
    if (best && best.score >= CLEAR_PAGE) return best;
    best = better(best, judge(sharp, lineQuads(cv, sharp.edges, keep)));
    if (best && best.score >= CLEAR_PAGE) return best;
    const median = keep(new cv.Mat());
    cv.medianBlur(mat, median, MEDIAN);
    const smooth = edgeMap(cv, median, keep);
    best = better(best, judge(smooth, contourQuads(cv, smooth.edges, frame, keep)));
    return better(best, judge(smooth, lineQuads(cv, smooth.edges, keep)));
  });
  if (!found || found.score < MIN_SCORE) return undefined;
  // Refined on a finer edge map: twice the search size, or the image itself if smaller.
  const g = min(1, (2 * SEARCH_SIDE) / max(img.width, img.height));
  const fine = await resized(img, round(img.width * g), round(img.height * g));
  const corners = using((keep) =>
    refine(
      cv,
      edgeMap(cv, keep(toMat(fine)), keep).edges,
      found.corners.map((p) => ({ x: (p.x * g) / f, y: (p.y * g) / f })),
      round(6 * (g / f)),
    ),
  ).map((p) => ({ x: p.x / g, y: p.y / g }));
  return { corners, score: found.score };
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

/**
 * Several notices in one upload (two autos scanned into one PDF, a notice under another on one page):
 * told apart, so the facts of one are never mixed with the other's. A document holds several notices
 * when it prints two different values of what identifies a notice (the auto's number, the plate, the
 * process number), and they lie in distinct regions: under titles of their own ("NOTIFICAÇÃO DE
 * AUTUAÇÃO…"), or on pages of their own. Each region is then read alone.
 */
import type { DocumentLayout, LayoutPage } from '../documents/layout';
import type { Cell } from '../reading/cells';
import { editDistance } from './edit-distance';
import { agencyState } from './agencies';
import { isValidCnh } from './identifiers';
import { fold } from './text';

/** What identifies a notice: two different values of one of these are two notices (or a misreading). */
export const NOTICE_ANCHORS = ['notice.number', 'vehicle.plate', 'suspension.processNumber'] as const;
/**
 * What identifies the person a notice is addressed to: one notice has one. The same one in two
 * notices is the same driver's two notices, so it never tells two notices apart on its own; but a
 * region under a title of its own whose driver differs from the one before it is another notice, even
 * when OCR read none of its NOTICE_ANCHORS (fuzz-images fresh-7eec4d66 #7: two suspensions photographed
 * a page each, the second's process number garbled; read as one notice, the second's driver's CNH was
 * the first's, certain).
 */
export const PERSON_ANCHORS = ['driver.cnh', 'owner.cnh'] as const;

export interface Anchor {
  key: (typeof NOTICE_ANCHORS)[number] | (typeof PERSON_ANCHORS)[number];
  value: string;
  page: number;
  /** Top of the value, in page fractions. */
  top: number;
}

/** Where a region of the document starts: a page and a height on it (page fractions). */
interface Mark {
  page: number;
  y: number;
}

export interface NoticeRegion {
  start: Mark;
  /** Exclusive; undefined: the end of the document. */
  end?: Mark;
  /**
   * Where this region starts is not sure (its title was cut by OCR, or there is none to go by on the
   * page): the facts read near that boundary, on either side of it, may belong to the other notice.
   */
  unsure?: true;
}

const before = (a: Mark, b: Mark): boolean => a.page < b.page || (a.page === b.page && a.y < b.y);

/** A title that opens a notice: "NOTIFICAÇÃO DE AUTUAÇÃO…", "Notificação da Penalidade…", "…de Suspensão…". */
const TITLE = /^notificacao\s+(?:d[ae]\s+)?(autuacao|penalidade|imposicao|instauracao|instalacao)/;

/**
 * A line's text and folded text without the rule, bullet or speck OCR read before its first letter ("—
 * NOTIFICAÇÃO DA AUTUAÇÃO…": a low-DPI scan's border read as a dash, fresh-856a6726 #1, the second notice
 * then merged into the first and given its stage, certain; ", Notificação de Instauração…": a speck read
 * as a comma, fuzz-images fresh-ecd04f40 #11, two suspensions on one scanned page read as one, the
 * second's holder certain as the first's).
 */
const lead = (line: Pick<Cell, 'text' | 'folded'>): { text: string; folded: string } => {
  const strip = (s: string) => s.trim().replace(/^[-–—_=|•·*~.,;'"‘’“”`]+\s*/, '');
  return { text: strip(line.text), folded: strip(line.folded) };
};

/** The kinds a title notifies, as TITLE spells them. */
const KINDS = ['autuacao', 'penalidade', 'imposicao', 'instauracao', 'instalacao'] as const;

/**
 * What a title's text notifies: its word after "Notificação de", or the one kind that word is two
 * letters from at most ("NOTIFICAÇÃO DE TNSTADRAÇÃO DE PROCESSO DE SUSPENSÃO…", a photo's small print:
 * fresh-71af7598 #17, the suspension under a penalty notice was read into it, its dates certain).
 */
function kindWord(folded: string): string | undefined {
  const whole = folded.match(TITLE)?.[1];
  if (whole) return whole;
  const word = folded.match(/^notificacao\s+(?:d[ae]\s+)?([a-z]{7,12})(?![a-z])/)?.[1];
  if (!word) return undefined;
  // …or the one kind it opens, its end lost ("NOTIFICAÇÃO DE INSTAUR DE PROCESSO…", a photo's shadow:
  // fuzz-images fresh-cb1fa1c5 #18, the suspension after a penalty notice read into it, certain).
  const near = KINDS.filter((k) => editDistance(word, k, 2) <= 2 || k.startsWith(word));
  return near.length === 1 || near.every((k) => k.startsWith('insta')) ? near[0] : undefined;
}

export function isNoticeTitle(line: Pick<Cell, 'text' | 'folded'>): boolean {
  const { text, folded } = lead(line);
  return /^N/.test(text) && kindWord(folded) !== undefined && !text.includes(':');
}

/**
 * A title whose first letters OCR lost ("TIFICAÇÃO DE INSTAURAÇÃO…", "ITIFICAÇÃO DE AUTUAÇÃO…": the
 * photo's or receipt's edge cut "NO", or a stain): what follows "…tificação" still names a notice's
 * title. At most one stray letter before "otificação"/"tificação" ("IDENTIFICAÇÃO DA AUTUAÇÃO", a
 * section's heading, keeps four letters before it and is no title). Told from a whole title because a
 * region it opens starts less surely.
 */
const CUT_TITLE =
  /^[a-z]?o?tificacao\s+(?:d[ae]\s+)?(?:autuacao|penalidade|imposicao|instauracao|instalacao)/;

export function isCutNoticeTitle(line: Pick<Cell, 'text' | 'folded'>): boolean {
  const { text, folded } = lead(line);
  return !isNoticeTitle(line) && /^\p{Lu}/u.test(text) && CUT_TITLE.test(folded) && !text.includes(':');
}

/**
 * The letterhead above a title: the lines right above it that are centred as a letterhead's are (the
 * agency, its CNPJ and address), on its page. A notice's own lines start at the margin.
 */
function headerTop(title: Cell, lines: readonly Cell[]): Mark {
  const top =
    centredAbove(
      lines.filter((l) => l.page === title.page),
      title,
    ) ?? title;
  return { page: title.page, y: (top.rect.t - 0.1 * top.h) / top.pageSize.height };
}

/** The top of the run of centred lines (at most 6, none far apart) right above `from` on `page`. */
function centredAbove(page: readonly Cell[], from: Cell | undefined): Cell | undefined {
  const margin = Math.min(...page.map((l) => l.rect.l));
  const right = Math.max(...page.map((l) => l.rect.r));
  const mid = (margin + right) / 2;
  // Alone on its row: a short value beside a label is not centred, only near the middle ("08/04/" ·
  // "2024" right of "Emitida em … Data limite para apresentação de defesa", fresh-b09d1379#12).
  // (Centred on the text's width or on the page's: a page of narrow text, nothing printed across it,
  // has its text's middle well left of the page's, where its letterhead is centred: fuzz
  // fresh-14d60bc0 #12, LibreOffice, the next notice's agency CNPJ read as the owner's, certain.)
  const centred = (l: Cell) =>
    l.rect.l > margin + 0.03 * (right - margin) &&
    (Math.abs((l.rect.l + l.rect.r) / 2 - mid) < 0.08 * (right - margin) ||
      Math.abs((l.rect.l + l.rect.r) / 2 - l.pageSize.width / 2) < 0.05 * l.pageSize.width) &&
    !page.some((o) => o !== l && o.rect.t < l.rect.b - 0.3 * l.h && o.rect.b > l.rect.t + 0.3 * l.h);
  let top = from;
  const above = page
    .filter((l) => !from || l.rect.b <= from.rect.t + 0.2 * from.h)
    .sort((a, b) => b.rect.t - a.rect.t);
  for (const l of above.slice(0, 6)) {
    if (!centred(l) || (top && top.rect.t - l.rect.b > 2.5 * Math.max(l.h, top.h))) break;
    top = l;
  }
  return top;
}

/**
 * A letterhead printed at the foot of the page before a title that opens its page (two notices run
 * together: the second's agency, CNPJ and address end page 1, its title starts page 2): the centred
 * lines that end that page, or undefined.
 */
function letterheadBefore(title: Cell, lines: readonly Cell[]): Mark | undefined {
  const before = lines.filter((l) => l.page === title.page - 1);
  const top = centredAbove(before, undefined);
  if (!top) return undefined;
  return { page: top.page, y: (top.rect.t - 0.1 * top.h) / top.pageSize.height };
}

/**
 * Where the notice under `title` starts. A title that opens its page's first notice near the page's
 * top, with nothing identifying a notice above it there, starts the notice at the page's top: what is
 * above is its header (letterhead, barcode, agency's address) however it is laid out, not the end of
 * the notice before. Otherwise its letterhead's top (headerTop).
 */
function noticeTop(
  title: Cell,
  previous: Cell | undefined,
  anchors: readonly Anchor[],
  lines: readonly Cell[],
): Mark {
  const y = title.rect.t / title.pageSize.height;
  const firstOnPage = previous?.page !== title.page;
  const anchorAbove = anchors.some((a) => a.page === title.page && a.top < y);
  if (firstOnPage && !anchorAbove && y < PAGE_HEADER) {
    const letterhead = previous && letterheadBefore(title, lines);
    if (letterhead) return letterhead;
    // Body text above the letterhead, at the page's left margin, goes on from the page before: the
    // notice before's last rows and its slip, broken onto this page (fresh-6b9fc774#36: "Valor (R$)" ·
    // "R$ 293,47" and a boleto above the next notice's letterhead; the amount was read as the next
    // notice's, certain). A letterhead line set apart from the margin is the new notice's own.
    const top = headerTop(title, lines);
    const page = lines.filter((l) => l.page === title.page);
    const margin = Math.min(...page.map((l) => l.rect.l));
    const above =
      previous !== undefined &&
      page.some((l) => l.rect.b / l.pageSize.height <= top.y && l.rect.l - margin < l.h);
    return above ? top : { page: title.page, y: 0 };
  }
  return headerTop(title, lines);
}

/**
 * The state of the agency the letterhead above `title` names (its lines from `top` down to the title),
 * or undefined. One notice comes from one agency: a title whose letterhead names another state's than
 * the one before is another notice, even when OCR read nothing identifying it (fuzz-images
 * fresh-7eec4d66 #7: a DETRAN-SP and a DETRAN-PR suspension photographed a page each, read as one).
 */
function letterheadState(title: Cell, top: Mark, lines: readonly Cell[]): string | undefined {
  for (const l of lines) {
    if (l.page !== title.page || l.rect.t > title.rect.t) continue;
    if (l.rect.b / l.pageSize.height < top.y) continue;
    const uf = agencyState(l.text);
    if (uf) return uf;
  }
  return undefined;
}

/** A page's header band (page fraction): a title below it opens a notice with text of its own above. */
const PAGE_HEADER = 0.3;

/** What a whole title notifies ("autuacao", "penalidade", "instauracao"…), or undefined. */
export const titleKind = (t: Pick<Cell, 'text' | 'folded'>): string | undefined =>
  isNoticeTitle(t)
    ? kindWord(lead(t).folded)?.replace('instalacao', 'instauracao').replace('imposicao', 'penalidade')
    : undefined;

/**
 * A whole title of another kind than the whole title before it (a suspension's "instauração" after an
 * autuação), with a value identifying a notice before it: a second notice even when OCR read none of
 * its own identifying values, wherever on its page it stands. One notice never carries two titles of
 * different kinds (fuzz-images fresh-s33c #6, a photographed autuação and a suspension on the next
 * page, its process number's label garbled: read as one notice, the suspension's holder was the
 * autuação's driver, certain).
 */
function otherKind(title: Cell, previous: Cell | undefined, top: Mark, anchors: readonly Anchor[]): boolean {
  const kind = titleKind(title);
  const before = previous && titleKind(previous);
  return (
    kind !== undefined &&
    before !== undefined &&
    kind !== before &&
    anchors.some((a) => a.page < top.page || (a.page === top.page && a.top < top.y))
  );
}

/**
 * A whole title down its page (below the header band), under a letterhead of its own (`top`, the
 * centred lines above it, is above the title), with a value identifying another notice above it: a
 * second notice even when OCR read none of its own identifying values (a suspension by points prints
 * no auto or plate, and its process number was garbled on a receipt: fuzz-images fresh-ddd1b8a3 #9,
 * merged with the notice above, took that one's agency and gave it its own holder, both certain). A
 * notice's title is printed once, at its head; a continuation page repeats it in its header band.
 * Only on pages read from pixels: a text layer's identifying values are read as printed.
 */
function standsAlone(title: Cell, top: Mark, anchors: readonly Anchor[]): boolean {
  const y = title.rect.t / title.pageSize.height;
  const letterheaded = top.page === title.page && top.y < y - 0.5 * (title.h / title.pageSize.height);
  return (
    isNoticeTitle(title) &&
    y >= PAGE_HEADER &&
    letterheaded &&
    anchors.some((a) => a.page === title.page && a.top < top.y)
  );
}

const same = (a: string, b: string): boolean =>
  fold(a).replace(/[^a-z0-9]/g, '') === fold(b).replace(/[^a-z0-9]/g, '');

/**
 * The regions of the notices a document holds, or undefined for one notice. `anchors` are the values
 * of NOTICE_ANCHORS read anywhere in it (every label's, not only the one kept); `lines` its lines.
 * `ocr`: the lines were read from pixels, where a title may be cut or lost.
 */
export function noticeRegions(
  all: readonly Anchor[],
  lines: readonly Cell[],
  { ocr = false }: { ocr?: boolean } = {},
): NoticeRegion[] | undefined {
  const holds = (r: NoticeRegion, a: Anchor) =>
    !before({ page: a.page, y: a.top }, r.start) && (!r.end || before({ page: a.page, y: a.top }, r.end));
  const anchors = all.filter((a) => (NOTICE_ANCHORS as readonly string[]).includes(a.key));
  // Only a CNH whose check digits hold: a misread one would tell one driver from themself.
  const people = all.filter(
    (a) => (PERSON_ANCHORS as readonly string[]).includes(a.key) && isValidCnh(a.value),
  );
  /** `r` is addressed to another person than `prev` (PERSON_ANCHORS). */
  const otherPerson = (prev: NoticeRegion, r: NoticeRegion) =>
    people.some(
      (a) => holds(r, a) && people.some((b) => b.key === a.key && holds(prev, b) && !same(a.value, b.value)),
    );
  /**
   * Regions from their starts; one with no identifying value belongs to the one before it, unless it
   * stands alone (a letterheaded title down a page read from pixels: standsAlone) or is addressed to
   * another driver (PERSON_ANCHORS).
   */
  const regionsFrom = (marks: (Mark & { unsure?: true; alone?: true; state?: string })[]): NoticeRegion[] => {
    const starts = [...marks].sort((a, b) => a.page - b.page || a.y - b.y);
    const firstState = starts[0]?.state;
    starts[0] = firstState ? { page: 1, y: 0, state: firstState } : { page: 1, y: 0 };
    const states: (string | undefined)[] = [];
    return starts
      .map(({ unsure, alone, state, ...start }, i) => {
        const next = starts[i + 1];
        const r: NoticeRegion = { start, end: next && { page: next.page, y: next.y } };
        return { region: unsure ? { ...r, unsure } : r, alone, state };
      })
      .reduce<NoticeRegion[]>((out, { region: r, alone, state }) => {
        const prev = out.at(-1);
        const before = states.at(-1);
        const otherState = state !== undefined && before !== undefined && state !== before;
        if (prev && !alone && !anchors.some((a) => holds(r, a)) && !otherPerson(prev, r) && !otherState) {
          prev.end = r.end;
          states[states.length - 1] ??= state;
        } else {
          out.push({ ...r });
          states.push(state);
        }
        return out;
      }, []);
  };
  const valuesIn = (r: NoticeRegion) => anchors.filter((a) => holds(r, a));
  const titles = lines.filter((l) => isNoticeTitle(l) || (ocr && isCutNoticeTitle(l)));
  // A title wrapped over two lines is one title.
  const opening = titles.filter(
    (t, i) =>
      i === 0 || !(titles[i - 1]?.page === t.page && t.rect.t - (titles[i - 1] as Cell).rect.b < 1.5 * t.h),
  );
  const marks: (Mark & { unsure?: true; alone?: true; state?: string })[] = opening.map((t, i) => {
    const top = noticeTop(t, opening[i - 1], anchors, lines);
    const state = letterheadState(t, top, lines);
    const at = state ? { ...top, state } : top;
    if (ocr && (standsAlone(t, top, anchors) || otherKind(t, opening[i - 1], top, anchors)))
      return { ...at, unsure: true, alone: true };
    return isNoticeTitle(t) ? at : { ...at, unsure: true };
  });
  // One title read, down its page, under a value identifying a notice: on a page read from pixels,
  // what is above is a notice whose title OCR did not read at all (a receipt's or photo's edge, a
  // fold). A notice's own title lies in its page's header band, with its letterhead only above it.
  const first = opening[0];
  if (ocr && opening.length === 1 && first && marks[0]) {
    const top = marks[0];
    const down = first.page > 1 || first.rect.t / first.pageSize.height >= PAGE_HEADER;
    if (down && anchors.some((a) => before({ page: a.page, y: a.top }, top)))
      marks.splice(0, 1, { page: 1, y: 0 }, { ...top, unsure: true });
  }
  if (marks.length >= 2) {
    // Notices under titles of their own, each with what identifies it, none printed in another's
    // region (the same auto twice is one notice and its copy).
    const regions = regionsFrom(marks);
    const shared = regions.some((r, i) =>
      valuesIn(r).some((a) =>
        regions.some((o, j) => j !== i && valuesIn(o).some((b) => b.key === a.key && same(a.value, b.value))),
      ),
    );
    if (regions.length >= 2 && !shared) return regions;
    return undefined;
  }
  // No titles to go by: a page whose identifying values are all new, and differ from some before, starts a notice.
  const distinct = (key: Anchor['key']) =>
    anchors.filter(
      (a, i) => a.key === key && anchors.findIndex((b) => b.key === key && same(b.value, a.value)) === i,
    );
  if (!NOTICE_ANCHORS.some((k) => distinct(k).length >= 2)) return undefined;
  const starts: Mark[] = [{ page: 1, y: 0 }];
  const seen: Anchor[] = [];
  for (const p of [...new Set(anchors.map((a) => a.page))].sort((a, b) => a - b)) {
    const here = anchors.filter((a) => a.page === p);
    const fresh = here.every((a) => !seen.some((s) => s.key === a.key && same(s.value, a.value)));
    const differs = here.some((a) => seen.some((s) => s.key === a.key && !same(s.value, a.value)));
    if (seen.length && fresh && differs) starts.push({ page: p, y: 0 });
    seen.push(...here);
  }
  const regions = regionsFrom(starts);
  return regions.length >= 2 ? regions : undefined;
}

/** The part of a layout in `region`: its pages (numbers kept), only the lines whose top is inside it. */
export function regionLayout(layout: DocumentLayout, region: NoticeRegion): DocumentLayout {
  const inside = (page: number, y: number) =>
    !before({ page, y }, region.start) && (!region.end || before({ page, y }, region.end));
  const pages: LayoutPage[] = [];
  for (const p of layout.pages) {
    const lines = p.lines.filter((l) => inside(p.number, l.box.top + l.box.height / 2));
    if (lines.length) pages.push({ ...p, lines });
  }
  return { pages };
}

/**
 * The appeal PDF's first page, "Como protocolar" (core/src/follow-up/guide.ts): a compact checklist
 * at 11 pt that fits one page, so the driver can tear it off before filing.
 */
import type { PDFDocument, PDFPage } from 'pdf-lib';
import type { FilingGuide } from '../follow-up/guide';
import { type Fonts, Layout } from './layout';
import { toWinAnsi } from './winansi';

const TYPE = { size: 11, leading: 14.5 };

export function renderGuidePage(doc: PDFDocument, fonts: Fonts, guide: FilingGuide): PDFPage[] {
  const layout = new Layout(doc, fonts, TYPE);
  layout.centred(toWinAnsi(guide.title), true);
  layout.space(TYPE.leading / 3);
  layout.centred(toWinAnsi(guide.notice), false);
  for (const section of guide.sections) {
    layout.space(TYPE.leading / 2);
    layout.keepTogether(3);
    layout.justified(toWinAnsi(section.heading), { bold: true });
    for (const item of section.items) layout.justified(toWinAnsi(`• ${item}`), { hanging: 10, ragged: true });
  }
  return layout.pages;
}

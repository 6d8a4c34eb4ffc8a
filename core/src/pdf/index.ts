/**
 * Renders an appeal's text (the writer's layout, or the user's edit of it) as an A4 PDF that looks
 * like a filed petition: addressee, centred title, justified paragraphs with first-line indent,
 * headings, requests with hanging indent, signature block, page numbers; selectable text.
 * Entry point: `renderAppealPdf(text, meta)`.
 */
import type { FilingGuide } from '../follow-up/guide';
import { renderGuidePage } from './filing-guide';
import { footer, INDENT, Layout, LEADING, newDocument } from './layout';
import { toWinAnsi } from './winansi';

export { renderDriverIdentificationPdf } from './driver-identification';
export { toWinAnsi } from './winansi';

export interface AppealPdfMeta {
  /** Document title (PDF metadata), e.g. "Recurso – Auto de Infração nº 1F2345678". */
  title: string;
  /** Appellant's name (PDF metadata author). */
  author?: string;
  /**
   * "Como protocolar" (core/src/follow-up/guide.ts), printed as the first page, marked as not part of
   * the appeal. When present it replaces the writer's filing note.
   */
  guide?: FilingGuide;
  /** The writer's filing note, printed on a last page marked as not part of the appeal (when no guide). */
  filingNote?: string;
  /** Creation date in the metadata (deterministic output in tests). */
  createdAt?: Date;
}

type Kind = 'addressee' | 'title' | 'heading' | 'paragraph' | 'list' | 'signature' | 'note';

function classify(block: string, index: number): Kind {
  if (index === 0) return 'addressee';
  if (block.startsWith('# ')) return 'title';
  if (/^[IVX]+(?:\.\d+)? – /.test(block) && !block.includes('\n')) return 'heading';
  if (block.startsWith('____')) return 'signature';
  if (block.split('\n').every((l) => /^(?:[a-z]\)|\d{1,2}\.)\s/.test(l))) return 'list';
  return 'paragraph';
}

function render(layout: Layout, text: string): void {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  blocks.forEach((block, i) => {
    switch (classify(block, i)) {
      case 'addressee':
        layout.justified(block.replace(/\n/g, ' '), { bold: true });
        layout.space(LEADING * 3);
        break;
      case 'title':
        for (const l of block.split('\n')) layout.centred(l.replace(/^#\s*/, ''), true);
        layout.space(LEADING);
        break;
      case 'heading':
        layout.keepTogether(3);
        layout.space(LEADING / 2);
        layout.justified(block, { bold: true });
        layout.space(LEADING / 3);
        break;
      case 'list':
        for (const l of block.split('\n')) {
          const marker = l.match(/^(?:[a-z]\)|\d{1,2}\.)\s/)?.[0] ?? '';
          layout.justified(l, { firstIndent: INDENT, hanging: INDENT + 14 + (marker.length > 3 ? 4 : 0) });
        }
        layout.space(LEADING / 2);
        break;
      case 'signature':
        layout.keepTogether(4);
        layout.space(LEADING * 2);
        for (const l of block.split('\n')) layout.centred(l, false);
        layout.space(LEADING);
        break;
      default:
        for (const p of block.split('\n')) layout.justified(p, { firstIndent: INDENT });
        layout.space(LEADING / 2);
    }
  });
}

/** The appeal as PDF bytes. Text outside WinAnsi is mapped to look-alikes (see winansi.ts). */
export async function renderAppealPdf(text: string, meta: AppealPdfMeta): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument(meta);

  const guidePages = meta.guide ? renderGuidePage(doc, fonts, meta.guide) : [];
  const layout = new Layout(doc, fonts);
  render(layout, toWinAnsi(text));
  const appealPages = layout.pages.length;
  if (meta.filingNote && !meta.guide) {
    layout.newPage();
    const [head, ...rest] = toWinAnsi(meta.filingNote).split('\n');
    layout.centred(head ?? '', true);
    layout.space(LEADING / 2);
    for (const l of rest.filter((x) => x.trim())) layout.justified(l, { hanging: 14 });
  }
  for (const page of guidePages) footer(page, fonts.regular, 'Como protocolar – não entregue esta página');
  layout.pages.forEach((page, i) => {
    footer(
      page,
      fonts.regular,
      i < appealPages ? `Página ${i + 1} de ${appealPages}` : 'Orientações ao condutor',
    );
  });
  return doc.save();
}

import { extractFacts } from '@recurso/core/facts';
import { renderAppealPdf, toWinAnsi } from '@recurso/core/pdf';
import { writeAppeal } from '@recurso/core/writer';
import { PDFDocument } from 'pdf-lib';
import { readPdfText } from '../../../../local/src/extract/pdf';

const clock = { now: () => new Date('2026-11-22T10:00:00Z') };
const facts = extractFacts(
  [
    {
      name: 'n.txt',
      text: 'NOTIFICAÇÃO DA AUTUAÇÃO\nAuto de Infração nº: P98765432\nÓrgão Autuador: DETRAN-PE\nPlaca: QWE-4321\nCódigo da Infração: 745-50\nNome: JOSÉ ANTÔNIO CONCEIÇÃO\nCPF: 529.982.247-25',
    },
  ],
  {
    clock,
    signingCity: 'São João del-Rei',
    additionalText: 'Não reconheço a infração — “estava em São Luís” ≥ 3 km → ok 😀',
  },
);
const appeal = writeAppeal(facts);

async function text(bytes: Uint8Array): Promise<string[]> {
  return (await readPdfText(bytes)).pages.map((p) => p.text);
}

describe('renderAppealPdf', () => {
  let bytes: Uint8Array;
  beforeAll(async () => {
    bytes = await renderAppealPdf(appeal.text, {
      title: 'Recurso – Auto de Infração nº P98765432',
      author: 'José Antônio Conceição',
      filingNote: appeal.filingNote,
      createdAt: new Date('2026-11-22T10:00:00Z'),
    });
  });

  it('is an A4 PDF with metadata', async () => {
    const doc = await PDFDocument.load(bytes);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(doc.getTitle()).toBe('Recurso – Auto de Infração nº P98765432');
    expect(doc.getAuthor()).toBe('José Antônio Conceição');
  });

  it('keeps every Portuguese character as selectable text', async () => {
    const all = (await text(bytes)).join('\n').replace(/\s+/g, ' ');
    for (const s of [
      'À AUTORIDADE DE TRÂNSITO DO DETRAN-PE',
      'JOSÉ ANTÔNIO CONCEIÇÃO',
      'São João del-Rei',
      'I – DOS FATOS',
      "Não reconheço a infração — 'estava em São Luís' >= 3 km -> ok ?",
      'nº P98765432',
      'Nestes termos, pede deferimento.',
    ])
      expect(all).toContain(s);
  });

  it('numbers the appeal pages and puts the filing note on its own last page', async () => {
    const pages = await text(bytes);
    const appealPages = pages.length - 1;
    expect(appealPages).toBeGreaterThanOrEqual(2);
    for (const [i, p] of pages.slice(0, appealPages).entries())
      expect(p).toContain(`Página ${i + 1} de ${appealPages}`);
    expect(pages.at(-1)).toContain('ORIENTAÇÕES PARA O PROTOCOLO (não fazem parte do recurso)');
    expect(pages.at(-1)).toContain('Orientações ao condutor');
  });

  it('maps characters outside WinAnsi and keeps line breaks', () => {
    expect(toWinAnsi('a\u2264b → c\u2009d 😀\nção ŵ')).toBe('a<=b -> c d ?\nção w');
  });
});

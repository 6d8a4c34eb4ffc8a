/**
 * Junk never throws an unhelpful error: a blank page, a photo of a cat, a 40-page PDF, a
 * password-protected PDF and corrupt files are each refused with their own Portuguese message, and the
 * pipeline turns each refusal into a failed appeal with a reason the driver can act on (never left
 * processing, never "tente novamente" for a file that will fail again).
 */
import { failureReasonFor, PipelineError } from '@recurso/core/appeals';
import { extractDocument, markGenerationFailed } from '@recurso/core/appeals';
import {
  DocumentRejectedError,
  detectFileType,
  NO_TEXT_MESSAGE,
  PROTECTED_PDF_MESSAGE,
  tooManyPagesMessage,
  UNREADABLE_IMAGE_MESSAGE,
  UNREADABLE_PDF_MESSAGE,
} from '@recurso/core/documents';
import { LocalTextExtractor } from '@recurso/local/extract/index';
import { extractText, getDocumentProxy } from 'unpdf';
import { blankPage, catPhoto, longPdf, protectedPdf } from '../../../fixtures/corpus/generate/junk';
import { CachedOcr } from '../../../fixtures/corpus/ocr-cache';
import { MemoryAppeals, MemoryBlobs } from '../../core/appeals/memory';

jest.setTimeout(60_000);

// The blank page's and the cat's OCR from the committed pack when the OCR code is what it was made by
// (`npm run corpus:ocr`, test/fixtures/corpus/ocr-sets.ts), else by the engine.
const extractor = new LocalTextExtractor(new CachedOcr());
afterAll(() => extractor.close());

const JUNK: [name: string, bytes: () => Promise<Uint8Array> | Uint8Array, message: string, error: string][] =
  [
    ['blank page (PNG)', blankPage, NO_TEXT_MESSAGE, 'DocumentUnreadable'],
    ['photo of a cat (JPEG)', catPhoto, NO_TEXT_MESSAGE, 'DocumentUnreadable'],
    ['40-page PDF', () => longPdf(40), tooManyPagesMessage(40), 'DocumentTooLong'],
    ['password-protected PDF', () => protectedPdf('senha123'), PROTECTED_PDF_MESSAGE, 'DocumentProtected'],
    [
      'truncated PDF',
      async () => (await longPdf(1)).subarray(0, 300),
      UNREADABLE_PDF_MESSAGE,
      'DocumentUnreadable',
    ],
    ['truncated PNG', () => blankPage().subarray(0, 400), UNREADABLE_IMAGE_MESSAGE, 'DocumentUnreadable'],
  ];

describe('the local extractor refuses junk in Portuguese', () => {
  it.each(JUNK)('%s', async (_, bytes, message) => {
    const error = await extractor.extract({ name: 'x', bytes: await bytes() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocumentRejectedError);
    expect((error as Error).message).toBe(message);
  });

  it('reads a 20-page PDF (the limit) and names the page count of a longer one', async () => {
    const doc = await extractor.extract({ name: 'p.pdf', bytes: await longPdf(20) });
    expect([doc.method, doc.pages]).toEqual(['pdf-text', 20]);
    expect(tooManyPagesMessage(21)).toBe(
      'O PDF enviado tem 21 páginas; lemos até 20 por arquivo. Envie só as páginas da notificação ou digite os dados.',
    );
  });

  it('the protected PDF is really encrypted: it opens with its password and only with it', async () => {
    const bytes = await protectedPdf('senha123');
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('1E2345678');
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { password: 'senha123' });
    expect((await extractText(pdf, { mergePages: true })).text).toContain('Auto de Infração nº 1E2345678');
  });
});

describe('the pipeline fails the appeal with a reason the driver can act on', () => {
  const REASONS: Record<string, string> = {
    DocumentUnreadable:
      'Não conseguimos ler o texto dos documentos enviados. Envie uma foto mais nítida ou um PDF, ou preencha os dados manualmente.',
    DocumentTooLong:
      'Um dos PDFs enviados tem mais de 20 páginas. Envie apenas as páginas da notificação ou preencha os dados manualmente.',
    DocumentProtected:
      'Um dos PDFs enviados está protegido por senha. Envie uma cópia sem senha ou preencha os dados manualmente.',
  };

  it.each(JUNK.slice(0, 4))('%s', async (_, bytes, message, errorName) => {
    const blobs = new MemoryBlobs();
    const body = await bytes();
    await blobs.put('uploads/u1/a', body, 'application/octet-stream');
    const appeals = new MemoryAppeals();
    const now = new Date().toISOString();
    await appeals.create({
      id: 'a1',
      userId: 'u1',
      userEmail: 'ana@recurso.test',
      type: 'traffic',
      status: 'processing',
      value: 29.9,
      createdAt: now,
      updatedAt: now,
    });
    const error = await extractDocument(
      { blobs, extractor },
      { appealId: 'a1', index: 0, document: { key: 'uploads/u1/a', type: detectFileType(body) } },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PipelineError);
    expect([(error as PipelineError).name, (error as PipelineError).message]).toEqual([
      errorName,
      `documento-1.${detectFileType(body)}: ${message}`,
    ]);
    // What the ASL's Catch hands MarkFailed.
    const marked = await markGenerationFailed({ appeals }, { appealId: 'a1', error: { Error: errorName } });
    expect(marked).toEqual({ status: 'generation_failed', failureReason: REASONS[errorName] });
    expect(await appeals.get('a1')).toMatchObject({
      status: 'generation_failed',
      failureReason: REASONS[errorName],
    });
    expect(failureReasonFor(errorName)).not.toMatch(/Tente novamente/);
  });
});

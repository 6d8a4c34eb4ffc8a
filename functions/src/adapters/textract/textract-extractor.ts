/**
 * TextExtractor on Amazon Textract. Images and one-page PDFs: DetectDocumentText with the bytes.
 * Multi-page PDFs: the asynchronous text-detection job on the object in S3 (StartDocumentTextDetection,
 * then GetDocumentTextDetection polled until done and read page by page through NextToken).
 * Plain text is decoded as is. Throttling is retried with backoff (../backoff).
 */
import {
  type Block,
  DetectDocumentTextCommand,
  GetDocumentTextDetectionCommand,
  type GetDocumentTextDetectionCommandOutput,
  StartDocumentTextDetectionCommand,
  type TextractClient,
} from '@aws-sdk/client-textract';
import {
  type DocumentInput,
  type DocumentLayout,
  type DocumentText,
  decodeText,
  detectFileType,
  layoutText,
  plainTextLayout,
  type TextExtractor,
} from '@recurso/core/documents';
import { UnavailableError, UnsupportedMediaTypeError } from '@recurso/core/errors';
import type { SecondLook } from '@recurso/core/appeals';
import type { DocumentReading } from '@recurso/core/facts';
import { type BackoffOptions, DEFAULT_BACKOFF, realSleep, withBackoff } from '../backoff';
import { askQueries, corroborate, doubtfulFields } from './queries';
import { blocksToLayout, pageSizeOf } from './textract-layout';

export const TEXTRACT_UNREADABLE_MESSAGE =
  'Não foi possível ler o documento enviado. Verifique se o arquivo não está corrompido ou protegido por senha.';
export const TEXTRACT_TIMEOUT_MESSAGE =
  'A leitura do documento demorou mais que o esperado. Tente novamente.';

/** Where a multi-page PDF is in S3 (the upload itself), or a function that puts it there. */
export type PdfLocator = (input: DocumentInput) => Promise<{ bucket: string; key: string }>;

export interface TextractExtractorOptions {
  /** Needed for multi-page PDFs; without it they are refused with a Portuguese message. */
  locatePdf?: PdfLocator;
  backoff?: BackoffOptions;
  /** Polling of the async job: first wait, growth factor, cap, and total time limit. */
  poll?: { firstMs: number; maxMs: number; timeoutMs: number; sleep: (ms: number) => Promise<void> };
}

const DEFAULT_POLL = { firstMs: 1000, maxMs: 5000, timeoutMs: 240_000, sleep: realSleep };

const isName = (error: unknown, ...names: string[]): boolean =>
  names.includes((error as { name?: string })?.name ?? '');

export class TextractTextExtractor implements TextExtractor, SecondLook {
  private readonly backoff: BackoffOptions;
  private readonly poll: typeof DEFAULT_POLL;

  constructor(
    private readonly client: TextractClient,
    private readonly options: TextractExtractorOptions = {},
  ) {
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.poll = options.poll ?? DEFAULT_POLL;
  }

  async extract(input: DocumentInput): Promise<DocumentText> {
    const type = detectFileType(input.bytes);
    const { name } = input;
    if (type === 'text') return result(name, type, 'plain', plainTextLayout(decodeText(input.bytes)));
    // Textract gives fractions of the page; the page's own size comes from the upload's header.
    const size = pageSizeOf(input.bytes);
    try {
      const out = await withBackoff(
        () => this.client.send(new DetectDocumentTextCommand({ Document: { Bytes: input.bytes } })),
        this.backoff,
      );
      return result(
        name,
        type,
        'textract',
        blocksToLayout(out.Blocks ?? [], () => size),
      );
    } catch (error) {
      // DetectDocumentText takes one page; a longer PDF goes through the asynchronous job.
      if (type === 'pdf' && isName(error, 'UnsupportedDocumentException') && this.options.locatePdf)
        return result(
          name,
          type,
          'textract',
          blocksToLayout(await this.detectAsync(input), () => size),
        );
      if (isName(error, 'UnsupportedDocumentException', 'BadDocumentException', 'DocumentTooLargeException'))
        throw new UnsupportedMediaTypeError(TEXTRACT_UNREADABLE_MESSAGE);
      throw error;
    }
  }

  /**
   * The fields the geometric reading left doubtful or missing, asked of Textract's QUERIES
   * (queries.ts): an image or a one-page PDF only (what AnalyzeDocument reads synchronously), one call
   * at most. A second look that fails leaves the reading as it was: it never fails the appeal.
   */
  async secondLook(reading: DocumentReading, input: DocumentInput): Promise<DocumentReading> {
    const type = detectFileType(input.bytes);
    if (type === 'text' || (type === 'pdf' && reading.pages > 1)) return reading;
    const keys = doubtfulFields(reading);
    if (!keys.length) return reading;
    try {
      return corroborate(reading, await askQueries(this.client, input.bytes, keys, this.backoff));
    } catch {
      return reading;
    }
  }

  /** Every block of the asynchronous text detection, all pages (NextToken followed). */
  private async detectAsync(input: DocumentInput): Promise<Block[]> {
    const { bucket, key } = await (this.options.locatePdf as PdfLocator)(input);
    const started = await withBackoff(
      () =>
        this.client.send(
          new StartDocumentTextDetectionCommand({
            DocumentLocation: { S3Object: { Bucket: bucket, Name: key } },
          }),
        ),
      this.backoff,
    );
    const jobId = started.JobId;
    if (!jobId) throw new UnavailableError(TEXTRACT_UNREADABLE_MESSAGE);

    let waited = 0;
    let delay = this.poll.firstMs;
    let page: GetDocumentTextDetectionCommandOutput;
    for (;;) {
      page = await withBackoff(
        () => this.client.send(new GetDocumentTextDetectionCommand({ JobId: jobId })),
        this.backoff,
      );
      if (page.JobStatus === 'SUCCEEDED' || page.JobStatus === 'PARTIAL_SUCCESS') break;
      if (page.JobStatus === 'FAILED') throw new UnsupportedMediaTypeError(TEXTRACT_UNREADABLE_MESSAGE);
      if (waited >= this.poll.timeoutMs) throw new UnavailableError(TEXTRACT_TIMEOUT_MESSAGE);
      await this.poll.sleep(delay);
      waited += delay;
      delay = Math.min(this.poll.maxMs, delay * 2);
    }
    const blocks: Block[] = [...(page.Blocks ?? [])];
    let next = page.NextToken;
    while (next) {
      const token = next;
      const more = await withBackoff(
        () => this.client.send(new GetDocumentTextDetectionCommand({ JobId: jobId, NextToken: token })),
        this.backoff,
      );
      blocks.push(...(more.Blocks ?? []));
      next = more.NextToken;
    }
    return blocks;
  }
}

function result(
  name: string,
  type: DocumentText['type'],
  method: DocumentText['method'],
  layout: DocumentLayout,
): DocumentText {
  return { name, type, method, text: layoutText(layout), pages: layout.pages.length, layout };
}

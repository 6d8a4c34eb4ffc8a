/**
 * The OCR worker thread's entry (started by ocr.ts): reads the page images it is sent with PageOcr, one
 * at a time, and posts back each page's layout or what went wrong. Every pixel loop of the
 * preprocessing runs here, off the server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import { ImageDecodeError, ImageTooLargeError } from './image/decode';
import type { OcrReply, OcrRequest } from './ocr-protocol';
import { PageOcr } from './page-ocr';

const port = parentPort;
if (!port) throw new Error('ocr-thread.ts runs as a worker thread (see ocr.ts)');

const ocr = new PageOcr();
// Requests are answered in order: tesseract reads one page at a time anyway.
let queue: Promise<void> = Promise.resolve();

function failure(error: unknown): OcrReply['error'] {
  const kind =
    error instanceof ImageTooLargeError
      ? 'too_large'
      : error instanceof ImageDecodeError
        ? 'decode'
        : 'other';
  return { kind, message: (error as Error)?.message ?? String(error) };
}

port.on('message', (request: OcrRequest) => {
  queue = queue.then(async () => {
    if (request.type === 'close') {
      await ocr.terminate();
      port.postMessage({ id: request.id } satisfies OcrReply);
      port.close();
      return;
    }
    if (request.type === 'warm') {
      // A failure to start is reported by the first read, which tries again.
      await ocr.warm().catch(() => undefined);
      port.postMessage({ id: request.id } satisfies OcrReply);
      return;
    }
    try {
      const { page } = await ocr.recognizePage(request.image, request.pageNumber);
      port.postMessage({ id: request.id, page } satisfies OcrReply);
    } catch (error) {
      port.postMessage({ id: request.id, error: failure(error) } satisfies OcrReply);
    }
  });
});

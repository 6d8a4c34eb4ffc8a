/**
 * The local runtime's OCR: a PageRecognizer that reads page images in a worker thread (ocr-thread.ts),
 * so preprocessing a 12 MP photo (seconds of pixel loops) never stalls the server's event loop.
 *
 * The thread starts on first use and is reused; it keeps the process alive only while pages are being
 * read. If it dies, pending reads fail and the next read starts a new one. `terminate()` ends it.
 * The thread runs TypeScript sources as the caller does: the local runtime (tsx) and jest both run
 * `.ts` files, which a bare worker thread cannot, so the entry is loaded through tsx's register hook;
 * a compiled build (`.js` next to this file) is loaded directly.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LayoutPage, PageRecognizer } from '@recurso/core/documents';
import { ImageDecodeError, ImageTooLargeError } from './image/decode';
import type { OcrReply, OcrRequest } from './ocr-protocol';

const ENTRY = join(__dirname, `ocr-thread${__filename.endsWith('.ts') ? '.ts' : '.js'}`);

function startThread(): Worker {
  if (ENTRY.endsWith('.js')) return new Worker(ENTRY);
  const boot = `require('tsx/cjs/api').register(); require(${JSON.stringify(ENTRY)});`;
  // execArgv: [] — the parent's flags (jest's, tsx's loader) are not the thread's business.
  return new Worker(boot, { eval: true, execArgv: [] });
}

type Pending = { resolve: (reply: OcrReply) => void; reject: (error: Error) => void };

/** A page read taking longer than this has hung: the thread is ended and the read fails (no appeal stuck). */
const READ_TIMEOUT_MS = 180_000;

export class OcrEngine implements PageRecognizer {
  private thread?: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  private worker(): Worker {
    if (this.thread) return this.thread;
    const thread = startThread();
    thread.on('message', (reply: OcrReply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (!this.pending.size) thread.unref();
      waiting?.resolve(reply);
    });
    const fail = (error: Error) => {
      if (this.thread === thread) this.thread = undefined;
      for (const p of this.pending.values()) p.reject(error);
      this.pending.clear();
    };
    thread.on('error', fail);
    thread.on('exit', (code) => fail(new Error(`the OCR thread stopped (exit code ${code})`)));
    thread.unref();
    this.thread = thread;
    return thread;
  }

  private send(request: OcrRequest, transfer: ArrayBuffer[] = []): Promise<OcrReply> {
    const thread = this.worker();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`OCR took longer than ${READ_TIMEOUT_MS / 1000} s`));
        if (this.thread === thread) this.thread = undefined;
        void thread.terminate();
      }, READ_TIMEOUT_MS);
      timer.unref();
      const settle =
        <T>(f: (v: T) => void) =>
        (v: T) => {
          clearTimeout(timer);
          f(v);
        };
      this.pending.set(request.id, { resolve: settle(resolve), reject: settle(reject) });
      thread.ref();
      thread.postMessage(request, transfer);
    });
  }

  /** One PNG/JPEG page image (bytes) → its words and lines, boxes in fractions of the upright page. */
  async recognize(image: Uint8Array, pageNumber = 1): Promise<LayoutPage> {
    // A copy is handed over: the caller keeps its bytes.
    const copy = new Uint8Array(image);
    const reply = await this.send({ type: 'read', id: this.nextId++, image: copy, pageNumber }, [
      copy.buffer,
    ]);
    if (reply.page) return reply.page;
    const { kind, message } = reply.error ?? { kind: 'other', message: 'no page read' };
    if (kind === 'too_large') throw new ImageTooLargeError(message);
    if (kind === 'decode') throw new ImageDecodeError(message);
    throw new Error(`OCR failed: ${message}`);
  }

  /**
   * Starts the thread and, in it, everything a first read needs (PageOcr.warm): a page read after it
   * resolves pays only its own reading. Never fails: a broken start is the first read's error.
   */
  async warm(): Promise<void> {
    await this.send({ type: 'warm', id: this.nextId++ }).catch(() => undefined);
  }

  /** Frees tesseract's worker and ends the thread. */
  async terminate(): Promise<void> {
    const thread = this.thread;
    if (!thread) return;
    await this.send({ type: 'close', id: this.nextId++ }).catch(() => undefined);
    this.thread = undefined;
    await thread.terminate();
  }
}

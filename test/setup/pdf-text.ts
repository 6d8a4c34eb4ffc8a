/**
 * The text of a PDF as poppler's pdftotext reads it, the PDF given on its standard input (`fd://0`):
 * no file to write, so none left in $TMPDIR (each test that wrote one there left it behind).
 */
import { execFileSync } from 'node:child_process';

export function pdfText(bytes: Uint8Array, opts: { layout?: boolean } = {}): string {
  return execFileSync('pdftotext', [...(opts.layout ? ['-layout'] : []), 'fd://0', '-'], {
    input: bytes,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

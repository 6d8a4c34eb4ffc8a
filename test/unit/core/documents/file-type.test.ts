import { decodeText, detectFileType, UNSUPPORTED_FILE_MESSAGE } from '@recurso/core/documents';

const bytes = (...b: number[]) => new Uint8Array(b);
const utf8 = (s: string) => new TextEncoder().encode(s);

describe('detectFileType (magic bytes, never the name)', () => {
  it('recognises PDF, PNG, JPEG and UTF-8 text', () => {
    expect(detectFileType(utf8('%PDF-1.7\n...'))).toBe('pdf');
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('png');
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg');
    expect(detectFileType(utf8('Auto de Infração nº A123\nPlaca: ABC1D23'))).toBe('text');
    expect(detectFileType(bytes(0xef, 0xbb, 0xbf, ...utf8('ção')))).toBe('text');
  });

  it('finds %PDF- after a short preamble', () => {
    expect(detectFileType(utf8('\r\n  %PDF-1.4'))).toBe('pdf');
  });

  it.each([
    ['zip', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0)],
    ['gif', utf8('GIF89a\u0001\u0000')],
    ['binary', bytes(0, 1, 2, 3, 4)],
    ['latin-1 text', bytes(0x41, 0xe7, 0xe3, 0x6f)],
    ['empty', bytes()],
  ])('refuses %s with a Portuguese message', (_name, b) => {
    expect(() => detectFileType(b)).toThrow(UNSUPPORTED_FILE_MESSAGE);
    try {
      detectFileType(b);
    } catch (e) {
      expect((e as { kind: string }).kind).toBe('unsupported_media_type');
    }
  });

  it('decodes text without BOM and with normalised line ends', () => {
    expect(decodeText(bytes(0xef, 0xbb, 0xbf, ...utf8('a\r\nb\rc')))).toBe('a\nb\nc');
  });
});

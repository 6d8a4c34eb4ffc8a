/**
 * The upload contract at storage: a stored upload larger than the size its presigned POST was issued
 * for (or than 50 MB) is refused before any of it is read — by generate-appeal-text and again by the
 * pipeline's extract step (the POST can replace the object for a few minutes after the first check).
 */
import {
  type Actor,
  checkStoredSize,
  createUploads,
  extractDocument,
  failureReasonFor,
  MESSAGES,
  startGeneration,
} from '@recurso/core/appeals';
import { plainTextLayout, type TextExtractor } from '@recurso/core/documents';
import { FixedScans, MemoryAppeals, MemoryBlobs, RecordingUploads, RecordingWorkflows } from './memory';

const ana: Actor = { id: 'ana-id', email: 'ana@x.test', role: 'USER' };
const MB = 1024 * 1024;
const text = new TextEncoder().encode('Auto de infração AB12345678, placa ABC1D23, art. 218 do CTB.');
const KEY = `uploads/${ana.id}/00000000-0000-4000-8000-000000000001`;

function deps() {
  return {
    appeals: new MemoryAppeals(),
    blobs: new MemoryBlobs(),
    uploads: new RecordingUploads(),
    workflows: new RecordingWorkflows(),
    scans: new FixedScans(),
    scanWait: { totalMs: 60, intervalMs: 20 },
    users: { findIdByEmail: async () => undefined },
    clock: { now: () => new Date('2026-03-01T10:00:00Z') },
    ids: { newId: () => '00000000-0000-4000-8000-000000000009' },
  };
}

const extractor: TextExtractor = {
  extract: async ({ name, bytes }) => {
    const content = new TextDecoder().decode(bytes);
    return { name, text: content, type: 'text', method: 'plain', pages: 1, layout: plainTextLayout(content) };
  },
};

describe('checkStoredSize', () => {
  it('passes the declared size or less, refuses more, and anything over 50 MB', () => {
    expect(() => checkStoredSize({ size: 2048, declaredSize: 2048 })).not.toThrow();
    expect(() => checkStoredSize({ size: 100, declaredSize: 2048 })).not.toThrow();
    expect(() => checkStoredSize({ size: 2049, declaredSize: 2048 })).toThrow(MESSAGES.storedTooLarge);
    expect(() => checkStoredSize({ size: 50 * MB + 1 })).toThrow(MESSAGES.oversize(1));
    expect(() => checkStoredSize({ size: 50 * MB })).not.toThrow();
  });
});

describe('createUploads', () => {
  it('refuses a declared empty file (its POST could only store nothing)', async () => {
    await expect(createUploads(deps(), ana, { files: [{ name: 'a.pdf', size: 0 }] })).rejects.toMatchObject({
      kind: 'validation',
      message: MESSAGES.emptyFile,
    });
  });
});

describe('generate-appeal-text', () => {
  it('refuses (413, the upload limits’ message) an upload stored larger than declared, and starts nothing', async () => {
    const d = deps();
    d.blobs.objects.set(KEY, { body: text, contentType: 'text/plain', declaredSize: text.length - 1 });
    await expect(startGeneration(d, ana, { type: 'traffic', uploadKeys: [KEY] })).rejects.toMatchObject({
      kind: 'payload_too_large',
      message: MESSAGES.storedTooLarge,
    });
    expect(d.workflows.started).toEqual([]);
    d.blobs.objects.set(KEY, { body: text, contentType: 'text/plain', declaredSize: text.length });
    await expect(startGeneration(d, ana, { type: 'traffic', uploadKeys: [KEY] })).resolves.toMatchObject({
      status: 'processing',
    });
  });
});

describe('pipeline: extractDocument', () => {
  const input = { appealId: 'a1', index: 0, document: { key: KEY, type: 'text' as const } };

  it('reads an upload of its declared size', async () => {
    const d = deps();
    d.blobs.objects.set(KEY, { body: text, contentType: 'text/plain', declaredSize: text.length });
    await expect(extractDocument({ blobs: d.blobs, extractor }, input)).resolves.toMatchObject({
      name: 'documento-1.txt',
    });
    expect(d.blobs.wholeReads).toEqual([KEY]);
  });

  it('refuses one replaced by a larger body without reading it; the user reads the upload limits’ message', async () => {
    const d = deps();
    d.blobs.objects.set(KEY, { body: text, contentType: 'text/plain', declaredSize: 10 });
    const failure = extractDocument({ blobs: d.blobs, extractor }, input);
    await expect(failure).rejects.toMatchObject({ name: 'UploadTooLarge' });
    expect(d.blobs.wholeReads).toEqual([]);
    expect(failureReasonFor('UploadTooLarge')).toBe(MESSAGES.storedTooLarge);
  });
});

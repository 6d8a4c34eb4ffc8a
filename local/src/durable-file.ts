/**
 * Files the local runtime acknowledges something by: written whole or not at all (temp file + rename,
 * so a kill never leaves half a file) and on disk before the call returns (fsync of the file and of its
 * folder, so the new name survives a power cut too).
 */
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

let sequence = 0;

export function writeFileDurably(file: string, data: string | Uint8Array, mode = 0o644): void {
  const dir = dirname(file);
  mkdirSync(dir, { recursive: true });
  const tmp = `${file}.${process.pid}.${++sequence}.tmp`;
  const fd = openSync(tmp, 'w', mode);
  try {
    writeSync(fd, typeof data === 'string' ? Buffer.from(data) : data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
  syncDir(dir);
}

/** fsync of a folder: its entries (a rename, an unlink) are on disk. */
export function syncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

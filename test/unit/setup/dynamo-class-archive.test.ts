/**
 * The copy of DynamoDB Local's jar the class archive is made with (test/setup/dynamo-class-archive.ts): its
 * manifest without the Class-Path that names "." (CDS refuses a non-empty directory), every other entry's
 * bytes as they were.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jarDir } from '@recurso/local/emulators/dynamodb-process';
import { attributes, withManifest, withoutClassPath, zipEntry } from '../../setup/dynamo-class-archive';

const jar = readFileSync(join(jarDir(), 'DynamoDBLocal.jar'));
const MANIFEST = 'META-INF/MANIFEST.MF';
const MAIN = 'software/amazon/dynamodb/services/local/main/ServerRunner.class';

describe('the class archive jar', () => {
  const manifest = zipEntry(jar, MANIFEST).toString('utf8');

  it('keeps the main attributes and drops the Class-Path, folded at 72 bytes', () => {
    expect(attributes(manifest).get('Class-Path')?.split(' ').slice(0, 2)).toEqual(['.', 'log4j2.xml']);
    const stripped = withoutClassPath(manifest);
    const attrs = attributes(stripped);
    expect(attrs.get('Class-Path')).toBeUndefined();
    expect(attrs.get('Main-Class')).toBe('software.amazon.dynamodb.services.local.main.ServerRunner');
    expect(attrs.get('Bundle-Description')).toBe(attributes(manifest).get('Bundle-Description'));
    for (const line of stripped.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(72);
  });

  it('reads back the new manifest and every other entry as it was', () => {
    const copy = withManifest(jar, 'Manifest-Version: 1.0\r\nMain-Class: X\r\n');
    expect(zipEntry(copy, MANIFEST).toString('utf8')).toBe('Manifest-Version: 1.0\r\nMain-Class: X\r\n');
    expect(zipEntry(copy, MAIN).equals(zipEntry(jar, MAIN))).toBe(true);
    // the same entries, in the same order (the end record counts them)
    expect(copy.readUInt16LE(copy.length - 12)).toBe(jar.readUInt16LE(jar.length - 22 + 10));
  });
});

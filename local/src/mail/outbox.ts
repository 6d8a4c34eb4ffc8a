/**
 * The local Mailer: every message becomes `<outbox>/<time>-<id>.eml` (open it in any mail client)
 * and one log line with the links it contains (reset links, for instance).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Mailer, MailMessage } from '@recurso/core/ports';

let sequence = 0;

const encodeHeader = (v: string) =>
  /^[\x20-\x7e]*$/.test(v) ? v : `=?UTF-8?B?${Buffer.from(v).toString('base64')}?=`;

export class OutboxMailer implements Mailer {
  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly log: (line: string) => void,
  ) {
    mkdirSync(dir, { recursive: true });
  }

  async send(m: MailMessage): Promise<void> {
    const id = randomUUID();
    const now = new Date();
    const eml = [
      `From: ${this.from}`,
      `To: ${m.to}`,
      `Subject: ${encodeHeader(m.subject)}`,
      `Date: ${now.toUTCString()}`,
      `Message-ID: <${id}@localhost>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      m.text,
      '',
    ].join('\r\n');
    sequence += 1;
    const stamp = `${now.toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(6, '0')}`;
    const file = join(this.dir, `${stamp}-${id}.eml`);
    writeFileSync(file, eml);
    const links = m.text.match(/https?:\/\/\S+/g) ?? [];
    this.log(`mail to ${m.to}: "${m.subject}"${links.length ? ` ${links.join(' ')}` : ''} (${file})`);
  }
}

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** Reads the outbox, oldest first (tests and the CLI use it). */
export function readOutbox(dir: string): OutboxMessage[] {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((f) => {
    const raw = readFileSync(join(dir, f), 'utf8');
    const [head = '', ...rest] = raw.split('\r\n\r\n');
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(head)?.[1] ?? '';
    const subject = header('Subject').replace(/^=\?UTF-8\?B\?(.*)\?=$/, (_, b64: string) =>
      Buffer.from(b64, 'base64').toString('utf8'),
    );
    return {
      file: join(dir, f),
      to: header('To'),
      subject,
      text: rest.join('\r\n\r\n').replace(/\r\n$/, ''),
    };
  });
}

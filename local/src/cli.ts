/**
 * Engineers' CLI over the core capability (offline):
 *   npm run -s cli -- extract <file…> [--city <cidade>] [--text <versão dos fatos>] [--type traffic|suspension]
 *     (facts JSON on stdout; one line per fact on stderr: value, confidence, certain or not, source, checks)
 *   npm run -s cli -- extract --manual <form.json> [...]   (SPEC §2 manual form as JSON, no files)
 *   npm run -s cli -- write <facts.json> [--date AAAA-MM-DD]
 *   npm run -s cli -- pdf <facts.json> -o out.pdf [--date AAAA-MM-DD]
 */
import './polyfills';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { DomainError } from '@recurso/core/errors';
import { extractFacts, type Facts, FactsSchema } from '@recurso/core/facts';
import { renderAppealPdf } from '@recurso/core/pdf';
import { systemClock } from '@recurso/core/ports';
import { writeAppeal } from '@recurso/core/writer';
import { CONFIG_ISSUES } from '@recurso/functions/config-issues';
import * as z from 'zod/mini';
import { LocalTextExtractor } from './extract';
import { factsSummary } from './facts-summary';

const USAGE = `uso:
  cli extract <arquivo…> [--manual <form.json>] [--city <cidade>] [--text <versão dos fatos>] [--type traffic|suspension]
  cli write <facts.json> [--date AAAA-MM-DD]
  cli pdf <facts.json> -o <saida.pdf> [--date AAAA-MM-DD]`;

function parseArgs(argv: string[]): { positional: string[]; flags: Record<string, string> } {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a.startsWith('-')) flags[a.replace(/^-+/, '')] = argv[++i] ?? '';
    else positional.push(a);
  }
  return { positional, flags };
}

function readFacts(path: string | undefined): Facts {
  if (!path) throw new Error(USAGE);
  const result = FactsSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')), CONFIG_ISSUES);
  if (!result.success) throw new Error(`facts inválidos em ${path}:\n${z.prettifyError(result.error)}`);
  return result.data;
}

const signedOn = (flags: Record<string, string>): Date | undefined =>
  flags.date ? new Date(`${flags.date}T12:00:00`) : undefined;

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { positional, flags } = parseArgs(rest);
  if (command === 'extract') {
    if (positional.length === 0 && !flags.manual) throw new Error(USAGE);
    const extractor = new LocalTextExtractor();
    try {
      const documents = [];
      for (const file of positional)
        documents.push(await extractor.extract({ name: basename(file), bytes: readFileSync(file) }));
      const type = flags.type === 'suspension' || flags.type === 'traffic' ? flags.type : undefined;
      const facts = extractFacts(documents, {
        clock: systemClock,
        additionalText: flags.text,
        signingCity: flags.city,
        ...(type ? { appealType: type } : {}),
        ...(flags.manual ? { typed: JSON.parse(readFileSync(flags.manual, 'utf8')) } : {}),
      });
      // The JSON on stdout (for `write` and `pdf`); the readable summary on stderr.
      process.stdout.write(`${JSON.stringify(facts, null, 2)}\n`);
      process.stderr.write(`${factsSummary(facts)}\n`);
    } finally {
      await extractor.close();
    }
  } else if (command === 'write') {
    process.stdout.write(`${writeAppeal(readFacts(positional[0]), { signedOn: signedOn(flags) }).text}\n`);
  } else if (command === 'pdf') {
    const out = flags.o ?? flags.output;
    if (!out) throw new Error(USAGE);
    const facts = readFacts(positional[0]);
    const appeal = writeAppeal(facts, { signedOn: signedOn(flags) });
    const bytes = await renderAppealPdf(appeal.text, {
      title: `Recurso – ${facts.notice.number.value}`,
      author: facts.owner.name?.value,
      filingNote: appeal.filingNote,
    });
    writeFileSync(out, bytes);
    process.stderr.write(`PDF gravado em ${out} (${bytes.length} bytes)\n`);
  } else {
    throw new Error(USAGE);
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof DomainError || err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});

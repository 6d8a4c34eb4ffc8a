/**
 * The local runner with the real ASL files, the real reader (text extraction, facts, template writer,
 * PDF) and in-memory storage, for the pipeline tests of this folder.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Appeal } from '@recurso/core/appeal';
import type { GenerationInput, PipelineDeps } from '@recurso/core/appeals';
import type { MailMessage } from '@recurso/core/ports';
import { factsBuilder, pdfRenderer, templateWriter } from '@recurso/functions/tasks/reader';
import { createTaskHandlers } from '@recurso/functions/tasks/tasks';
import { LocalTextExtractor } from '@recurso/local/extract/index';
import { createLocalWorkflows, type LocalWorkflows } from '@recurso/local/stepfunctions/runner';
import { MemoryAppeals, MemoryBlobs } from '../core/appeals/memory';

export const FIXTURES = join(__dirname, '..', '..', 'fixtures', 'notices');
export const clock = { now: () => new Date('2026-03-20T12:00:00Z') };
export const USER = 'u-1';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sfn-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** This test's own data directory for the runner's execution records. */
export const dataDir = (): string => dir;

export function setup(overrides: Partial<PipelineDeps> = {}) {
  const appeals = new MemoryAppeals();
  const blobs = new MemoryBlobs();
  const mail: MailMessage[] = [];
  const deps: PipelineDeps = {
    appeals,
    blobs,
    clock,
    extractor: new LocalTextExtractor(),
    facts: factsBuilder(clock),
    writers: { primary: templateWriter(clock), template: templateWriter(clock) },
    renderer: pdfRenderer,
    mailer: { send: async (m) => void mail.push(m) },
    appUrl: 'http://localhost:3000',
    ...overrides,
  };
  const workflows = createLocalWorkflows({
    handlers: createTaskHandlers(deps),
    dataDir: dir,
    retryIntervalMs: 1,
  });
  return { appeals, blobs, mail, deps, workflows };
}

export async function newAppeal(appeals: MemoryAppeals, id: string, status: Appeal['status'] = 'processing') {
  const now = clock.now().toISOString();
  await appeals.create({
    id,
    userId: USER,
    userEmail: 'ana@example.com',
    type: 'traffic',
    status,
    value: 29.9,
    createdAt: now,
    updatedAt: now,
    generationAttempt: 1,
    textVersion: 0,
  });
}

export const input = (appealId: string, documents: GenerationInput['documents']): GenerationInput => ({
  appealId,
  userId: USER,
  type: 'traffic',
  documents,
  manual: null,
  userName: null,
  userCity: 'Itaúna',
  additionalText: null,
  secondInstance: null,
});

export async function putFixture(
  blobs: MemoryBlobs,
  file: string,
  key: string,
  contentType = 'application/pdf',
) {
  await blobs.put(key, new Uint8Array(readFileSync(join(FIXTURES, file))), contentType);
}

export async function run(workflows: LocalWorkflows, name: string, body: object) {
  await workflows.start('generate-appeal', name, { ...body });
  return workflows.waitFor('generate-appeal', name);
}

/**
 * The typed form (manual mode) of a speeding fine, as the pipeline receives it; `over` adds the place,
 * the owner's CPF and address, and other facts by path (the auto number, the stage).
 */
export const manualEntry = (
  over: { location?: string; cpf?: string; address?: string; facts?: Record<string, string> } = {},
) => ({
  owner: { name: 'João da Silva', cpf: over.cpf, address: over.address, cnh: undefined, city: 'Campinas' },
  vehicle: { plate: 'ABC1D23', model: undefined, year: undefined },
  infraction: {
    code: '745-50',
    date: '2026-02-10',
    time: undefined,
    location: over.location,
    type: undefined,
    agency: 'DER-SP',
    value: undefined,
    description: undefined,
  },
  ...(over.facts ? { facts: over.facts } : {}),
});

/**
 * In-memory implementations of the appeal ports for unit tests (the DynamoDB and S3 adapters are
 * exercised by the integration tests). The repository applies the same counter rule and status
 * conditions as the DynamoDB adapter.
 */
import type { Appeal, AppealStatus } from '@recurso/core/appeal';
import {
  counterDeltas,
  AppealStatusConflict,
  type AppealChanges,
  type AppealCounters,
  type AppealRepository,
  type AppealSummary,
  type BlobStore,
  type ListOptions,
  type Page,
  type PresignedUpload,
  type StoredObject,
  type UploadSigner,
  type WorkflowName,
  type WorkflowStarter,
  type GenerationInput,
  appealSummary,
  type MalwareScan,
  type ScanVerdict,
} from '@recurso/core/appeals';
import { ConflictError, NotFoundError } from '@recurso/core/errors';
import type { Facts } from '@recurso/core/facts';

const page = (all: Appeal[], o: ListOptions = {}): Page<AppealSummary> => {
  const sorted = [...all].sort((a, b) => (`${a.createdAt}#${a.id}` < `${b.createdAt}#${b.id}` ? 1 : -1));
  const start = o.cursor ? Number(o.cursor) : 0;
  const limit = o.limit ?? 100;
  const items = sorted.slice(start, start + limit).map(appealSummary);
  return { items, cursor: start + limit < sorted.length ? String(start + limit) : undefined };
};

export class MemoryAppeals implements AppealRepository {
  readonly items = new Map<string, Appeal>();
  readonly inputs = new Map<string, GenerationInput>();
  readonly facts = new Map<string, Facts>();
  private cents = { totalAppeals: 0, paidValueCents: 0, pendingAppeals: 0 };

  async create(appeal: Appeal, generation?: GenerationInput) {
    if (this.items.has(appeal.id)) throw new ConflictError('exists');
    this.items.set(appeal.id, structuredClone(appeal));
    if (generation) this.inputs.set(appeal.id, structuredClone(generation));
    this.count(counterDeltas(appeal.value, undefined, appeal.status));
  }
  async get(id: string) {
    const a = this.items.get(id);
    return a && structuredClone(a);
  }
  async getGenerationInput(id: string) {
    return this.inputs.get(id);
  }
  async getFacts(id: string) {
    const f = this.facts.get(id);
    return f && structuredClone(f);
  }
  async listByUser(userId: string, o: ListOptions & { status?: AppealStatus } = {}) {
    return page(
      [...this.items.values()].filter((a) => a.userId === userId && (!o.status || a.status === o.status)),
      o,
    );
  }
  async listAll(o: ListOptions = {}) {
    return page([...this.items.values()], o);
  }
  async listByStatus(status: AppealStatus, o: ListOptions = {}) {
    return page(
      [...this.items.values()].filter((a) => a.status === status),
      o,
    );
  }
  async update(id: string, changes: AppealChanges, expectStatus?: readonly AppealStatus[]) {
    const current = this.items.get(id);
    if (!current) throw new NotFoundError('Recurso não encontrado');
    if (expectStatus && !expectStatus.includes(current.status))
      throw new AppealStatusConflict(`status ${current.status}`);
    const { remove = [], facts, ...set } = changes;
    const next: Appeal = { ...current, updatedAt: new Date().toISOString() };
    if (facts) this.facts.set(id, structuredClone(facts));
    for (const [k, v] of Object.entries(set))
      if (v !== undefined) (next as unknown as Record<string, unknown>)[k] = v;
    for (const f of remove) delete next[f];
    this.count(counterDeltas(current.value, current.status, next.status));
    this.items.set(id, next);
    return structuredClone(next);
  }
  async counters(): Promise<AppealCounters> {
    return {
      totalAppeals: this.cents.totalAppeals,
      totalValuePaid: this.cents.paidValueCents / 100,
      pendingAppeals: this.cents.pendingAppeals,
    };
  }
  private count(d: ReturnType<typeof counterDeltas>) {
    this.cents.totalAppeals += d.totalAppeals;
    this.cents.paidValueCents += d.paidValueCents;
    this.cents.pendingAppeals += d.pendingAppeals;
  }
}

export class MemoryBlobs implements BlobStore {
  readonly objects = new Map<string, { body: Uint8Array; contentType: string; declaredSize?: number }>();
  /** Keys read whole with get(), in order. */
  readonly wholeReads: string[] = [];
  async head(key: string): Promise<StoredObject | undefined> {
    const o = this.objects.get(key);
    return o && { size: o.body.length, contentType: o.contentType, declaredSize: o.declaredSize };
  }
  async readStart(key: string, length: number) {
    return (this.objects.get(key)?.body ?? new Uint8Array()).subarray(0, length);
  }
  async get(key: string) {
    this.wholeReads.push(key);
    const o = this.objects.get(key);
    if (!o) throw Object.assign(new Error('NoSuchKey'), { name: 'NoSuchKey' });
    return o.body;
  }
  async put(key: string, body: Uint8Array, contentType: string) {
    this.objects.set(key, { body, contentType });
  }
}

export class RecordingUploads implements UploadSigner {
  readonly issued: Parameters<UploadSigner['presignPost']>[0][] = [];
  async presignPost(input: Parameters<UploadSigner['presignPost']>[0]): Promise<PresignedUpload> {
    this.issued.push(input);
    return { key: input.key, url: 'https://bucket.example/upload', fields: { key: input.key } };
  }
  async presignGet(input: Parameters<UploadSigner['presignGet']>[0]): Promise<string> {
    return `https://bucket.example/${input.key}?expires=${input.expiresInSeconds}`;
  }
}

export class RecordingWorkflows implements WorkflowStarter {
  readonly started: { workflow: WorkflowName; name: string; input: Record<string, unknown> }[] = [];
  fail?: Error;
  async start(workflow: WorkflowName, name: string, input: Record<string, unknown>) {
    if (this.fail) throw this.fail;
    if (!this.started.some((s) => s.workflow === workflow && s.name === name))
      this.started.push({ workflow, name, input });
  }
}

/** Malware verdicts by key (clean unless told otherwise); records every key asked about. */
export class FixedScans implements MalwareScan {
  readonly verdicts = new Map<string, ScanVerdict | ScanVerdict[]>();
  readonly asked: string[] = [];
  async statusOf(key: string): Promise<ScanVerdict> {
    this.asked.push(key);
    const v = this.verdicts.get(key) ?? 'clean';
    // a list plays out one verdict per question, then keeps the last (pending → clean)
    return Array.isArray(v) ? ((v.length > 1 ? v.shift() : v[0]) ?? 'clean') : v;
  }
}

/**
 * Issue 27: an answer of 2xx means the write is on disk. Saves (8 clients, POST /appeals) and uploads (2
 * clients, a presigned POST to the bucket) flow while the whole runtime's process group is killed with
 * `kill -9` right after an answer arrives — a save's 201 on odd cycles, an upload's 204 on even ones — ten
 * times, each time started again on the same data dir. After each restart every acknowledged save is there
 * exactly once and every acknowledged upload reads back whole; the saves a kill cut off are sent again with
 * their Idempotency-Key (as a client retries) and end up there exactly once too.
 * Before the commit barrier (local/src/emulators/commit-barrier.ts) this lost a save by the 3rd cycle.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { idempotentId } from '@recurso/core/appeals';
import { type ChildRuntime, call, registerAndLogin, startChildRuntime } from '../child-runtime/child-runtime';

jest.setTimeout(600_000);

const CYCLES = 10;
const SAVERS = 8;
const UPLOADERS = 2;
const UPLOAD_BYTES = 256 * 1024;

const dataDir = mkdtempSync(join(tmpdir(), 'recurso-fault-'));
let rt: ChildRuntime | undefined;
afterAll(async () => {
  await rt?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

const save = (url: string, token: string, key: string) =>
  call(url, 'POST', '/appeals', {
    token,
    headers: { 'idempotency-key': key },
    body: { type: 'traffic', generatedText: `Recurso de teste ${key}.` },
  });

/** A presigned POST of `bytes` as the browser sends it; the object's key and the bucket's answer. */
async function upload(url: string, token: string, bytes: Buffer): Promise<{ key: string; status: number }> {
  const presigned = await call(url, 'POST', '/appeals/uploads', {
    token,
    body: { files: [{ name: 'auto.pdf', size: bytes.length, contentType: 'application/pdf' }] },
  });
  if (presigned.status === 429) return { key: '', status: 429 };
  if (presigned.status !== 200)
    throw new Error(`presign: ${presigned.status} ${JSON.stringify(presigned.json)}`);
  const u = presigned.json.uploads[0] as { key: string; url: string; fields: Record<string, string> };
  const form = new FormData();
  for (const [k, v] of Object.entries(u.fields)) form.append(k, v);
  form.append('file', new Blob([bytes]), 'auto.pdf');
  return { key: u.key, status: (await fetch(u.url, { method: 'POST', body: form })).status };
}

/** A 429 (the lane is full): a moment's pause, then the client carries on. */
const busy = () => new Promise((r) => setTimeout(r, 50));

async function listedIds(url: string, token: string): Promise<string[]> {
  const list = await call(url, 'GET', '/appeals/my', { token });
  expect(list.status).toBe(200);
  return (list.json as { id: string }[]).map((a) => a.id);
}

/** The object as the bucket serves it now (s3rver reads without a signature). */
async function stored(s3: string, bucket: string, key: string): Promise<string> {
  const res = await fetch(`${s3}/${bucket}/${key}`);
  if (res.status !== 200) return `HTTP ${res.status}`;
  return createHash('sha256')
    .update(Buffer.from(await res.arrayBuffer()))
    .digest('hex');
}

it(`keeps every acknowledged save and upload, once, through ${CYCLES} kill -9 of the whole runtime`, async () => {
  rt = await startChildRuntime({ dataDir });
  const token = await registerAndLogin(rt.url, 'motorista.falhas@recurso.test');
  const me = await call(rt.url, 'GET', '/me', { token });
  /** The id a save with this key gets (SECURITY REL-1): how a duplicate would show. */
  const idOf = async (key: string) => (await idempotentId(me.json.id, 'save', key)) as string;
  /** key → id of every save answered 201 */
  const acknowledged = new Map<string, string>();
  /** object key → SHA-256 of every upload answered 204 */
  const uploaded = new Map<string, string>();
  let sequence = 0;
  const report: string[] = [];

  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    const live = rt;
    const killOn = cycle % 2 === 1 ? 'save' : 'upload';
    const cut: string[] = []; // sent, no answer: the kill came first
    let armed = false;
    let killed = false;
    const answered = { save: 0, upload: 0 };
    /** The most dangerous moment: an answer has just arrived, the server may still be writing. */
    const acked = (kind: 'save' | 'upload') => {
      answered[kind]++;
      if (armed && kind === killOn && !killed) {
        killed = true;
        live.killNow();
      }
    };
    const saver = async () => {
      while (!killed) {
        const key = `falha-${String(++sequence).padStart(5, '0')}`;
        try {
          const res = await save(live.url, token, key);
          if (res.status === 201) {
            acknowledged.set(key, res.json.id);
            acked('save');
          } else if (res.status === 429) await busy();
          else throw new Error(`save ${key}: ${res.status} ${JSON.stringify(res.json)}`);
        } catch (error) {
          if (!killed) throw error;
          cut.push(key);
        }
      }
    };
    const uploader = async () => {
      while (!killed) {
        const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(UPLOAD_BYTES)]);
        try {
          const res = await upload(live.url, token, bytes);
          if (res.status === 204) {
            uploaded.set(res.key, createHash('sha256').update(bytes).digest('hex'));
            acked('upload');
          } else if (res.status === 429) await busy();
          else throw new Error(`upload: ${res.status}`);
        } catch (error) {
          if (!killed) throw error;
        }
      }
    };
    const clients = [
      ...Array.from({ length: SAVERS }, saver),
      ...Array.from({ length: UPLOADERS }, uploader),
    ];
    // Writes flow for a random while, then the whole runtime dies right after one of them is answered.
    const flowing = new Promise((r) => setTimeout(r, 500 + Math.random() * 1500));
    await Promise.race([flowing, Promise.all(clients)]);
    armed = true;
    await Promise.all(clients);
    await live.kill();

    rt = await startChildRuntime({ dataDir });
    const listed = await listedIds(rt.url, token);
    const missing = [...acknowledged].filter(([, id]) => !listed.includes(id));
    const twice = listed.filter((id, i) => listed.indexOf(id) !== i);
    const s3 = String(rt.env.S3_ENDPOINT);
    const bucket = String(rt.env.UPLOADS_BUCKET);
    const damaged: string[] = [];
    for (const [key, sha] of uploaded) if ((await stored(s3, bucket, key)) !== sha) damaged.push(key);
    const landed = (await Promise.all(cut.map(idOf))).filter((id) => listed.includes(id)).length;
    report.push(
      `cycle ${cycle} (killed after a ${killOn}): ${answered.save} saves and ${answered.upload} uploads answered, ${cut.length} saves cut off (${landed} had landed); lost ${missing.length}, twice ${twice.length}, uploads damaged ${damaged.length}`,
    );
    expect({ cycle, missing, twice, damaged }).toEqual({ cycle, missing: [], twice: [], damaged: [] });

    // The client sends again what the kill cut off: each lands once (the same appeal if it had landed).
    for (const key of cut) {
      const res = await save(rt.url, token, key);
      expect([res.status, res.json.id]).toEqual([201, await idOf(key)]);
      acknowledged.set(key, res.json.id);
    }
  }

  const listed = await listedIds(rt.url, token);
  expect(listed.length).toBe(new Set(listed).size);
  expect(listed.sort()).toEqual([...acknowledged.values()].sort());
  // DynamoDB Local's JVM unpacks sqlite4java's native library into its temporary folder, which is in the
  // data dir (emptied at each start): what a kill leaves there goes with the data dir, never in $TMPDIR.
  const unpacked = readdirSync(join(dataDir, 'dynamodb-tmp')).filter((f) => f.endsWith('libsqlite4java.so'));
  expect(unpacked).toHaveLength(1);
  process.stdout.write(`${report.join('\n')}\n`);
});

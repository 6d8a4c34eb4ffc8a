/**
 * Issue 27: an answer of 201 means the save is on disk. Saves flow (8 clients, POST /appeals) while the
 * whole runtime's process group is killed with `kill -9`, ten times, each time started again on the same
 * data dir. After each restart every acknowledged save is there exactly once; the saves a kill cut off
 * are sent again with their Idempotency-Key (as a client retries), and end up there exactly once too.
 * Before the commit barrier (local/src/emulators/commit-barrier.ts) 5 of 9 such cycles lost a save.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { idempotentId } from '@recurso/core/appeals';
import { type ChildRuntime, call, registerAndLogin, startChildRuntime } from '../child-runtime/child-runtime';

jest.setTimeout(600_000);

const CYCLES = 10;
const CLIENTS = 8;

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

async function listedIds(url: string, token: string): Promise<string[]> {
  const list = await call(url, 'GET', '/appeals/my', { token });
  expect(list.status).toBe(200);
  return (list.json as { id: string }[]).map((a) => a.id);
}

it(`keeps every acknowledged save, once, through ${CYCLES} kill -9 of the whole runtime`, async () => {
  rt = await startChildRuntime({ dataDir });
  const token = await registerAndLogin(rt.url, 'motorista.falhas@recurso.test');
  const me = await call(rt.url, 'GET', '/me', { token });
  /** The id a save with this key gets (SECURITY REL-1): how a duplicate would show. */
  const idOf = async (key: string) => (await idempotentId(me.json.id, 'save', key)) as string;
  /** key → id of every save answered 201 */
  const acknowledged = new Map<string, string>();
  let sequence = 0;
  const report: string[] = [];

  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    const live = rt;
    const cut: string[] = []; // sent, no answer: the kill came first
    let killAtNextAnswer = false;
    let killed = false;
    let answered = 0;
    const client = async () => {
      while (!killed) {
        const key = `falha-${String(++sequence).padStart(5, '0')}`;
        try {
          const res = await save(live.url, token, key);
          if (res.status === 201) {
            acknowledged.set(key, res.json.id);
            answered++;
            // The most dangerous moment: the 201 has just arrived, the server may still be writing.
            if (killAtNextAnswer && !killed) {
              killed = true;
              live.killNow();
            }
          } else if (res.status !== 429)
            throw new Error(`save ${key}: ${res.status} ${JSON.stringify(res.json)}`);
        } catch (error) {
          if (!killed) throw error;
          cut.push(key);
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);
    // Saves flow for a random while, then the whole runtime dies right after one of them is answered.
    const flowing = new Promise((r) => setTimeout(r, 500 + Math.random() * 1500));
    await Promise.race([flowing, Promise.all(clients)]);
    killAtNextAnswer = true;
    await Promise.all(clients);
    await live.kill();

    rt = await startChildRuntime({ dataDir });
    const listed = await listedIds(rt.url, token);
    const missing = [...acknowledged].filter(([, id]) => !listed.includes(id));
    const twice = listed.filter((id, i) => listed.indexOf(id) !== i);
    const landed = (await Promise.all(cut.map(idOf))).filter((id) => listed.includes(id)).length;
    report.push(
      `cycle ${cycle}: ${answered} answered, ${cut.length} cut off (${landed} had landed), ${missing.length} lost, ${twice.length} twice`,
    );
    expect({ cycle, missing, twice }).toEqual({ cycle, missing: [], twice: [] });

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
  process.stdout.write(`${report.join('\n')}\n`);
});

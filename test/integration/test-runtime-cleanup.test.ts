/** The integration tests' runtime (./helpers/runtime.ts) leaves no data dir in $TMPDIR when it cannot start. */
import fs from 'node:fs';
import { startTestRuntime } from './helpers/runtime';

it('removes its data dir when the runtime does not start', async () => {
  const made = jest.spyOn(fs, 'mkdtempSync');
  // A port no server can listen on: the runtime stops what it had started and throws.
  await expect(startTestRuntime({ port: -1 })).rejects.toThrow();
  const dataDir = made.mock.results[0]?.value as string;
  expect(dataDir).toMatch(/recurso-it-/);
  expect(fs.existsSync(dataDir)).toBe(false);
  made.mockRestore();
});

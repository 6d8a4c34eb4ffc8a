/**
 * The published OpenAPI document passes Redocly's recommended rules (redocly.yaml) with no error and no
 * warning: the standard linter runs in the test command, on the very file GET /api/openapi.json serves.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { OPENAPI_FILE } from '@recurso/functions/openapi';

const ROOT = join(__dirname, '..', '..', '..');
const CLI = join(ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location?: { pointer?: string }[] }[];
}

/** `redocly lint` as JSON; it exits non-zero when it finds errors, so the report is read either way. */
async function lint(file: string): Promise<LintReport> {
  const args = [CLI, 'lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format=json'];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const out = await promisify(execFile)(process.execPath, args, { env, cwd: ROOT }).catch(
    (e: { stdout?: string }) => ({ stdout: e.stdout ?? '' }),
  );
  return JSON.parse(out.stdout.slice(out.stdout.indexOf('{'))) as LintReport;
}

const summary = (r: LintReport) =>
  r.problems.map((p) => `${p.severity} ${p.ruleId} ${p.location?.[0]?.pointer ?? ''}: ${p.message}`);

describe('OpenAPI document and the standard linter', () => {
  jest.setTimeout(120_000);

  it('passes Redocly’s recommended rules with no error and no warning', async () => {
    const report = await lint(OPENAPI_FILE);
    expect(summary(report)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('would report a broken document (the linter really runs)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
    try {
      const file = join(dir, 'broken.json');
      copyFileSync(OPENAPI_FILE, file);
      const doc = JSON.parse(readFileSync(file, 'utf8'));
      delete doc.paths['/api/health'].get.summary;
      doc.paths['/api/health'].get.operationId = doc.paths['/api/openapi.json'].get.operationId;
      writeFileSync(file, JSON.stringify(doc));
      const report = await lint(file);
      expect(report.totals.errors).toBeGreaterThan(0);
      expect(report.problems.map((p) => p.ruleId)).toEqual(
        expect.arrayContaining(['operation-summary', 'operation-operationId-unique']),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * Per-area deps (issue 7 bundle budget): an entry gets only the AWS parts it passes, a part it did not
 * pass fails with a message naming where to add it, and the local/test `createDeps` has every part.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { createDeps } from '@recurso/functions/deps';
import { buildDeps } from '@recurso/functions/deps-builder';
import { TEST_ENV } from './http/fake-deps';

const overrides = { jwtSecret: 'x'.repeat(48) };

describe('buildDeps', () => {
  it('leaves out the clients an area does not pass, with a clear error on use', async () => {
    const deps = await buildDeps(TEST_ENV, overrides, {});
    expect(() => deps.s3).toThrow("Deps.s3 is not part of this function: pass it in the area's *.handler.ts");
    expect(() => deps.mailer).toThrow(
      "Deps.mailer is not part of this function: pass it in the area's *.handler.ts",
    );
    expect(() => deps.passwords).toThrow(
      "Deps.passwords is not part of this function: pass it in the area's *.handler.ts",
    );
    expect(deps.workflows).toBeUndefined();
    // Spreading deps into a use case's ports must not trip the missing parts.
    expect({ ...deps }.tableName).toBe('test');
  });

  it('builds the parts an area passes, and carries both buckets from the env', async () => {
    const deps = await buildDeps(TEST_ENV, overrides, {
      s3: (env) => async () => new S3Client({ region: env.AWS_REGION }),
    });
    expect(await deps.s3()).toBeInstanceOf(S3Client);
    expect(deps.buckets).toEqual({ uploads: 'test', documents: 'test' });
  });

  it('createDeps (local runtime, tests) has every part', async () => {
    const deps = await createDeps(TEST_ENV, overrides);
    expect(await deps.s3()).toBeInstanceOf(S3Client);
    expect(typeof deps.mailer.send).toBe('function');
    expect(typeof deps.workflows?.start).toBe('function');
    expect(typeof deps.passwords.hash).toBe('function');
  });
});

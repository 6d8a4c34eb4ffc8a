/**
 * SECURITY AUTH-1 where the product builds its hasher: argon2id at OWASP's m=19456 KiB, t=2, p=1 by
 * default and in every area's wiring (the integration tests' cheaper cost is theirs alone:
 * test/integration/helpers/runtime.ts).
 */
import {
  ARGON2_PARAMS,
  Argon2PasswordHasher,
  argon2Passwords,
} from '@recurso/functions/adapters/passwords/argon2';

const OWASP = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

it('hashes at OWASP parameters by default and as the areas wire it', async () => {
  expect(ARGON2_PARAMS).toEqual({ memorySize: 19456, iterations: 2, parallelism: 1, hashLength: 32 });
  const [direct, wired] = await Promise.all([
    new Argon2PasswordHasher().hash('uma senha de teste longa'),
    argon2Passwords().hash('uma senha de teste longa'),
  ]);
  expect(direct).toMatch(OWASP);
  expect(wired).toMatch(OWASP);
  expect(await argon2Passwords().verify('uma senha de teste longa', wired)).toBe(true);
});

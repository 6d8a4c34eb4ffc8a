/**
 * PasswordHasher with argon2id at OWASP's first recommended setting (m=19456 KiB, t=2, p=1,
 * SECURITY AUTH-1), in WebAssembly (hash-wasm) so no native build is needed on Lambda or locally.
 */
import { randomBytes } from 'node:crypto';
import type { PasswordHasher } from '@recurso/core/accounts/ports';
import { argon2id, argon2Verify } from 'hash-wasm';

export const ARGON2_PARAMS = { memorySize: 19456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

export class Argon2PasswordHasher implements PasswordHasher {
  /** A real hash of a random password, verified against for unknown e-mails. */
  private dummyHash: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return argon2id({ password, salt: randomBytes(16), ...ARGON2_PARAMS, outputType: 'encoded' });
  }

  async verify(password: string, hash: string): Promise<boolean> {
    if (!hash.startsWith('$argon2id$')) return false;
    return argon2Verify({ password, hash });
  }

  async dummyVerify(password: string): Promise<void> {
    this.dummyHash ??= this.hash(randomBytes(16).toString('hex'));
    await argon2Verify({ password, hash: await this.dummyHash });
  }
}

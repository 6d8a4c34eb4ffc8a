/**
 * PasswordHasher with argon2id at OWASP's first recommended setting (m=19456 KiB, t=2, p=1,
 * SECURITY AUTH-1), in WebAssembly (hash-wasm) so no native build is needed on Lambda or locally.
 * Every hash goes through a HashQueue (one at a time per process; 429 when the wait would be long).
 */
import { randomBytes } from 'node:crypto';
import type { PasswordHasher } from '@recurso/core/identity';
import { argon2id, argon2Verify } from 'hash-wasm';
import { HashQueue } from './hash-queue';

export const ARGON2_PARAMS = { memorySize: 19456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

export interface Argon2Params {
  memorySize: number;
  iterations: number;
  parallelism: number;
  hashLength: number;
}

export class Argon2PasswordHasher implements PasswordHasher {
  /** A real hash of a random password, verified against for unknown e-mails. */
  private dummyHash: Promise<string> | undefined;

  /**
   * `params`: ARGON2_PARAMS everywhere the product runs. Only the integration tests' helper passes
   * cheaper ones (docs/testing.md); the tests of AUTH-1 run with these.
   */
  constructor(
    private readonly queue = new HashQueue(),
    private readonly params: Argon2Params = ARGON2_PARAMS,
  ) {}

  hash(password: string): Promise<string> {
    return this.queue.run(() =>
      argon2id({ password, salt: randomBytes(16), ...this.params, outputType: 'encoded' }),
    );
  }

  async verify(password: string, hash: string): Promise<boolean> {
    if (!hash.startsWith('$argon2id$')) return false;
    return this.queue.run(() => argon2Verify({ password, hash }));
  }

  async dummyVerify(password: string): Promise<void> {
    this.dummyHash ??= this.hash(randomBytes(16).toString('hex'));
    this.dummyHash.catch(() => {
      this.dummyHash = undefined; // refused while busy: made on a later call
    });
    const hash = await this.dummyHash;
    await this.queue.run(() => argon2Verify({ password, hash }));
  }
}

/** The `passwords` part of an area's deps (functions/src/deps-builder.ts AwsParts). */
export const argon2Passwords = (): PasswordHasher => new Argon2PasswordHasher();

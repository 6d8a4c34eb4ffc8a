/**
 * A value made on first call and then shared; a failed attempt is tried again by the next caller. The
 * API areas make their S3 and SES clients this way, so loading those SDK packages is no part of the
 * function's cold import (docs/deploy.md, "Bundles").
 */
export function lazy<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= make();
    value.catch(() => {
      value = undefined;
    });
    return value;
  };
}

/** A ready value (tests pass clients), or one made by a source such as `lazy`'s. */
export type Lazily<T> = T | (() => Promise<T>);

export const ready = <T extends object>(value: Lazily<T>): Promise<T> =>
  typeof value === 'function' ? (value as () => Promise<T>)() : Promise.resolve(value);

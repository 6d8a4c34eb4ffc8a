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

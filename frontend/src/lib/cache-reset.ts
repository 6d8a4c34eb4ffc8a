/**
 * Caches that belong to a session (TanStack Query's, created with the user area) register here, so the
 * session can drop them on login and logout without the entry chunk importing the query library.
 */
const resetters = new Set<() => void>();

export function onSessionChange(reset: () => void): () => void {
  resetters.add(reset);
  return () => resetters.delete(reset);
}

export function resetSessionCaches(): void {
  for (const reset of resetters) reset();
}

/**
 * Whether this page has started its GraphQL client (lib/client/live-data.tsx). Kept apart from the
 * client, so parts that decide whether they need it (the header's cart count) can ask without loading it.
 */
let started = false;
const listeners = new Set<() => void>();

export function liveDataStarted(): boolean {
  return started;
}

export function markLiveDataStarted(): void {
  if (started) return;
  started = true;
  // Not synchronously: the client starts while a part renders, and listeners re-render other parts.
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

export function onLiveDataStarted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

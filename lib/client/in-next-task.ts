/**
 * `value`, delivered in a new task of the browser's event loop rather than in the microtasks of the task
 * that produced it.
 *
 * For a part loaded with next/dynamic as the page starts: its loader re-renders through
 * useSyncExternalStore, which React runs synchronously, so without this the part's first render (and its
 * GraphQL client's first query) joins the task that evaluated its chunk into one long task. Delivered in
 * the next task, the browser can paint and answer input between the two (issue #25: the checkout's
 * blocking time).
 */
export function inNextTask<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 0));
}

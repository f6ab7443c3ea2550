import { useSyncExternalStore } from 'react';
import { ANONYMOUS_TOKEN_KEY } from './anonymous-token';
import { liveDataStarted, onLiveDataStarted } from './live-data-started';

/**
 * What the header's cart button knows before, or without, the GraphQL client: the number of items the
 * visitor's cart had when this browser last saw it. A visitor whose cart was empty (every first visit)
 * gets a page with no GraphQL client at all until something on it needs live data; the count is then
 * live (components/cart/cart-label.tsx), and keeps this hint current.
 */
const COUNT_KEY = 'cartItems';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab that changed the cart updates the hint.
  window.addEventListener('storage', listener);
  const stopWatchingClient = onLiveDataStarted(listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
    stopWatchingClient();
  };
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked: nothing is known
  }
}

/** The hinted count; null when this browser never saw the cart. */
function hintedCount(): number | null {
  const stored = read(COUNT_KEY);
  return stored === null ? null : Math.max(0, Number.parseInt(stored, 10) || 0);
}

function store(count: number): void {
  try {
    window.localStorage.setItem(COUNT_KEY, String(count));
  } catch {
    // storage blocked: the count stays live-only
  }
}

// A browser without a visitor token has never had a cart here (the token names the cart): its cart is
// empty. Decided as the page's scripts start, before the shell creates the token.
if (typeof window !== 'undefined' && read(ANONYMOUS_TOKEN_KEY) === null && hintedCount() === null) store(0);

export function writeCartCountHint(count: number): void {
  store(count);
  notify();
}

/** The count to show until the live one arrives (0 on the server, which cannot know the cart). */
export function useCartCountHint(): number {
  return useSyncExternalStore(subscribe, () => hintedCount() ?? 0, () => 0);
}

/**
 * Whether the header needs the live count: the cart had items, or this browser never saw its count
 * although the visitor has a token, or the page started the GraphQL client anyway.
 */
export function useLiveCartCount(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => {
      if (liveDataStarted()) return true;
      const hint = hintedCount();
      return hint === null ? read(ANONYMOUS_TOKEN_KEY) !== null : hint > 0;
    },
    () => false,
  );
}

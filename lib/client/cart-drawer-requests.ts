import { useEffect, useRef } from 'react';

/*
 * Opening the cart drawer from elsewhere on the page. The drawer belongs to the header's cart button
 * (components/cart/cart-button.tsx); the booking panel asks for it after "Add to cart", as the natural
 * next step is to keep browsing or check out. A module-level channel, not a context: the panel and the
 * button sit in different subtrees, and the panel's code loads long after the header has rendered.
 */
const listeners = new Set<() => void>();

/** Asks the page's cart button to open its drawer (focus moves into it and comes back on close). */
export function openCartDrawer(): void {
  for (const listener of listeners) listener();
}

/** Runs `open` whenever something on the page asks for the cart drawer. */
export function useCartDrawerRequests(open: () => void): void {
  const latest = useRef(open);
  useEffect(() => {
    latest.current = open;
  });
  useEffect(() => {
    const listener = () => latest.current();
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
}

import { useEffect, useState, type RefObject } from 'react';

/** What shows a visitor is using the page: from the first of these on, its deferred parts load. */
const INTERACTIONS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Whether the address's #anchor names `element` or a part around it (an activity's #book). */
function addressed(element: Element): boolean {
  const anchor = window.location.hash.slice(1);
  return !!anchor && !!document.getElementById(anchor)?.contains(element);
}

/**
 * Whether a part of the page that loads its code on demand (the booking steps) is needed yet: at once
 * when the address names it (#book: the visitor came for it, and a browser going back to such an address
 * may restore another scroll position than the anchor's), or once its place on the page reaches the
 * viewport, or the visitor first scrolls, taps or types anywhere, usually on the way to it. A visitor reading the top of the
 * page on a phone is not made to wait while code for a part below the fold starts; one heading for it
 * finds it loaded or loading. False on the server and in the first render, so hydration matches.
 */
export function useNeeded(ref: RefObject<Element | null>): boolean {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (needed || !element) return;
    const need = () => setNeeded(true);
    if (addressed(element)) return need();
    const observer = typeof IntersectionObserver === 'function' ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && need()) : null;
    if (observer) observer.observe(element);
    else need();
    for (const type of INTERACTIONS) window.addEventListener(type, need, { once: true, passive: true });
    return () => {
      observer?.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, need);
    };
  }, [needed, ref]);
  return needed;
}

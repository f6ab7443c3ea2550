import { createContext, useContext, useEffect, type RefObject } from 'react';
import { embeddedPath, withHost } from '@/lib/domain/widget-paths';
import { closeMessage, resizeMessage, type WidgetMessage } from '@/lib/domain/widget-messages';

/*
 * A page shown inside the booking widget's overlay, on another site (docs/widget.md): the site's booking
 * pages under /embed, in a compact shell. What the page knows of the site that embeds it, and the one
 * way it speaks to that site: postMessage, to that site's origin only.
 */
export interface Embedding {
  /**
   * The origin of the page that embeds the widget, as the loader named it and the park lists it (checked by
   * the server, lib/server/site/page-data.ts); null when the page was opened otherwise (then it posts nothing).
   */
  host: string | null;
  /** The park's site (its configured origin): pages the widget does not show open there, in a new tab. */
  siteOrigin: string;
}

const EmbeddingContext = createContext<Embedding | null>(null);

export const EmbeddingProvider = EmbeddingContext.Provider;

/** The widget this page is shown in, or null on the park's own site. */
export const useEmbedding = (): Embedding | null => useContext(EmbeddingContext);

/**
 * Where a site path leads from a page: on the site, itself; in the widget, its widget page (with the
 * embedding page's origin), or, for a page the widget does not show, the park's site in a new tab.
 */
export function embeddedLink(path: string, embedding: Embedding | null): { href: string; newTab: boolean } {
  if (!embedding || !path.startsWith('/')) return { href: path, newTab: false };
  const inWidget = embeddedPath(path);
  return inWidget ? { href: withHost(inWidget, embedding.host), newTab: false } : { href: `${embedding.siteOrigin}${path}`, newTab: true };
}

/**
 * Posts a message to the page that embeds the widget: to its origin only (the browser delivers nothing if
 * the parent is any other), and only from a page that is framed and knows that origin.
 */
export function postToHost(message: WidgetMessage, host: string | null): void {
  if (!host || typeof window === 'undefined' || window.parent === window) return;
  window.parent.postMessage(message, host);
}

/** An open modal dialog of the widget's own (the cart drawer): Escape is its own to close first. */
const dialogOpen = () => document.querySelector('[aria-modal="true"]') !== null;

/**
 * The widget page's part of the overlay: its height told to the loader as it changes (the overlay fits its
 * content), and Escape, which the page receives while focus is inside the frame, asking the loader to close.
 */
export function useWidgetFrame(host: string | null, content: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = content.current;
    if (!host || !root) return;
    let last = -1;
    // The content's own height, not the document's: that is at least the frame's, and would never shrink.
    const report = () => {
      const height = Math.ceil(root.getBoundingClientRect().bottom + window.scrollY);
      if (height !== last) postToHost(resizeMessage((last = height)), host);
    };
    const observer = new ResizeObserver(report);
    observer.observe(root);
    report();
    // Escape pressed here asks the loader to close, once the key is released: the frame goes with the
    // overlay, and a key still down would be left to a frame that is gone. The press is read in the capture
    // phase, before the page's own handlers: an open drawer still shows then, and that Escape is the drawer's.
    let armed = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') armed = !event.defaultPrevented && !dialogOpen();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !armed) return;
      armed = false;
      postToHost(closeMessage(), host);
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('keyup', onKeyUp, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('keyup', onKeyUp, true);
    };
  }, [host, content]);
}

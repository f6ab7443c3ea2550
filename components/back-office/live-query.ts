import { useEffect, useRef, useState } from 'react';

/*
 * The day sheet is live: the issue asks for a sale or a scan at another gate to show within 5 s. Its
 * queries ask again every 4 s while the tab is shown (a few indexed statements each: lib/server/day-sheet),
 * never while it is hidden (another app on the gate's phone, a desk's background tab), and once straight
 * away when it is shown again, since the figures may be minutes old by then:
 *
 *   const visible = usePageVisible();
 *   const query = useQuery(Document, { variables, pollInterval: livePollInterval(visible) });
 *   useRefetchWhenShown(visible, query.refetch);
 */

export const LIVE_POLL_MS = 4_000;

export const livePollInterval = (visible: boolean): number => (visible ? LIVE_POLL_MS : 0);

/** Whether this tab is shown (the Page Visibility API). */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/** Asks once when the tab is shown again after being hidden. */
export function useRefetchWhenShown(visible: boolean, refetch: () => unknown): void {
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current) void refetch();
    wasVisible.current = visible;
  }, [visible, refetch]);
}

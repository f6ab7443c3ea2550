import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { pageLoad, pathOf } from './analytics';

/** Reports the first page view and then one per route path change; query-only changes do not count. */
export function usePageViews(): void {
  const router = useRouter();
  const lastPath = useRef<string | null>(null);
  useEffect(() => {
    const report = (url: string) => {
      const path = pathOf(url);
      if (path === lastPath.current) return;
      lastPath.current = path;
      pageLoad(path);
    };
    report(router.asPath);
    router.events.on('routeChangeComplete', report);
    return () => router.events.off('routeChangeComplete', report);
  }, []);
}

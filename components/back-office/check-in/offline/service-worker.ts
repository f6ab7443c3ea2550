/*
 * The scanner's service worker (public/scanner-sw.js): registered by the check-in screen so that, once
 * opened with a network, it opens again without one. Its scope is the screen alone.
 */
import { loadQrDecoder } from '../qr-decoder';

const SCRIPT = '/scanner-sw.js';
const SCOPE = '/check-in';

export async function registerScanner(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.register(SCRIPT, { scope: SCOPE }).catch(() => undefined);
  await navigator.serviceWorker.ready;
  // `ready` comes as the worker starts activating, before it takes this page: the QR decoder may be
  // fetched past it, so its address is handed over by name as well as by the page's resource timings.
  keepBundlesLoaded(await loadQrDecoder().catch((): string[] => []));
}

/**
 * Hands the worker every bundle this page has loaded from our origin, and those named: on the first visit
 * they were loaded before the worker was in charge, and the QR decoder's are loaded only when the camera
 * starts.
 */
export function keepBundlesLoaded(named: string[] = []): void {
  if (!('serviceWorker' in navigator)) return;
  const urls = [...performance.getEntriesByType('resource').map((entry) => entry.name), ...named].filter((url) => url.startsWith(`${window.location.origin}/_next/static/`));
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'keep', urls }));
}

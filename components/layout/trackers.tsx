import Script from 'next/script';
import { useEffect, useState } from 'react';
import { startTrackers } from '@/lib/client/trackers';
import { trackerScripts } from '@/lib/domain/trackers';
import { useSiteLocale } from './site-context';

/** The nonce Next put on this document's scripts (script elements keep it as a property only). */
function documentNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/**
 * The locale's trackers (lib/domain/trackers.ts): their command queues, then their scripts, after the page is
 * interactive. Empty code lists load nothing. The tag manager gets the nonce so that its own tags can
 * run under the page's Content-Security-Policy.
 */
export default function Trackers() {
  const locale = useSiteLocale();
  // Rendered once the queues exist and the nonce is known (both only in the browser, after hydration).
  const [started, setStarted] = useState<{ nonce?: string } | null>(null);
  useEffect(() => {
    startTrackers(locale);
    setStarted({ nonce: documentNonce() });
  }, [locale]);
  if (!started) return null;
  const { nonce } = started;
  return (
    <>
      {trackerScripts(locale).map(({ id, src }) => (
        <Script key={id} id={id} src={src} strategy="afterInteractive" nonce={id.startsWith('gtm-') ? nonce : undefined} />
      ))}
    </>
  );
}

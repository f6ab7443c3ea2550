import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/**
 * The Roller gateway's payment step: ROLLER Payments' card form, in a frame on the checkout page (the
 * payment's `embedded` action). When the visitor pays, is declined or cancels, the form tells this page
 * with a `{source: 'roller-sandbox', status}` message. That message only prompts the page to ask our
 * server, which asks ROLLER: it is never taken as proof of payment (GATEWAYS.md).
 */

export type EmbeddedPaymentResult = 'paid' | 'declined' | 'cancelled' | 'expired';

export interface EmbeddedPaymentProps {
  /** The card form's URL from the payment's `embedded` action. */
  url: string;
  /** Called once, when the form reports an outcome; then confirm the payment with the server. */
  onResult: (result: EmbeddedPaymentResult) => void;
}

const RESULTS: readonly EmbeddedPaymentResult[] = ['paid', 'declined', 'cancelled', 'expired'];

const isResultMessage = (data: unknown): data is { source: 'roller-sandbox'; status: EmbeddedPaymentResult } =>
  typeof data === 'object' &&
  data !== null &&
  (data as { source?: unknown }).source === 'roller-sandbox' &&
  RESULTS.includes((data as { status?: EmbeddedPaymentResult }).status as EmbeddedPaymentResult);

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 560px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.background};
`;

const Loading = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.muted};
`;

export function EmbeddedPayment({ url, onResult }: EmbeddedPaymentProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const report = useRef(onResult);
  useEffect(() => {
    report.current = onResult;
  });

  useEffect(() => {
    let expectedOrigin: string;
    try {
      expectedOrigin = new URL(url, window.location.href).origin;
    } catch {
      return;
    }
    let reported = false;
    const onMessage = (event: MessageEvent) => {
      // Only our frame, from the form's own origin: any other window could post the same shape.
      if (event.origin !== expectedOrigin || event.source !== frame.current?.contentWindow) return;
      if (!isResultMessage(event.data) || reported) return;
      reported = true;
      report.current(event.data.status);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url]);

  return (
    <div>
      {!loaded && (
        <Loading role="status" aria-live="polite">
          {t('payment.embedded.loading')}
        </Loading>
      )}
      <Frame
        ref={frame}
        src={url}
        title={t('payment.embedded.title')}
        onLoad={() => setLoaded(true)}
        // The form may run scripts, post itself and open a bank's check, but never navigate our page away.
        sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
        allow="payment"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}

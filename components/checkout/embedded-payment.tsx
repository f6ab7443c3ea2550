import { useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';

/**
 * The Roller gateway's payment step: ROLLER Payments' card form, in a frame on the checkout page (the
 * payment's `embedded` action). When the visitor pays, is declined or cancels, the form tells this page
 * with a `{source: 'roller-sandbox', status}` message. That message only prompts the page to ask our
 * server, which asks ROLLER: it is never taken as proof of payment, since only a server-side check is.
 */

export type EmbeddedPaymentResult = 'paid' | 'declined' | 'cancelled' | 'expired';

export interface EmbeddedPaymentProps {
  /** The card form's URL from the payment's `embedded` action. */
  url: string;
  /** Called once, when the form reports an outcome; then confirm the payment with the server. */
  onResult: (result: EmbeddedPaymentResult) => void;
}

const RESULTS: readonly EmbeddedPaymentResult[] = ['paid', 'declined', 'cancelled', 'expired'];

/** The frame's height until the form says how tall it is, and the bounds of what it may ask for. */
const FRAME_HEIGHT = { initial: 560, min: 200, max: 2000 };
const FRAME_BORDER = 1;

const isResultMessage = (data: unknown): data is { source: 'roller-sandbox'; status: EmbeddedPaymentResult } =>
  typeof data === 'object' &&
  data !== null &&
  (data as { source?: unknown }).source === 'roller-sandbox' &&
  RESULTS.includes((data as { status?: EmbeddedPaymentResult }).status as EmbeddedPaymentResult);

const isHeightMessage = (data: unknown): data is { source: 'roller-sandbox'; height: number } =>
  typeof data === 'object' && data !== null && (data as { source?: unknown }).source === 'roller-sandbox' && Number.isFinite((data as { height?: unknown }).height);

const Frame = styled.iframe`
  display: block;
  width: 100%;
  border: ${FRAME_BORDER}px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.background};
`;

const Loading = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.muted};
`;

export function EmbeddedPayment({ url, onResult }: EmbeddedPaymentProps) {
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  // The form grows on a narrow screen (its fields stack and wrap) and with its error messages: the frame
  // takes the height the form reports, so Pay and Cancel are never hidden below the frame's edge.
  const [height, setHeight] = useState(FRAME_HEIGHT.initial);
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
      if (isHeightMessage(event.data)) setHeight(Math.min(Math.max(Math.ceil(event.data.height), FRAME_HEIGHT.min), FRAME_HEIGHT.max));
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
        // The frame's box (border-box) holds the form's height and the border above and below it.
        style={{ height: height + 2 * FRAME_BORDER }}
        onLoad={() => setLoaded(true)}
        // The form may run scripts, post itself and open a bank's check, but never navigate our page away.
        sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
        allow="payment"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { Button, ExternalButtonLink } from '@/components/ui/button';
import { useFormatMoney } from '@/components/ui/price';
import type { Money } from '@/lib/domain/money';
import { CardFields, type CardFieldsHandle } from './card-fields';
import { EmbeddedPayment } from './embedded-payment';
import type { PaymentStep as Step } from './use-payment';

const Panel = styled.section`
  display: grid;
  gap: 16px;

  h2 {
    font-size: 26px;
    margin: 0;
  }
`;

const Qr = styled.div`
  width: min(280px, 80vw);
  padding: 12px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

/** How often a step paid elsewhere (a QR code, a provider's page in another tab) asks the server whether it is paid. */
const PAID_ELSEWHERE_POLL_MS = 5_000;

interface Props {
  step: Step;
  /** The chosen gateway: its type names the app that pays a QR code. */
  gateway?: { type: string; title: string };
  total: Money;
  busy: boolean;
  onPaid: (options?: { quiet?: boolean }) => void;
  onBack: () => void;
}

/** The payment step after Pay now: hosted card fields, a QR code to scan, ROLLER's card form, or (in the booking widget) a provider's page in a new tab. */
export function PaymentStep({ step, gateway, total, busy, onPaid, onBack }: Props) {
  const t = useT();
  // A QR code is scanned with an app (the bank's for FPS), not with the method the visitor chose;
  // a QR gateway of another type falls back to its title.
  const app = t(`checkout.qrApp.${gateway?.type}`, { defaultValue: gateway?.title ?? '' });
  const format = useFormatMoney();
  const card = useRef<CardFieldsHandle>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const paid = useRef(onPaid);
  paid.current = onPaid;

  useEffect(() => heading.current?.focus(), []);
  // Paid elsewhere (a phone scanning the QR code, the provider's page in another tab): the step asks the
  // server now and then, and as soon as the visitor comes back to this page, so it moves on by itself.
  const paidElsewhere = step.__typename === 'PaymentQr' || step.__typename === 'PaymentRedirect';
  useEffect(() => {
    if (!paidElsewhere) return;
    const timer = setInterval(() => paid.current({ quiet: true }), PAID_ELSEWHERE_POLL_MS);
    const back = () => document.visibilityState === 'visible' && paid.current({ quiet: true });
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', back);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', back);
    };
  }, [paidElsewhere]);

  const title =
    step.__typename === 'PaymentQr'
      ? t('checkout.scanTitle')
      : step.__typename === 'PaymentRedirect'
        ? t('checkout.redirectTitle', { gateway: gateway?.title ?? '' })
        : t('checkout.paymentDetails');
  return (
    <Panel aria-labelledby="payment-step-heading">
      <h2 id="payment-step-heading" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {step.__typename === 'PaymentHostedFields' && <CardFields ref={card} sessionId={step.sessionId} scriptUrl={step.scriptUrl} />}
      {step.__typename === 'PaymentQr' && (
        <>
          <p>{t('checkout.scanHelp', { app, amount: format(total) })}</p>
          <Qr role="img" aria-label={t('checkout.scanTitle')} dangerouslySetInnerHTML={{ __html: step.qrSvg }} />
          {/* On a phone the QR code cannot scan itself: the same payment opens in the wallet app instead. */}
          <p>
            <a href={step.qrContent} target="_blank" rel="noopener">
              {t('checkout.payOnPhone', { app })}
            </a>
          </p>
        </>
      )}
      {step.__typename === 'PaymentRedirect' && (
        // Only in the booking widget (components/checkout/use-payment.ts): the provider's page in a new tab.
        <>
          <p style={{ margin: 0 }}>{t('checkout.redirectHelp', { gateway: gateway?.title ?? '' })}</p>
          <div>
            <ExternalButtonLink href={step.url} target="_blank" rel="noopener">
              {t('checkout.openPaymentPage', { gateway: gateway?.title ?? '' })}
            </ExternalButtonLink>
          </div>
          <p role="status" style={{ margin: 0 }}>
            {t('checkout.waitingForPayment')}
          </p>
        </>
      )}
      {step.__typename === 'PaymentEmbedded' && (
        <EmbeddedPayment url={step.url} onResult={(status) => (status === 'cancelled' ? onBack() : onPaid())} />
      )}
      <Actions>
        {step.__typename === 'PaymentHostedFields' && (
          <Button
            type="button"
            disabled={busy}
            onClick={async () => {
              if ((await card.current?.submit()) === 'ok') onPaid();
            }}
          >
            {t('checkout.payNow')} · {format(total)}
          </Button>
        )}
        {paidElsewhere && (
          <Button type="button" $variant={step.__typename === 'PaymentRedirect' ? 'secondary' : undefined} disabled={busy} onClick={() => onPaid()}>
            {t('checkout.paid')}
          </Button>
        )}
        <Button type="button" $variant="secondary" disabled={busy} onClick={onBack}>
          {t('checkout.back')}
        </Button>
      </Actions>
    </Panel>
  );
}

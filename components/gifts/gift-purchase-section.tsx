import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { PaymentLeft } from '@/components/checkout/payment-left';
import { PaymentStep } from '@/components/checkout/payment-step';
import { Notice } from '@/components/ui/notice';
import { BalanceCheck } from './balance-check';
import { GiftVoucherForm } from './gift-voucher-form';
import { useGiftPurchase } from './use-gift-purchase';
import { withLiveData } from '@/lib/client/live-data';
import { withFormsTranslations } from '@/components/layout/translations';

const Layout = styled.div`
  display: grid;
  gap: 40px;
  margin-bottom: 48px;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 360px;
    align-items: start;
  }
  h2 {
    margin-top: 0;
  }
`;

/** The gift vouchers page's purchase: the form, then the payment step, and a balance check beside it. */
function GiftPurchase() {
  const t = useT();
  const gift = useGiftPurchase();
  const gateway = gift.options?.gateways.find((g) => g.id === gift.gatewayId);
  const fee = gateway && gift.last ? Math.round((gift.last.amount * gateway.cardFeePercent) / 100) : 0;
  return (
    <Layout>
      <section aria-labelledby="buy-heading">
        <h2 id="buy-heading">{t('gift.heading')}</h2>
        {gift.message && (
          <Notice role={gift.message.tone === 'error' ? 'alert' : 'status'} $tone={gift.message.tone} style={{ marginBottom: 20 }}>
            {gift.message.text}
          </Notice>
        )}
        {!gift.options && <p role="status">{t('loading')}</p>}
        {gift.away && <PaymentLeft busy={gift.busy} onResume={gift.resume} onCancel={() => void gift.abandon()} />}
        {gift.options && !gift.step && !gift.away && (
          <GiftVoucherForm options={gift.options} defaults={gift.last} busy={gift.busy} onGatewayChange={gift.setGatewayId} onSubmit={gift.submit} />
        )}
        {gift.options && gift.step && gift.last && (
          <PaymentStep
            step={gift.step.payment}
            gateway={gateway}
            total={{ amount: gift.last.amount + fee, currency: gift.options.min.currency }}
            busy={gift.busy}
            onPaid={gift.confirmPaid}
            onBack={gift.back}
          />
        )}
      </section>
      <BalanceCheck />
    </Layout>
  );
}

export const GiftPurchaseSection = withFormsTranslations(withLiveData(GiftPurchase));

import dynamic from 'next/dynamic';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CheckoutForm } from '@/components/checkout/checkout-form';
import { CodeField } from '@/components/checkout/code-field';
import { OrderSummary } from '@/components/checkout/order-summary';
import { PaymentLeft } from '@/components/checkout/payment-left';
import { useCheckout } from '@/components/checkout/use-checkout';
import { SiteLayout } from '@/components/layout/site-layout';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Notice } from '@/components/ui/notice';
import { withLiveData } from '@/lib/client/live-data';

// Until the cart has loaded in the browser the page keeps a screen's height, so the footer does not jump
// down under the visitor's eyes when the form arrives.
const Layout = styled.div<{ $loading: boolean }>`
  display: grid;
  align-content: start;
  gap: 32px;
  padding: 32px 0 64px;
  min-height: ${({ $loading }) => ($loading ? '100vh' : 'auto')};

  h1 {
    font-size: 40px;
    margin: 0;
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 420px;
    align-items: start;
    h1 {
      grid-column: 1 / -1;
    }
  }
`;

const Main = styled.div`
  display: grid;
  gap: 24px;
  min-width: 0;
`;

// The payment step (card fields, the provider's widget, QR codes) loads only once an order waits for it.
const PaymentStep = dynamic(() => import('@/components/checkout/payment-step').then((m) => m.PaymentStep), { ssr: false });

/** Checkout: details, code, payment method, payment step, and the order beside it. */
function Checkout() {
  const { t } = useTranslation();
  const checkout = useCheckout();
  const data = checkout.checkout;
  const gateway = data?.gateways.find((g) => g.id === checkout.gatewayId);
  const empty = data && data.cart.items.length === 0 && !checkout.step && !checkout.away;

  return (
    <SiteLayout title={t('checkout.title')} description={t('checkout.description')}>
      <Container>
        <Layout $loading={!data}>
          <h1>{t('checkout.title')}</h1>
          <Main>
            {checkout.message && (
              <Notice role={checkout.message.tone === 'error' ? 'alert' : 'status'} $tone={checkout.message.tone} style={{ margin: 0 }}>
                {checkout.message.text}
              </Notice>
            )}
            {checkout.loading && <p role="status">{t('loading')}</p>}
            {empty && (
              <div>
                <p>{t('checkout.emptyNotice')}</p>
                <ButtonLink href="/things-to-do">{t('checkout.browse')}</ButtonLink>
              </div>
            )}
            {checkout.away && <PaymentLeft busy={checkout.busy} onResume={checkout.resume} onCancel={() => void checkout.abandon()} />}
            {data && !empty && !checkout.step && !checkout.away && (
              <CheckoutForm
                defaults={checkout.details && { ...checkout.details, gatewayId: checkout.gatewayId }}
                gateways={data.gateways}
                needsPayment={data.total.amount > 0}
                busy={checkout.busy}
                onGatewayChange={checkout.setGatewayId}
                onSubmit={checkout.submit}
              >
                <CodeField result={data.code} onApply={checkout.setCode} />
              </CheckoutForm>
            )}
            {data && checkout.step && (
              <PaymentStep
                step={checkout.step.payment}
                gateway={gateway}
                total={data.total}
                busy={checkout.busy}
                onPaid={checkout.confirmPaid}
                onBack={checkout.back}
              />
            )}
          </Main>
          {data && !empty && !checkout.away && <OrderSummary checkout={data} feePercent={gateway?.cardFeePercent ?? 0} locked={Boolean(checkout.step)} />}
        </Layout>
      </Container>
    </SiteLayout>
  );
}

export const CheckoutView = withLiveData(Checkout);

import dynamic from 'next/dynamic';
import { useT } from '@/lib/client/use-t';
import { CheckoutForm } from './checkout-form';
import { CheckoutLayout, CheckoutMain } from './checkout-layout';
import { CodeField } from './code-field';
import { OrderSummary } from './order-summary';
import { PaymentLeft } from './payment-left';
import { useCheckout } from './use-checkout';
import { ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { withLiveData } from '@/lib/client/live-data';

// The payment step (card fields, the provider's widget, QR codes) loads only once an order waits for it.
const PaymentStep = dynamic(() => import('./payment-step').then((m) => m.PaymentStep), { ssr: false });

/**
 * The checkout's live part: details, code, payment method, payment step, and the order beside it, inside
 * the page's GraphQL client. components/views/checkout-view.tsx loads it once the page has hydrated.
 */
function Checkout() {
  const t = useT();
  const checkout = useCheckout();
  const data = checkout.checkout;
  const gateway = data?.gateways.find((g) => g.id === checkout.gatewayId);
  const empty = data && data.cart.items.length === 0 && !checkout.step && !checkout.away;

  return (
    <CheckoutLayout $loading={!data}>
      <h1>{t('checkout.title')}</h1>
      <CheckoutMain>
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
      </CheckoutMain>
      {data && !empty && !checkout.away && <OrderSummary checkout={data} feePercent={gateway?.cardFeePercent ?? 0} locked={Boolean(checkout.step)} />}
    </CheckoutLayout>
  );
}

export const CheckoutLive = withLiveData(Checkout);

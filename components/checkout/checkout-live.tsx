import dynamic from 'next/dynamic';
import { useCallback, useRef } from 'react';
import type { CustomerDetails } from '@/lib/domain/customer';
import type { GroupDetails } from '@/lib/domain/group-booking';
import { useT } from '@/lib/client/use-t';
import { CheckoutForm } from './checkout-form';
// In this part's chunks, not a chunk of their own loaded once the cart asks riders: they are then the
// checkout's largest paint, and that chunk was a fourth request in a row after the page's scripts, this
// part and the cart's query (docs/performance.md, "The checkout."). They share their form and validation
// libraries with ./checkout-validation.ts, which the form loads for every cart, so a cart without riders
// fetches about as much as before.
import { CheckoutRiders, type RidersHandle } from './checkout-riders';
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

type CheckoutItem = NonNullable<ReturnType<typeof useCheckout>['checkout']>['cart']['items'][number];
/** Whether a cart item's activity asks anything of its riders (its requirements are null otherwise). */
const asksRiders = (item: CheckoutItem) => 'riders' in item.activity && Boolean(item.activity.riders);

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
  const riders = useRef<RidersHandle | null>(null);
  const bindRiders = useCallback((handle: RidersHandle | null) => void (riders.current = handle), []);
  // Pay now sends the riders typed so far; one whose fields are not valid yet keeps the order unsent.
  const submit = async (customer: CustomerDetails, acceptTerms: boolean, group: GroupDetails | null) => {
    const named = riders.current ? await riders.current.collect() : [];
    return named ? checkout.submit(customer, acceptTerms, named, group) : [];
  };

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
            group={Boolean(data.group)}
            busy={checkout.busy}
            onGatewayChange={checkout.setGatewayId}
            onSubmit={submit}
          >
            {data.cart.items.some(asksRiders) && <CheckoutRiders items={data.cart.items} refusal={checkout.ridersRefused} bind={bindRiders} />}
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

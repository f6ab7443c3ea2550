import dynamic from 'next/dynamic';
import { useT } from '@/lib/client/use-t';
import { CheckoutLayout, CheckoutMain } from '@/components/checkout/checkout-layout';
import { SiteLayout } from '@/components/layout/site-layout';
import { Container } from '@/components/ui/container';
import { withFormsTranslations } from '@/components/layout/translations';
import { firstCheckoutVariables, readCheckoutDraft } from '@/components/checkout/checkout-draft';
import { getCheckoutRequest } from '@/graphql/generated/requests/get-checkout';
import { inNextTask } from '@/lib/client/in-next-task';
import { usePrefetch } from '@/lib/client/prefetch';

/** What the checkout shows until its live part has the cart: the title and "Loading…". */
function CheckoutLoading() {
  const t = useT();
  return (
    <CheckoutLayout $loading>
      <h1>{t('checkout.title')}</h1>
      <CheckoutMain>
        <p role="status">{t('loading')}</p>
      </CheckoutMain>
    </CheckoutLayout>
  );
}

// The cart lives in the visitor's browser (its token in localStorage), so the server can only render the
// checkout loading, and so does the live part's first render. Its code (the GraphQL client, the form, its
// validation and the riders' fields, about 105 kB gzipped) is therefore not needed for that first view: it
// loads as the page hydrates, in place of the same "Loading…" the server sent. The cart's query is sent as
// the page hydrates too, beside that download (lib/client/prefetch.ts), and the live part's first query
// takes its answer.
const CheckoutLive = dynamic(() => import('@/components/checkout/checkout-live').then((m) => inNextTask(m.CheckoutLive)), { ssr: false, loading: CheckoutLoading });

/** Checkout: the page around its live part (components/checkout/checkout-live.tsx). */
function Checkout() {
  const t = useT();
  usePrefetch(getCheckoutRequest, () => firstCheckoutVariables(readCheckoutDraft()));
  return (
    <SiteLayout title={t('checkout.title')} description={t('checkout.description')}>
      <Container>
        <CheckoutLive />
      </Container>
    </SiteLayout>
  );
}

/** The checkout: its live part loads as the page hydrates (the cart is in the browser's storage). */
export const CheckoutView = withFormsTranslations(Checkout);

import { useMutation, useQuery } from '@apollo/client/react';
import { useDeferredValue, useState } from 'react';
import { v4 as uuidv4 } from 'uuid';
import { CreateAndCompleteOrderDocument, GetCheckoutDocument, type CheckoutRiderInput } from '@/graphql/generated/operations';
import { saveDraft } from '@/lib/client/form-draft';
import { useEmbedding } from '@/lib/client/widget-embedding';
import type { CustomerDetails } from '@/lib/domain/customer';
import type { GroupDetails } from '@/lib/domain/group-booking';
import { firstCheckoutVariables, readCheckoutDraft, type CheckoutDraft } from './checkout-draft';
import type { RidersRefusal } from './checkout-riders';
import { usePayment } from './use-payment';
import { visitAttribution } from '@/lib/client/attribution';

const draftDetails = (draft: Partial<CheckoutDraft> | null) =>
  draft
    ? {
        customer: { firstName: draft.firstName ?? '', lastName: draft.lastName ?? '', email: draft.email ?? '', mobilePhone: draft.mobilePhone ?? '' },
        acceptTerms: draft.acceptTerms === true,
      }
    : null;

/**
 * The checkout's state: the priced checkout from the server (re-run when the code or the payment method
 * changes) and placing the order once per Pay now (one idempotency key, reused by the client's retries).
 * The visitor's details, code and method start from the tab's draft (lib/client/form-draft.ts), so
 * they are still there after a hosted payment page sends the visitor back.
 */
export function useCheckout() {
  const [draft] = useState(readCheckoutDraft);
  const first = firstCheckoutVariables(draft);
  const [code, setCode] = useState(first.code);
  const [gatewayId, setGatewayId] = useState(first.gatewayId);
  // What the visitor typed, kept for the form's return after a declined or cancelled payment.
  const [details, setDetails] = useState<{ customer: CustomerDetails; acceptTerms: boolean } | null>(() => draftDetails(draft));
  const query = useQuery(GetCheckoutDocument, { variables: { code, gatewayId }, fetchPolicy: 'cache-and-network', ssr: false });
  const [placeOrder] = useMutation(CreateAndCompleteOrderDocument);
  const payment = usePayment('checkout', () => query.refetch());
  const embedding = useEmbedding();
  const latest = query.data?.getCheckout ?? query.previousData?.getCheckout;
  // Apollo's results arrive as synchronous React updates, and the whole checkout form rendered at once
  // was the page's longest task (70–85 ms on this machine, 4× that on Lighthouse's phone). A deferred
  // value renders it in a transition, which React splits into short tasks the page can answer between.
  const checkout = useDeferredValue(latest);

  // The riders the server refused at the last Pay now, shown beside each (components/checkout/checkout-riders.tsx).
  const [ridersRefused, setRidersRefused] = useState<RidersRefusal | null>(null);

  function submit(customer: CustomerDetails, acceptTerms: boolean, riders: CheckoutRiderInput[] = [], group: GroupDetails | null = null) {
    setDetails({ customer, acceptTerms });
    saveDraft('checkout', { ...customer, acceptTerms, code, gatewayId });
    return payment.place(async () => {
      // In the booking widget, the page it is embedded in: the order's channel if the park lists it (the server decides).
      const { data } = await placeOrder({ variables: { input: { idempotencyKey: uuidv4(), customer, code, gatewayId, acceptTerms, riders, group, widgetOrigin: embedding?.host ?? null, attribution: visitAttribution() } } });
      const outcome = data?.createAndCompleteOrder;
      setRidersRefused(outcome?.__typename === 'CheckoutProblem' && outcome.code === 'RIDER_REFUSED' ? { riders: outcome.riders, riderGroups: outcome.riderGroups } : null);
      return outcome;
    });
  }

  return { ...payment, checkout, loading: !checkout && (query.loading || latest !== undefined), details, code, setCode, gatewayId, setGatewayId, submit, ridersRefused };
}

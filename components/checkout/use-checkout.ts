import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { v4 as uuidv4 } from 'uuid';
import { CreateAndCompleteOrderDocument, GetCheckoutDocument } from '@/graphql/generated/operations';
import type { CustomerDetails } from '@/lib/domain/customer';
import { usePayment } from './use-payment';

/**
 * The checkout's state: the priced checkout from the server (re-run when the code or the payment method
 * changes) and placing the order once per Pay now (one idempotency key, reused by the client's retries).
 */
export function useCheckout() {
  const [code, setCode] = useState<string | null>(null);
  const [gatewayId, setGatewayId] = useState<string | null>(null);
  // What the visitor typed, kept for the form's return after a declined or cancelled payment.
  const [details, setDetails] = useState<{ customer: CustomerDetails; acceptTerms: boolean } | null>(null);
  const query = useQuery(GetCheckoutDocument, { variables: { code, gatewayId }, fetchPolicy: 'cache-and-network', ssr: false });
  const [placeOrder] = useMutation(CreateAndCompleteOrderDocument);
  const payment = usePayment(() => query.refetch());
  const checkout = query.data?.getCheckout ?? query.previousData?.getCheckout;

  function submit(customer: CustomerDetails, acceptTerms: boolean) {
    setDetails({ customer, acceptTerms });
    return payment.place(async () => {
      const { data } = await placeOrder({ variables: { input: { idempotencyKey: uuidv4(), customer, code, gatewayId, acceptTerms } } });
      return data?.createAndCompleteOrder;
    });
  }

  return { ...payment, checkout, loading: query.loading && !checkout, details, code, setCode, gatewayId, setGatewayId, submit };
}

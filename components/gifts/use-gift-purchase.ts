import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { v4 as uuidv4 } from 'uuid';
import { usePayment } from '@/components/checkout/use-payment';
import { GetGiftOptionsDocument, PurchaseGiftCardDocument } from '@/graphql/generated/operations';
import { visitAttribution } from '@/lib/client/attribution';
import { readDraft, saveDraft } from '@/lib/client/form-draft';
import type { GiftForm } from '@/lib/domain/gift';

export type GiftValues = GiftForm & { gatewayId?: string; acceptTerms?: boolean };

/** Buying a gift voucher: the locale's options, placing the purchase once per Pay now, then paying. */
export function useGiftPurchase() {
  const options = useQuery(GetGiftOptionsDocument, { ssr: false }).data?.getGiftOptions;
  const [purchase] = useMutation(PurchaseGiftCardDocument);
  // What the visitor typed comes back from a hosted payment page with the tab's draft (lib/client/form-draft.ts).
  const [last, setLast] = useState(() => readDraft<GiftValues>('gift') as GiftValues | null);
  const [gatewayId, setGatewayId] = useState<string | null>(last?.gatewayId ?? null);
  // Nothing to refresh after an unpaid attempt: the form keeps what the visitor typed.
  const payment = usePayment('gift', async () => undefined);

  function submit({ gatewayId: chosen, acceptTerms, message, ...form }: GiftValues) {
    const values = { gatewayId: chosen, acceptTerms, message, ...form };
    setLast(values);
    saveDraft('gift', values);
    return payment.place(async () => {
      const { data } = await purchase({
        variables: { input: { idempotencyKey: uuidv4(), ...form, message: message || null, gatewayId: chosen || null, acceptTerms: Boolean(acceptTerms), attribution: visitAttribution() } },
      });
      return data?.purchaseGiftCard;
    });
  }

  return { ...payment, options, gatewayId, setGatewayId, last, submit };
}

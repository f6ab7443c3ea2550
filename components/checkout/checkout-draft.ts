import { readDraft } from '@/lib/client/form-draft';
import type { CustomerDetails } from '@/lib/domain/customer';

/** What the checkout keeps in the tab's draft (lib/client/form-draft.ts) while the visitor pays. */
export type CheckoutDraft = CustomerDetails & { acceptTerms: boolean; code: string | null; gatewayId: string | null };

/** The tab's checkout draft: null on the server, which renders no form, so both renders agree. */
export const readCheckoutDraft = () => readDraft<CheckoutDraft>('checkout');

/**
 * The checkout query's first variables, the code and method the draft kept: the page prefetches with
 * them (components/views/checkout-view.tsx), and the live part's first query must ask the same to take it.
 */
export const firstCheckoutVariables = (draft: Partial<CheckoutDraft> | null): { code: string | null; gatewayId: string | null } => ({
  code: draft?.code ?? null,
  gatewayId: draft?.gatewayId ?? null,
});

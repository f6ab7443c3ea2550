/**
 * What the visitor typed into a form that pays (checkout, gift voucher), kept in this tab's session
 * storage while they pay, and the payment they left for. A hosted payment page (Windcave, a bank,
 * OnlinePOS) takes the tab to another site and back, which loses the page's state: without this, a
 * cancelled or declined payment came back to an empty form (at checkout, to the undiscounted total),
 * and the browser's Back from the provider's page to an empty cart, the tickets being in the order that
 * waits for its payment. Session storage, never the address: the details are personal and must not
 * reach trackers, logs or the provider's referrer. Everything goes once an order is paid
 * (components/checkout/use-payment.ts, components/views/payment-return-view.tsx).
 */
export type DraftName = 'checkout' | 'gift' | 'checkoutPayment' | 'giftPayment';

type Field = string | number | boolean | null;

const key = (name: DraftName) => `draft:${name}`;
const NAMES: DraftName[] = ['checkout', 'gift', 'checkoutPayment', 'giftPayment'];

/**
 * The tab's draft: a flat object of plain values, or null when none was kept (or on the server). A form
 * validates it like anything typed before it is sent.
 */
export function readDraft<T extends Record<string, Field>>(name: DraftName): Partial<T> | null {
  try {
    const draft: unknown = JSON.parse(window.sessionStorage.getItem(key(name)) ?? 'null');
    if (!draft || typeof draft !== 'object' || Array.isArray(draft)) return null;
    const plain = Object.values(draft).every((value) => value === null || ['string', 'number', 'boolean'].includes(typeof value));
    return plain ? (draft as Partial<T>) : null;
  } catch {
    return null; // no window (server render), storage blocked, or not JSON: nothing was kept
  }
}

export function saveDraft(name: DraftName, values: Record<string, Field | undefined>): void {
  try {
    window.sessionStorage.setItem(key(name), JSON.stringify(values));
  } catch {
    // Storage blocked or full: the form then comes back empty, as before.
  }
}

export function clearDraft(name: DraftName): void {
  try {
    window.sessionStorage.removeItem(key(name));
  } catch {
    // Nothing could have been kept.
  }
}

/** The visitor has paid: nothing they typed stays in the tab. */
export function clearDrafts(): void {
  for (const name of NAMES) clearDraft(name);
}

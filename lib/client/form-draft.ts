/**
 * What the visitor typed into a form that pays (checkout, gift voucher), kept in this tab's session
 * storage while they pay. A hosted payment page (Windcave, a bank, OnlinePOS) takes the tab to another
 * site and back, which loses the page's state: without this, a cancelled or declined payment came back
 * to an empty form, and at checkout to the undiscounted total. Session storage, never the address: the
 * details are personal and must not reach trackers, logs or the provider's referrer. Drafts go once an
 * order is paid (components/checkout/use-payment.ts, components/views/payment-return-view.tsx).
 */
export type FormName = 'checkout' | 'gift';

type Field = string | number | boolean | null;

const key = (form: FormName) => `draft:${form}`;
const FORMS: FormName[] = ['checkout', 'gift'];

/**
 * The tab's draft of a form: a flat object of plain values, or null when none was kept (or on the
 * server). The form validates it like anything typed before it is sent.
 */
export function readDraft<T extends Record<string, Field>>(form: FormName): Partial<T> | null {
  try {
    const draft: unknown = JSON.parse(window.sessionStorage.getItem(key(form)) ?? 'null');
    if (!draft || typeof draft !== 'object' || Array.isArray(draft)) return null;
    const plain = Object.values(draft).every((value) => value === null || ['string', 'number', 'boolean'].includes(typeof value));
    return plain ? (draft as Partial<T>) : null;
  } catch {
    return null; // no window (server render), storage blocked, or not JSON: nothing was kept
  }
}

export function saveDraft(form: FormName, values: Record<string, Field | undefined>): void {
  try {
    window.sessionStorage.setItem(key(form), JSON.stringify(values));
  } catch {
    // Storage blocked or full: the form then comes back empty, as before.
  }
}

/** The visitor has paid: nothing they typed stays in the tab. */
export function clearDrafts(): void {
  try {
    for (const form of FORMS) window.sessionStorage.removeItem(key(form));
  } catch {
    // Nothing could have been kept.
  }
}

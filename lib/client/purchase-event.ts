import { useEffect } from 'react';
import { toGa4Items, type Purchase } from '@/lib/domain/analytics';
import { campaignParams } from '@/lib/domain/attribution';
import { readList, storage, track, writeList } from './analytics';
import { visitAttribution } from './attribution';

// The confirmation pages' part of lib/client/analytics.ts, in a module of its own: the purchase and the
// visit's attribution rules (lib/domain/attribution.ts) are no part of every page's first load.

/*
 * The 'purchase' conversion: once per order, whatever happens to the confirmation page. The booking IDs
 * already reported are remembered in local storage, so a reload, a second tab or coming back from the
 * email never reports the purchase again.
 */
const PURCHASES_KEY = 'analytics.purchases';
const MAX_REMEMBERED = 100;
const reportedHere = new Set<string>();

export function purchase(details: Purchase): boolean {
  if (typeof window === 'undefined') return false;
  const store = storage('localStorage');
  const remembered = readList(store, PURCHASES_KEY);
  if (reportedHere.has(details.transactionId) || remembered.includes(details.transactionId)) return false;
  reportedHere.add(details.transactionId);
  writeList(store, PURCHASES_KEY, [...remembered, details.transactionId].slice(-MAX_REMEMBERED));
  // GA4 ecommerce tags in the tag manager read `ecommerce`; clear the previous one first, as Google advises.
  (window.dataLayer ??= []).push({ ecommerce: null });
  // How this visit arrived (the tab's own record, lib/client/attribution.ts), so the conversion names its campaign
  // even where a tracker lost the landing page's parameters (consent, a payment page in between).
  const campaign = campaignParams(visitAttribution());
  track({
    event: 'purchase',
    transactionId: details.transactionId,
    value: details.value,
    currency: details.currency,
    items: details.items,
    campaign,
    ...campaign,
    ecommerce: { transaction_id: details.transactionId, value: details.value, currency: details.currency, items: toGa4Items(details.items) },
  });
  return true;
}

/**
 * Reports a completed order's or gift voucher's purchase once it is known (null while loading or when the
 * page shows a problem). Build it with orderPurchase or giftVoucherPurchase (lib/domain/analytics.ts).
 */
export function usePurchaseEvent(details: Purchase | null | undefined): void {
  const id = details?.transactionId;
  useEffect(() => {
    // One report per transaction: a new object for the same order is the same purchase.
    if (details) purchase(details);
  }, [id]);
}

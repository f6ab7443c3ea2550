import dynamic from 'next/dynamic';
import { StandardPage } from './standard-page';
import type { PageOf } from './types';

// The purchase needs the visitor's browser (anonymous token, payment widgets): loaded there only.
const GiftPurchaseSection = dynamic(() => import('@/components/gifts/gift-purchase-section').then((m) => m.GiftPurchaseSection), { ssr: false });

/** GiftVouchersPage: hero, the voucher purchase and balance check, then the page's content blocks. */
export function GiftVouchersPageView({ page }: { page: PageOf<'GiftVouchersPage'> }) {
  return (
    <StandardPage page={page}>
      <GiftPurchaseSection />
    </StandardPage>
  );
}

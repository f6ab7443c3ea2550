import { GetPageDocument } from '@/graphql/generated/operations';
import { readPageData } from '@/lib/client/page-data';
import type { PageType } from '@/lib/domain/content';
import type { PageLoadArgs } from '../page-data';

/**
 * Content pages with card fields: the gift vouchers page takes the payment for a voucher in the same
 * hosted fields as the checkout, so it is a payment page too (PCI DSS v4 6.4.3: no trackers there).
 */
const PAYMENT_PAGE_TYPES = new Set<string>(['GiftVouchersPage'] satisfies PageType[]);

export function showsCardFields(page: { path?: string }, { pageData }: PageLoadArgs): boolean {
  if (!page.path) return false;
  const type = readPageData(pageData, GetPageDocument, { path: page.path })?.getPage?.__typename;
  return !!type && PAYMENT_PAGE_TYPES.has(type);
}

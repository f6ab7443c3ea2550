import { GetGiftPurchaseDocument, GetOrderDocument } from '@/graphql/generated/operations';
import type { PageLoader } from '../page-data';

/** A booking's confirmation by its token. Problems render on the page; an unknown order answers 404. */
export const loadBooking: PageLoader<{ token: string }> = async ({ ctx, query }) => {
  const token = String(ctx.params?.token ?? '');
  const data = await query(GetOrderDocument, { token });
  const result = data?.getOrder;
  if (result?.__typename === 'OrderProblem' && result.code === 'NOT_FOUND') ctx.res.statusCode = 404;
  return { token };
};

/** A gift purchase's confirmation by its token; an unknown one answers 404. */
export const loadGiftPurchase: PageLoader<{ token: string }> = async ({ ctx, query }) => {
  const token = String(ctx.params?.token ?? '');
  const data = await query(GetGiftPurchaseDocument, { token });
  const result = data?.getGiftPurchase;
  if (result?.__typename === 'OrderProblem' && result.code === 'NOT_FOUND') ctx.res.statusCode = 404;
  return { token };
};

/**
 * The page of a reservation's emailed link. Opening it changes nothing and reads nothing (mail scanners
 * fetch links): the visitor's button confirms (confirmReservation).
 */
export const loadReservation: PageLoader<{ token: string }> = async ({ ctx }) => ({ token: String(ctx.params?.token ?? '') });

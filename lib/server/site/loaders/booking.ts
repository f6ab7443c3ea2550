import { GetChargeDocument, GetGiftPurchaseDocument, GetOrderDocument, GetWaitingListOfferDocument } from '@/graphql/generated/operations';
import { confirmationCookie, type ConfirmationKind } from '../../locales';
import { requestOrigin } from '../../platform/http/request-origin';
import type { PageLoadArgs, PageLoader } from '../page-data';

/**
 * A confirmation link's page (first-party scripts only, lib/server/site/pages.ts): an order it names is
 * left in the HttpOnly confirmation cookie, for the token-free page the browser moves on to
 * (lib/server/locales/confirmation-cookie.ts). An unknown token answers 404 and sets nothing.
 */
function keepForTokenFreePage({ ctx }: PageLoadArgs, kind: ConfirmationKind, token: string): void {
  const cookie = confirmationCookie(kind, token, requestOrigin(ctx.req).startsWith('https:'));
  if (cookie) ctx.res.appendHeader('set-cookie', cookie);
}

/** A booking's confirmation by its token. Problems render on the page; an unknown order answers 404. */
export const loadBooking: PageLoader<{ token: string }> = async (args) => {
  const token = String(args.ctx.params?.token ?? '');
  const data = await args.query(GetOrderDocument, { token });
  const result = data?.getOrder;
  if (result?.__typename === 'OrderProblem' && result.code === 'NOT_FOUND') args.ctx.res.statusCode = 404;
  else if (result) keepForTokenFreePage(args, 'booking', token);
  return { token };
};

/** A gift purchase's confirmation by its token; an unknown one answers 404. */
export const loadGiftPurchase: PageLoader<{ token: string }> = async (args) => {
  const token = String(args.ctx.params?.token ?? '');
  const data = await args.query(GetGiftPurchaseDocument, { token });
  const result = data?.getGiftPurchase;
  if (result?.__typename === 'OrderProblem' && result.code === 'NOT_FOUND') args.ctx.res.statusCode = 404;
  else if (result) keepForTokenFreePage(args, 'gift', token);
  return { token };
};

/**
 * The page of a reservation's emailed link. Opening it changes nothing and reads nothing (mail scanners
 * fetch links): the visitor's button confirms (confirmReservation).
 */
export const loadReservation: PageLoader<{ token: string }> = async ({ ctx }) => ({ token: String(ctx.params?.token ?? '') });

/**
 * The page of a waiting-list join's emailed confirmation link. Opening it changes nothing and reads
 * nothing (mail scanners fetch links): the visitor's button confirms (confirmWaitingList).
 */
export const loadWaitingListConfirm: PageLoader<{ token: string }> = async ({ ctx }) => ({ token: String(ctx.params?.token ?? '') });

/**
 * The page of a charge's payment link (issue #22: a move to a dearer session). Opening it shows the charge
 * and starts nothing (mail scanners fetch links): the visitor's button pays. An unknown key answers 404.
 */
export const loadCharge: PageLoader<{ token: string }> = async (args) => {
  const token = String(args.ctx.params?.token ?? '');
  const data = await args.query(GetChargeDocument, { token });
  if (!data?.getCharge) args.ctx.res.statusCode = 404;
  return { token };
};

/**
 * The page of a waiting list's emailed offer (issue #24). Opening it reads the offer and changes nothing
 * (mail scanners fetch links): the visitor's button puts the places in their cart (claimWaitingListOffer).
 * An unknown key answers 404.
 */
export const loadWaitingListOffer: PageLoader<{ token: string }> = async (args) => {
  const token = String(args.ctx.params?.token ?? '');
  const data = await args.query(GetWaitingListOfferDocument, { token });
  if (!data || data.getWaitingListOffer.status === 'UNKNOWN') args.ctx.res.statusCode = 404;
  return { token };
};

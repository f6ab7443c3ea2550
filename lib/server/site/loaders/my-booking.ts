import { GetMyBookingDocument } from '@/graphql/generated/operations';
import type { PageLoader } from '../page-data';

/**
 * A visitor's My booking page by its signed link (issue #24; first-party scripts only: its address is the
 * key to the booking). A link that is not ours answers 404; an expired one 410, and the page offers a new one.
 */
export const loadMyBooking: PageLoader<{ token: string }> = async (args) => {
  const token = String(args.ctx.params?.token ?? '');
  const data = await args.query(GetMyBookingDocument, { token });
  const result = data?.myBooking;
  if (!result || result.__typename === 'MyBookingProblem') args.ctx.res.statusCode = result?.code === 'LINK_EXPIRED' ? 410 : 404;
  return { token };
};

import { GetRiderSeatDocument } from '@/graphql/generated/operations';
import type { PageLoader } from '../page-data';

/**
 * A rider's own page by their personal link (first-party scripts only: its address is the key to the
 * rider's details). A link that is not ours, or another park's, answers 404; an expired one 410.
 */
export const loadRider: PageLoader<{ token: string }> = async (args) => {
  const token = String(args.ctx.params?.token ?? '');
  const data = await args.query(GetRiderSeatDocument, { token });
  const result = data?.riderSeat;
  if (!result || result.__typename === 'RiderLinkProblem') args.ctx.res.statusCode = result?.code === 'LINK_EXPIRED' ? 410 : 404;
  return { token };
};

import { GetActivitiesDocument, GetOrderDocument } from '@/graphql/generated/operations';
import type { PageLoader } from '../page-data';

/*
 * The booking widget's pages (lib/server/site/pages.ts, docs/widget.md): its activity list, and its
 * confirmation. An activity's booking is the activity page's loader; the checkout has none.
 */

/** The park's activities, for the widget's list. */
export const loadWidgetActivities: PageLoader<object> = async ({ query }) => {
  await query(GetActivitiesDocument, {});
  return {};
};

/**
 * A booking's confirmation in the widget, by its token. Unlike the site's confirmation link's page, it
 * leaves no confirmation cookie: inside another site's frame the cookie (SameSite=Strict) would be neither
 * stored nor sent, so the page shows the booking from its token alone, and runs no third-party script.
 */
export const loadWidgetBooking: PageLoader<{ token: string }> = async (args) => {
  const token = String(args.ctx.params?.token ?? '');
  const data = await args.query(GetOrderDocument, { token });
  if (data?.getOrder.__typename === 'OrderProblem' && data.getOrder.code === 'NOT_FOUND') args.ctx.res.statusCode = 404;
  return { token };
};

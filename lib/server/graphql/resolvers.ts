import type { Resolvers } from '@/graphql/generated/resolvers';
// The one place that reads each capability's resolvers.ts (eslint.config.mjs allows it here alone):
// a capability's index.ts never re-exports them, so the API's composition pulls no circle through it.
import { activityResolvers } from '../activities/resolvers';
import { cartResolvers } from '../carts/resolvers';
import { giftPurchaseResolvers } from '../checkout/gift-resolvers';
import { checkoutResolvers } from '../checkout/resolvers';
import { contentResolvers } from '../content/resolvers';
import { enquiryResolvers } from '../enquiries/resolvers';
import { giftResolvers } from '../gift-cards/resolvers';
import { localeResolvers } from '../locales/resolvers';
import { myBookingResolvers } from '../my-booking/resolvers';
import { riderResolvers } from '../riders/resolvers';
import { availabilityResolvers } from '../sessions/resolvers';
import { waitingListResolvers } from '../waiting-lists/resolvers';

export const resolvers: Resolvers[] = [
  localeResolvers,
  contentResolvers,
  activityResolvers,
  availabilityResolvers,
  cartResolvers,
  checkoutResolvers,
  giftPurchaseResolvers,
  giftResolvers,
  enquiryResolvers,
  myBookingResolvers,
  riderResolvers,
  waitingListResolvers,
];

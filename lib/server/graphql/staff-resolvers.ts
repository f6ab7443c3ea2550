import type { Resolvers } from '@/graphql/generated/staff-resolvers';
// The back office API's composition (lib/server/graphql/schema.ts): each capability's staff-resolvers.ts,
// which only this file imports (eslint.config.mjs).
import { catalogueDeskResolvers } from '../catalogue-desk/staff-resolvers';
import { checkInResolvers } from '../check-in/staff-resolvers';
import { closureResolvers } from '../closures/staff-resolvers';
import { contentDeskResolvers } from '../content-desk/staff-resolvers';
import { dashboardResolvers } from '../dashboard/staff-resolvers';
import { daySheetResolvers } from '../day-sheet/staff-resolvers';
import { enquiryInboxResolvers } from '../enquiries/staff-resolvers';
import { giftCardResolvers } from '../gift-cards/staff-resolvers';
import { imageResolvers } from '../images/staff-resolvers';
import { orderDeskResolvers } from '../order-desk/staff-resolvers';
import { parkSettingsResolvers } from '../park-settings/staff-resolvers';
import { promoCodeResolvers } from '../promo-codes/staff-resolvers';
import { reportResolvers } from '../reports/staff-resolvers';
import { resellerResolvers } from '../resellers/staff-resolvers';
import { resourceResolvers } from '../resources/staff-resolvers';
import { riderStaffResolvers } from '../riders/staff-resolvers';
import { scheduleResolvers } from '../schedules/staff-resolvers';
import { staffAccountResolvers } from '../staff/staff-resolvers';

export const staffResolvers: Resolvers[] = [
  staffAccountResolvers,
  checkInResolvers,
  daySheetResolvers,
  dashboardResolvers,
  reportResolvers,
  orderDeskResolvers,
  enquiryInboxResolvers,
  giftCardResolvers,
  promoCodeResolvers,
  closureResolvers,
  catalogueDeskResolvers,
  scheduleResolvers,
  resourceResolvers,
  imageResolvers,
  contentDeskResolvers,
  parkSettingsResolvers,
  riderStaffResolvers,
  resellerResolvers,
];

import type { Resolvers } from '@/graphql/generated/resolvers';
import { activityResolvers } from '../activities';
import { availabilityResolvers } from '../sessions';
import { cartResolvers } from '../carts';
import { checkoutResolvers } from '../checkout';
import { giftResolvers } from '../gift-cards';
import { giftPurchaseResolvers } from '../checkout';
import { enquiryResolvers } from '../enquiries';
import { contentResolvers } from '../content';
import { localeResolvers } from '../locales';

export const resolvers: Resolvers[] = [localeResolvers, contentResolvers, activityResolvers, availabilityResolvers, cartResolvers, checkoutResolvers, giftPurchaseResolvers, giftResolvers, enquiryResolvers];

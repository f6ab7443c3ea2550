import type { Resolvers } from '@/graphql/generated/resolvers';
import { activityResolvers } from '../activities/resolvers';
import { availabilityResolvers } from '../sessions/resolvers';
import { cartResolvers } from '../carts/resolvers';
import { checkoutResolvers } from '../checkout/resolvers';
import { giftResolvers } from '../gift-cards/resolvers';
import { enquiryResolvers } from '../enquiries/resolvers';
import { contentResolvers } from '../content/resolvers';
import { localeResolvers } from '../locales/resolvers';

export const resolvers: Resolvers[] = [localeResolvers, contentResolvers, activityResolvers, availabilityResolvers, cartResolvers, checkoutResolvers, giftResolvers, enquiryResolvers];

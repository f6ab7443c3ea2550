import type { Resolvers } from '@/graphql/generated/resolvers';
import { activityResolvers } from './activity';
import { availabilityResolvers } from './availability';
import { cartResolvers } from './cart';
import { checkoutResolvers } from './checkout';
import { giftResolvers } from './gift';
import { enquiryResolvers } from './enquiry';
import { contentResolvers } from './content';
import { localeResolvers } from './locale';

export const resolvers: Resolvers[] = [localeResolvers, contentResolvers, activityResolvers, availabilityResolvers, cartResolvers, checkoutResolvers, giftResolvers, enquiryResolvers];

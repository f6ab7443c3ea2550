/** Enquiries: the venue-hire enquiry form, its checks and its two emails. */
export { enquiryResolvers } from './resolvers';

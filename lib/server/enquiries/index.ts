/** Enquiries: the venue-hire enquiry form, its checks and its two emails. */
export { enquiryFormOf, sendEnquiry } from './enquiry-service';
export type { EnquiryRequest, EnquiryResult } from './enquiry-service';

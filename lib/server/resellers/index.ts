/** Resellers of a park's activities (OCTO), their API keys, and the back office's resellers desk (staff.graphql). */
export { issueResellerKey, resellerByKey, revokeResellerKey, RESELLER_KEY_PREFIX } from './reseller-keys';
export type { Reseller } from './reseller-keys';
export { makeReseller, resellerDesk, resellersById, revokeReseller } from './reseller-desk';
export type { ResellerDesk, ResellerInput, ResellerResult, ResellerView } from './reseller-desk';

/** Resellers of a park's activities (OCTO) and their API keys. */
export { issueResellerKey, resellerByKey, revokeResellerKey, RESELLER_KEY_PREFIX } from './reseller-keys';
export type { Reseller } from './reseller-keys';

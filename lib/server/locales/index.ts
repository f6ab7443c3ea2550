/** Locales: which park and language a host name serves, and the request context every resolver gets. */
export type { ImageRecord, LocaleRecord, ParkRecord } from './locale-repository';
export { findLocaleById, findLocaleByDomain, invalidateLocales, lastKnownLocale, listLocales, mailSiteOf } from './locale-service';
export type { MailSite } from './locale-service';
export { siteOrigin } from './site-origin';
export { contextFromHeaders, visitor, UNKNOWN_ORIGIN } from './request-context';
export type { GraphQLContext, HeaderReader } from './request-context';
export { confirmationCookie, confirmationTokens, CONFIRMATION_COOKIE_PATH } from './confirmation-cookie';
export type { ConfirmationKind, ConfirmationTokens } from './confirmation-cookie';

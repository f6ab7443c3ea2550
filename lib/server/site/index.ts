/** The site's pages: the shell every page is rendered in, their loaders, caching and security headers. */
export { responseNonce, setContentSecurityPolicy } from './content-security';
export { loadBooking, loadGiftPurchase } from './loaders/booking';
export { loadActivity, loadPage } from './loaders/content';
export { loadMailbox } from './loaders/mailbox';
export { showsCardFields } from './loaders/payment-pages';
export { withPageCache } from './page-cache';
export { requestOrigin, withShell } from './page-data';
export type { PageLoader } from './page-data';
export { applySecurityHeaders } from './security-headers';
export { robotsTxt, sitemapXml, textDocument } from './sitemap';

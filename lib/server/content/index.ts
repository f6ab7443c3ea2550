/** Content: a locale's pages, menus and sanitised HTML. */
export { findLocalePage, invalidatePages, listPageLinks } from './content-service';
export type { PageLinkRecord, PageRecord } from './content-repository';
export { sanitizeHtml } from './html-sanitizer';
export { contentResolvers } from './resolvers';

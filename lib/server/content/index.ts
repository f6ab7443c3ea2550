/** Content: a locale's pages, menus and footer links. */
export { findLocalePage, invalidatePages, listPageLinks } from './content-service';
export type { PageLinkRecord, PageRecord } from './content-repository';

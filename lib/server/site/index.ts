/** The site's pages: the shell every page is rendered in, their loaders, caching and security headers. */
export { siteServer } from './pages';
export type { DocumentSettings, Pages, SiteServer } from './pages';
export { asPublicPageRequest, withPageCache } from './page-cache';
export { forgetPageQueries, PAGE_QUERY_SOURCES } from './page-query-copies';
export type { PageCacheHandler } from './page-cache';
export { applySecurityHeaders } from './security-headers';
export { isThingsToDoFeedPath, thingsToDoFeedEndpoint } from './things-to-do-feed';
export { isWidgetScriptPath, widgetScriptEndpoint } from './widget-script';

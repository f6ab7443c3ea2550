/** The `site` of a content screen's address: a park's id, or `global` for the operator's global site (no park). */
export const GLOBAL_SITE = 'global';

export const parkOfSite = (site: string): string | null => (site === GLOBAL_SITE ? null : site);

export const siteOf = (parkId: string | null | undefined): string => parkId ?? GLOBAL_SITE;

export const pageHref = (parkId: string | null | undefined, path: string): string => `/content/page?site=${encodeURIComponent(siteOf(parkId))}&path=${encodeURIComponent(path)}`;

export const menusHref = (parkId: string | null | undefined): string => `/content/menus?site=${encodeURIComponent(siteOf(parkId))}`;

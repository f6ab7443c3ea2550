import { createContext, useContext } from 'react';
import type { GetLocaleQuery } from '@/graphql/generated/operations';

export type SiteLocale = NonNullable<GetLocaleQuery['getLocale']>;

interface Site {
  locale: SiteLocale;
  /** The scheme, host and port the visitor used, for absolute links to this and the other locales. */
  origin: string;
}

const SiteContext = createContext<Site | null>(null);

export const SiteProvider = SiteContext.Provider;

function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('Site context used outside the site shell');
  return site;
}

/** The current locale; available below the shell, which renders nothing locale-bound without one. */
export const useSiteLocale = (): SiteLocale => useSite().locale;
export const useSiteOrigin = (): string => useSite().origin;

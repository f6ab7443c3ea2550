import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { GetLocaleDocument } from '@/graphql/generated/operations';
import { withLiveData } from '@/lib/client/live-data';
import type { SiteLocale } from './site-context';

export interface BrowserLocaleProps {
  domain: string;
  /** Called once the query has answered: the host's locale, or null when no locale has this host. */
  onAnswer: (locale: SiteLocale | null) => void;
}

function LocaleQuery({ domain, onAnswer }: BrowserLocaleProps) {
  const { data, loading } = useQuery(GetLocaleDocument, { variables: { domain } });
  useEffect(() => {
    if (!loading) onAnswer(data?.getLocale ?? null);
  }, [loading, data, onAnswer]);
  return null;
}

/** Fetches a host's locale in the browser, for a page rendered without server data (the static 404). */
export const BrowserLocale = withLiveData(LocaleQuery);

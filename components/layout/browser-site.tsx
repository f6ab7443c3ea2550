import { useQuery } from '@apollo/client/react';
import { ErrorView } from '@/components/views/error-view';
import { GetLocaleDocument } from '@/graphql/generated/operations';
import { LiveData } from '@/lib/client/live-data';
import { LoadingOverlay } from './loading-overlay';
import { Site, type ShellAppProps } from './site';

type Props = { domain: string } & Pick<ShellAppProps, 'Component' | 'pageProps'>;

function LocaleQuery({ domain, ...page }: Props) {
  const { data, loading } = useQuery(GetLocaleDocument, { variables: { domain } });
  const locale = data?.getLocale;
  if (locale) return <Site locale={locale} {...page} />;
  return loading ? <LoadingOverlay /> : <ErrorView statusCode={404} />;
}

/** A page rendered without server data (the static 404): its host's locale is fetched once in the browser. */
export function BrowserSite(props: Props) {
  return (
    <LiveData>
      <LocaleQuery {...props} />
    </LiveData>
  );
}

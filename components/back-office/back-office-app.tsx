import { ApolloProvider } from '@apollo/client/react';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { createStaffApolloClient } from './staff-apollo';
import { StaffShellProvider } from './staff-context';
import { StaffLayout } from './staff-layout';
import type { StaffShellProps } from './staff-props';
import { StaffTranslations } from './translations';
import { Refusal } from './ui';

/**
 * The back office's application (pages/_app.tsx hands it its screens: a chunk visitors never load):
 * its words, its API's client, and its frame. A screen the member may not use shows that, and nothing of it.
 */
export default function BackOfficeApp({ Component, pageProps }: AppProps<StaffShellProps>) {
  const [client] = useState(createStaffApolloClient);
  const { asPath } = useRouter();
  const path = asPath.split(/[?#]/)[0];
  return (
    <StaffShellProvider value={pageProps}>
      <StaffTranslations lang={pageProps.lang}>
        <ApolloProvider client={client}>
          <Head>
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="robots" content="noindex, nofollow" />
          </Head>
          <StaffLayout path={path}>{pageProps.forbidden ? <Refusal kind="forbidden" /> : <Component {...pageProps} />}</StaffLayout>
        </ApolloProvider>
      </StaffTranslations>
    </StaffShellProvider>
  );
}

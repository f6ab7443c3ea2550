import { ApolloProvider } from '@apollo/client/react';
import type { AppProps } from 'next/app';
import { ThemeProvider } from 'styled-components';
import { AppShell } from '@/components/layout/app-shell';
import type { ShellProps } from '@/components/layout/shell-props';
import { Translations } from '@/components/layout/translations';
import { useApollo } from '@/lib/client/use-apollo';
import { DEFAULT_LANGUAGE } from '@/lib/domain/language';
import { GlobalStyle } from '@/styles/global-style';
import { theme } from '@/styles/theme';

export default function App(props: AppProps<ShellProps>) {
  const { apolloState, lang = DEFAULT_LANGUAGE } = props.pageProps;
  const client = useApollo(apolloState);
  return (
    <ApolloProvider client={client}>
      <Translations lang={lang}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <AppShell {...props} />
        </ThemeProvider>
      </Translations>
    </ApolloProvider>
  );
}

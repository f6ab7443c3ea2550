import { ApolloProvider } from '@apollo/client/react';
import type { AppProps } from 'next/app';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { AppShell } from '@/components/layout/app-shell';
import type { ShellProps } from '@/components/layout/shell-props';
import { createI18n } from '@/lib/client/i18n';
import { useApollo } from '@/lib/client/use-apollo';
import { DEFAULT_LANGUAGE } from '@/lib/domain/language';
import { GlobalStyle } from '@/styles/global-style';
import { theme } from '@/styles/theme';

export default function App(props: AppProps<ShellProps>) {
  const { apolloState, lang = DEFAULT_LANGUAGE } = props.pageProps;
  const client = useApollo(apolloState);
  const i18n = useMemo(() => createI18n(lang), [lang]);
  return (
    <ApolloProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <AppShell {...props} />
        </ThemeProvider>
      </I18nextProvider>
    </ApolloProvider>
  );
}

import type { AppProps } from 'next/app';
import dynamic from 'next/dynamic';
import { Suspense } from 'react';
import { isBackOfficeProps, type StaffShellProps } from '@/components/back-office/staff-props';
import { ThemeProvider } from 'styled-components';
import { AppShell } from '@/components/layout/app-shell';
import type { ShellProps } from '@/components/layout/shell-props';
import { Translations } from '@/components/layout/translations';
import { PageDataProvider } from '@/lib/client/use-page-data';
import { DEFAULT_LANGUAGE } from '@/lib/domain/language';
import { GlobalStyle } from '@/styles/global-style';
import { theme } from '@/styles/theme';

// The back office's screens (pages/staff/, served on ADMIN_HOST only) have an application of their own,
// in a chunk of its own: a visitor's page never loads it.
const BackOfficeApp = dynamic(() => import('@/components/back-office/back-office-app'));

export default function App(props: AppProps<ShellProps | StaffShellProps>) {
  if (isBackOfficeProps(props.pageProps)) {
    return (
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BackOfficeApp {...(props as AppProps<StaffShellProps>)} />
      </ThemeProvider>
    );
  }
  return <SiteApp {...(props as AppProps<ShellProps>)} />;
}

function SiteApp(props: AppProps<ShellProps>) {
  const { pageData, lang = DEFAULT_LANGUAGE } = props.pageProps;
  return (
    <PageDataProvider value={pageData}>
      <Translations lang={lang}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {/*
            A boundary around the page: React hydrates what is inside in slices, yielding to the browser
            between them, rather than in one long task (the HTML is the server's meanwhile). Nothing here
            suspends, so the fallback is never shown.
          */}
          <Suspense fallback={null}>
            <AppShell {...props} />
          </Suspense>
        </ThemeProvider>
      </Translations>
    </PageDataProvider>
  );
}

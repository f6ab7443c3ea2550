// The fixed stack's floor (issue #25): what every visitor page of the site carries before a line of its
// own, measured on the baseline's Next.js. A page with the stack's own parts, each used once as the
// site uses it (DESIGN.md §2): i18next through react-i18next, styled-components with a theme, next/link,
// next/head and next/dynamic. No words, styles or components of the site's.
import i18next from 'i18next';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import Link from 'next/link';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import styled, { ThemeProvider } from 'styled-components';

const Part = dynamic(() => import('./part'));

const Title = styled.h1`
  color: ${({ theme }) => theme.ink};
`;

function Words({ title }) {
  const { t } = useTranslation();
  return (
    <>
      <Head>
        <title>{t('title', { title })}</title>
      </Head>
      <Title>{t('title', { title })}</Title>
      <Link href="/">{t('home')}</Link>
      <Part />
    </>
  );
}

// One instance for the language, made once, as the site keeps one per language (lib/client/i18n.ts):
// a page rendered on the server translates through it, not through a new one a request.
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { common: { title: '{{title}}', home: 'Home' } } }, defaultNS: 'common', initAsync: false, interpolation: { escapeValue: false } });

/** The stack's providers around `children`, as the site's _app puts them around a page. */
export function Stack({ title, children }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={{ ink: '#111' }}>
        <Words title={title} />
        {children}
      </ThemeProvider>
    </I18nextProvider>
  );
}

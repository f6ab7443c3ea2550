import { useMutation } from '@apollo/client/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SetMyLanguageDocument } from '@/graphql/generated/staff-operations';
import { DemoNotice } from '@/components/layout/demo-notice';
import { LANGUAGES, type Language } from '@/lib/domain/language';
import { screensFor } from './navigation';
import { useStaffShell } from './staff-context';
import { useStaffT } from './translations';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 10px 16px;
  background: ${({ theme }) => theme.colors.text};
  color: #fff;
`;

const Brand = styled.a`
  color: #fff;
  font-weight: 800;
  text-decoration: none;
  margin-right: auto;
`;

const Nav = styled.nav`
  width: 100%;
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    display: flex;
    gap: 4px;
    margin: 0;
    padding: 6px 12px;
    list-style: none;
  }
  a {
    display: block;
    padding: 8px 12px;
    border-radius: 8px;
    white-space: nowrap;
    font-weight: 700;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.text};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;

const Who = styled.span`
  font-size: 14px;
`;

const HeaderButton = styled.button`
  min-height: 36px;
  padding: 4px 12px;
  border: 1px solid #fff;
  border-radius: 8px;
  background: transparent;
  color: #fff;
  font: inherit;
  font-size: 14px;
  cursor: pointer;
`;

const Main = styled.main`
  max-width: 1100px;
  margin: 0 auto;
  padding: 16px;
`;

/** Switches the member's language (kept on their account, so their mail follows) and shows the screen in it. */
function LanguageSwitch({ lang }: { lang: Language }) {
  const t = useStaffT();
  const other = LANGUAGES.find((language) => language !== lang) ?? lang;
  const [setLanguage, { loading }] = useMutation(SetMyLanguageDocument);
  return (
    <HeaderButton
      type="button"
      lang={other}
      disabled={loading}
      onClick={async () => {
        await setLanguage({ variables: { language: other } });
        window.location.reload();
      }}
    >
      {t(`language.${other}`)}
    </HeaderButton>
  );
}

/** Every screen's frame: the brand, who is signed in, the menu of what they may do, and the screen. */
export function StaffLayout({ path, children }: { path: string; children: ReactNode }) {
  const t = useStaffT();
  const { staff, demo, lang } = useStaffShell();
  return (
    <>
      {demo && <DemoNotice />}
      <Header>
        <Brand href="/">{t('title')}</Brand>
        {staff && (
          <>
            <Who>{t('home.signedInAs', { name: staff.displayName, email: staff.email })}</Who>
            <LanguageSwitch lang={lang} />
            <form method="post" action="/sign-out">
              <HeaderButton type="submit">{t('home.signOut')}</HeaderButton>
            </form>
          </>
        )}
      </Header>
      {staff && (
        <Nav aria-label={t('nav.label')}>
          <ul>
            {screensFor(staff.actions).map((screen) => (
              <li key={screen.href}>
                <a href={screen.href} aria-current={path === screen.href || path.startsWith(`${screen.href}/`) ? 'page' : undefined}>
                  {t(screen.label)}
                </a>
              </li>
            ))}
          </ul>
        </Nav>
      )}
      <Main id="main">{children}</Main>
    </>
  );
}

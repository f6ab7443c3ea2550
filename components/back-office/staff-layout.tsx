import { useMutation } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { SetMyLanguageDocument } from '@/graphql/generated/staff-operations';
import { DemoNotice } from '@/components/layout/demo-notice';
import { LANGUAGES, type Language } from '@/lib/domain/language';
import type { StaffAction } from '@/lib/domain/staff-access';
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
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    display: flex;
    flex-direction: column;
    gap: 4px;
    margin: 0;
    padding: 6px 12px 12px;
    list-style: none;
  }
  /* A phone shows the menu button and, once pressed, every screen one under another (none cut off). */
  &[data-open='false'] ul {
    display: none;
  }
  ${({ theme }) => theme.media.md} {
    /* From a tablet up the whole menu shows, wrapping onto a second row rather than scrolling out of sight. */
    &[data-open='false'] ul,
    ul {
      display: flex;
      flex-direction: row;
      flex-wrap: wrap;
      padding: 6px 12px;
    }
  }
  a {
    display: block;
    padding: 10px 12px;
    border-radius: 8px;
    white-space: nowrap;
    font-weight: 700;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.text};
    ${({ theme }) => theme.media.md} {
      padding: 8px 12px;
    }
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;

/** The phone's menu button: the screen it is on, and whether the menu is open. */
const MenuButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  width: 100%;
  min-height: 48px;
  padding: 8px 16px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 800;
  cursor: pointer;
  span[aria-hidden] {
    font-size: 20px;
  }
  ${({ theme }) => theme.media.md} {
    display: none;
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

/**
 * The menu of the screens this member may use: a bar from a tablet up; on a phone a button naming the
 * screen it is on, which opens the whole list (a disclosure: its state is announced).
 */
function Menu({ path, actions }: { path: string; actions: readonly StaffAction[] }) {
  const t = useStaffT();
  const [open, setOpen] = useState(false);
  const screens = screensFor(actions);
  const current = screens.find((screen) => path === screen.href || path.startsWith(`${screen.href}/`));
  return (
    <Nav aria-label={t('nav.label')} data-open={String(open)}>
      <MenuButton type="button" aria-expanded={Boolean(open)} aria-controls="staff-menu" onClick={() => setOpen(!open)}>
        {current ? t('nav.menuOn', { screen: t(current.label) }) : t('nav.menu')}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </MenuButton>
      <ul id="staff-menu">
        {screens.map((screen) => (
          <li key={screen.href}>
            <a href={screen.href} aria-current={screen === current ? 'page' : undefined}>
              {t(screen.label)}
            </a>
          </li>
        ))}
      </ul>
    </Nav>
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
      {staff && <Menu path={path} actions={staff.actions} />}
      <Main id="main">{children}</Main>
    </>
  );
}

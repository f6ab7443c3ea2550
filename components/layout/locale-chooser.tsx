import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { originFor } from '@/lib/domain/host';
import { useSiteLocale, useSiteOrigin } from './site-context';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
`;

const Choice = styled.a<{ $current: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 38px;
  padding: 6px 14px;
  border-radius: ${({ theme }) => theme.radius}px;
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.onPrimary : 'rgba(255,255,255,0.35)')};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-decoration: none;
  font-weight: ${({ $current }) => ($current ? 700 : 500)};
  transition: background ${({ theme }) => theme.transition};

  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

/**
 * The location and language chooser: every other locale, linked at its own domain. A park's site is
 * named as that site names itself, in its own language (tagged with `lang`), so a reader finds the
 * language they read. The global site is no park and has no language of its own to offer: it is the
 * way to all parks, named in the language of the page it is listed on.
 */
export function LocaleChooser() {
  const { t } = useTranslation();
  const current = useSiteLocale();
  const origin = useSiteOrigin();
  return (
    <nav aria-label={t('chooser.label')}>
      <List>
        {current.locales.map((locale) => {
          const global = locale.hrefLang === 'x-default';
          return (
            <li key={locale.id}>
              <Choice
                href={`${originFor(locale.domain, origin)}/`}
                hrefLang={global ? undefined : locale.hrefLang}
                lang={global ? current.locale : locale.locale}
                $current={locale.id === current.id}
                aria-current={locale.id === current.id ? 'page' : undefined}
              >
                {global && locale.id !== current.id ? t('chooser.global') : locale.longMenuTitle}
              </Choice>
            </li>
          );
        })}
      </List>
    </nav>
  );
}

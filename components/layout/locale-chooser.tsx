import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { originFor } from '@/lib/domain/host';
import { useSiteLocale, useSiteOrigin } from './site-context';

/** The choices are styled by the list (one styled component, not one per locale: issue #25). */
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 38px;
    padding: 6px 14px;
    border-radius: ${({ theme }) => theme.radius}px;
    border: 1px solid rgba(255, 255, 255, 0.35);
    color: ${({ theme }) => theme.colors.onPrimary};
    text-decoration: none;
    font-weight: 500;
    transition: background ${({ theme }) => theme.transition};
  }
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
  }
  a:hover {
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
  const t = useT();
  const current = useSiteLocale();
  const origin = useSiteOrigin();
  return (
    <nav aria-label={t('chooser.label')}>
      <List>
        {current.locales.map((locale) => {
          const global = locale.hrefLang === 'x-default';
          return (
            <li key={locale.id}>
              <a
                href={`${originFor(locale.domain, origin)}/`}
                hrefLang={global ? undefined : locale.hrefLang}
                lang={global ? current.locale : locale.longMenuTitleLanguage}
                aria-current={locale.id === current.id ? 'page' : undefined}
              >
                {global && locale.id !== current.id ? t('chooser.global') : locale.longMenuTitle}
              </a>
            </li>
          );
        })}
      </List>
    </nav>
  );
}

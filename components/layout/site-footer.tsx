import { Link } from '@/components/ui/link';
import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { FIND_BOOKING_PATH } from '@/lib/domain/paths';
import { LocaleChooser } from './locale-chooser';
import { useSiteLocale } from './site-context';

/** One styled component for the footer, its parts styled within it (issue #25: each is rendered on every page). */
const Footer = styled.footer`
  margin-top: 64px;
  padding: 40px 0 48px;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.onPrimary};

  h2 {
    font-size: 18px;
    margin-bottom: 14px;
  }

  .links {
    list-style: none;
    margin: 0 0 32px;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 8px 24px;
  }
  .links a,
  .find-booking a {
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  /* "Find my booking" (issue #24), on every page: a visitor who lost their mail starts here. */
  .find-booking {
    margin: 0 0 28px;
    font-weight: 600;
  }

  .rights {
    margin: 28px 0 0;
    font-size: 14px;
    color: rgba(255, 255, 255, 0.78);
  }
`;

export function SiteFooter() {
  const t = useT();
  const locale = useSiteLocale();
  return (
    <Footer>
      <Container>
        {locale.footerLinks.length > 0 && (
          <nav aria-label={t('footer.links')}>
            <ul className="links">
              {locale.footerLinks.map((link) => (
                <li key={link.path}>
                  <Link href={link.path}>{link.menuTitle}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className="find-booking">
          <Link href={FIND_BOOKING_PATH}>{t('footer.findBooking')}</Link>
        </p>
        <h2>{t('chooser.heading')}</h2>
        <LocaleChooser />
        <p className="rights">
          {t('footer.rights', { year: new Date().getFullYear(), currency: locale.currency })}
        </p>
      </Container>
    </Footer>
  );
}

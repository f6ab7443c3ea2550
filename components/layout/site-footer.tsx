import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { FIND_BOOKING_PATH } from '@/lib/domain/paths';
import { LocaleChooser } from './locale-chooser';
import { useSiteLocale } from './site-context';

const Footer = styled.footer`
  margin-top: 64px;
  padding: 40px 0 48px;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Heading = styled.h2`
  font-size: 18px;
  margin-bottom: 14px;
`;

const Links = styled.ul`
  list-style: none;
  margin: 0 0 32px;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;

  a {
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** "Find my booking" (issue #24), on every page: a visitor who lost their mail starts here. */
const FindBooking = styled.p`
  margin: 0 0 28px;
  font-weight: 600;

  a {
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Small = styled.p`
  margin: 28px 0 0;
  font-size: 14px;
  color: rgba(255, 255, 255, 0.78);
`;

export function SiteFooter() {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  return (
    <Footer>
      <Container>
        {locale.footerLinks.length > 0 && (
          <nav aria-label={t('footer.links')}>
            <Links>
              {locale.footerLinks.map((link) => (
                <li key={link.path}>
                  <Link href={link.path}>{link.menuTitle}</Link>
                </li>
              ))}
            </Links>
          </nav>
        )}
        <FindBooking>
          <Link href={FIND_BOOKING_PATH}>{t('footer.findBooking')}</Link>
        </FindBooking>
        <Heading>{t('chooser.heading')}</Heading>
        <LocaleChooser />
        <Small>
          {t('footer.rights', { year: new Date().getFullYear(), currency: locale.currency })}
        </Small>
      </Container>
    </Footer>
  );
}

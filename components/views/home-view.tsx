import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SiteLayout } from '@/components/layout/site-layout';
import { useSiteLocale, useSiteOrigin } from '@/components/layout/site-context';
import { Container } from '@/components/ui/container';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { originFor } from '@/lib/domain/host';

const Hero = styled.section`
  position: relative;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.text};
  overflow: hidden;

  picture img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    aspect-ratio: 1 / 1;

    ${({ theme }) => theme.media.md} {
      aspect-ratio: 16 / 7;
    }
  }
`;

const HeroText = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  padding: 96px 0 36px;
  background: linear-gradient(to top, rgba(10, 18, 28, 0.82), rgba(10, 18, 28, 0));
`;

const Eyebrow = styled.p`
  margin: 0 0 8px;
  text-transform: uppercase;
  letter-spacing: 0.12em;
  font-weight: 700;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.tertiary};
`;

const Tagline = styled.p`
  max-width: 640px;
  font-size: 18px;
  margin: 0;
`;

const Tiles = styled.ul`
  list-style: none;
  padding: 0;
  margin: 40px 0 0;
  display: grid;
  gap: 20px;
  grid-template-columns: 1fr;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Tile = styled.a`
  display: block;
  border-radius: ${({ theme }) => theme.radius}px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  box-shadow: 0 6px 24px rgba(40, 47, 54, 0.1);
  transition: transform ${({ theme }) => theme.transition}, box-shadow ${({ theme }) => theme.transition};

  &:hover {
    transform: translateY(-3px);
    box-shadow: 0 12px 32px rgba(40, 47, 54, 0.16);
  }

  img {
    width: 100%;
    aspect-ratio: 1 / 1;
    object-fit: cover;
  }
`;

const TileTitle = styled.span`
  display: block;
  padding: 14px 18px 18px;
  font-weight: 700;
  font-size: 18px;
`;

/** The home page: the park's welcome, or on the global site the location and language chooser. */
export function HomeView() {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const origin = useSiteOrigin();
  const tiles = locale.park ? [] : locale.locales.filter((other) => other.showTile);
  return (
    <SiteLayout>
      <Hero>
        {locale.image && <ResponsiveImage image={locale.image} mobile={locale.imageMobile} priority />}
        <HeroText>
          <Container>
            <Eyebrow>{t('home.eyebrow')}</Eyebrow>
            <h1>{locale.title}</h1>
            <Tagline>{locale.park ? t('home.tagline') : t('home.globalTagline')}</Tagline>
          </Container>
        </HeroText>
      </Hero>
      {tiles.length > 0 && (
        <Container>
          <Tiles aria-label={t('chooser.heading')}>
            {tiles.map((tile) => (
              <li key={tile.id}>
                <Tile href={`${originFor(tile.domain, origin)}/`} hrefLang={tile.hrefLang} lang={tile.locale}>
                  {tile.image && <ResponsiveImage image={tile.image} square />}
                  <TileTitle>{tile.longMenuTitle}</TileTitle>
                </Tile>
              </li>
            ))}
          </Tiles>
        </Container>
      )}
    </SiteLayout>
  );
}

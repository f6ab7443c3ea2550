import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { originFor } from '@/lib/domain/host';
import type { GetPageQuery } from '@/graphql/generated/operations';
import { useSiteOrigin } from './site-context';

const Tiles = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: 1fr;

  ${({ theme }) => theme.media.sm} {
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
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  box-shadow: 0 6px 24px rgba(40, 47, 54, 0.12);
  transition:
    transform ${({ theme }) => theme.transition},
    box-shadow ${({ theme }) => theme.transition};

  &:hover {
    transform: translateY(-3px);
    box-shadow: 0 12px 32px rgba(40, 47, 54, 0.18);
  }

  img {
    width: 100%;
    aspect-ratio: 1 / 1;
    object-fit: cover;
  }
`;

const Title = styled.span`
  display: block;
  padding: 14px 18px 18px;
  font-weight: 700;
  font-size: 18px;
`;

/** One tile: a locale, with its image, from the global home's page data (GlobalHomePage.tiles). */
type LocaleTile = Extract<NonNullable<GetPageQuery['getPage']>, { __typename?: 'GlobalHomePage' }>['tiles'][number];

/** The location and language chooser's tiles: every locale with showTile, at its own domain. */
export function LocaleTiles({ tiles }: { tiles: readonly LocaleTile[] }) {
  const t = useT();
  const origin = useSiteOrigin();
  return (
    <Tiles aria-label={t('chooser.heading')}>
      {tiles.map((tile) => (
        <li key={tile.id}>
          <Tile href={`${originFor(tile.domain, origin)}/`} hrefLang={tile.hrefLang} lang={tile.locale}>
            {tile.image && <ResponsiveImage image={tile.image} square />}
            <Title>{tile.longMenuTitle}</Title>
          </Tile>
        </li>
      ))}
    </Tiles>
  );
}

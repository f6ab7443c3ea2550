import styled from 'styled-components';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { StandardPage } from './standard-page';
import type { PageOf } from './types';

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 48px;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(2, 1fr);

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }

  img {
    width: 100%;
    aspect-ratio: 1 / 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius - 8}px;
  }
  figure {
    margin: 0;
  }
  figcaption {
    font-size: 14px;
    margin-top: 6px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export function GalleryPageView({ page }: { page: PageOf<'GalleryPage'> }) {
  return (
    <StandardPage page={page}>
      <Grid>
        {page.images.map((image) => (
          <li key={image.id}>
            <figure>
              <ResponsiveImage image={image} square />
              {image.caption && <figcaption>{image.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </Grid>
    </StandardPage>
  );
}

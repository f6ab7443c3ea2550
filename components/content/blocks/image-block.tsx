import styled from 'styled-components';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { BlockOfType } from './types';

const Figure = styled.figure`
  margin: 0;
  img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radius}px;
  }
  figcaption {
    margin-top: 10px;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 15px;
  }
`;

export function ImageBlock({ block }: { block: BlockOfType<'Image'> }) {
  return (
    <Figure>
      <ResponsiveImage image={block} />
      {block.caption && <figcaption>{block.caption}</figcaption>}
    </Figure>
  );
}

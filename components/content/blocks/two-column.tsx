import styled from 'styled-components';
import { Paragraphs } from '@/components/ui/section';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { BlockOfType } from './types';

const Columns = styled.div<{ $imageLeft: boolean }>`
  display: grid;
  gap: 24px;
  align-items: center;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    gap: 48px;
    > picture {
      order: ${({ $imageLeft }) => ($imageLeft ? -1 : 1)};
    }
  }

  img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radius}px;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
`;

export function TwoColumnBlock({ block }: { block: BlockOfType<'TwoColumn'> }) {
  return (
    <Columns $imageLeft={block.imageSide === 'left'}>
      <div>
        <h2>{block.heading}</h2>
        <Paragraphs text={block.text} />
      </div>
      {block.image && <ResponsiveImage image={block.image} />}
    </Columns>
  );
}

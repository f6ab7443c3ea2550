import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { BlockOfType } from './types';

const Panel = styled.div`
  display: grid;
  gap: 24px;
  align-items: center;
  padding: 28px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  overflow: hidden;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1.2fr 1fr;
    padding: 40px;
  }

  h2 {
    margin-bottom: 12px;
  }
  p {
    margin: 0 0 22px;
    font-size: 18px;
  }
  img {
    border-radius: ${({ theme }) => theme.radius - 6}px;
    width: 100%;
    aspect-ratio: 16 / 10;
    object-fit: cover;
  }
`;

export function CtaBlock({ block }: { block: BlockOfType<'Cta'> }) {
  return (
    <Panel>
      <div>
        <h2>{block.heading}</h2>
        <p>{block.text}</p>
        <ButtonLink href={block.href} $variant="light">
          {block.label}
        </ButtonLink>
      </div>
      {block.image && <ResponsiveImage image={block.image} />}
    </Panel>
  );
}

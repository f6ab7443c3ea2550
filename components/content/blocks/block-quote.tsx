import styled from 'styled-components';
import type { BlockOfType } from './types';

const Quote = styled.figure`
  margin: 0;
  padding: 32px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  border-left: 6px solid ${({ theme }) => theme.colors.secondary};

  blockquote {
    margin: 0;
    font-size: 22px;
    font-weight: 600;
    line-height: 1.4;
  }
  figcaption {
    margin-top: 14px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export function BlockQuoteBlock({ block }: { block: BlockOfType<'BlockQuote'> }) {
  return (
    <Quote>
      <blockquote>{block.quote}</blockquote>
      <figcaption>{block.attribution}</figcaption>
    </Quote>
  );
}

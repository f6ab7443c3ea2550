import styled from 'styled-components';
import type { BlockOfType } from './types';

const Prose = styled.div`
  max-width: ${({ theme }) => theme.layout.narrowContainer}px;
  font-size: 17px;

  h2 {
    font-size: 26px;
    margin-top: 1.4em;
  }
  li + li {
    margin-top: 6px;
  }
`;

/** The HTML was sanitised by the server (lib/server/platform/html-sanitizer.ts): it is safe to render. */
export function HtmlContentBlock({ block }: { block: BlockOfType<'HtmlContent'> }) {
  return <Prose dangerouslySetInnerHTML={{ __html: block.html }} />;
}

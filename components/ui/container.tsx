import styled from 'styled-components';

/** The page's horizontal frame: full width up to xl, or the narrow 860px column for reading. */
export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? theme.layout.narrowContainer : theme.layout.container)}px;
  margin: 0 auto;
  padding: 0 20px;
`;

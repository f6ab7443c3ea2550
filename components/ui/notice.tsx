import styled from 'styled-components';

/** A message in a tinted box: errors in the brand's error red, confirmations in green, info in blue. */
export const Notice = styled.p<{ $tone: 'error' | 'success' | 'info' }>`
  margin: 12px 0 0;
  padding: 10px 14px;
  border-radius: 12px;
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : $tone === 'success' ? '#1e6b3a' : theme.colors.text)};
  background: ${({ theme, $tone }) => ($tone === 'error' ? '#fbeeee' : $tone === 'success' ? '#e9f7ee' : theme.colors.surface)};
`;

import styled from 'styled-components';

/** The day sheet's secondary buttons (a day either side, a session's manifest): a big target for a thumb, outlined; filled while what it opens is open. */
export const OutlineButton = styled.button`
  min-height: 44px;
  padding: 6px 14px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: 8px;
  background: #fff;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;

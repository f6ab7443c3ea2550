import styled from 'styled-components';

/*
 * A desk's things as cards, one column on a phone and two at a desk (the promo codes, the resellers), and
 * the bar above them: the park's choice and the button that opens the desk's form.
 */

export const DeskBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
  > div {
    flex: 1 1 240px;
    max-width: 360px;
  }
  > button {
    min-height: 48px;
  }
`;

export const DeskCards = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A card; `$off` greys one that no longer works (a disabled code, a revoked key). */
export const DeskCard = styled.li<{ $off: boolean }>`
  display: grid;
  gap: 6px;
  align-content: start;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  background: ${({ theme, $off }) => ($off ? theme.colors.surface : '#fff')};
  p {
    margin: 0;
  }
`;

/** A card's title and its status beside it. */
export const DeskCardTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  h3 {
    margin: 0;
    font-size: 20px;
    overflow-wrap: anywhere;
  }
`;

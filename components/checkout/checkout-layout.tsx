import styled from 'styled-components';

// Until the cart has loaded in the browser the page keeps a screen's height, so the footer does not jump
// down under the visitor's eyes when the form arrives.
export const CheckoutLayout = styled.div<{ $loading: boolean }>`
  display: grid;
  align-content: start;
  gap: 32px;
  padding: 32px 0 64px;
  min-height: ${({ $loading }) => ($loading ? '100vh' : 'auto')};

  h1 {
    font-size: 40px;
    margin: 0;
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 420px;
    align-items: start;
    h1 {
      grid-column: 1 / -1;
    }
  }
`;

export const CheckoutMain = styled.div`
  display: grid;
  gap: 24px;
  min-width: 0;
`;

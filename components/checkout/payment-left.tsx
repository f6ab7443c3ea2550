import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';

const Box = styled.section`
  display: grid;
  gap: 14px;
  padding: 18px 20px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0;
    font-size: 22px;
  }
  p {
    margin: 0;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
`;

interface Props {
  busy: boolean;
  onResume: () => void;
  onCancel: () => void;
}

/**
 * The visitor came back from a provider's payment page with the browser's Back, without paying or
 * cancelling: the order still waits for its payment, and holds the cart's places. They go back to pay,
 * or cancel it to change the order (the cart comes back).
 */
export function PaymentLeft({ busy, onResume, onCancel }: Props) {
  const t = useT();
  return (
    <Box aria-labelledby="payment-left-heading">
      <h2 id="payment-left-heading">{t('payment.left.heading')}</h2>
      <p>{t('payment.left.text')}</p>
      <div>
        <Button type="button" disabled={busy} onClick={onResume}>
          {t('payment.left.resume')}
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onCancel}>
          {t('payment.left.cancel')}
        </Button>
      </div>
    </Box>
  );
}

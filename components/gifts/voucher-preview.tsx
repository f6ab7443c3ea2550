import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { useSiteLocale } from '@/components/layout/site-context';
import { useFormatMoney } from '@/components/ui/price';

const Card = styled.figure`
  margin: 0;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius}px;
  color: #fff;
  /* White text sits on blues only (the brand's secondary cyan is too light for it): cyan is the edge. */
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, #003a99);
  box-shadow:
    inset 0 -8px 0 ${({ theme }) => theme.colors.secondary},
    0 12px 32px rgba(0, 89, 233, 0.25);
  padding-bottom: 32px;
  display: grid;
  gap: 10px;
  min-height: 220px;
  overflow-wrap: anywhere;

  p {
    margin: 0;
  }
  strong {
    font-size: 44px;
    line-height: 1.1;
  }
  blockquote {
    margin: 4px 0 0;
    padding-left: 12px;
    border-left: 3px solid ${({ theme }) => theme.colors.tertiary};
    white-space: pre-wrap;
  }
  small {
    opacity: 0.92;
  }
`;

interface Props {
  amount: number | null;
  to: string;
  from: string;
  message: string;
  /** The card's code as its buyer may see it: masked, all but its last four characters (lib/domain/masking.ts). */
  maskedCode?: string;
}

/** The voucher as the recipient will see it, updated as the form is filled in. */
export function VoucherPreview({ amount, to, from, message, maskedCode }: Props) {
  const t = useT();
  const locale = useSiteLocale();
  const format = useFormatMoney();
  return (
    <Card aria-label={t('gift.preview')}>
      <small>{locale.title}</small>
      <p>{t('gift.voucher')}</p>
      <strong>{amount ? format({ amount, currency: locale.currency }) : '—'}</strong>
      <p>{t('gift.to', { name: to || '…' })}</p>
      <p>{t('gift.from', { name: from || '…' })}</p>
      {message && <blockquote>{message}</blockquote>}
      {maskedCode && (
        <p>
          {t('gift.code')}: <code style={{ fontSize: 20, letterSpacing: '0.08em', whiteSpace: 'nowrap' }}>{maskedCode}</code>
        </p>
      )}
    </Card>
  );
}

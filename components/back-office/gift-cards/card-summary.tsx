import styled from 'styled-components';
import type { StaffGiftCardFieldsFragment } from '@/graphql/generated/staff-operations';
import { useStaffFormats } from '../formats';
import { useStaffT } from '../translations';
import { Panel, Facts, StatusBadge } from '../ui';

const Figures = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px 24px;
  margin-bottom: 12px;
`;

const Balance = styled.p`
  margin: 0;
  font-size: 36px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  span {
    display: block;
    font-size: 15px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

type Card = StaffGiftCardFieldsFragment;

/** Where a card came from, in words: a purchase (its reference), staff's gift (to whom), a refund. */
function useOrigin(card: Card): string {
  const t = useStaffT();
  if (card.origin === 'complimentary' && card.recipient) return t('giftCards.card.complimentary', { name: card.recipient.name, email: card.recipient.email });
  if (card.origin === 'refund') return t('giftCards.card.refund');
  return card.issuedByBookingId ? t('giftCards.card.purchase', { bookingId: card.issuedByBookingId }) : t('giftCards.card.purchaseNoOrder');
}

/** The card at a glance: its balance (the ledger's sum), what it was issued for, whether it is void, its park and origin. */
export function CardSummary({ card }: { card: Card }) {
  const t = useStaffT();
  const { money, moment } = useStaffFormats();
  const origin = useOrigin(card);
  return (
    <Panel aria-label={t('giftCards.card.balance')}>
      <Figures>
        <Balance>
          <span>{t('giftCards.card.balance')}</span>
          {money(card.balance, card.currency)}
        </Balance>
        <StatusBadge $tone={card.voided ? 'danger' : 'good'}>{card.voided ? t('giftCards.card.voided') : t('giftCards.card.active')}</StatusBadge>
      </Figures>
      <Facts>
        <dt>{t('giftCards.card.value')}</dt>
        <dd>{money(card.value, card.currency)}</dd>
        <dt>{t('giftCards.card.park')}</dt>
        <dd>{card.parkName}</dd>
        <dt>{t('giftCards.card.issuedAt')}</dt>
        <dd>{moment(card.createdAt)}</dd>
        <dt>{t('giftCards.card.origin')}</dt>
        <dd>{origin}</dd>
      </Facts>
    </Panel>
  );
}

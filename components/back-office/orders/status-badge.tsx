import styled from 'styled-components';
import type { OrderStatus } from '@/graphql/generated/staff-operations';
import { useStaffT } from '../translations';

/** Colours with at least 4.5:1 contrast for their text: green for standing, amber for waiting, grey for closed. */
const TONES: Partial<Record<OrderStatus, { background: string; color: string }>> = {
  paid: { background: '#e3f4e8', color: '#1d6b35' },
  reserved: { background: '#fff4d6', color: '#7a5200' },
  awaiting_payment: { background: '#fff4d6', color: '#7a5200' },
  awaiting_confirmation: { background: '#fff4d6', color: '#7a5200' },
  partially_cancelled: { background: '#e8efff', color: '#1d47a8' },
  refund_due: { background: '#fdecec', color: '#9b2c2c' },
};
const CLOSED = { background: '#eef0f3', color: '#454d56' };

const Badge = styled.span<{ $background: string; $color: string }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${({ $background }) => $background};
  color: ${({ $color }) => $color};
  font-size: 14px;
  font-weight: 700;
  white-space: nowrap;
`;

/** An order's status in words, with a colour that is never the only sign of it. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useStaffT();
  const tone = TONES[status] ?? CLOSED;
  return (
    <Badge $background={tone.background} $color={tone.color}>
      {t(`orders.status.${status}`)}
    </Badge>
  );
}

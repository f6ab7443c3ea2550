import type { OrderStatus } from '@/graphql/generated/staff-operations';
import { useStaffT } from '../translations';
import { StatusBadge, type Tone } from '../ui';

/** Standing, waiting on the visitor or the desk, part-cancelled, owed money; anything else is over. */
const TONES: Partial<Record<OrderStatus, Tone>> = {
  paid: 'good',
  reserved: 'waiting',
  awaiting_payment: 'waiting',
  awaiting_confirmation: 'waiting',
  partially_cancelled: 'info',
  refund_due: 'danger',
};

/** An order's status in words. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useStaffT();
  return <StatusBadge $tone={TONES[status] ?? 'closed'}>{t(`orders.status.${status}`)}</StatusBadge>;
}

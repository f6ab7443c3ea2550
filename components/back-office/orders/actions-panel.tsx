import { useState } from 'react';
import type { StaffOrderFieldsFragment } from '@/graphql/generated/staff-operations';
import { useStaffT } from '../translations';
import { CancelTickets } from './cancel-form';
import { ResendConfirmation, TakeChargeAtDesk, TakePaymentAtDesk } from './desk-actions';
import { MoveTickets } from './move-form';
import { OrderPanel } from './order-panels';
import { OutcomeMessage, type Outcome } from '../ui';

/**
 * What the member may do to this order now (the server's list: role and status); nothing for a gate. The
 * last action's outcome stays said here, also when the order's new status takes its form away.
 */
export function ActionsPanel({ order, selected, clearSelection }: { order: StaffOrderFieldsFragment; selected: string[]; clearSelection: () => void }) {
  const t = useStaffT();
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (!order.actions.length && !outcome) return null;
  return (
    <OrderPanel aria-labelledby="actions-heading">
      <h2 id="actions-heading">{t('orders.actions.heading')}</h2>
      <OutcomeMessage outcome={outcome} />
      {order.actions.includes('takePaymentAtDesk') && <TakePaymentAtDesk order={order} onOutcome={setOutcome} />}
      {order.actions.includes('takeChargeAtDesk') && <TakeChargeAtDesk order={order} onOutcome={setOutcome} />}
      {order.actions.includes('cancel') && <CancelTickets order={order} selected={selected} onDone={clearSelection} onOutcome={setOutcome} />}
      {order.actions.includes('move') && <MoveTickets order={order} selected={selected} onDone={clearSelection} onOutcome={setOutcome} />}
      {order.actions.includes('resendConfirmation') && <ResendConfirmation order={order} onOutcome={setOutcome} />}
    </OrderPanel>
  );
}

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { StaffOrderDocument, UndoCheckInDocument, type StaffOrderFieldsFragment } from '@/graphql/generated/staff-operations';
import { Button } from '@/components/ui/button';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { useStaffT } from '../translations';
import { useStaffFormats } from '../formats';
import { OrderPanel } from './order-panels';
import { OutcomeMessage, type Outcome } from '../ui';

type Order = StaffOrderFieldsFragment;
type Ticket = Order['tickets'][number];

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $cancelled: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px 12px;
  align-items: start;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  background: ${({ $cancelled, theme }) => ($cancelled ? theme.colors.surface : '#fff')};
  input {
    width: 24px;
    height: 24px;
    margin: 2px 0 0;
  }
  label {
    font-weight: 700;
    cursor: pointer;
  }
  .title {
    font-weight: 700;
  }
  .code {
    font-family: ui-monospace, Menlo, Consolas, monospace;
  }
  .detail {
    grid-column: 2;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 14px;
  }
  .state {
    grid-column: 2;
    font-size: 14px;
    font-weight: 700;
  }
  .why {
    grid-column: 2;
    margin: 4px 0 0;
    padding: 8px 10px;
    border-left: 4px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    font-size: 15px;
  }
  .check-in {
    grid-column: 2;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    align-items: center;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.muted};
  }
  .check-in button {
    min-height: 40px;
    padding: 6px 14px;
    font-size: 15px;
  }
  > p[role] {
    grid-column: 2;
  }
`;

/** A ticket that can still be changed: standing, and not yet through the gate. */
export const changeable = (ticket: Ticket) => !ticket.cancelledAt && !ticket.checkIns.length;

/**
 * Every ticket of the order at the session it admits to now, whether it stands, was moved or cancelled,
 * and its check-ins. Where the member may cancel or move tickets, each changeable one has a checkbox, and
 * a checked-in one says why it has none. A check-in the member may still undo (staff.graphql
 * StaffCheckIn.mayUndo: their role, its two minutes) has its undo here: the gate's own mutation.
 */
export function TicketList({ order, selectable, selected, onToggle }: { order: Order; selectable: boolean; selected: ReadonlySet<string>; onToggle: (code: string) => void }) {
  const t = useStaffT();
  const format = useStaffFormats();
  const zone = order.park.timeZone;
  const [undo, { loading: undoing }] = useMutation(UndoCheckInDocument, {
    refetchQueries: [{ query: StaffOrderDocument, variables: { bookingId: order.bookingId } }],
    awaitRefetchQueries: true,
  });
  const [undone, setUndone] = useState<{ code: string; outcome: Outcome } | null>(null);
  const undoCheckIn = async (code: string, checkInId: string) => {
    setUndone(null);
    const { data } = await undo({ variables: { checkInId } }).catch(() => ({ data: undefined }));
    const answer = data?.undoCheckIn;
    setUndone({
      code,
      outcome:
        answer?.__typename === 'CheckInUndone'
          ? { kind: 'done', text: t(selectable ? 'orders.order.checkInUndoneChoose' : 'orders.order.checkInUndone') }
          : { kind: 'problem', text: t(`checkIn.undoRefused.${answer?.__typename === 'UndoCheckInRefused' ? answer.problem : 'failed'}`) },
    });
  };
  if (!order.tickets.length) return null;
  return (
    <OrderPanel aria-labelledby="tickets-heading">
      <h2 id="tickets-heading">{t('orders.order.tickets')}</h2>
      <List>
        {order.tickets.map((ticket) => {
          const id = `ticket-${ticket.code}`;
          const title = `${ticket.variationTitle} · ${ticket.activityTitle}`;
          const checkedIn = !ticket.cancelledAt && ticket.checkIns.length > 0;
          return (
            <Item key={ticket.code} $cancelled={Boolean(ticket.cancelledAt)}>
              {selectable && changeable(ticket) ? (
                <input id={id} type="checkbox" checked={selected.has(ticket.code)} onChange={() => onToggle(ticket.code)} />
              ) : (
                <span />
              )}
              {selectable && changeable(ticket) ? (
                <label htmlFor={id}>
                  {title}
                  <VisuallyHidden> {ticket.code}</VisuallyHidden>
                </label>
              ) : (
                <span className="title">{title}</span>
              )}
              <span className="detail">
                {format.when(ticket.startsAt, zone)} · <span className="code">{ticket.code}</span>
              </span>
              {ticket.movedFrom && <span className="detail">{t('orders.order.movedFrom', { when: format.when(ticket.movedFrom, zone) })}</span>}
              <span className="state">
                {ticket.cancelledAt ? t('orders.order.cancelled', { when: format.when(ticket.cancelledAt, zone) }) : t('orders.order.valid')}
              </span>
              {ticket.checkIns.length ? (
                ticket.checkIns.map((checkIn) => (
                  <span key={checkIn.id} className="check-in">
                    {t('orders.order.checkedIn', { when: format.when(checkIn.at, zone), by: checkIn.by })}
                    {checkIn.mayUndo && (
                      <Button type="button" $variant="secondary" disabled={undoing} onClick={() => void undoCheckIn(ticket.code, checkIn.id)}>
                        {t('orders.order.undoCheckIn', { until: format.clock(checkIn.undoableUntil, zone) })}
                      </Button>
                    )}
                  </span>
                ))
              ) : (
                <span className="detail">{t('orders.order.notCheckedIn')}</span>
              )}
              {selectable && checkedIn && (
                <p className="why">{t(ticket.checkIns.some((checkIn) => checkIn.mayUndo) ? 'orders.order.whyNoCheckbox' : 'orders.order.whyNoCheckboxLate')}</p>
              )}
              {undone?.code === ticket.code && <OutcomeMessage outcome={undone.outcome} />}
            </Item>
          );
        })}
      </List>
    </OrderPanel>
  );
}

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useState } from 'react';
import styled from 'styled-components';
import { StaffOrderDocument } from '@/graphql/generated/staff-operations';
import { ActionsPanel } from './actions-panel';
import { useArrivalText } from './arrival';
import { useChannelText } from './channel';
import { useStaffFormats } from '../formats';
import { BoughtLines, Charges, History, Mails, Muted, Payments, Refunds, VisitorAndMoney } from './order-panels';
import { OrderStatusBadge } from './status-badge';
import { TicketList } from './ticket-list';
import { useStaffT } from '../translations';
import { ScreenHeading } from '../ui';

const Back = styled.a`
  display: inline-block;
  margin-top: 4px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  margin-bottom: 12px;
  h1 {
    margin: 0;
  }
`;

/** The API refuses an order of another park exactly as one that does not exist. */
const refused = (error: unknown) => CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'FORBIDDEN');

/**
 * One order (issue #22): who booked, its money, what was bought, its tickets as they stand (check-ins
 * included), what the member may do to it, and everything that happened to it.
 */
export function OrderScreen() {
  const t = useStaffT();
  const format = useStaffFormats();
  const channelText = useChannelText();
  const arrivalText = useArrivalText();
  const { query } = useRouter();
  const bookingId = String(query.bookingId ?? '');
  const { data, loading, error } = useQuery(StaffOrderDocument, { variables: { bookingId }, skip: !bookingId });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const order = data?.order;

  if (!order) {
    return (
      <>
        <Back href="/orders">← {t('orders.order.back')}</Back>
        <ScreenHeading>{t('orders.order.heading', { bookingId })}</ScreenHeading>
        {loading && <p role="status">{t('orders.loading')}</p>}
        {error && <p role="alert">{refused(error) ? t('orders.order.notFound') : t('orders.error')}</p>}
      </>
    );
  }
  const toggle = (code: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  const changing = order.actions.includes('cancel') || order.actions.includes('move');
  return (
    <>
      <Back href="/orders">← {t('orders.order.back')}</Back>
      <Head>
        <ScreenHeading>{t('orders.order.heading', { bookingId: order.bookingId })}</ScreenHeading>
        <OrderStatusBadge status={order.status} />
      </Head>
      <Muted>
        {order.park.name} · {t('orders.order.placed', { when: format.when(order.createdAt, order.park.timeZone) })}
        {order.paidAt && ` · ${t('orders.order.paidAt', { when: format.when(order.paidAt, order.park.timeZone) })}`}
      </Muted>
      <Muted>{t('orders.channel.label', { channel: channelText(order.channel, order.channelSource) })}</Muted>
      {order.arrival && <Muted data-testid="order-arrival">{arrivalText(order.arrival)}</Muted>}
      <VisitorAndMoney order={order} />
      <TicketList order={order} selectable={changing} selected={selected} onToggle={toggle} />
      <ActionsPanel order={order} selected={[...selected].filter((code) => order.tickets.some((ticket) => ticket.code === code && !ticket.cancelledAt))} clearSelection={() => setSelected(new Set())} />
      <BoughtLines order={order} />
      <Charges order={order} />
      <Payments order={order} />
      <Refunds order={order} />
      <Mails order={order} />
      <History order={order} />
    </>
  );
}

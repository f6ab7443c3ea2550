import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { Price, useFormatMoney } from '@/components/ui/price';
import type { Money } from '@/lib/domain/money';
import { sessionWhen } from '@/lib/domain/time';

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 14px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li time {
    display: block;
  }
  h2,
  h3 {
    font-size: 20px;
    margin: 0;
  }
`;

const Row = styled.div<{ $strong?: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  font-weight: ${({ $strong }) => ($strong ? 700 : 400)};
  font-size: ${({ $strong }) => ($strong ? 20 : 16)}px;
`;

/** A cancelled part of a booking: its tickets admit nobody. */
const Part = styled.li<{ $cancelled: boolean }>`
  ${({ $cancelled, theme }) => ($cancelled ? `color: ${theme.colors.muted}; .choice { text-decoration: line-through; }` : '')}
`;

const Cancelled = styled.strong`
  display: block;
`;

/** What a booked order's lines and totals need (the confirmation's and My booking's operations both ask them). */
export interface BookedOrder {
  lineParts: {
    id: string;
    activity: { title: string };
    session: { startsAt: string; localDay: string; localTime: string };
    tickets: { quantity: number; variation: { title: string } }[];
    addOns: { addOn: { title: string } }[];
    upgrade?: { title: string } | null;
    total?: Money | null;
    cancelled: boolean;
  }[];
  discount: Money;
  giftCard: Money;
  cardFee: Money;
  total: Money;
  dueOnArrival?: Money | null;
}

/**
 * A booking's lines where its tickets stand now (staff or the visitor may have moved some to another
 * time, or cancelled some: those are marked), then its deductions, fee and total. `heading` is the level
 * of each line's title on its page. `ended`: nothing is due at the desk any more. `differencesPaid`: what
 * moves to dearer sessions were paid since (My booking), shown above a total that includes it.
 */
export function BookedLines({ order, ended, heading = 'h2', differencesPaid }: { order: BookedOrder; ended: boolean; heading?: 'h2' | 'h3'; differencesPaid?: Money | null }) {
  const t = useT();
  const format = useFormatMoney();
  const Title = heading;
  return (
    <>
      <Lines>
        {order.lineParts.map((part) => (
          <Part key={part.id} $cancelled={part.cancelled}>
            <Row>
              <Title>{part.activity.title}</Title>
              {part.total ? <Price money={part.total} /> : null}
            </Row>
            {part.cancelled ? <Cancelled>{t('confirmation.ticketsCancelled')}</Cancelled> : null}
            <time dateTime={part.session.startsAt}>{sessionWhen(part.session)}</time>
            <div className="choice">
              {part.tickets.map((ticket) => `${ticket.quantity} × ${ticket.variation.title}`).join(', ')}
              {part.addOns.map((choice) => ` · ${choice.addOn.title}`).join('')}
              {part.upgrade ? ` · ${part.upgrade.title}` : ''}
            </div>
          </Part>
        ))}
      </Lines>
      <div>
        {order.discount.amount > 0 && (
          <Row>
            <span>{t('checkout.discount')}</span>
            <span>−{format(order.discount)}</span>
          </Row>
        )}
        {order.giftCard.amount > 0 && (
          <Row>
            <span>{t('checkout.giftCard')}</span>
            <span>−{format(order.giftCard)}</span>
          </Row>
        )}
        {order.cardFee.amount > 0 && (
          <Row>
            <span>{t('checkout.cardFee')}</span>
            <Price money={order.cardFee} />
          </Row>
        )}
        {differencesPaid && differencesPaid.amount > 0 ? (
          <Row>
            <span>{t('myBooking.differencesPaid')}</span>
            <Price money={differencesPaid} />
          </Row>
        ) : null}
        {/* Pay on arrival collected nothing: the total is what the desk will ask for (nothing, once cancelled). */}
        <Row $strong>
          <span>{t(order.dueOnArrival && !ended ? 'confirmation.dueOnArrival' : 'checkout.total')}</span>
          <Price money={(!ended && order.dueOnArrival) || order.total} />
        </Row>
      </div>
    </>
  );
}

import { useT } from '@/lib/client/use-t';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { CartFieldsFragment } from '@/graphql/generated/operations';
import { sessionWhen } from '@/lib/domain/time';
import { minutesAndSeconds, useCountdown } from './use-countdown';

type Item = CartFieldsFragment['items'][number];

const Line = styled.li`
  padding: 16px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    font-size: 18px;
    margin: 0 0 4px;
  }
  time {
    display: block;
  }
  ul {
    margin: 6px 0;
    padding-left: 18px;
  }
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
`;

const Hold = styled.p<{ $expired: boolean }>`
  margin: 6px 0 0;
  font-size: 14px;
  font-weight: 600;
  color: ${({ theme, $expired }) => ($expired ? theme.colors.error : theme.colors.muted)};
`;

const Remove = styled.button`
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/** A cart line: the session's day and time as the API wrote them (in the park's zone), tickets and extras, its hold. */
export function CartLine({ item, onRemove }: { item: Item; onRemove: () => void }) {
  const t = useT();
  const seconds = useCountdown(item.holdExpiresAt);
  const expired = !item.holdExpiresAt || seconds === 0;
  return (
    <Line>
      <Row>
        <h3>{item.activity.title}</h3>
        <strong>
          <Price money={item.total} />
        </strong>
      </Row>
      <time dateTime={item.session.startsAt}>{sessionWhen(item.session)}</time>
      <ul>
        {item.tickets.map((ticket) => (
          <li key={ticket.variation.id}>
            {ticket.quantity} × {ticket.variation.title}
          </li>
        ))}
        {item.addOns.map((choice) => (
          <li key={choice.addOn.id}>{choice.addOn.title}</li>
        ))}
        {item.upgrade && <li>{item.upgrade.title}</li>}
      </ul>
      <Row>
        <Hold $expired={expired} role={expired ? 'alert' : undefined}>
          {expired ? t('cart.holdExpired') : t('cart.heldFor', { time: minutesAndSeconds(seconds) })}
        </Hold>
        <Remove type="button" onClick={onRemove} aria-label={t('cart.removeItem', { title: item.activity.title })}>
          {t('cart.remove')}
        </Remove>
      </Row>
    </Line>
  );
}

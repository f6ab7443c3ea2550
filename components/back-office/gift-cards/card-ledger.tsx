import styled, { css } from 'styled-components';
import type { StaffGiftCardFieldsFragment } from '@/graphql/generated/staff-operations';
import { visuallyHidden, VisuallyHidden } from '@/components/ui/visually-hidden';
import { useStaffFormats } from '../formats';
import { useStaffT } from '../translations';
import { Panel, TableFrame } from '../ui';

/**
 * A table at a desk; on a phone each row stacks into a small card (no sideways scrolling for a sum's
 * last digits). `$areas` places each column's cell in the card's grid. The table keeps its roles
 * explicitly, since some browsers drop a table's semantics once its display changes.
 */
const Stacking = styled(TableFrame)<{ $areas: string[]; $template: string }>`
  .negative {
    color: ${({ theme }) => theme.colors.error};
  }
  td.amount {
    font-weight: 700;
    white-space: nowrap;
  }
  td.nowrap {
    white-space: nowrap;
  }
  td.detail {
    min-width: 16ch;
    overflow-wrap: anywhere;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    overflow-x: visible;
    thead {
      ${visuallyHidden}
    }
    table,
    tbody {
      display: block;
    }
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      grid-template-areas: ${({ $template }) => $template};
      gap: 2px 12px;
      padding: 10px 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td {
      display: block;
      padding: 0;
      border: 0;
      text-align: left;
    }
    td.number {
      text-align: right;
    }
    td.muted {
      color: ${({ theme }) => theme.colors.muted};
      font-size: 14px;
    }
    td[data-label]::before {
      content: attr(data-label) ' ';
      color: ${({ theme }) => theme.colors.muted};
      font-weight: 400;
    }
    td:empty {
      display: none;
    }
    ${({ $areas }) =>
      $areas.map(
        (area, index) => css`
          td:nth-child(${index + 1}) {
            grid-area: ${area};
          }
        `,
      )}
  }
`;

type Card = StaffGiftCardFieldsFragment;

/** An order's page in the back office. */
const orderPath = (bookingId: string) => `/orders/${encodeURIComponent(bookingId)}`;

/** The card's ledger, oldest first: what each entry was, its amount, the balance after it, who and why. */
export function CardLedger({ card }: { card: Card }) {
  const t = useStaffT();
  const { money, signedMoney, moment } = useStaffFormats();
  const balanceLabel = t('giftCards.ledger.balance');
  return (
    <Panel aria-labelledby="ledger-heading">
      <h2 id="ledger-heading">{t('giftCards.ledger.heading')}</h2>
      <Stacking
        $areas={['when', 'kind', 'amount', 'balance', 'by', 'detail']}
        $template={`'kind amount' 'moment balance' 'detail detail' 'by by'`}
        tabIndex={0}
        role="group"
        aria-labelledby="ledger-heading"
      >
        <table role="table">
          <caption>
            <VisuallyHidden>{t('giftCards.ledger.heading')}</VisuallyHidden>
          </caption>
          <ColumnHeads columns={[[t('giftCards.ledger.at')], [t('giftCards.ledger.kind')], [t('giftCards.ledger.amount'), true], [balanceLabel, true], [t('giftCards.ledger.by')], [t('giftCards.ledger.detail')]]} />
          <tbody role="rowgroup">
            {card.entries.map((entry) => (
              <tr key={entry.id} role="row">
                <td role="cell" className="nowrap muted">
                  {moment(entry.at)}
                </td>
                <td role="cell">
                  <strong>{t(`giftCards.kind.${entry.kind}`, { defaultValue: entry.kind })}</strong>
                </td>
                <td role="cell" className={`number amount${entry.amount < 0 ? ' negative' : ''}`}>
                  {signedMoney(entry.amount, card.currency)}
                </td>
                <td role="cell" className="number nowrap muted" data-label={`${balanceLabel}:`}>
                  {money(entry.balanceAfter, card.currency)}
                </td>
                <td role="cell" className="muted">
                  {entry.actor ?? ''}
                </td>
                <td role="cell" className="detail">
                  {entry.bookingId ? <a href={orderPath(entry.bookingId)}>{entry.bookingId}</a> : (entry.note ?? '')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Stacking>
    </Panel>
  );
}

/** The orders that spent the card: how much each took from it, net of anything given back. */
export function CardOrders({ card }: { card: Card }) {
  const t = useStaffT();
  const { money, moment } = useStaffFormats();
  const totalLabel = t('giftCards.orders.total');
  return (
    <Panel aria-labelledby="orders-heading">
      <h2 id="orders-heading">{t('giftCards.orders.heading')}</h2>
      {card.orders.length === 0 ? (
        <p>{t('giftCards.orders.none')}</p>
      ) : (
        <Stacking $areas={['booking', 'placed', 'status', 'amount', 'total']} $template={`'booking amount' 'placed total' 'status status'`} tabIndex={0} role="group" aria-labelledby="orders-heading">
          <table role="table">
            <caption>
              <VisuallyHidden>{t('giftCards.orders.heading')}</VisuallyHidden>
            </caption>
            <ColumnHeads columns={[[t('giftCards.orders.booking')], [t('giftCards.orders.placed')], [t('giftCards.orders.status')], [t('giftCards.orders.amount'), true], [totalLabel, true]]} />
            <tbody role="rowgroup">
              {card.orders.map((order) => (
                <tr key={order.bookingId} role="row">
                  <td role="cell">
                    <a href={orderPath(order.bookingId)}>{order.bookingId}</a>
                  </td>
                  <td role="cell" className="nowrap muted">
                    {moment(order.createdAt)}
                  </td>
                  <td role="cell">{t(`giftCards.orderStatus.${order.status}`, { defaultValue: order.status })}</td>
                  <td role="cell" className="number amount">
                    {money(order.amount, card.currency)}
                  </td>
                  <td role="cell" className="number nowrap muted" data-label={`${totalLabel}:`}>
                    {money(order.total, order.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Stacking>
      )}
    </Panel>
  );
}

/** A table's column heads; numeric columns right-aligned. */
function ColumnHeads({ columns }: { columns: [label: string, numeric?: boolean][] }) {
  return (
    <thead role="rowgroup">
      <tr role="row">
        {columns.map(([label, numeric]) => (
          <th key={label} scope="col" role="columnheader" className={numeric ? 'number' : undefined}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

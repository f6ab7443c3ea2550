import styled from 'styled-components';
import type { StaffOrderFieldsFragment } from '@/graphql/generated/staff-operations';
import { useStaffT } from '../translations';
import { useAuditWords } from '../audit-words';
import { useStaffFormats } from '../formats';
import { Panel, Facts } from '../ui';

/*
 * The order page's reading parts (issue #22): the visitor, the money, what was bought, and its history
 * (payments with every provider exchange, refunds, mail, staff actions).
 */

type Order = StaffOrderFieldsFragment;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  margin: 4px 0;
`;

/** A panel of the order page: its own headings sized under the panel's. */
export const OrderPanel = styled(Panel)`
  h3 {
    font-size: 17px;
    margin: 12px 0 4px;
  }
`;

/** A payment's log: each line when, what, and its detail, wrapping on a phone rather than scrolling. */
const Events = styled.ol`
  margin: 8px 0 12px;
  padding: 0;
  list-style: none;
  font-size: 14px;
  li {
    padding: 6px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  code {
    display: block;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 0 16px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Who booked, and what the order comes to (what was given back included). */
export function VisitorAndMoney({ order }: { order: Order }) {
  const t = useStaffT();
  const format = useStaffFormats();
  const money = (amount: number) => format.money(amount, order.currency);
  const rows: [string, string, boolean?][] = [[t('orders.order.subtotal'), money(order.subtotal)]];
  if (order.discount) rows.push([t('orders.order.discount'), money(-order.discount)]);
  if (order.giftCard) rows.push([t('orders.order.giftCard'), money(-order.giftCard)]);
  if (order.cardFee) rows.push([t('orders.order.cardFee'), money(order.cardFee)]);
  rows.push([t('orders.order.total'), money(order.total), true]);
  if (order.refunded) rows.push([t('orders.order.refunded'), money(-order.refunded)]);
  if (order.dueOnArrival) rows.push([t('orders.order.dueOnArrival'), money(order.dueOnArrival), true]);
  return (
    <Columns>
      <OrderPanel aria-labelledby="visitor-heading">
        <h2 id="visitor-heading">{t('orders.order.customer')}</h2>
        <Facts>
          <dt>{t('orders.order.name')}</dt>
          <dd>
            {order.customer.firstName} {order.customer.lastName}
          </dd>
          <dt>{t('orders.order.email')}</dt>
          <dd>
            <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
          </dd>
          <dt>{t('orders.order.phone')}</dt>
          <dd>
            <a href={`tel:${order.customer.phone.replace(/[^\d+]/g, '')}`}>{order.customer.phone}</a>
          </dd>
        </Facts>
        <Muted>{t('orders.order.language', { language: t(`language.${order.language}`) })}</Muted>
      </OrderPanel>
      <OrderPanel aria-labelledby="money-heading">
        <h2 id="money-heading">{t('orders.order.money')}</h2>
        <Facts>
          {rows.map(([label, amount, strong]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt className={strong ? 'strong' : undefined}>{label}</dt>
              <dd className={`number${strong ? ' strong' : ''}`}>{amount}</dd>
            </div>
          ))}
        </Facts>
      </OrderPanel>
    </Columns>
  );
}

/** What was bought, line by line, as the visitor was charged for it. */
export function BoughtLines({ order }: { order: Order }) {
  const t = useStaffT();
  const format = useStaffFormats();
  if (!order.lines.length) return null;
  return (
    <OrderPanel aria-labelledby="lines-heading">
      <h2 id="lines-heading">{t('orders.order.lines')}</h2>
      {order.lines.map((line, index) => (
        <div key={index}>
          <h3>{line.activityTitle}</h3>
          <Muted>{format.when(line.startsAt, order.park.timeZone)}</Muted>
          <p>
            {[...line.tickets.map((ticket) => `${ticket.title} × ${ticket.quantity}`), ...line.addOns, ...(line.upgrade ? [t('orders.order.upgrade', { title: line.upgrade })] : [])].join(' · ')}
          </p>
          <Muted>{t('orders.order.lineTotal', { amount: format.money(line.total - line.discount, order.currency) })}</Muted>
        </div>
      ))}
    </OrderPanel>
  );
}

/** Every payment, with what its provider told us and what we did, in order. */
export function Payments({ order }: { order: Order }) {
  const t = useStaffT();
  const format = useStaffFormats();
  return (
    <OrderPanel aria-labelledby="payments-heading">
      <h2 id="payments-heading">{t('orders.order.payments')}</h2>
      {!order.payments.length && <p>{t('orders.order.noPayments')}</p>}
      {order.payments.map((payment, index) => (
        <div key={index}>
          <h3>
            {payment.method === 'gateway' ? payment.gateway : t(`orders.method.${payment.method}`)} · {format.money(payment.amount, order.currency)} ·{' '}
            {t(`orders.paymentStatus.${payment.status}`)}
          </h3>
          <Muted>
            {format.when(payment.createdAt, order.park.timeZone)}
            {payment.providerReference && ` · ${t('orders.order.providerReference', { reference: payment.providerReference })}`}
          </Muted>
          {payment.events.length > 0 && (
            <Events aria-label={t('orders.order.exchanges')}>
              {payment.events.map((event, eventIndex) => (
                <li key={eventIndex}>
                  {format.when(event.at, order.park.timeZone)} · <strong>{t(`orders.paymentEventKind.${event.kind}`)}</strong>
                  {event.detail !== '{}' && (
                    // What the provider said, for support: kept out of sight until asked for.
                    <details>
                      <summary>{t('orders.history.details')}</summary>
                      <code>{event.detail}</code>
                    </details>
                  )}
                </li>
              ))}
            </Events>
          )}
        </div>
      ))}
    </OrderPanel>
  );
}

/** What the order owes on top (moves to dearer times): how much, whether the visitor was sent a link, and whether it is paid. */
export function Charges({ order }: { order: Order }) {
  const t = useStaffT();
  const format = useStaffFormats();
  if (!order.charges.length) return null;
  return (
    <OrderPanel aria-labelledby="charges-heading">
      <h2 id="charges-heading">{t('orders.order.charges')}</h2>
      <ul>
        {order.charges.map((charge) => (
          <li key={charge.id}>
            <strong>{format.money(charge.amount, order.currency)}</strong> · {t(`orders.chargeStatus.${charge.status}`)}
            {charge.paidWith && ` · ${t(`orders.chargePaidWith.${charge.paidWith}`)}`}
            <Muted>
              {format.when(charge.createdAt, order.park.timeZone)} · {charge.reason} · {t(charge.linkSent ? 'orders.order.chargeLinkSent' : 'orders.order.chargeAtDesk')}
              {charge.paidAt && ` · ${t('orders.order.paidAt', { when: format.when(charge.paidAt, order.park.timeZone) })}`}
            </Muted>
          </li>
        ))}
      </ul>
    </OrderPanel>
  );
}

/** Money given back: how, how much, whether it went through. */
export function Refunds({ order }: { order: Order }) {
  const t = useStaffT();
  const format = useStaffFormats();
  if (!order.refunds.length) return null;
  return (
    <OrderPanel aria-labelledby="refunds-heading">
      <h2 id="refunds-heading">{t('orders.order.refunds')}</h2>
      <ul>
        {order.refunds.map((refund, index) => (
          <li key={index}>
            <strong>{format.money(refund.amount, order.currency)}</strong> · {t(`orders.refundMethod.${refund.method}`)} · {t(`orders.refundStatus.${refund.status}`)}
            {refund.giftCardCode && (
              <>
                {' '}
                · <code>{refund.giftCardCode}</code>
              </>
            )}
            <Muted>
              {format.when(refund.createdAt, order.park.timeZone)} · {refund.reason}
              {refund.by && ` · ${t('orders.order.by', { actor: refund.by })}`}
              {refund.lastError && ` · ${refund.lastError}`}
            </Muted>
          </li>
        ))}
      </ul>
    </OrderPanel>
  );
}

/** The mail queued about this order: what, when, and whether it went. */
export function Mails({ order }: { order: Order }) {
  const t = useStaffT();
  const format = useStaffFormats();
  return (
    <OrderPanel aria-labelledby="mails-heading">
      <h2 id="mails-heading">{t('orders.order.mails')}</h2>
      {!order.mails.length && <p>{t('orders.order.noMails')}</p>}
      <ul>
        {order.mails.map((mail, index) => (
          <li key={index}>
            <strong>{t(`orders.mailKind.${mail.kind}`)}</strong>
            <Muted>
              {format.when(mail.createdAt, order.park.timeZone)} ·{' '}
              {mail.sentAt ? t('orders.order.mailSent', { when: format.when(mail.sentAt, order.park.timeZone) }) : t('orders.order.mailWaiting', { attempts: mail.attempts })}
              {mail.lastError && ` · ${t('orders.order.mailError', { error: mail.lastError })}`}
            </Muted>
          </li>
        ))}
      </ul>
    </OrderPanel>
  );
}

/** What staff did to this order, newest first, with the state before and after. */
export function History({ order }: { order: Order }) {
  const t = useStaffT();
  const format = useStaffFormats();
  const { orderSentence } = useAuditWords();
  const sentence = (entry: Order['auditTrail'][number]) => orderSentence(entry, order.currency, order.park.timeZone);
  return (
    <OrderPanel aria-labelledby="audit-heading">
      <h2 id="audit-heading">{t('orders.order.audit')}</h2>
      {!order.auditTrail.length && <p>{t('orders.order.noAudit')}</p>}
      <ul>
        {order.auditTrail.map((entry, index) => (
          <li key={index}>
            <strong>{sentence(entry)}</strong> <Muted>{format.when(entry.at, order.park.timeZone)} · {t('orders.order.by', { actor: entry.actor })}</Muted>
          </li>
        ))}
      </ul>
    </OrderPanel>
  );
}
